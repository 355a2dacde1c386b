/**
 * The three form functions as deployed, through the local stack: real Deno processes behind the
 * gateway, PGlite with the migrations, and the mail catcher in the mail provider's place. Each is
 * called the way the edge API calls it (its secret, the visitor's address, the form).
 */
import assert from 'node:assert/strict';
import { edgeSecretHeader } from '../../shared/edge-protocol.ts';
import { apiMessages, fieldMessages } from '../../shared/schemas/messages.ts';
import { localKeys } from '../../supabase/local/keys.ts';
import { eventually, readStackEnv, stackClient, uniqueEmail, type CaughtEmail } from './local-stack.ts';

const env = readStackEnv();
const ignore = env === undefined;
const stack = env ? stackClient(env) : undefined!;

/** Emails sent to the team about `address` (they carry it as reply-to). */
const teamEmailsAbout = (emails: CaughtEmail[], address: string) =>
  emails.filter((email) => email.replyTo?.includes(address) && !email.to.includes(address));

const application = (email: string, overrides: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  position_title: 'AI Transformation Specialist',
  position_type: 'specific',
  first_name: 'Grace',
  last_name: 'Hopper',
  email,
  experience_years: '12',
  linkedin_url: 'www.linkedin.com/in/grace',
  ...overrides,
});

Deno.test({
  name: 'no browser may call a function: a preflight from a web page gets no CORS permission',
  ignore,
  fn: async () => {
    const response = await fetch(`${env!.gatewayUrl}/functions/v1/send-lead-emails`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    await response.body?.cancel();
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  },
});

Deno.test({
  name: 'a caller without the edge API’s secret gets 401 and nothing is stored',
  ignore,
  fn: async () => {
    const email = uniqueEmail('no-secret');
    for (const name of ['send-lead-emails', 'send-job-application-emails']) {
      const answer = await stack.call(name, { name: 'Mallory', email }, { secret: 'x'.repeat(64) });
      assert.equal(answer.status, 401);
    }
    assert.deepEqual(await stack.select('leads', `email=eq.${encodeURIComponent(email)}&select=id`), []);
  },
});

Deno.test({
  name: 'five concurrent submissions of a new lead store one lead and send one notification and one confirmation',
  ignore,
  fn: async () => {
    const email = uniqueEmail('lead');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.call('send-lead-emails', { name: 'Ada Lovelace', email, message: 'Invoices, please.' }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.body),
      Array.from({ length: 5 }, () => ({ ok: true })),
    );
    await eventually(async () => {
      const confirmations = await stack.emails(email);
      assert.equal(confirmations.length, 1);
      assert.match(confirmations[0].subject, /Thanks for reaching out/);
      assert.ok(confirmations[0].html.includes('/book-consultation'));
      const team = teamEmailsAbout(await stack.emails(), email);
      assert.equal(team.filter((mail) => mail.subject.startsWith('New lead')).length, 1);
    });
    assert.equal((await stack.select('leads', `email=eq.${encodeURIComponent(email)}&select=id`)).length, 1);
  },
});

Deno.test({
  name: 'a returning address gets no second confirmation; the team hears that someone using it wrote',
  ignore,
  fn: async () => {
    const email = uniqueEmail('returning');
    await stack.call('send-lead-emails', { name: 'Ada Lovelace', email, message: 'First question' });
    await stack.call('send-lead-emails', {
      name: 'Ada Lovelace',
      email: email.toUpperCase(),
      message: 'Please pay the next invoice to IBAN NL00 EVIL 0123 4567 89',
    });
    await eventually(async () => {
      const returning = teamEmailsAbout(await stack.emails(), email).find((mail) =>
        mail.subject.startsWith('Returning contact'),
      );
      assert.ok(returning);
      assert.equal(returning.subject, `Returning contact: someone using ${email} wrote again`);
      assert.match(returning.text, /Someone using the address .* wrote/);
      assert.match(returning.text, /not verified/);
      assert.ok(returning.text.includes('IBAN NL00 EVIL'));
      assert.ok(!/Ada Lovelace used the contact form/.test(returning.text));
      // The first message's confirmation goes out on its own; it can come after the team's email.
      assert.ok((await stack.emails(email)).length >= 1);
    });
    assert.equal((await stack.emails(email)).length, 1);
  },
});

