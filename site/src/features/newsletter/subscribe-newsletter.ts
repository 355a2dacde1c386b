/**
 * The Stay Updated box's send, once the app runs: the form's own post to the edge API (see
 * `postForm`). A sign-up is only a request to subscribe: the newsletter function emails a
 * confirmation link, and the answer is the same whether the address was new, pending or subscribed
 * already. Over the hourly limit, or for an address the schema refuses, the answer's sentence shows.
 */
import { formBody, postForm, type PostFormDeps } from '@/lib/post-form';

interface SubscribeNewsletterResult {
  status: 'requested' | 'error' | 'limited';
  /** A sentence for the visitor: what is wrong with the address, or the limit. */
  message?: string;
}

export async function subscribeNewsletter(
  form: HTMLFormElement,
  deps?: Partial<PostFormDeps>,
): Promise<SubscribeNewsletterResult> {
  const result = await postForm(form.action, formBody(form), deps);
  if (result.ok) return { status: 'requested' };
  return { status: result.status === 429 ? 'limited' : 'error', message: result.error };
}
