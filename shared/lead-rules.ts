/**
 * Rules of the lead flow shared by the lead schema (schemas/lead.ts), the browser (submit-lead.ts),
 * the no-JavaScript route on Pages Functions and the Supabase functions: how a name is split and what
 * counts as a duplicate. Pure, dependency-free TypeScript so every runtime bundles it.
 */

/** Where a lead came from when the page has no `?source=`. */
export const defaultLeadSource = 'website';

/** The unique constraint on `leads.email`: hitting it means we already have this lead. */
export const leadEmailKey = 'leads_email_key';

/** The entered name split on spaces: the first word is the first name, the rest (joined by single spaces) the last name. */
export function splitFullName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { first_name: first, last_name: rest.join(' ') };
}

export interface PostgrestErrorLike {
  code?: string;
  message?: string;
  details?: string | null;
}

/** A repeated address: code 23505 with leads_email_key in the message or the details (the form treats it as success). */
export function isDuplicateLeadError(error: PostgrestErrorLike | null | undefined): boolean {
  if (!error || error.code !== '23505') return false;
  return [error.message, error.details].some(
    (text) => typeof text === 'string' && text.includes(leadEmailKey),
  );
}
