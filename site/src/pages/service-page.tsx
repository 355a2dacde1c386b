import { staticPage } from '@/app/static-page';

/** A service page without a landing page of its own; the route table's `data.service` picks the record. */
const page = staticPage(async (route) =>
  (await import('./views/service-page-view')).renderServicePage(route.data?.service),
);

export const load = page.load;
export default page.Page;
