import { describe, expect, it } from 'vitest';
import { readLocalEnv } from '../../supabase/local/local-env';

describe('the local stack’s environment', () => {
  it('has defaults for everything: the production rate limits, a 30 s schedule and an hourly retention run', () => {
    expect(readLocalEnv({})).toEqual({
      LOCAL_GATEWAY_PORT: 54321,
      LOCAL_MAIL_PORT: 54324,
      LOCAL_DATA_DIR: '.local',
      LOCAL_SITE_URL: 'http://127.0.0.1:8788',
      LOCAL_RESEND_INTERVAL_MS: 30_000,
      LOCAL_RETENTION_INTERVAL_MS: 3_600_000,
      LOCAL_RATE_LIMITS: {},
    });
  });

  it('reads rate-limit overrides by their shared names', () => {
    expect(
      readLocalEnv({ LOCAL_RATE_LIMITS: 'leads_per_client_per_hour=50, visitor_emails_per_hour = 200' })
        .LOCAL_RATE_LIMITS,
    ).toEqual({ leads_per_client_per_hour: 50, visitor_emails_per_hour: 200 });
  });

  it('refuses an unknown limit or a value that is not a whole number, naming it', () => {
    expect(() => readLocalEnv({ LOCAL_RATE_LIMITS: 'leads_per_day=5' })).toThrow(/leads_per_day=5/);
    expect(() => readLocalEnv({ LOCAL_RATE_LIMITS: 'leads_per_client_per_hour=lots' })).toThrow(/lots/);
  });
});
