/**
 * The lead: what the contact form posts (`contactFormSchema`: one Name field) and the row it becomes
 * (`leadSchema`: first and last name, as the browser inserts it into `leads`). The browser (loaded
 * lazily), the edge API, the Supabase functions and the tests use these; the `leads` table's CHECK
 * constraints hold the same limits.
 */
import * as z from 'zod/mini';
import { defaultLeadSource, splitFullName } from '../lead-rules.ts';
import { emailField, honeypotSchema, optionalText, requiredText } from './fields.ts';
import { lengthLimits } from './limits.ts';
import { fieldMessages } from './messages.ts';

const source = z.pipe(
  optionalText(fieldMessages.sourceTooLong, lengthLimits.source),
  z.transform((value: string | undefined) => value ?? defaultLeadSource),
);

/** The contact form's fields, as the form (or the no-JavaScript post) sends them. */
export const contactFormSchema = z.object(
  {
    name: requiredText(
      { required: fieldMessages.nameRequired, tooLong: fieldMessages.nameTooLong },
      lengthLimits.name,
    ),
    email: emailField,
    message: optionalText(fieldMessages.messageTooLong, lengthLimits.message),
    source,
    company_website: honeypotSchema,
  },
  { error: fieldMessages.notAnObject },
);

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** A lead as stored: the Name split into first name and the rest. */
export const leadSchema = z.object(
  {
    email: emailField,
    first_name: requiredText(
      { required: fieldMessages.firstNameRequired, tooLong: fieldMessages.firstNameTooLong },
      lengthLimits.name,
    ),
    last_name: optionalText(fieldMessages.lastNameTooLong, lengthLimits.name),
    message: optionalText(fieldMessages.messageTooLong, lengthLimits.message),
    source,
    company_website: honeypotSchema,
  },
  { error: fieldMessages.notAnObject },
);

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/**
 * The body of send-lead-emails. The browser sends the lead it inserted, but the function acts on the
 * address alone (it sends what the database holds for it), so only the address is read.
 */
export const leadEmailsRequestSchema = z.object(
  { email: emailField, company_website: honeypotSchema },
  { error: fieldMessages.notAnObject },
);

/** The row a visitor may insert into `leads` (exactly the columns anon is granted). */
export interface LeadInsert {
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
  status: 'new';
}

/** The lead a validated contact form describes. */
export function leadFromContactForm(form: ContactForm): Lead {
  const { first_name, last_name } = splitFullName(form.name);
  return {
    email: form.email,
    first_name,
    last_name: last_name || undefined,
    message: form.message,
    source: form.source,
  };
}

export function toLeadInsert(lead: Lead): LeadInsert {
  return {
    email: lead.email,
    first_name: lead.first_name,
    last_name: lead.last_name ?? null,
    message: lead.message ?? null,
    source: lead.source,
    status: 'new',
  };
}