Deno.test({
  name: 'a honeypot answers success, stores nothing and sends nothing',
  ignore,
  fn: async () => {
    const email = uniqueEmail('bot-lead');
    const answer = await stack.call('send-lead-emails', {
      name: 'Bot',
      email,
      company_website: 'https://spam.example',
    });
    assert.deepEqual(answer.body, { ok: true });
    assert.deepEqual(await stack.select('leads', `email=eq.${encodeURIComponent(email)}&select=id`), []);
    assert.equal((await stack.emails(email)).length, 0);
  },
});

Deno.test({
  name: 'invalid input and control characters are a 400 with a sentence, never a 500',
  ignore,
  fn: async () => {
    for (const [form, error] of [
      [{ name: 'Ada', email: 'nope' }, fieldMessages.emailInvalid],
      [{ name: 'Ada\u0000Lovelace', email: uniqueEmail('nul') }, fieldMessages.controlCharacters],
      [{ name: 'Ada', email: uniqueEmail('nul'), message: 'Hi\u0000' }, fieldMessages.controlCharacters],
    ] as const) {
      const answer = await stack.call('send-lead-emails', form);
      assert.deepEqual([answer.status, answer.body], [400, { ok: false, error }]);
    }
    const notJson = await fetch(`${env!.gatewayUrl}/functions/v1/send-lead-emails`, {
      method: 'POST',
      headers: { 'x-edge-api-secret': env!.edgeApiSecret, 'content-type': 'application/json' },
      body: '{"client_address": ',
    });
    assert.equal(notJson.status, 400);
    await notJson.body?.cancel();
  },
});

Deno.test({
  name: 'a name of 100 emoji gets its team email, its subject cut between characters, never inside one',
  ignore,
  fn: async () => {
    const email = uniqueEmail('emoji');
    const answer = await stack.call('send-lead-emails', { name: '😀'.repeat(100), email });
    assert.deepEqual(answer.body, { ok: true });
    await eventually(async () => {
      const [team] = teamEmailsAbout(await stack.emails(), email);
      assert.ok(team, 'the team email arrived');
      assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(team.subject));
    });
  },
});

Deno.test({
  name: 'bidi overrides and zero-width characters never reach a subject or a stored name',
  ignore,
  fn: async () => {
    const email = uniqueEmail('bidi');
    await stack.call('send-lead-emails', { name: 'Win\u202efdp.exe\u200b Smith', email });
    await eventually(async () => {
      const [team] = teamEmailsAbout(await stack.emails(), email);
      assert.ok(team);
      assert.equal(team.subject, `New lead: Winfdp.exe Smith (${email})`);
    });
    const [lead] = await stack.select<{ first_name: string }>(
      'leads',
      `email=eq.${encodeURIComponent(email)}&select=first_name`,
    );
    assert.equal(lead.first_name, 'Winfdp.exe');
  },
});

Deno.test({
  name: 'with the provider failing, the visitor still gets ok and the emails wait in the queue for their retry',
  ignore,
  fn: async () => {
    const email = uniqueEmail('retry-lead');
    await stack.failNextSends(2, email);
    const answer = await stack.call('send-lead-emails', { name: 'Ada', email });
    assert.deepEqual([answer.status, answer.body], [200, { ok: true }]);
    await eventually(async () => {
      const [lead] = await stack.select<{ id: string }>(
        'leads',
        `email=eq.${encodeURIComponent(email)}&select=id`,
      );
      const queued = await stack.select<{ status: string; attempts: number; next_attempt_at: string }>(
        'email_outbox',
        `lead_id=eq.${lead.id}&select=status,attempts,next_attempt_at`,
      );
      assert.equal(queued.length, 2);
      for (const row of queued) {
        assert.equal(row.status, 'pending');
        assert.ok(row.attempts >= 1);
        assert.ok(new Date(row.next_attempt_at).getTime() > Date.now() + 30_000);
      }
    });
    assert.equal((await stack.emails(email)).length, 0);
  },
});

