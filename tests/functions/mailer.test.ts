/**
 * The Resend mailer against a stand-in for Resend's API on a loopback port: the idempotency key goes
 * out as a header, a 429 is tried once more after its Retry-After, and other failures are plain
 * failures (left to the schedule).
 */
import assert from 'node:assert/strict';
import { createResendMailer } from '../../supabase/functions/_shared/mailer.ts';
import type { Logger } from '../../supabase/functions/_shared/http.ts';

const silentLogger: Logger = { info: () => {}, error: () => {} };

const email = {
  to: ['ada@example.com'],
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
  idempotencyKey: 'lead-confirmation/1',
};

async function withResend(answers: Response[], run: (baseUrl: string, keys: string[]) => Promise<void>) {
  const keys: string[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) => {
    keys.push(request.headers.get('idempotency-key') ?? '');
    return answers.shift() ?? Response.json({ id: 'email-id' });
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}`, keys);
  } finally {
    await server.shutdown();
  }
}

const rateLimited = () =>
  Response.json(
    { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' },
    { status: 429, headers: { 'retry-after': '1' } },
  );

Deno.test(
  'a rate-limited send is tried once more after Retry-After, with the same idempotency key',
  async () => {
    await withResend([rateLimited()], async (baseUrl, keys) => {
      const waits: number[] = [];
      const mailer = createResendMailer({
        apiKey: 're_test',
        from: 'Emberwise <hello@emberwise.test>',
        baseUrl,
        logger: silentLogger,
        sleep: (ms) => (waits.push(ms), Promise.resolve()),
      });
      assert.deepEqual(await mailer.send(email), { ok: true, id: 'email-id' });
      assert.deepEqual(waits, [1000]);
      assert.deepEqual(keys, ['lead-confirmation/1', 'lead-confirmation/1']);
    });
  },
);

Deno.test('a send still failing, or failing otherwise, is a plain failure without a second try', async () => {
  const serverError = () =>
    Response.json({ statusCode: 500, name: 'application_error', message: 'x' }, { status: 500 });
  await withResend([rateLimited(), rateLimited(), serverError()], async (baseUrl, keys) => {
    const mailer = createResendMailer({
      apiKey: 're_test',
      from: 'Emberwise <hello@emberwise.test>',
      baseUrl,
      logger: silentLogger,
      sleep: () => Promise.resolve(),
    });
    assert.deepEqual(await mailer.send(email), { ok: false, error: 'send failed' });
    assert.deepEqual(await mailer.send(email), { ok: false, error: 'send failed' });
    assert.equal(keys.length, 3);
  });
});
