import { Hono } from 'hono';
import { checkBackend } from '../backend';
import type { Bindings } from '../env';
import { readApiEnv } from '../env';
import { methodNotAllowed } from '../http';

/**
 * `GET /api/health`: is the edge up, which version runs, and, when it knows a backend, did each
 * Supabase function answer its health route (started with its settings, reaching its database).
 * 503 when one did not; the names of the functions only, never why.
 */
export function healthRoutes(fetchImpl?: typeof fetch) {
  return new Hono<{ Bindings: Bindings }>()
    .get('/', async (c) => {
      const env = readApiEnv(c.env);
      if (!env.backend)
        return c.json({ ok: true as const, version: env.version, backend: 'missing' as const });
      const functions = await checkBackend(env.backend, fetchImpl);
      const ok = Object.values(functions).every((health) => health === 'ok');
      return c.json({ ok, version: env.version, backend: 'configured' as const, functions }, ok ? 200 : 503);
    })
    .all('/', methodNotAllowed(['GET', 'HEAD']));
}
