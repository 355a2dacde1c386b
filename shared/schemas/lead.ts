/**
 * The contact form: what it posts (one Name field, an address, an optional message, the campaign
 * source and the honeypot) and the lead it becomes (the Name split into first name and the rest).
 * The edge API checks a post with `contactFormSchema` before it calls send-lead-emails, which checks
 * it again before it stores anything; the `leads` table's domains hold the same limits.
 */
import * as z from 'zod/mini';
import { emailField, honeypotSchema, optionalText, requiredText } from './fields.ts';
import { defaultSource, lengthLimits } from './limits.ts';
import { fieldMessages } from './messages.ts';

/** A campaign source (`?source=` of the form page); blank or missing is `website`. */
export const sourceField = z.pipe(
  optionalText(fieldMessages.sourceTooLong, lengthLimits.source),
  z.transform((value: string | undefined) => value ?? defaultSource),
);

export const contactFormSchema = z.object(
  {
    name: requiredText(
      { required: fieldMessages.nameRequired, tooLong: fieldMessages.nameTooLong },
      lengthLimits.name,
    ),
    email: emailField,
    message: optionalText(fieldMessages.messageTooLong, lengthLimits.message, 'multiLine'),
    source: sourceField,
    company_website: honeypotSchema,
  },
  { error: fieldMessages.notAnObject },
);

export type ContactForm = z.output<typeof contactFormSchema>;

/** The entered name split on spaces: the first word is the first name, the rest (joined by single spaces) the last name. */
function splitFullName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { first_name: first, last_name: rest.join(' ') };
}

/** A lead as `public.submit_lead` stores it. */
export interface Lead {
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
}

/** The lead a checked contact form describes. */
export function leadFromContactForm(form: ContactForm): Lead {
  const { first_name, last_name } = splitFullName(form.name);
  return {
    email: form.email,
    first_name,
    last_name: last_name || null,
    message: form.message ?? null,
    source: form.source,
  };
}
