/**
 * The edge API's only backend calls: the Supabase functions that own the forms, with plain `fetch`
 * (no Supabase client in the worker). Each call proves the caller with EDGE_API_SECRET and passes the
 * visitor's address as Cloudflare reports it here (`CF-Connecting-IP`, set by Cloudflare and never
 * taken from the visitor): called directly, Supabase would see the worker's own address, shared by
 * every Cloudflare Worker, and the limits would count all visitors as one.
 */
import {
  edgeCalls,
  edgeSecretHeader,
  scheduleHealthCall,
  type EdgeCall,
  type LinkOutcome,
  type RetentionState,
} from '../../shared/edge-protocol';
import type { BackendSettings } from './env';

/** What became of a call: done (with a link's outcome), refused with a sentence, or not done. */
export type BackendOutcome =
  | { kind: 'done'; outcome?: LinkOutcome }
  /** `field`: the form field refused, when the edge's own check of the form named one. */
  | { kind: 'invalid'; error: string; field?: string }
  | { kind: 'limited'; error: string }
  | { kind: 'failed' };

/** The visitor's address as Cloudflare saw it. */
export function visitorAddress(header: string | undefined): string {
  return header?.trim() || 'unknown';
}

async function readAnswer(response: Response): Promise<{ error?: unknown; outcome?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as { error?: unknown; outcome?: unknown }) : {};
  } catch {
    return {};
  }
}

/** Calls a function for a form. Never throws: failures are logged and reported as `failed`. */
export async function callBackend(
  backend: BackendSettings,
  call: EdgeCall,
  body: { client_address: string; form: Record<string, unknown> },
  fetchImpl: typeof fetch = fetch,
): Promise<BackendOutcome> {
  const { functionName, route } = edgeCalls[call];
  const url = `${backend.url}/functions/v1/${functionName}${route === '/' ? '' : route}`;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [edgeSecretHeader]: backend.edgeApiSecret },
      body: JSON.stringify(body),
    });
    const answer = await readAnswer(response);
    const error = typeof answer.error === 'string' ? answer.error : undefined;
    if (response.ok) return { kind: 'done', outcome: answer.outcome as LinkOutcome | undefined };
    if (response.status === 400 && error) return { kind: 'invalid', error };
    if (response.status === 429 && error) return { kind: 'limited', error };
    console.error(`${functionName}${route} answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error(`${functionName}${route} failed`, error instanceof Error ? error.message : error);
    return { kind: 'failed' };
  }
}

/** What a function's health route said: it answered and reaches its database, or not. */
type FunctionHealth = 'ok' | 'failing';

/** The functions the edge API calls, each once. */
const backendFunctions = [...new Set(Object.values(edgeCalls).map((call) => call.functionName))];

const healthTimeoutMs = 5000;
const healthCacheMs = 30_000;
let lastHealth: { at: number; url: string; result: Promise<Record<string, FunctionHealth>> } | undefined;

/**
 * Asks each function's `GET /health` (with the edge API's secret) whether it started and reaches its
 * database. Never throws. The answer is kept for 30 s, so a busy health check costs the functions
 * at most one call each per isolate and half-minute.
 */
export function checkBackend(
  backend: BackendSettings,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<Record<string, FunctionHealth>> {
  if (lastHealth && lastHealth.url === backend.url && now - lastHealth.at < healthCacheMs)
    return lastHealth.result;
  const result = Promise.all(
    backendFunctions.map(async (name): Promise<[string, FunctionHealth]> => {
      try {
        const response = await fetchImpl(`${backend.url}/functions/v1/${name}/health`, {
          headers: { [edgeSecretHeader]: backend.edgeApiSecret },
          signal: AbortSignal.timeout(healthTimeoutMs),
        });
        const answer = await readAnswer(response);
        const healthy = response.ok && (answer as { ok?: unknown }).ok === true;
        if (!healthy) console.error(`${name}/health answered ${response.status}`);
        return [name, healthy ? 'ok' : 'failing'];
      } catch (error) {
        console.error(`${name}/health failed`, error instanceof Error ? error.message : error);
        return [name, 'failing'];
      }
    }),
  ).then((entries) => Object.fromEntries(entries));
  lastHealth = { at: now, url: backend.url, result };
  return result;
}

/** Forgets the kept answer (tests). */
export function forgetBackendHealth(): void {
  lastHealth = undefined;
}

/** Asks the backend whether the nightly retention job ran in time; `unknown` when it cannot tell. */
export async function checkRetention(
  backend: BackendSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<RetentionState> {
  const { functionName, route } = scheduleHealthCall;
  try {
    const response = await fetchImpl(`${backend.url}/functions/v1/${functionName}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [edgeSecretHeader]: backend.edgeApiSecret },
      body: '{}',
    });
    const answer = (await readAnswer(response)) as { retention?: unknown };
    if (response.ok && (answer.retention === 'ran' || answer.retention === 'late')) return answer.retention;
    console.error(`${functionName}${route} answered ${response.status}`);
  } catch (error) {
    console.error(`${functionName}${route} failed`, error instanceof Error ? error.message : error);
  }
  return 'unknown';
}
