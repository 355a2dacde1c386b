/**
 * The Stay Updated box's server call: check the address with the shared newsletter schema (loaded
 * lazily with the Supabase client, like the contact form's), then insert it into
 * `newsletter_subscribers` with the anon key, without asking for the row back. An address already
 * signed up is answered exactly like a new one (the database absorbs it), so both end as
 * `subscribed`. Over the hourly limit the database answers 429: `limited`, with the sentence to show.
 * A request that got no answer at all is retried with backoff, like the contact form's.
 */
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import { loadFormValidation, loadSupabase } from '@/lib/load-supabase';
import { realSleep, tooManyRequests, withNetworkRetry, type Sleep } from '@/features/contact/submit-lead';
import { rateLimitMessages } from '@shared/schemas/messages';

export interface NewsletterFormValues {
  email: string;
  /** Where the box is (e.g. `blogs`); defaults to `website`. */
  source?: string;
  /** The honeypot: empty for people. */
  company_website?: string;
}

export interface SubscribeNewsletterResult {
  status: 'subscribed' | 'error' | 'limited';
  /** A sentence for the visitor: what is wrong with the address, or the limit. */
  message?: string;
}

export interface SubscribeNewsletterDeps {
  loadClient: () => Promise<BrowserSupabaseClient>;
  loadValidation: typeof loadFormValidation;
  sleep: Sleep;
  logError: (message: string, detail?: unknown) => void;
}

const defaultDeps: SubscribeNewsletterDeps = {
  loadClient: loadSupabase,
  loadValidation: loadFormValidation,
  sleep: realSleep,
  logError: (message, detail) => console.error(message, detail),
};

export async function subscribeNewsletter(
  values: NewsletterFormValues,
  deps: Partial<SubscribeNewsletterDeps> = {},
): Promise<SubscribeNewsletterResult> {
  const { loadClient, loadValidation, sleep, logError } = { ...defaultDeps, ...deps };
  // A filled honeypot is a bot: it sees success, nothing is stored.
  if (values.company_website?.trim()) return { status: 'subscribed' };

  let client: BrowserSupabaseClient;
  let checked;
  try {
    const [loadedClient, validation] = await Promise.all([loadClient(), loadValidation()]);
    client = loadedClient;
    checked = validation.checkNewsletterSignup({ ...values, company_website: undefined });
  } catch (error) {
    logError('Could not load the Supabase client', error);
    return { status: 'error' };
  }
  if (!checked.ok) return { status: 'error', message: checked.message };
  const row = checked.row;

  try {
    const answer = await withNetworkRetry(() => client.from('newsletter_subscribers').insert(row), sleep);
    if (!answer.error) return { status: 'subscribed' };
    if (answer.status === tooManyRequests)
      return { status: 'limited', message: rateLimitMessages.newsletter };
    logError('Newsletter sign-up failed', answer.error);
  } catch (error) {
    logError('Newsletter sign-up failed', error);
  }
  return { status: 'error' };
}
