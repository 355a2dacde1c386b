import { staticPage } from '@/app/static-page';

/** The home page: hero, benefits, the agentic workflow diagram and the project grid. */
const page = staticPage(async () => {
  const { HomeView } = await import('./views/home-view');
  return <HomeView />;
});

export const load = page.load;
export default page.Page;
