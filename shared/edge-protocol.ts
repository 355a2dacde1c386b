/**
 * How the edge API (Cloudflare Pages Functions) and the Supabase functions that own the forms talk:
 * which function owns which form, the header that carries the shared secret, the body (the visitor's
 * address as the edge saw it, and the form), and the answers. Both sides import this module, so
 * neither can drift from the other.
 */
import * as z from 'zod/mini';
import type { LimitedForm } from './schemas/limits.ts';

/** The header the edge API sends EDGE_API_SECRET in. */
export const edgeSecretHeader = 'x-edge-api-secret';

/**
 * The header the studio's worker sends NEWSLETTER_TEST_SECRET in: it lets the production studio ask
 * the newsletter function for a test of an issue (to the team's test address only), and nothing else.
 */
export const newsletterTestSecretHeader = 'x-newsletter-test-secret';

/** The shortest EDGE_API_SECRET either side accepts (`openssl rand -hex 32` makes 64 characters). */
export const edgeSecretMinLength = 32;

/** Every call the edge API makes: the function (by its Supabase name) and the route inside it. */
export const edgeCalls = {
  lead: { functionName: 'send-lead-emails', route: '/' },
  application: { functionName: 'send-job-application-emails', route: '/' },
  newsletterSignup: { functionName: 'newsletter', route: '/subscribe' },
  newsletterConfirm: { functionName: 'newsletter', route: '/confirm' },
  newsletterUnsubscribe: { functionName: 'newsletter', route: '/unsubscribe' },
} as const;

export type EdgeCall = keyof typeof edgeCalls;

/**
 * The health check's question to the backend (edge secret, no body): did the nightly retention job
 * run within the last 26 hours. The function answers `{ ok, retention: 'ran' | 'late' }`; the edge
 * says `unknown` when it cannot ask.
 */
export const scheduleHealthCall = { functionName: 'send-lead-emails', route: '/schedule-health' } as const;
export type RetentionState = 'ran' | 'late' | 'unknown';

/**
 * The functions that own a form, each with a `POST /<name>/resend-pending` route the schedule calls
 * (pg_cron on the hosted project, a timer in the local stack).
 */
export const formFunctions = ['send-lead-emails', 'send-job-application-emails', 'newsletter'] as const;

/** Which hourly limit a call counts against, if any. */
export const limitedFormOf: Partial<Record<EdgeCall, LimitedForm>> = {
  lead: 'lead',
  application: 'application',
  newsletterSignup: 'newsletter',
  newsletterConfirm: 'newsletter_link',
  newsletterUnsubscribe: 'newsletter_link',
};

/** The visitor's address as Cloudflare reported it to the edge (`CF-Connecting-IP`), never the visitor's say. */
const clientAddressField = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[0-9A-Za-z.:%_-]+$/));

/** The body of an edge call: the visitor's address and the form, which its own schema then checks. */
export const edgeEnvelopeSchema = z.object({ client_address: clientAddressField, form: z.unknown() });

// What a function answers the edge. Success: `{ ok: true }`, with `outcome` for a link
// (`confirmed`, `expired`, `unsubscribed`, `invalid`). Refusal: `{ ok: false, error }` with 400 (the
// form's sentence), 401 (wrong secret) or 429 (the limit's sentence). Never anything that tells
// whether an address was on file.

export type LinkOutcome = 'confirmed' | 'expired' | 'unsubscribed' | 'invalid';
