/**
 * The edge API's only backend call: the form-relay Supabase function, with plain `fetch` (no
 * Supabase client in the worker). It proves the caller with FORM_RELAY_SECRET and passes the
 * visitor's address as Cloudflare reports it here (`CF-Connecting-IP`, set by Cloudflare and never
 * taken from the visitor): called directly, Supabase would see the worker's own address instead,
 * the one every Cloudflare Worker shares, and the rate limits would count all visitors as one.
 */
import type { BackendSettings } from './env';

/** The header form-relay reads the secret from (supabase/functions/form-relay/app.ts). */
export const relaySecretHeader = 'x-form-relay-secret';

/** What happened to a relayed form: stored, refused by the schema, over the limit, or not reached. */
export type RelayOutcome = 'stored' | 'invalid' | 'limited' | 'failed';

export type RelayRoute = 'lead' | 'newsletter';

/** The visitor's address as Cloudflare saw it. */
export function visitorAddress(header: string | undefined): string {
  return header?.trim() || 'unknown';
}

/** Posts a form to form-relay. Never throws: failures are logged and reported as `failed`. */
export async function relayForm(
  backend: BackendSettings,
  route: RelayRoute,
  body: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<RelayOutcome> {
  try {
    const response = await fetchImpl(`${backend.url}/functions/v1/form-relay/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [relaySecretHeader]: backend.formRelaySecret },
      body: JSON.stringify(body),
    });
    await response.body?.cancel();
    if (response.ok) return 'stored';
    if (response.status === 400) return 'invalid';
    if (response.status === 429) return 'limited';
    console.error(`form-relay/${route} answered ${response.status}`);
    return 'failed';
  } catch (error) {
    console.error(`form-relay/${route} failed`, error instanceof Error ? error.message : error);
    return 'failed';
  }
}
