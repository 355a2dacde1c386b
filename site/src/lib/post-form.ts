/**
 * The one way a form of the site is sent once the app runs: the same request the browser would make
 * without JavaScript (the form's fields to its `action`), with `Accept: application/json` so the edge
 * API answers `{ ok, error?, field?, outcome? }` instead of a redirect. A request that got no answer at all is
 * tried again after 1 s, 2 s and 4 s (a refusal is an answer: it is not retried).
 */

/**
 * How a post went: the edge API's answer, or no answer at all (status 0). A refusal may name the
 * form field it is about (`field`, the field's `name`).
 */
export type PostResult =
  { ok: true; outcome?: string } | { ok: false; status: number; error?: string; field?: string };

interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

const networkRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** Wait before retry number `retry` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(retry: number, policy: RetryPolicy = networkRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** retry, policy.maxDelayMs);
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

interface PostFormDeps {
  fetch: typeof fetch;
  sleep: Sleep;
  policy: RetryPolicy;
}

/** The fields of a form as the browser would post them (text fields only: the site's forms have no files). */
export function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  return body;
}

async function readAnswer(response: Response): Promise<PostResult> {
  let body: { ok?: unknown; error?: unknown; outcome?: unknown; field?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): only the status says anything.
  }
  if (response.ok && body.ok === true) {
    return typeof body.outcome === 'string' ? { ok: true, outcome: body.outcome } : { ok: true };
  }
  return {
    ok: false,
    status: response.ok ? 502 : response.status,
    ...(typeof body.error === 'string' ? { error: body.error } : {}),
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
  };
}

/** Posts `body` to `action` and reads the answer; never throws. */
export async function postForm(
  action: string,
  body: URLSearchParams,
  deps: Partial<PostFormDeps> = {},
): Promise<PostResult> {
  const { fetch: fetchImpl = fetch, sleep = realSleep, policy = networkRetryPolicy } = deps;
  for (let retry = 0; ; retry++) {
    try {
      const response = await fetchImpl(action, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      return await readAnswer(response);
    } catch {
      // No answer at all (offline for a moment, connection lost): try again, then give up.
      if (retry >= policy.retries) return { ok: false, status: 0 };
      await sleep(retryDelayMs(retry, policy));
    }
  }
}
