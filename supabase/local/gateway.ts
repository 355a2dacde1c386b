/**
 * The local stand-in for the Supabase API gateway (http://127.0.0.1:54321 by default): `/rest/v1` answers
 * like PostgREST over the local PGlite database, `/functions/v1` forwards to the real functions in Deno.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { functionsRoutes } from './functions-proxy.ts';
import type { FunctionsRunner } from './functions-runner.ts';
import { listen, type Listening } from './listen.ts';
import { restRoutes } from './rest/routes.ts';

export interface GatewayDeps {
  db: PGlite;
  functions: FunctionsRunner;
  /** Whether a function requires a valid JWT (Supabase's `verify_jwt`, true unless config.toml says false). */
  verifyJwtFor: (name: string) => boolean;
  logError: (error: unknown) => void;
}

export const corsAllowHeaders = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'prefer',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
  'range',
];

export function createGatewayApp(deps: GatewayDeps): Hono {
  const app = new Hono();
  app.use(
    '/rest/v1/*',
    cors({
      origin: '*',
      allowHeaders: corsAllowHeaders,
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Range', 'Content-Location', 'Location', 'Preference-Applied', 'Range-Unit'],
      maxAge: 3600,
    }),
  );
  app.route('/rest/v1', restRoutes(deps.db, deps.logError));
  app.route('/functions/v1', functionsRoutes(deps.functions, deps.verifyJwtFor));
  app.get('/health', (c) => c.json({ ok: true }));
  app.notFound((c) => c.json({ ok: false, error: 'not found' }, 404));
  app.onError((error, c) => {
    deps.logError(error);
    return c.json({ ok: false, error: 'internal error in the local gateway' }, 500);
  });
  return app;
}

export function startGateway(deps: GatewayDeps, port: number): Promise<Listening> {
  return listen(createGatewayApp(deps).fetch, port);
}
