import assert from 'node:assert/strict';
import { readEnv } from '../../supabase/functions/_shared/env.ts';

const complete = {
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-of-some-length',
  RESEND_API_KEY: 're_123',
  LEAD_NOTIFY_EMAIL: 'team@emberwise.ai, sales@emberwise.ai',
  MAIL_FROM: 'Emberwise <hello@emberwise.ai>',
};

Deno.test('the environment is read once into typed settings with defaults', () => {
  const env = readEnv(complete);
  assert.deepEqual(env.leadNotifyEmails, ['team@emberwise.ai', 'sales@emberwise.ai']);
  assert.deepEqual(env.applicationNotifyEmails, env.leadNotifyEmails);
  assert.equal(env.siteUrl, 'https://www.emberwise.ai');
  assert.equal(env.allowedOrigins, '*');
  assert.equal(env.resendBaseUrl, undefined);
});

Deno.test('a missing or malformed environment fails fast, listing every problem', () => {
  assert.throws(
    () =>
      readEnv({
        ...complete,
        SUPABASE_URL: undefined,
        LEAD_NOTIFY_EMAIL: 'nobody',
        MAIL_FROM: 'a\r\nBcc: b',
      }),
    (error: Error) =>
      /SUPABASE_URL/.test(error.message) &&
      /LEAD_NOTIFY_EMAIL/.test(error.message) &&
      /MAIL_FROM/.test(error.message),
  );
});

Deno.test('allowed origins can be narrowed to a list', () => {
  const env = readEnv({
    ...complete,
    ALLOWED_ORIGINS: 'https://www.emberwise.ai, http://127.0.0.1:8788',
    SITE_URL: 'https://www.emberwise.ai/',
  });
  assert.deepEqual(env.allowedOrigins, ['https://www.emberwise.ai', 'http://127.0.0.1:8788']);
  assert.equal(env.siteUrl, 'https://www.emberwise.ai');
});

Deno.test('the form-relay secret is optional, but never a short one', () => {
  assert.equal(readEnv(complete).formRelaySecret, undefined);
  const secret = 'a-form-relay-secret-of-enough-length-0123';
  assert.equal(readEnv({ ...complete, FORM_RELAY_SECRET: secret }).formRelaySecret, secret);
  assert.throws(() => readEnv({ ...complete, FORM_RELAY_SECRET: 'short' }), /FORM_RELAY_SECRET/);
});
