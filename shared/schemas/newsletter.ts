/**
 * A newsletter sign-up: the address, where the box was (`source`) and the honeypot. Used by the
 * browser call, the no-JavaScript route on the edge API and the function that stores it for that
 * route; the `newsletter_subscribers` table's CHECK constraints hold the same limits.
 */
import * as z from 'zod/mini';
import { emailField, honeypotSchema, optionalText } from './fields.ts';
import { lengthLimits } from './limits.ts';
import { fieldMessages } from './messages.ts';

/** Where a sign-up came from when the form does not say. */
export const defaultNewsletterSource = 'website';

export const newsletterSignupSchema = z.object(
  {
    email: emailField,
    source: z.pipe(
      optionalText(fieldMessages.sourceTooLong, lengthLimits.source),
      z.transform((value: string | undefined) => value ?? defaultNewsletterSource),
    ),
    company_website: honeypotSchema,
  },
  { error: fieldMessages.notAnObject },
);

export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The row a visitor may insert into `newsletter_subscribers`. */
export interface NewsletterInsert {
  email: string;
  source: string;
}

export const toNewsletterInsert = (signup: NewsletterSignup): NewsletterInsert => ({
  email: signup.email,
  source: signup.source,
});
