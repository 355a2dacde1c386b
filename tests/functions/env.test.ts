import assert from 'node:assert/strict';
import { readEnv } from '../../supabase/functions/_shared/env.ts';
import { localKeys } from '../../supabase/local/keys.ts';

const complete = {
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-of-some-length',
  RESEND_API_KEY: 're_123',
  LEAD_NOTIFY_EMAIL: 'team@emberwise.ai, sales@emberwise.ai',
  APPLICATION_NOTIFY_EMAIL: 'hiring@emberwise.ai',
  MAIL_FROM: 'Emberwise <hello@emberwise.ai>',
  EDGE_API_SECRET: '9f2c1d0e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e',
};

Deno.test('the environment is read once into typed settings with defaults', () => {
  const env = readEnv(complete);
  assert.deepEqual(env.leadNotifyEmails, ['team@emberwise.ai', 'sales@emberwise.ai']);
  assert.deepEqual(env.applicationNotifyEmails, ['hiring@emberwise.ai']);
  assert.equal(env.siteUrl, 'https://www.emberwise.ai');
  assert.equal(env.resendBaseUrl, undefined);
  assert.equal(env.edgeApiSecret, complete.EDGE_API_SECRET);
});

Deno.test('a missing or malformed environment fails fast, listing every problem', () => {
  assert.throws(
    () =>
      readEnv({
        ...complete,
        SUPABASE_URL: undefined,
        LEAD_NOTIFY_EMAIL: 'nobody',
        MAIL_FROM: 'a\r\nBcc: b',
        EDGE_API_SECRET: 'short',
      }),
    (error: Error) =>
      ['SUPABASE_URL', 'LEAD_NOTIFY_EMAIL', 'MAIL_FROM', 'EDGE_API_SECRET'].every((name) =>
        error.message.includes(name),
      ),
  );
});

Deno.test(
  'applications need their own inbox: without APPLICATION_NOTIFY_EMAIL the functions do not start',
  () => {
    const { APPLICATION_NOTIFY_EMAIL: _, ...withoutIt } = complete;
    assert.throws(() => readEnv(withoutIt), /APPLICATION_NOTIFY_EMAIL/);
  },
);

Deno.test('a production configuration refuses the local stack’s secrets, keys and addresses', () => {
  assert.throws(
    () =>
      readEnv({
        ...complete,
        EDGE_API_SECRET: localKeys.edgeApiSecret,
        SUPABASE_SERVICE_ROLE_KEY: localKeys.serviceRoleKey,
        RESEND_API_KEY: localKeys.resendApiKey,
        RESEND_BASE_URL: 'http://127.0.0.1:54324',
        SITE_URL: 'http://localhost:8788',
      }),
    (error: Error) =>
      ['EDGE_API_SECRET', 'SUPABASE_SERVICE_ROLE_KEY', 'RESEND_API_KEY', 'RESEND_BASE_URL', 'SITE_URL'].every(
        (name) => error.message.includes(name),
      ),
  );
});

Deno.test('the local stack may use its own values: its Supabase URL is a loopback address', () => {
  const env = readEnv({
    ...complete,
    SUPABASE_URL: 'http://127.0.0.1:54321',
    EDGE_API_SECRET: localKeys.edgeApiSecret,
    SUPABASE_SERVICE_ROLE_KEY: localKeys.serviceRoleKey,
    RESEND_BASE_URL: 'http://127.0.0.1:54324',
  });
  assert.equal(env.edgeApiSecret, localKeys.edgeApiSecret);
});
