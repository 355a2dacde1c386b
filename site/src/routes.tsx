/**
 * THE route table: one entry per page of the site. The router, the prerender, the sitemap, the
 * header and footer and the end-to-end tests all read this list. Keep it free of component imports
 * so Node tools can read it; `page` names the file in `pages/` that renders the entry, and
 * `app/route-objects.tsx` turns the table into lazily loaded router routes.
 */
import { paths } from '@/shared/paths';
import type { RouteEntry } from '@/types/routes';
import { siteConfig } from '@/lib/site-config';

export const routeTable: RouteEntry[] = [
  {
    path: paths.home(),
    page: 'home',
    title: '',
    description: siteConfig.defaultDescription,
  },
  {
    path: paths.signUp(),
    page: 'sign-up',
    title: 'Get in touch',
    description:
      'Tell Emberwise where your team loses time. A consultant replies within 24 hours with a personalised AI assessment and expert guidance on your next step.',
  },
  {
    path: paths.bookConsultation(),
    page: 'book-consultation',
    title: 'Plan a 15-minute ROI call',
    description:
      'Book a free 15-minute ROI call with an Emberwise consultant and leave with a first estimate of the hours AI can save your team.',
  },
  {
    path: paths.aiStrategy(),
    page: 'ai-strategy',
    title: 'AI Strategy & Roadmapping',
    description:
      'Strategic AI transformation: a prioritised, budgeted AI roadmap in 6-8 weeks that ties every initiative to a business goal, an owner and a measurable return.',
  },
  {
    path: paths.agenticWorkflows(),
    page: 'agentic-workflows',
    title: 'Agentic Workflows',
    description:
      'Automate repetitive tasks with AI agents that read, decide and act across your tools, saving each person 1-5 hours a day in sales, finance, HR, legal and more.',
  },
  {
    path: paths.customDashboarding(),
    page: 'service-page',
    title: 'Custom Dashboarding',
    description:
      'Live dashboards on agreed KPI definitions, connected to your ERP, CRM and spreadsheets, with AI summaries of what changed. Live in 6-10 weeks.',
    data: { service: 'custom-dashboarding' },
  },
  {
    path: paths.changeManagement(),
    page: 'service-page',
    title: 'Change Management',
    description:
      'Make AI stick: leadership alignment, role-based training, a champions network and adoption measured per team, so your AI investment shows up in results.',
    data: { service: 'change-management' },
  },
  {
    path: paths.designSystem(),
    page: 'design-system',
    title: 'Logo variations',
    description:
      'The Emberwise logo in five variations on light and gradient backgrounds, with the design philosophy behind our deep plum and ember orange palette.',
  },
  {
    path: paths.thankYou(),
    page: 'thank-you',
    title: 'Thanks for reaching out',
    description:
      'Thanks for contacting Emberwise. A consultant reads your message and answers within 24 hours with a first view of what AI can do for you.',
    indexable: false,
  },
];

/** What every unknown path renders (prerendered to 404.html, served with status 404). */
export const notFoundEntry: RouteEntry = {
  path: '*',
  page: 'not-found',
  title: 'Page not found',
  description: 'The page you are looking for does not exist. Return to the Emberwise home page.',
};

/** The route table entry for a path, if the path is a page of the site. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeTable.find((entry) => entry.path === normalized);
}
