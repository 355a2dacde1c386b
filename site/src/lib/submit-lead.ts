/**
 * The contact form's server call: insert the lead with the anon key
 * (WITHOUT `.select()`: visitors may not read leads), treat a repeated email as success, then ask
 * send-lead-emails to send the emails without waiting for it. A request that got no answer at all
 * is retried with backoff; if the lost request had in fact been stored, the retry meets
 * leads_email_key and ends as a duplicate, which is success too.
 */
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import { loadSupabase } from '@/lib/load-supabase';
import { defaultLeadSource, isDuplicateLeadError, splitFullName } from '@/shared/lead-rules';

export { defaultLeadSource, isDuplicateLeadError, splitFullName };

export interface LeadFormValues {
  name: string;
  email: string;
  message?: string;
  /** Where the visitor came from (the `source` query parameter); defaults to `website`. */
  source?: string;
  /** The honeypot: empty for people. */
  company_website?: string;
}

export type SubmitLeadStatus = 'created' | 'duplicate' | 'error';

export interface SubmitLeadResult {
  status: SubmitLeadStatus;
}

/** The row the browser inserts (the columns anon may write). */
export interface LeadInsert {
  email: string;
  first_name: string;
  last_name: string;
  message: string | null;
  source: string;
  status: 'new';
}

const maxSourceLength = 100;

export function toLeadInsert(values: LeadFormValues): LeadInsert {
  const message = values.message?.trim();
  const source = values.source?.trim().slice(0, maxSourceLength);
  return {
    ...splitFullName(values.name),
    email: values.email.trim().toLowerCase(),
    message: message ? message : null,
    source: source ? source : defaultLeadSource,
    status: 'new',
  };
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const networkRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** Wait before retry number `retry` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(retry: number, policy: RetryPolicy = networkRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** retry, policy.maxDelayMs);
}

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True for a request that never got an HTTP answer: fetch threw (TypeError) or status 0. */
export function isNoAnswer(outcome: { status?: number } | unknown): boolean {
  if (outcome instanceof TypeError) return true;
  return typeof outcome === 'object' && outcome !== null && (outcome as { status?: unknown }).status === 0;
}

/**
 * Runs `request`, and again after a growing pause while it gets no answer at all (no retry for an
 * answered error: the server said no). A thrown error that is not a network failure is rethrown.
 */
export async function withNetworkRetry<T>(
  request: () => PromiseLike<T>,
  sleep: Sleep = realSleep,
  policy: RetryPolicy = networkRetryPolicy,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    let outcome: T;
    try {
      outcome = await request();
    } catch (error) {
      if (!isNoAnswer(error) || retry >= policy.retries) throw error;
      await sleep(retryDelayMs(retry, policy));
      continue;
    }
    if (!isNoAnswer(outcome) || retry >= policy.retries) return outcome;
    await sleep(retryDelayMs(retry, policy));
  }
}

export interface SubmitLeadDeps {
  loadClient: () => Promise<BrowserSupabaseClient>;
  sleep: Sleep;
  logError: (message: string, detail?: unknown) => void;
}

const defaultDeps: SubmitLeadDeps = {
  loadClient: loadSupabase,
  sleep: realSleep,
  logError: (message, detail) => console.error(message, detail),
};

export async function submitLead(
  values: LeadFormValues,
  deps: Partial<SubmitLeadDeps> = {},
): Promise<SubmitLeadResult> {
  const { loadClient, sleep, logError } = { ...defaultDeps, ...deps };
  // A filled honeypot is a bot: it sees success, nothing is stored or sent.
  if (values.company_website?.trim()) return { status: 'created' };

  const lead = toLeadInsert(values);
  let client: BrowserSupabaseClient;
  try {
    client = await loadClient();
  } catch (error) {
    logError('Could not load the Supabase client', error);
    return { status: 'error' };
  }

  let status: SubmitLeadStatus;
  try {
    const { error } = await withNetworkRetry(() => client.from('leads').insert(lead), sleep);
    status = !error ? 'created' : isDuplicateLeadError(error) ? 'duplicate' : 'error';
    if (status === 'error') logError('Lead insert failed', error);
  } catch (error) {
    logError('Lead insert failed', error);
    status = 'error';
  }
  if (status === 'error') return { status };

  // The email call never blocks success; its failure is only logged.
  const { email, first_name, last_name, message, source } = lead;
  client.functions
    .invoke('send-lead-emails', { body: { email, first_name, last_name, message, source } })
    .then(({ error }) => {
      if (error) logError('send-lead-emails failed', error);
    })
    .catch((error: unknown) => logError('send-lead-emails failed', error));
  return { status };
}
