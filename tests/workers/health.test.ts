import { beforeEach, describe, expect, it } from 'vitest';
import { forgetBackendHealth } from '../../functions/_lib/backend';
import { apiMessages } from '../../shared/schemas/messages';
import { fakeEdgeSecret, fakeFunctions } from './fakes/fake-functions';
import { configuredEnv, send } from './fakes/requests';

beforeEach(() => forgetBackendHealth());

describe('GET /api/health', () => {
  it('answers ok with the version and a missing backend when Supabase is not configured', async () => {
    const response = await send('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true, version: 'dev', backend: 'missing' });
  });

  it('reports a configured backend, the deployed version, each function answering its health route with the secret, and the retention job', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: true, retention: 'ran' }));
    const response = await send('/api/health', {}, configuredEnv({ APP_VERSION: '2026.11.23-abc123' }), {
      fetch: functions.fetch,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      version: '2026.11.23-abc123',
      backend: 'configured',
      retention: 'ran',
      functions: { 'send-lead-emails': 'ok', 'send-job-application-emails': 'ok', newsletter: 'ok' },
    });
    expect(functions.requests.map((request) => `${request.method} ${request.url.pathname}`).sort()).toEqual([
      'GET /functions/v1/newsletter/health',
      'GET /functions/v1/send-job-application-emails/health',
      'GET /functions/v1/send-lead-emails/health',
      'POST /functions/v1/send-lead-emails/schedule-health',
    ]);
    expect(
      functions.requests.every((request) => request.headers.get('x-edge-api-secret') === fakeEdgeSecret),
    ).toBe(true);
  });

  it('answers 503 naming the function that failed to start or to reach its database', async () => {
    const backend = fakeFunctions(undefined, (request) =>
      request.url.pathname.includes('/newsletter/')
        ? Response.json({ code: 'BOOT_ERROR', message: 'Function failed to start' }, { status: 503 })
        : Response.json({ ok: true, database: 'reachable' }),
    );
    const response = await send('/api/health', {}, configuredEnv(), backend);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: false,
      functions: { 'send-lead-emails': 'ok', 'send-job-application-emails': 'ok', newsletter: 'failing' },
    });
    expect(JSON.stringify(body)).not.toContain('BOOT_ERROR');
  });

  it('answers 503 when the nightly retention job has not run for 26 hours, so a monitor tells the team', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: true, retention: 'late' }));
    const response = await send('/api/health', {}, configuredEnv(), { fetch: functions.fetch });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: apiMessages.retentionLate });
  });

  it('says unknown, not late, when the backend cannot be asked', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: false }, { status: 502 }));
    const response = await send('/api/health', {}, configuredEnv(), { fetch: functions.fetch });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, retention: 'unknown' });
  });

  it('answers HEAD without a body', async () => {
    const response = await send('/api/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 503 without details when a binding is malformed', async () => {
    const response = await send(
      '/api/health',
      {},
      { SUPABASE_URL: 'not a url at all', EDGE_API_SECRET: 'x' },
    );
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: 'The service is not configured' });
    expect(text).not.toContain('not a url');
  });

  it('answers 405 with Allow for other methods', async () => {
    const response = await send('/api/health', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ ok: false, error: 'Method not allowed' });
  });
});
