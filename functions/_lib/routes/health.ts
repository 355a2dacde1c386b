import { Hono } from 'hono';
import type { Bindings } from '../env';
import { readApiEnv } from '../env';
import { methodNotAllowed } from '../http';

/** `GET /api/health`: is the edge up, which version runs, and does it know a backend. */
export function healthRoutes() {
  return new Hono<{ Bindings: Bindings }>()
    .get('/', (c) => {
      const env = readApiEnv(c.env);
      return c.json({
        ok: true as const,
        version: env.version,
        backend: env.backend ? 'configured' : 'missing',
      });
    })
    .all('/', methodNotAllowed(['GET', 'HEAD']));
}
