import { describe, expect, it } from 'vitest';
import { configuredEnv, send } from './fakes/requests';

describe('GET /api/health', () => {
  it('answers ok with the version and a missing backend when Supabase is not configured', async () => {
    const response = await send('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true, version: 'dev', backend: 'missing' });
  });

  it('reports a configured backend and the deployed version', async () => {
    const response = await send('/api/health', {}, configuredEnv({ APP_VERSION: '2026.11.23-abc123' }));
    expect(await response.json()).toEqual({ ok: true, version: '2026.11.23-abc123', backend: 'configured' });
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
