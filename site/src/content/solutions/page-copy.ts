import type { DepartmentName } from '@/types/solutions';
import type { IconName } from '@/types/icon-names';
import type { DepartmentColour } from '@/types/solutions';

/** Labels of the solution pages (the words around each page's own content). */
export const solutionPageCopy = {
  tabsLabel: 'Departments',
  overview: 'Overview',
  overviewCta: 'See the examples',
  keyCapabilities: 'Key Capabilities',
  metricsTitle: 'Typical results',
  useCaseTitle: 'Real-world use case',
  workflowTitle: 'Workflow',
  benefitsTitle: 'Benefits',
  learnMore: 'Learn More',
} as const;

/** Each department's icon and colour, the same on every solution page (the tabs show them too). */
export const departmentStyles: Record<DepartmentName, { icon: IconName; colour: DepartmentColour }> = {
  'Customer Service': { icon: 'headset', colour: 'plum' },
  'Sales & Marketing': { icon: 'megaphone', colour: 'ember' },
  'Human Resources': { icon: 'users', colour: 'rose' },
  'Legal & Compliance': { icon: 'scale', colour: 'violet' },
  'Operations & IT': { icon: 'server', colour: 'teal' },
  'Finance & Analytics': { icon: 'chart-line', colour: 'amber' },
};
