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
  assert.equal(env.serviceKey, complete.SUPABASE_SERVICE_ROLE_KEY);
  assert.equal(env.resendPerSecond, undefined);
  assert.equal(readEnv({ ...complete, RESEND_REQUESTS_PER_SECOND: '5' }).resendPerSecond, 5);
  assert.equal(readEnv({ ...complete, RESEND_REQUESTS_PER_SECOND: '0.5' }).resendPerSecond, 0.5);
});

Deno.test(
  'the database calls use the default secret key Supabase gives, and the schedule may send any key',
  () => {
    const env = readEnv({
      ...complete,
      SUPABASE_SECRET_KEYS: JSON.stringify({
        other: 'sb_secret_other_key',
        default: 'sb_secret_default_key',
      }),
    });
    assert.equal(env.serviceKey, 'sb_secret_default_key');
    assert.deepEqual(env.serviceKeys, [
      'sb_secret_default_key',
      'sb_secret_other_key',
      complete.SUPABASE_SERVICE_ROLE_KEY,
    ]);

    const withoutLegacy = readEnv({
      ...complete,
      SUPABASE_SERVICE_ROLE_KEY: undefined,
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_default_key"}',
    });
    assert.deepEqual(withoutLegacy.serviceKeys, ['sb_secret_default_key']);
  },
);

Deno.test('a function with no server key, or a malformed SUPABASE_SECRET_KEYS, does not start', () => {
  assert.throws(
    () => readEnv({ ...complete, SUPABASE_SERVICE_ROLE_KEY: undefined }),
    /SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY: neither is set/,
  );
  assert.throws(
    () => readEnv({ ...complete, SUPABASE_SECRET_KEYS: '["sb_secret_a"]' }),
    /SUPABASE_SECRET_KEYS: not a JSON object/,
  );
});

Deno.test('a production configuration refuses site and mail addresses that lead elsewhere', () => {
  for (const [change, name] of [
    [{ SITE_URL: 'javascript:alert(1)' }, 'SITE_URL'],
    [{ SITE_URL: 'http://www.emberwise.ai' }, 'SITE_URL'],
    [{ SITE_URL: 'https://localhost./' }, 'SITE_URL'],
    [{ SITE_URL: 'https://[::ffff:7f00:1]/' }, 'SITE_URL'],
    [{ RESEND_BASE_URL: 'https://evil.example' }, 'RESEND_BASE_URL'],
    [{ RESEND_BASE_URL: 'http://[::ffff:127.0.0.1]:54324' }, 'RESEND_BASE_URL'],
    [{ SUPABASE_URL: 'http://project.supabase.co' }, 'SUPABASE_URL'],
  ] as const) {
    assert.throws(
      () => readEnv({ ...complete, ...change }),
      (error: Error) => error.message.includes(`${name}:`),
      JSON.stringify(change),
    );
  }
  assert.equal(
    readEnv({ ...complete, RESEND_BASE_URL: 'https://api.resend.com' }).resendBaseUrl,
    'https://api.resend.com',
  );
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
        RESEND_REQUESTS_PER_SECOND: '0',
      }),
    (error: Error) =>
      [
        'SUPABASE_URL',
        'LEAD_NOTIFY_EMAIL',
        'MAIL_FROM',
        'EDGE_API_SECRET',
        'RESEND_REQUESTS_PER_SECOND',
      ].every((name) => error.message.includes(name)),
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
