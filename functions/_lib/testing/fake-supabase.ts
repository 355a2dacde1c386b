/**
 * A tiny stand-in for the Supabase HTTP API, injected as the app's fetch: it records every request
 * (method, URL, headers, JSON body) and answers `POST /rest/v1/leads` and
 * `POST /functions/v1/send-lead-emails` the way PostgREST and the functions gateway do.
 */
export const fakeSupabaseUrl = 'https://fake-project.supabase.test';
export const fakeAnonKey = 'fake-anon-key-0123456789abcdef';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = () => Response | Promise<Response>;

export interface FakeSupabaseOptions {
  /** Answer to the lead insert; default 201 with no body (PostgREST `return=minimal`). */
  insert?: Answer;
  /** Answer to the function invocation; default 200 `{ ok: true }`. */
  invoke?: Answer;
}

/** A PostgREST error body, e.g. a unique violation (409, code 23505). */
export function postgrestError(
  status: number,
  error: { code: string; message: string; details?: string | null },
) {
  return Response.json({ hint: null, details: null, ...error }, { status });
}

export function fakeSupabase(options: FakeSupabaseOptions = {}) {
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
    if (request.method === 'POST' && url.pathname === '/rest/v1/leads') {
      return options.insert ? options.insert() : new Response(null, { status: 201 });
    }
    if (request.method === 'POST' && url.pathname === '/functions/v1/send-lead-emails') {
      return options.invoke ? options.invoke() : Response.json({ ok: true });
    }
    return Response.json({ message: 'no route' }, { status: 404 });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    inserts: () => requests.filter((request) => request.url.pathname === '/rest/v1/leads'),
    invocations: () =>
      requests.filter((request) => request.url.pathname === '/functions/v1/send-lead-emails'),
  };
}
