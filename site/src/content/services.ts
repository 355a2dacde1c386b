import { paths } from '@shared/paths';
import type { Service } from '@/types/entities';

/** The four services, in the order of the Services menu. */
export const services: Service[] = [
  {
    title: 'AI Strategy & Roadmapping',
    menuDescription: 'Strategic transformation guidance',
    description:
      'A clear, prioritised roadmap that ties every AI initiative to a business outcome, a budget and an owner.',
    icon: 'compass',
    link: paths.aiStrategy(),
  },
  {
    title: 'Agentic Workflows',
    menuDescription: 'Autonomous AI systems',
    description:
      'AI agents that read, decide and act across your tools, taking repetitive work off your team’s plate.',
    icon: 'brain-circuit',
    link: paths.agenticWorkflows(),
  },
  {
    title: 'Custom Dashboarding',
    menuDescription: 'Real-time insight from your data',
    description:
      'Live dashboards that turn scattered data into the handful of numbers your leadership actually steers by.',
    icon: 'layout-dashboard',
    link: paths.customDashboarding(),
  },
  {
    title: 'Change Management',
    menuDescription: 'Adoption that sticks',
    description:
      'Training, champions and new ways of working, so the tools you invest in become the way work gets done.',
    icon: 'users',
    link: paths.changeManagement(),
  },
];
