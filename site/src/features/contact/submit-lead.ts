/**
 * The contact form's server call: check the form with the shared lead schema (loaded lazily with the
 * client), insert the lead with the anon key (WITHOUT `.select()`: visitors may not read leads), then
 * ask send-lead-emails to send the emails without waiting for it. The database answers an address on
 * file exactly like a new one, so a returning visitor simply succeeds; a 23505 on leads_email_key
 * (two tabs racing) counts as success too. Over the hourly limit the database answers 429: the form
 * says so and keeps what was typed. A request that got no answer at all is retried with backoff.
 */
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import { loadFormValidation, loadSupabase } from '@/lib/load-supabase';
import { defaultLeadSource, isDuplicateLeadError, splitFullName } from '@shared/lead-rules';

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

/** `limited`: the client sent its hourly number of messages; `invalid`: the schema refused a field. */
export type SubmitLeadStatus = 'created' | 'duplicate' | 'error' | 'limited' | 'invalid';

export interface SubmitLeadResult {
  status: SubmitLeadStatus;
  /** For `invalid`: the sentence saying which field is wrong. */
  message?: string;
}

/** HTTP status of the database's rate-limit answer. */
export const tooManyRequests = 429;

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
  loadValidation: typeof loadFormValidation;
  sleep: Sleep;
  logError: (message: string, detail?: unknown) => void;
}

const defaultDeps: SubmitLeadDeps = {
  loadClient: loadSupabase,
  loadValidation: loadFormValidation,
  sleep: realSleep,
  logError: (message, detail) => console.error(message, detail),
};

export async function submitLead(
  values: LeadFormValues,
  deps: Partial<SubmitLeadDeps> = {},
): Promise<SubmitLeadResult> {
  const { loadClient, loadValidation, sleep, logError } = { ...defaultDeps, ...deps };
  // A filled honeypot is a bot: it sees success, nothing is stored or sent.
  if (values.company_website?.trim()) return { status: 'created' };

  let client: BrowserSupabaseClient;
  let checked;
  try {
    const [loadedClient, validation] = await Promise.all([loadClient(), loadValidation()]);
    client = loadedClient;
    checked = validation.checkContactForm({ ...values, company_website: undefined });
  } catch (error) {
    logError('Could not load the Supabase client', error);
    return { status: 'error' };
  }
  if (!checked.ok) return { status: 'invalid', message: checked.message };
  const lead = checked.row;

  let status: SubmitLeadStatus;
  try {
    const answer = await withNetworkRetry(() => client.from('leads').insert(lead), sleep);
    status = !answer.error
      ? 'created'
      : isDuplicateLeadError(answer.error)
        ? 'duplicate'
        : answer.status === tooManyRequests
          ? 'limited'
          : 'error';
    if (status === 'error') logError('Lead insert failed', answer.error);
  } catch (error) {
    logError('Lead insert failed', error);
    status = 'error';
  }
  if (status === 'error' || status === 'limited') return { status };

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
