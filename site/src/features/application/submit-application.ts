/**
 * The job application dialog's server call: invoke
 * send-job-application-emails with the payload; the answer is read for an error only. The function
 * answers a readable `{ error }` for invalid input and for a client over its hourly limit (429),
 * which the dialog shows in its Submission Failed toast; anything else falls back to
 * "Please try again later.".
 */
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import { loadSupabase } from '@/lib/load-supabase';
import type { JobApplicationPayload } from '@shared/schemas/application';

/**
 * What the dialog sends: the application's fields, the key that makes a retried submission safe,
 * and the honeypot. Defined by the shared schema (shared/schemas/application.ts), which the
 * function validates it with; `idempotency_key` comes from `newApplicationKey()` when the dialog opens
 * (or after a success), so a retry with the same key never stores or emails twice.
 */
export type { JobApplicationPayload } from '@shared/schemas/application';

export type SubmitApplicationResult = { ok: true } | { ok: false; message: string };

export const applicationFallbackMessage = 'Please try again later.';

export function newApplicationKey(): string {
  return crypto.randomUUID();
}

/**
 * The function's `error` text from a failed invoke. supabase-js puts the HTTP Response of a non-2xx
 * answer in `FunctionsHttpError.context`; relay and network errors carry no message for people.
 */
export async function applicationErrorMessage(error: unknown): Promise<string> {
  if (typeof error !== 'object' || error === null) return applicationFallbackMessage;
  const { name, context } = error as { name?: unknown; context?: unknown };
  if (name !== 'FunctionsHttpError' || !(context instanceof Response)) return applicationFallbackMessage;
  try {
    const body: unknown = await context.clone().json();
    const message =
      typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof message === 'string' && message.trim() ? message : applicationFallbackMessage;
  } catch {
    return applicationFallbackMessage;
  }
}

export interface SubmitApplicationDeps {
  loadClient: () => Promise<BrowserSupabaseClient>;
  logError: (message: string, detail?: unknown) => void;
}

const defaultDeps: SubmitApplicationDeps = {
  loadClient: loadSupabase,
  logError: (message, detail) => console.error(message, detail),
};

export async function submitApplication(
  payload: JobApplicationPayload,
  deps: Partial<SubmitApplicationDeps> = {},
): Promise<SubmitApplicationResult> {
  const { loadClient, logError } = { ...defaultDeps, ...deps };
  try {
    const client = await loadClient();
    const { error } = await client.functions.invoke('send-job-application-emails', { body: payload });
    if (!error) return { ok: true };
    logError('send-job-application-emails failed', error);
    return { ok: false, message: await applicationErrorMessage(error) };
  } catch (error) {
    logError('send-job-application-emails failed', error);
    return { ok: false, message: applicationFallbackMessage };
  }
}
