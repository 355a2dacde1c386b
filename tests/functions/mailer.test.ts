/**
 * The Resend mailer against a stand-in for Resend's API on a loopback port: the idempotency key goes
 * out as a header, a 429 is tried again after its Retry-After, and other failures are plain failures
 * (left to the schedule). The pace runs on a fake clock.
 */
import assert from 'node:assert/strict';
import type { Logger } from '../../supabase/functions/_shared/http.ts';
import { createResendMailer } from '../../supabase/functions/_shared/mailer.ts';
import { createPacer } from '../../supabase/functions/_shared/pacing.ts';

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

/** A pacer on a fake clock that records each wait and moves the clock by it. */
function fakePace() {
  let clock = 0;
  const waits: number[] = [];
  const pacer = createPacer({
    now: () => clock,
    sleep: (ms) => (waits.push(ms), (clock += ms), Promise.resolve()),
  });
  return { pacer, waits };
}

const rateLimited = () =>
  Response.json(
    { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' },
    { status: 429, headers: { 'retry-after': '1' } },
  );

Deno.test('a rate-limited send is tried again after Retry-After, with the same idempotency key', async () => {
  await withResend([rateLimited()], async (baseUrl, keys) => {
    const { pacer, waits } = fakePace();
    const mailer = createResendMailer({
      apiKey: 're_test',
      from: 'Emberwise <hello@emberwise.test>',
      baseUrl,
      logger: silentLogger,
      pacer,
    });
    assert.deepEqual(await mailer.send(email), { ok: true, id: 'email-id' });
    assert.deepEqual(waits, [1000]);
    assert.deepEqual(keys, ['lead-confirmation/1', 'lead-confirmation/1']);
  });
});

Deno.test(
  'a send still rate limited after three more tries, or failing otherwise, is a plain failure',
  async () => {
    const serverError = () =>
      Response.json({ statusCode: 500, name: 'application_error', message: 'x' }, { status: 500 });
    const answers = [rateLimited(), rateLimited(), rateLimited(), rateLimited(), serverError()];
    await withResend(answers, async (baseUrl, keys) => {
      const mailer = createResendMailer({
        apiKey: 're_test',
        from: 'Emberwise <hello@emberwise.test>',
        baseUrl,
        logger: silentLogger,
        pacer: fakePace().pacer,
      });
      assert.deepEqual(await mailer.send(email), { ok: false, error: 'send failed' });
      assert.equal(keys.length, 4);
      assert.deepEqual(await mailer.send(email), { ok: false, error: 'send failed' });
      assert.equal(keys.length, 5);
    });
  },
);
