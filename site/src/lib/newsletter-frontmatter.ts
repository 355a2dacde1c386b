/**
 * The frontmatter of a newsletter issue (`content/newsletter/<address>.mdx`): the subject and the
 * preheader of its email, the day it goes out, its state and whether it is a second issue in its
 * month on purpose. The limits are the ones the function checks when it sends
 * (`shared/schemas/newsletter-issue.ts`); the studio's fields carry the same
 * (`tests/unit/studio-rules.test.ts`). Relative imports only: the build's Vite plugins load this file
 * before any alias exists.
 */
import { z } from 'zod';
import { newsletterIssueRules, newsletterStates } from '../../../shared/schemas/newsletter-issue.ts';

const length = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

export const newsletterFrontmatterSchema = z.strictObject({
  /** The email's subject, and the web version's title. */
  subject: length(newsletterIssueRules.subject),
  /** The line inboxes show after the subject, and the web version's description. */
  preheader: length(newsletterIssueRules.preheader),
  /** ISO date: the issue goes out on that day (Amsterdam time), not before. */
  sendDate: z.iso.date(),
  /** draft: being written; ready: goes out on its date; sent: went out (the team's record). */
  state: z.enum(newsletterStates),
  /** A second issue in its calendar month, on purpose (otherwise it waits for the next month). */
  exception: z.boolean().default(false),
});

export type NewsletterFrontmatter = z.infer<typeof newsletterFrontmatterSchema>;
