/**
 * The shared form schemas, for the browser. This module is only ever loaded with a dynamic
 * `import()` (through `loadFormValidation()` in load-supabase.ts, together with the Supabase client on
 * the first focus of a form field), so zod never weighs on a page's first load.
 */
import { firstIssueMessage } from '@shared/schemas/fields';
import {
  contactFormSchema,
  leadFromContactForm,
  toLeadInsert,
  type ContactFormInput,
  type LeadInsert,
} from '@shared/schemas/lead';
import {
  newsletterSignupSchema,
  toNewsletterInsert,
  type NewsletterInsert,
  type NewsletterSignupInput,
} from '@shared/schemas/newsletter';

export type Checked<T> = { ok: true; row: T } | { ok: false; message: string };

/** The `leads` row of a contact form, or the sentence saying what is wrong with it. */
export function checkContactForm(values: ContactFormInput): Checked<LeadInsert> {
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  return { ok: true, row: toLeadInsert(leadFromContactForm(parsed.data)) };
}

/** The `newsletter_subscribers` row of a sign-up, or the sentence saying what is wrong with it. */
export function checkNewsletterSignup(values: NewsletterSignupInput): Checked<NewsletterInsert> {
  const parsed = newsletterSignupSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  return { ok: true, row: toNewsletterInsert(parsed.data) };
}
