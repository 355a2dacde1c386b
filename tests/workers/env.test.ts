import { describe, expect, it } from 'vitest';
import { ConfigError, readApiEnv } from '../../functions/_lib/env';

const secret = 'relay-secret-of-at-least-32-characters!';

describe('readApiEnv', () => {
  it('reports the backend as missing when it is not configured', () => {
    expect(readApiEnv({})).toEqual({ version: 'dev', backend: null });
    expect(readApiEnv({ SUPABASE_URL: 'https://x.supabase.co' }).backend).toBeNull();
    expect(readApiEnv({ FORM_RELAY_SECRET: secret }).backend).toBeNull();
  });

  it('reads the backend settings and version, without a trailing slash on the URL', () => {
    const env = readApiEnv({
      SUPABASE_URL: 'https://x.supabase.co/',
      FORM_RELAY_SECRET: secret,
      APP_VERSION: '1.2.3',
    });
    expect(env).toEqual({
      version: '1.2.3',
      backend: { url: 'https://x.supabase.co', formRelaySecret: secret },
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
    expect(readApiEnv({ SUPABASE_URL: '', FORM_RELAY_SECRET: '', APP_VERSION: '' })).toEqual({
      version: 'dev',
      backend: null,
    });
  });

  it('fails with the names of malformed bindings, never their values', () => {
    const bindings = { SUPABASE_URL: 'ftp://secret-host', FORM_RELAY_SECRET: 'short' };
    expect(() => readApiEnv(bindings)).toThrow(ConfigError);
    try {
      readApiEnv(bindings);
    } catch (error) {
      expect((error as ConfigError).keys).toEqual(['SUPABASE_URL', 'FORM_RELAY_SECRET']);
      expect((error as Error).message).not.toContain('secret-host');
    }
  });

  it('reads one environment object once', () => {
    const bindings = { APP_VERSION: '1' };
    expect(readApiEnv(bindings)).toBe(readApiEnv(bindings));
  });
});
