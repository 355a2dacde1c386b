import { staticPage } from '@/app/static-page';

/** The automation landing page (/agentic-workflows). */
const page = staticPage(async () => {
  const { AgenticWorkflowsView } = await import('./views/agentic-workflows-view');
  return <AgenticWorkflowsView />;
});

export const load = page.load;
export default page.Page;
