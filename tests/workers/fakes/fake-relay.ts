/**
 * A stand-in for the Supabase project's form-relay function, injected as the app's fetch: it records
 * every request (method, URL, headers, JSON body) and answers `POST /functions/v1/form-relay/<route>`
 * the way the function does (200 `{ ok: true }` unless told otherwise).
 */
export const fakeSupabaseUrl = 'https://fake-project.supabase.test';
export const fakeRelaySecret = 'fake-form-relay-secret-0123456789abcdef';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = () => Response | Promise<Response>;

export function fakeRelay(answer?: Answer) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      url,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    if (url.origin !== fakeSupabaseUrl) throw new TypeError(`Unexpected request to ${url.origin}`);
    if (request.method === 'POST' && url.pathname.startsWith('/functions/v1/form-relay/')) {
      return answer ? answer() : Response.json({ ok: true });
    }
    return Response.json({ message: 'no route' }, { status: 404 });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    calls: (route: 'lead' | 'newsletter') =>
      requests.filter((request) => request.url.pathname === `/functions/v1/form-relay/${route}`),
  };
}

/** form-relay's refusal of an over-limit client. */
export const limitedAnswer = () =>
  Response.json({ ok: false, error: 'You have sent several messages in the last hour.' }, { status: 429 });
