import { paths } from '@shared/paths';

/** Copy of /cases and the frame of every case page. */
export const casesPageCopy = {
  eyebrow: 'Client work',
  title: 'Case Studies',
  intro:
    'What we built, for whom, and what it changed: measured against a baseline we agree with each client before we start. Client names stay private; the work and the numbers are real.',
  filterLabel: 'Filter by technology',
  all: 'All',
  /** Under the filter, and read out when the filter changes. */
  showing: (count: number) => `Showing ${count} ${count === 1 ? 'case study' : 'case studies'}`,
  /**
   * Read out before it, not shown: the filter chosen. Two filters with the same count would otherwise
   * leave the line unchanged, and a change that changes no text is not read out.
   */
  showingFilter: (filter: string) => `${filter}: `,
  viewDetails: 'View Details',
  back: { label: 'Back to Projects', href: paths.home() },
  factsTitle: 'At a glance',
  /** The second button of a case page's closing call to action, when its file asks for it. */
  bookingLabel: 'Plan 15-min ROI call',
} as const;
