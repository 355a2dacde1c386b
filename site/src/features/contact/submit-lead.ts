/**
 * The contact form's send, once the app runs: the form's own post to the edge API (see
 * `postForm`), read as what the page shows. An address already on file is answered like a new one,
 * so a returning visitor simply succeeds. Over the hourly limit the form says so and keeps what was
 * typed; a refused field shows its sentence.
 */
import { formBody, postForm, type PostFormDeps } from '@/lib/post-form';

/** `limited`: the client sent its hourly number of messages; `invalid`: the schema refused a field. */
type SubmitLeadStatus = 'created' | 'error' | 'limited' | 'invalid';

interface SubmitLeadResult {
  status: SubmitLeadStatus;
  /** For `invalid`: the sentence saying which field is wrong. */
  message?: string;
}

export async function submitLead(
  form: HTMLFormElement,
  deps?: Partial<PostFormDeps>,
): Promise<SubmitLeadResult> {
  const result = await postForm(form.action, formBody(form), deps);
  if (result.ok) return { status: 'created' };
  if (result.status === 429) return { status: 'limited' };
  if (result.status === 400 && result.error) return { status: 'invalid', message: result.error };
  return { status: 'error' };
}
