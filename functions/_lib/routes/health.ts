import { Hono } from 'hono';
import { apiMessages } from '../../../shared/schemas/messages';
import { checkBackend, checkRetention } from '../backend';
import type { Bindings } from '../env';
import { readApiEnv } from '../env';
import { jsonError, methodNotAllowed } from '../http';

/**
 * `GET /api/health`: is the edge up, which version runs, does it know a backend, and (with a
 * backend) did each Supabase function answer its health route (started with its settings, reaching
 * its database) and did the nightly retention job run within 26 hours. A late job or a failing
 * function answers 503, so a monitor watching this address tells the team (the functions by name,
 * never why); a retention state that cannot be asked is `unknown`, not a failure.
 */
export function healthRoutes(fetchImpl?: typeof fetch) {
  return new Hono<{ Bindings: Bindings }>()
    .get('/', async (c) => {
      const env = readApiEnv(c.env);
      if (!env.backend) return c.json({ ok: true as const, version: env.version, backend: 'missing' });
      const [functions, retention] = await Promise.all([
        checkBackend(env.backend, fetchImpl),
        checkRetention(env.backend, fetchImpl),
      ]);
      if (retention === 'late') return jsonError(c, 503, apiMessages.retentionLate);
      const ok = Object.values(functions).every((health) => health === 'ok');
      return c.json(
        { ok, version: env.version, backend: 'configured' as const, retention, functions },
        ok ? 200 : 503,
      );
    })
    .all('/', methodNotAllowed(['GET', 'HEAD']));
}
