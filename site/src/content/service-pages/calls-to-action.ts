import { paths } from '@shared/paths';
import type { CallToAction } from '@/types/sections';

/**
 * The calls to action the service pages share, so a label reads the same wherever it appears.
 * `source` tags the lead with the page it came from (`/sign-up?source=...`).
 */
export const callsToAction = {
  getInTouch: (source: string): CallToAction => ({ label: 'Get in touch', href: paths.signUp(source) }),
  cases: { label: 'See client cases', href: paths.cases() },
  roiCall: { label: 'Plan 15-min ROI call', href: paths.bookConsultation() },
} satisfies Record<string, CallToAction | ((source: string) => CallToAction)>;
