import { rateLimitMessages } from '@shared/schemas/messages';
import type { FormOutcome } from '@shared/paths';

/**
 * The lines a careers page shows when the application dialog's form came back without JavaScript
 * (the edge API names one in the address's fragment). The success line is the dialog's success toast.
 */
export const applicationNotices: Record<FormOutcome, string> = {
  done: "Application Submitted! We've received your application and will be in touch soon.",
  invalid:
    'Submission Failed. A required field was missing or not valid: please open the form and try again.',
  failed: 'Submission Failed. Please try again later.',
  limited: `Submission Failed. ${rateLimitMessages.application}`,
};
