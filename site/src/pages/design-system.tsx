import { staticPage } from '@/app/static-page';

/** The logo variations showcase (/design-system). */
const page = staticPage(async () => {
  const { DesignSystemView } = await import('./views/design-system-view');
  return <DesignSystemView />;
});

export const load = page.load;
export default page.Page;
