/**
 * The job application's send: the dialog's form posted to the edge API (see `postForm`). The answer
 * is read for an error only; a refusal's sentence (a field, the hourly limit) is what the dialog's
 * Submission Failed toast shows, anything else falls back to "Please try again later.".
 */
import { formBody, postForm, type PostFormDeps } from '@/lib/post-form';

type SubmitApplicationResult = { ok: true } | { ok: false; message?: string };

/** One per dialog opening, kept across retries: a retried or double-clicked submission is stored once. */
export function newApplicationKey(): string {
  return crypto.randomUUID();
}

export async function submitApplication(
  form: HTMLFormElement,
  deps?: Partial<PostFormDeps>,
): Promise<SubmitApplicationResult> {
  const result = await postForm(form.action, formBody(form), deps);
  if (result.ok) return { ok: true };
  return { ok: false, message: result.status === 400 || result.status === 429 ? result.error : undefined };
}
