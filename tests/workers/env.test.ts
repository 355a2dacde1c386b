import { describe, expect, it } from 'vitest';
import { ConfigError, readApiEnv } from '../../functions/_lib/env';
import { localKeys } from '../../supabase/local/keys';

const secret = 'functions-secret-of-at-least-32-characters!';

describe('readApiEnv', () => {
  it('reports the backend as missing when it is not configured', () => {
    expect(readApiEnv({})).toEqual({ version: 'dev', backend: null, rateLimitOverrides: {} });
    expect(readApiEnv({ SUPABASE_URL: 'https://x.supabase.co' }).backend).toBeNull();
    expect(readApiEnv({ EDGE_API_SECRET: secret }).backend).toBeNull();
  });

  it('reads the backend settings and version, without a trailing slash on the URL', () => {
    const env = readApiEnv({
      SUPABASE_URL: 'https://x.supabase.co/',
      EDGE_API_SECRET: secret,
      APP_VERSION: '1.2.3',
    });
    expect(env).toEqual({
      version: '1.2.3',
      backend: { url: 'https://x.supabase.co', edgeApiSecret: secret },
      rateLimitOverrides: {},
    });
  });

  it('falls back to the deployed commit for the version', () => {
    expect(readApiEnv({ CF_PAGES_COMMIT_SHA: '351a5660a067b944f534c147ac1017e890b68aaa' }).version).toBe(
      '351a5660a067',
    );
    expect(readApiEnv({ CF_PAGES_COMMIT_SHA: '351a5660a067b944', APP_VERSION: '1.0.0' }).version).toBe(
      '1.0.0',
    );
  });

  it('treats empty strings as not set', () => {
    expect(readApiEnv({ SUPABASE_URL: '', EDGE_API_SECRET: '', APP_VERSION: '' })).toEqual({
      version: 'dev',
      backend: null,
      rateLimitOverrides: {},
    });
  });

  it('fails with the names of malformed bindings, never their values', () => {
    const bindings = { SUPABASE_URL: 'ftp://secret-host', EDGE_API_SECRET: 'short' };
    expect(() => readApiEnv(bindings)).toThrow(ConfigError);
    try {
      readApiEnv(bindings);
    } catch (error) {
      expect((error as ConfigError).keys).toEqual(['SUPABASE_URL', 'EDGE_API_SECRET']);
      expect((error as Error).message).not.toContain('secret-host');
    }
  });

  it('reads one environment object once', () => {
    const bindings = { APP_VERSION: '1' };
    expect(readApiEnv(bindings)).toBe(readApiEnv(bindings));
  });
});

describe('a production configuration', () => {
  it('refuses the local stack’s secret when the backend is not on this machine', () => {
    expect(() =>
      readApiEnv({ SUPABASE_URL: 'https://x.supabase.co', EDGE_API_SECRET: localKeys.edgeApiSecret }),
    ).toThrow(ConfigError);
    expect(
      readApiEnv({ SUPABASE_URL: 'http://127.0.0.1:54321', EDGE_API_SECRET: localKeys.edgeApiSecret })
        .backend,
    ).not.toBeNull();
  });

  it('reads the rate-limit overrides of the edge’s first count, and refuses a malformed one by name', () => {
    expect(readApiEnv({ RATE_LIMIT_OVERRIDES: 'leads_per_client_per_hour=50' }).rateLimitOverrides).toEqual({
      leads_per_client_per_hour: 50,
    });
    expect(() => readApiEnv({ RATE_LIMIT_OVERRIDES: 'leads=many' })).toThrow(/RATE_LIMIT_OVERRIDES/);
  });
});
