import { Hono } from 'hono';
import { apiMessages } from '../../../shared/schemas/messages';
import { checkRetention } from '../backend';
import type { Bindings } from '../env';
import { readApiEnv } from '../env';
import { jsonError, methodNotAllowed } from '../http';

/**
 * `GET /api/health`: is the edge up, which version runs, does it know a backend, and (with a
 * backend) did the nightly retention job run within 26 hours. A late job answers 503, so a monitor
 * watching this address tells the team; a backend that cannot be asked is `unknown`, not a failure.
 */
export function healthRoutes(fetchImpl?: typeof fetch) {
  return new Hono<{ Bindings: Bindings }>()
    .get('/', async (c) => {
      const env = readApiEnv(c.env);
      if (!env.backend) return c.json({ ok: true as const, version: env.version, backend: 'missing' });
      const retention = await checkRetention(env.backend, fetchImpl);
      if (retention === 'late') return jsonError(c, 503, apiMessages.retentionLate);
      return c.json({ ok: true as const, version: env.version, backend: 'configured', retention });
    })
    .all('/', methodNotAllowed(['GET', 'HEAD']));
}
