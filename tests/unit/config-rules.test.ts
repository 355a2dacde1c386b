/** The configuration rules every runtime shares (shared/config-rules.ts). */
import { describe, expect, it } from 'vitest';
import { localKeys } from '../../supabase/local/keys';
import {
  formatRateLimitOverrides,
  isLocalStackValue,
  isLoopbackUrl,
  jwtClaims,
  parseRateLimitOverrides,
  publicHttpsUrlProblem,
} from '@shared/config-rules';

describe('the configuration rules', () => {
  it('knows loopback addresses', () => {
    for (const url of [
      'http://127.0.0.1:8788',
      'http://localhost',
      'http://[::1]:3000',
      'http://0.0.0.0',
      'http://localhost.:8788',
      'http://studio.localhost',
      'http://[::ffff:7f00:1]:54324',
      'http://[::ffff:127.0.0.1]',
      'http://127.1',
      'http://0x7f000001',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      'https://abc.supabase.co',
      'https://www.emberwise.ai',
      'http://[::ffff:808:808]',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it('takes only https addresses of a public host as public web addresses', () => {
    expect(publicHttpsUrlProblem('https://www.emberwise.ai')).toBeUndefined();
    expect(publicHttpsUrlProblem('javascript:alert(1)')).toContain('javascript: URL');
    expect(publicHttpsUrlProblem('http://www.emberwise.ai')).toContain('not https');
    expect(publicHttpsUrlProblem('https://localhost./')).toContain('loopback');
    expect(publicHttpsUrlProblem('www.emberwise.ai')).toContain('not a URL');
  });

  it('recognises every secret and key of the local stack, and no real-looking one', () => {
    for (const value of Object.values(localKeys)) {
      expect(isLocalStackValue(value), value.slice(0, 20)).toBe(true);
    }
    expect(isLocalStackValue('9f2c1d0e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e')).toBe(false);
    expect(isLocalStackValue('re_placeholder_not_a_key')).toBe(false);
  });

  it('reads the role of a JWT key without its secret', () => {
    expect(jwtClaims(localKeys.serviceRoleKey)?.role).toBe('service_role');
    expect(jwtClaims('sb_secret_abc')).toBeUndefined();
  });

  it('reads and writes rate-limit overrides, naming what is wrong', () => {
    const text = 'leads_per_client_per_hour=50, visitor_emails_per_day=0';
    expect(parseRateLimitOverrides(text)).toEqual({
      leads_per_client_per_hour: 50,
      visitor_emails_per_day: 0,
    });
    expect(parseRateLimitOverrides(formatRateLimitOverrides(parseRateLimitOverrides(text)))).toEqual(
      parseRateLimitOverrides(text),
    );
    expect(() => parseRateLimitOverrides('nope=1,leads_per_client_per_hour=x')).toThrow(
      /"nope=1".*"leads_per_client_per_hour=x"/,
    );
  });
});
