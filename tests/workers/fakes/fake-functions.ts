/**
 * A stand-in for the Supabase project's form functions, injected as the edge app's fetch: it records
 * every request (method, URL, headers, JSON body) and answers `POST /functions/v1/<function>[/<route>]`
 * the way the functions do (200 `{ ok: true }` unless told otherwise), and `GET …/<function>/health`
 * as a function that reaches its database (unless `health` says otherwise). The real functions are tested
 * in Deno (tests/functions) and the whole path in the integration and e2e suites.
 */
import { edgeCalls, type EdgeCall } from '../../../shared/edge-protocol';

export const fakeSupabaseUrl = 'https://fake-project.supabase.test';
export const fakeEdgeSecret = 'fake-edge-api-secret-0123456789abcdef0123';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = (request: RecordedRequest) => Response | Promise<Response>;

const pathOf = (call: EdgeCall) =>
  `/functions/v1/${edgeCalls[call].functionName}${edgeCalls[call].route === '/' ? '' : edgeCalls[call].route}`;

export function fakeFunctions(answer?: Answer, health?: Answer) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const recorded = {
      method: request.method,
      url,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    if (url.origin !== fakeSupabaseUrl) throw new TypeError(`Unexpected request to ${url.origin}`);
    if (request.method === 'GET' && /^\/functions\/v1\/[^/]+\/health$/.test(url.pathname)) {
      return health ? health(recorded) : Response.json({ ok: true, database: 'reachable' });
    }
    if (request.method === 'POST' && url.pathname.startsWith('/functions/v1/')) {
      return answer ? answer(recorded) : Response.json({ ok: true });
    }
    return Response.json({ message: 'no route' }, { status: 404 });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    calls: (call: EdgeCall) => requests.filter((request) => request.url.pathname === pathOf(call)),
  };
}

/** A function's refusal of an over-limit client. */
export const limitedAnswer = () =>
  Response.json({ ok: false, error: 'You have sent several messages in the last hour.' }, { status: 429 });
