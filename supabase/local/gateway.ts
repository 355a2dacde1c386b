/**
 * The local stand-in for the Supabase API gateway (http://127.0.0.1:54321 by default): `/rest/v1` answers
 * like PostgREST over the local PGlite database, `/functions/v1` forwards to the real functions in Deno.
 * Both see the caller's address in `CF-Connecting-IP`, set from the socket like the hosted platform.
 * It answers its own origin only (`listen.ts`).
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { functionsRoutes } from './functions-proxy.ts';
import type { FunctionsRunner } from './functions-runner.ts';
import { listen, type Listening } from './listen.ts';
import { restRoutes } from './rest/routes.ts';
import type { UnsupportedLog } from './unsupported.ts';

interface GatewayDeps {
  db: PGlite;
  functions: FunctionsRunner;
  /** Whether a function requires a valid JWT (Supabase's `verify_jwt`, true unless config.toml says false). */
  verifyJwtFor: (name: string) => boolean;
  unsupported: UnsupportedLog;
  logError: (error: unknown) => void;
}

function createGatewayApp(deps: GatewayDeps): Hono {
  const app = new Hono();
  // No CORS: no page calls the local gateway (the site's own API and the functions do, server
  // side), and with `Access-Control-Allow-Origin: *` any page could read the local data.
  app.route('/rest/v1', restRoutes(deps.db, deps.unsupported, deps.logError));
  app.route('/functions/v1', functionsRoutes(deps.functions, deps.verifyJwtFor));
  app.get('/health', (c) => c.json({ ok: true }));
  // Auth, storage, realtime...: Supabase services the product does not use and the stack does not have.
  app.notFound((c) => {
    deps.unsupported.record({
      service: 'gateway',
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      reason: 'no such service in the local stack',
    });
    return c.json({ ok: false, error: 'not found' }, 404);
  });
  app.onError((error, c) => {
    deps.logError(error);
    return c.json({ ok: false, error: 'internal error in the local gateway' }, 500);
  });
  return app;
}

export function startGateway(deps: GatewayDeps, port: number): Promise<Listening> {
  return listen(createGatewayApp(deps).fetch, port);
}
