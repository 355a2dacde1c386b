/**
 * The lead flow of the contact form, server side (the no-JavaScript fallback): validate the posted
 * form, split the name, insert into `leads` with the anon key (no `.select()`: anon cannot read the
 * row back), treat a duplicate email as success, then ask `send-lead-emails` to send the emails.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { isDuplicateLeadError, splitFullName } from '../../site/src/shared/lead-rules';
import type { SupabaseSettings } from './env';

/** The form fields of the contact form, as the prerendered form posts them. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1).max(200),
  // Lower-cased like the browser flow (site/src/lib/submit-lead.ts), so one person is one lead.
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  message: z.string().trim().max(5000).default(''),
  source: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100).default('website'),
  ),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'company_website';

/** People leave the honeypot empty (it is hidden from them); anything else in it marks a bot. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export { isDuplicateLeadError, leadEmailKey, splitFullName } from '../../site/src/shared/lead-rules';

/**
 * The campaign source of a form posted without JavaScript. The prerendered form cannot copy the
 * page's `?source=` into its hidden field, so when the form says the default, the source is read
 * from the same-origin form page the browser names in its Referer header.
 */
export function sourceFromReferer(referer: string | undefined, requestUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(requestUrl).origin) return undefined;
    const source = from.searchParams.get('source')?.trim();
    return source && source.length <= 100 ? source : undefined;
  } catch {
    return undefined;
  }
}

/** What `send-lead-emails` expects: the lead as it was inserted. */
export interface LeadEmailPayload {
  email: string;
  first_name: string;
  last_name: string;
  /** Null when the visitor wrote nothing, as the browser flow sends it. */
  message: string | null;
  source: string;
}

export function leadEmailPayload(form: ContactForm): LeadEmailPayload {
  return {
    email: form.email,
    ...splitFullName(form.name),
    message: form.message || null,
    source: form.source,
  };
}

export function createLeadClient(settings: SupabaseSettings, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(settings.url, settings.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : undefined,
  });
}

export type SaveLeadResult = { saved: true; duplicate: boolean } | { saved: false };

/** Inserts the lead. Never throws: provider errors are logged here and reported as `saved: false`. */
export async function saveLead(client: SupabaseClient, payload: LeadEmailPayload): Promise<SaveLeadResult> {
  try {
    const { error } = await client.from('leads').insert({ ...payload, status: 'new' });
    if (!error) return { saved: true, duplicate: false };
    if (isDuplicateLeadError(error)) return { saved: true, duplicate: true };
    console.error('Lead insert failed', { code: error.code, message: error.message });
    return { saved: false };
  } catch (error) {
    console.error('Lead insert failed', error instanceof Error ? error.message : error);
    return { saved: false };
  }
}

/** Asks the edge function to send the emails; a failure is only logged and never fails the form. */
export async function sendLeadEmails(client: SupabaseClient, payload: LeadEmailPayload): Promise<void> {
  try {
    const { error } = await client.functions.invoke('send-lead-emails', { body: payload });
    if (error) console.error('send-lead-emails failed', error.message);
  } catch (error) {
    console.error('send-lead-emails failed', error instanceof Error ? error.message : error);
  }
}
