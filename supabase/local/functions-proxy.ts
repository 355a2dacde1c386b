/**
 * `/functions/v1/<name>/...` forwarded to the function's Deno server as `/<name>/...` (the path a Supabase
 * function receives), after the gateway's JWT check when the function has `verify_jwt` on. Every method,
 * OPTIONS included, reaches the function, and its answer comes back untouched: the gateway adds no CORS
 * headers (the functions send none either: no browser calls them). Like the hosted platform, the
 * gateway tells the function the caller's address in `CF-Connecting-IP`, replacing any value the
 * caller sent.
 */
import { Hono, type Context } from 'hono';
import { bearerToken } from './auth.ts';
import { forwardedHeaders } from './client-address.ts';
import type { FunctionsRunner } from './functions-runner.ts';
import { verifyJwt } from './keys.ts';

const requestHopHeaders = [
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
];
// fetch already decoded the body and the server recomputes framing, so these would lie to the client.
const responseHopHeaders = [
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-encoding',
];

/** The gateway's own answers are readable cross-origin, like Supabase's relay errors. */
const gatewayAnswer = (c: Context, status: 401 | 502 | 503, body: object) =>
  c.json(body, status, { 'Access-Control-Allow-Origin': '*' });

/** Supabase's functions relay: a valid JWT in Authorization unless the function opted out. */
async function jwtProblem(c: Context): Promise<string | undefined> {
  const token = bearerToken(new Headers(c.req.header()));
  if (token === undefined) return 'Missing authorization header';
  if (token === '') return "Auth header is not 'Bearer {token}'";
  return (await verifyJwt(token)).ok ? undefined : 'Invalid JWT';
}

export function functionsRoutes(runner: FunctionsRunner, verifyJwtFor: (name: string) => boolean): Hono {
  const app = new Hono();

  const proxy = async (c: Context): Promise<Response> => {
    const name = c.req.param('name') ?? '';
    const target = runner.lookup(name);
    if (!target) return gatewayAnswer(c, 503, { ok: false, error: 'function not found' });
    if (c.req.method !== 'OPTIONS' && verifyJwtFor(name)) {
      const problem = await jwtProblem(c);
      if (problem) return gatewayAnswer(c, 401, { code: 401, message: problem });
    }
    if (target.state !== 'running') {
      return gatewayAnswer(c, 503, { ok: false, error: `function ${name} is not running` });
    }

    const url = new URL(c.req.url);
    // The caller's address as the platform reports it: set from the socket, whatever the caller sent.
    const headers = new Headers(forwardedHeaders(c));
    requestHopHeaders.forEach((header) => headers.delete(header));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetch(`${target.origin}${url.pathname.replace(/^\/functions\/v1/, '')}${url.search}`, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        redirect: 'manual',
      });
    } catch {
      return gatewayAnswer(c, 502, { ok: false, error: `function ${name} did not answer` });
    }
    const answerHeaders = new Headers(upstream.headers);
    responseHopHeaders.forEach((header) => answerHeaders.delete(header));
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: answerHeaders,
    });
  };

  app.all('/:name', proxy);
  app.all('/:name/*', proxy);
  return app;
}