Deno.test({
  name: 'the scheduled route needs a server key of either kind and reports counts, never addresses',
  ignore,
  fn: async () => {
    assert.equal((await stack.resendPending('send-lead-emails', env!.anonKey)).status, 401);
    const answer = await stack.resendPending('newsletter');
    assert.equal(answer.status, 200);
    // The schedule may carry a secret key (sb_secret_…) as well as the legacy JWT.
    assert.equal((await stack.resendPending('newsletter', localKeys.secretKey)).status, 200);
    assert.deepEqual(Object.keys(answer.body).sort(), [
      'deferred',
      'dropped',
      'failed',
      'givenUp',
      'held',
      'ok',
      'reports',
      'sent',
    ]);
  },
});

Deno.test({
  name: 'an application is stored once, even when retried, and both emails go out once',
  ignore,
  fn: async () => {
    const email = uniqueEmail('applicant');
    const payload = application(email, { retention_consent: 'yes' });
    for (let i = 0; i < 3; i++) {
      assert.deepEqual((await stack.call('send-job-application-emails', payload)).body, { ok: true });
    }
    const rows = await stack.select<{
      linkedin_url: string;
      experience_years: number;
      retention_consent_at: string;
    }>(
      'job_applications',
      `idempotency_key=eq.${payload.idempotency_key}&select=linkedin_url,experience_years,retention_consent_at`,
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].linkedin_url, 'https://www.linkedin.com/in/grace');
    assert.equal(rows[0].experience_years, 12);
    assert.ok(rows[0].retention_consent_at);
    await eventually(async () => {
      assert.equal((await stack.emails(email)).length, 1);
      const [team] = teamEmailsAbout(await stack.emails(), email);
      assert.ok(team.text.includes('Keep for a year: Yes'));
    });
  },
});

Deno.test({
  name: 'a newsletter sign-up is confirmed by its signed link and removed by its unsubscribe link',
  ignore,
  fn: async () => {
    const email = uniqueEmail('reader');
    assert.deepEqual(
      (await stack.call('newsletter', { email, source: 'blogs' }, { route: '/subscribe' })).body,
      {
        ok: true,
      },
    );
    let token = '';
    await eventually(async () => {
      const [confirmation] = await stack.emails(email);
      assert.ok(confirmation);
      token = decodeURIComponent(/\/newsletter\/confirm\?token=([^\s"&<]+)/.exec(confirmation.text)![1]);
    });
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    assert.deepEqual((await stack.call('newsletter', { token: forged }, { route: '/confirm' })).body, {
      ok: true,
      outcome: 'invalid',
    });
    assert.deepEqual((await stack.call('newsletter', { token }, { route: '/confirm' })).body, {
      ok: true,
      outcome: 'confirmed',
    });
    const [subscriber] = await stack.select<{ id: string; status: string }>(
      'newsletter_subscribers',
      `email=eq.${encodeURIComponent(email)}&select=id,status`,
    );
    assert.equal(subscriber.status, 'confirmed');
    // A confirmation link is not an unsubscribe link.
    assert.deepEqual((await stack.call('newsletter', { token }, { route: '/unsubscribe' })).body, {
      ok: true,
      outcome: 'invalid',
    });
  },
});

Deno.test({
  name: 'each function’s health route, with the edge API’s secret, says it reaches the database and where its mail goes',
  ignore,
  fn: async () => {
    for (const name of ['send-lead-emails', 'send-job-application-emails', 'newsletter']) {
      const health = async (secret?: string) => {
        const response = await fetch(`${env!.gatewayUrl}/functions/v1/${name}/health`, {
          headers: secret ? { [edgeSecretHeader]: secret } : {},
        });
        return { status: response.status, body: await response.json() };
      };
      const answer = await health(env!.edgeApiSecret);
      assert.equal(answer.status, 200, name);
      assert.equal(answer.body.ok, true);
      assert.equal(answer.body.database, 'reachable');
      assert.equal(answer.body.mail.senderDomain, 'emberwise.local');
      assert.match(answer.body.mail.provider, /^127\.0\.0\.1:\d+$/);
      // Without the secret it says nothing about itself.
      assert.deepEqual(await health(), { status: 401, body: { ok: false, error: apiMessages.unauthorized } });
    }
  },
});
