/**
 * The browser's one way to send a form once the app runs (site/src/lib/post-form.ts): the form's own
 * post with `Accept: application/json`, its answer read, and a request that got no answer at all tried
 * again with backoff. The fetch here stands in for the network; the forms themselves are driven end to
 * end in Chromium against the real edge API (tests/e2e).
 */
import { describe, expect, it } from 'vitest';
import { postForm, retryDelayMs } from '@/lib/post-form';

const body = new URLSearchParams({ name: 'Ada', email: 'ada@example.com' });

function network(answers: Array<Response | Error>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch');
    return answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
};

describe('postForm', () => {
  it('posts the form’s fields to its action and asks for JSON', async () => {
    const { fetch, requests } = network([Response.json({ ok: true })]);
    expect(await postForm('/api/contact', body, { fetch, sleep })).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/contact');
    expect(requests[0]!.init.method).toBe('POST');
    expect(String(requests[0]!.init.body)).toBe('name=Ada&email=ada%40example.com');
    expect(new Headers(requests[0]!.init.headers).get('accept')).toBe('application/json');
  });

  it('reads a link’s outcome', async () => {
    const { fetch } = network([Response.json({ ok: true, outcome: 'confirmed' })]);
    expect(await postForm('/api/newsletter/confirm', body, { fetch, sleep })).toEqual({
      ok: true,
      outcome: 'confirmed',
    });
  });

  it('passes a refusal’s status, sentence and field on, and does not send it again', async () => {
    const { fetch, requests } = network([
      Response.json(
        { ok: false, error: 'Please enter a valid email address.', field: 'email' },
        { status: 400 },
      ),
    ]);
    expect(await postForm('/api/contact', body, { fetch, sleep })).toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid email address.',
      field: 'email',
    });
    expect(requests).toHaveLength(1);
  });

  it('reads an answer that is not JSON by its status alone', async () => {
    const { fetch } = network([new Response('<h1>Bad gateway</h1>', { status: 502 })]);
    expect(await postForm('/api/contact', body, { fetch, sleep })).toEqual({ ok: false, status: 502 });
  });

  it('tries a request that got no answer again after 1, 2 and 4 s, then gives up with status 0', async () => {
    waits.length = 0;
    const { fetch, requests } = network([
      new TypeError('offline'),
      new TypeError('offline'),
      Response.json({ ok: true }),
    ]);
    expect(await postForm('/api/contact', body, { fetch, sleep })).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);

    waits.length = 0;
    const failing = network([]);
    expect(await postForm('/api/contact', body, { fetch: failing.fetch, sleep })).toEqual({
      ok: false,
      status: 0,
    });
    expect(failing.requests).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('doubles the wait from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
