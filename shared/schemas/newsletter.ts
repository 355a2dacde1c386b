/**
 * The newsletter: a sign-up (the address, where the box was, the honeypot) and the signed link of a
 * confirmation or an unsubscribe. The edge API checks them before it calls the newsletter function,
 * which checks them again; the `newsletter_subscribers` table's domains hold the same limits.
 */
import * as z from 'zod/mini';
import { emailField, honeypotSchema } from './fields.ts';
import { lengthLimits } from './limits.ts';
import { sourceField } from './lead.ts';
import { fieldMessages } from './messages.ts';

export const newsletterSignupSchema = z.object(
  { email: emailField, source: sourceField, company_website: honeypotSchema },
  { error: fieldMessages.notAnObject },
);

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The token of a newsletter link: base64url text of a bounded length. */
export const tokenField = z
  .string({ error: fieldMessages.tokenInvalid })
  .check(
    z.trim(),
    z.minLength(16, { error: fieldMessages.tokenInvalid }),
    z.maxLength(lengthLimits.token, { error: fieldMessages.tokenInvalid }),
    z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: fieldMessages.tokenInvalid }),
  );

export const newsletterTokenSchema = z.object({ token: tokenField }, { error: fieldMessages.notAnObject });
