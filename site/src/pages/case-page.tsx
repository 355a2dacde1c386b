import { staticPage } from '@/app/static-page';

/** A case page: a story told once, as HTML. */
const page = staticPage(async (route) =>
  (await import('./views/case-view')).renderCase(route.data?.project ?? ''),
);

export const load = page.load;
export default page.Page;
