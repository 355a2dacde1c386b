/**
 * The two function apps with in-memory stores and mailer: HTTP shape (CORS, answers, status codes)
 * and the flows' rules, fast and without a stack. tests/functions/stack.test.ts runs the same
 * behaviour through the local gateway, database and mail catcher.
 */
import assert from 'node:assert/strict';
import { createApp as createApplicationApp } from '../../supabase/functions/send-job-application-emails/app.ts';
import { createApp as createLeadApp } from '../../supabase/functions/send-lead-emails/app.ts';
import { fakeApplicationStore, fakeLeadStore, fakeMailer, leadRow, silentLogger } from './fakes.ts';

const notify = ['team@emberwise.test'];
const serviceRoleKey = 'service-role-key-for-tests-only';

function leadApp(rows = [leadRow()]) {
  const leads = fakeLeadStore(rows);
  const mailer = fakeMailer();
  const app = createLeadApp({
    leads,
    mailer,
    logger: silentLogger,
    now: () => new Date(),
    leadNotifyEmails: notify,
    siteUrl: 'https://www.emberwise.ai',
    allowedOrigins: '*',
  });
  return { app, leads, mailer };
}

function applicationApp() {
  const applications = fakeApplicationStore();
  const mailer = fakeMailer();
  const app = createApplicationApp({
    applications,
    mailer,
    logger: silentLogger,
    now: () => new Date(),
    applicationNotifyEmails: notify,
    siteUrl: 'https://www.emberwise.ai',
    allowedOrigins: '*',
    serviceRoleKey,
  });
  return { app, applications, mailer };
}

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const application = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  position_title: 'AI Transformation Specialist',
  position_type: 'specific',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  source: 'website',
  ...overrides,
});

Deno.test('preflight is answered with CORS headers', async () => {
  const { app } = leadApp();
  const response = await app.request('/send-lead-emails', {
    method: 'OPTIONS',
    headers: {
      origin: 'https://www.emberwise.ai',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
    },
  });
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.match(response.headers.get('access-control-allow-headers') ?? '', /x-client-info/);
  assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
});

Deno.test('a fresh lead gets one notification and one confirmation', async () => {
  const { app, mailer, leads } = leadApp();
  const response = await app.request(
    '/send-lead-emails',
    post({ email: 'ada@example.com', first_name: 'Ada' }),
  );
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.deepEqual(
    mailer.sent.map((email) => [email.to, email.replyTo, email.idempotencyKey.split('/')[0]]),
    [
      [notify, ['ada@example.com'], 'lead-notification'],
      [['ada@example.com'], notify, 'lead-confirmation'],
    ],
  );
  assert.ok(leads.rows[0].confirmation_sent_at);
  assert.ok(leads.rows[0].notification_sent_at);
});

Deno.test('five concurrent calls for one lead send one of each', async () => {
  const { app, mailer } = leadApp();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => app.request('/send-lead-emails', post({ email: 'ada@example.com' }))),
  );
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200, 200, 200, 200],
  );
  assert.equal(mailer.sent.length, 2);
});

Deno.test('no email for an unknown, old or already confirmed lead', async () => {
  const { app, mailer } = leadApp([
    leadRow({ email: 'old@example.com', created_at: new Date(Date.now() - 2 * 3600_000).toISOString() }),
    leadRow({ email: 'done@example.com', confirmation_sent_at: new Date().toISOString() }),
  ]);
  for (const email of ['stranger@example.com', 'old@example.com', 'done@example.com']) {
    const response = await app.request('/send-lead-emails', post({ email }));
    assert.deepEqual(await response.json(), { ok: true });
  }
  assert.equal(mailer.sent.length, 0);
});

Deno.test('a failed send gives the claim back so a retry completes it', async () => {
  const { app, mailer, leads } = leadApp();
  mailer.failNext = 1; // the notification fails, the confirmation goes out
  const first = await app.request('/send-lead-emails', post({ email: 'ada@example.com' }));
  assert.equal(first.status, 500);
  assert.deepEqual(await first.json(), {
    ok: false,
    error: 'We could not send the emails right now. Please try again later.',
  });
  assert.equal(leads.rows[0].confirmation_sent_at, null);
  assert.equal(mailer.sent.length, 1);

  const retry = await app.request('/send-lead-emails', post({ email: 'ada@example.com' }));
  assert.equal(retry.status, 200);
  assert.deepEqual(mailer.sent.map((email) => email.idempotencyKey.split('/')[0]).sort(), [
    'lead-confirmation',
    'lead-notification',
  ]);
});

Deno.test('lead honeypot answers success and sends nothing', async () => {
  const { app, mailer } = leadApp();
  const response = await app.request(
    '/send-lead-emails',
    post({ email: 'ada@example.com', company_website: 'x' }),
  );
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(mailer.sent.length, 0);
});

Deno.test('invalid input is a 400 with a readable error', async () => {
  const { app } = leadApp();
  const notJson = await app.request('/send-lead-emails', post('{nope'));
  assert.equal(notJson.status, 400);
  assert.deepEqual(await notJson.json(), { ok: false, error: 'Please send the request body as JSON.' });
  const badEmail = await app.request('/send-lead-emails', post({ email: 'nope' }));
  assert.equal(badEmail.status, 400);
  assert.deepEqual(await badEmail.json(), { ok: false, error: 'Please enter a valid email address.' });
});

Deno.test('unknown paths answer 404 in the same shape', async () => {
  const { app } = leadApp();
  const response = await app.request('/send-lead-emails/nope', post({}));
  assert.equal(response.status, 404);
  assert.deepEqual(await response.json(), { ok: false, error: 'Not found.' });
});

Deno.test('an application is stored, then both emails go out and are marked', async () => {
  const { app, applications, mailer } = applicationApp();
  const response = await app.request('/send-job-application-emails', post(application()));
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(applications.rows.length, 1);
  assert.ok(applications.rows[0].team_emailed_at && applications.rows[0].applicant_emailed_at);
  assert.deepEqual(
    mailer.sent.map((email) => [email.to, email.replyTo]),
    [
      [notify, ['grace@example.com']],
      [['grace@example.com'], notify],
    ],
  );
});

Deno.test('invalid experience is refused with the field named', async () => {
  const { app, applications } = applicationApp();
  const response = await app.request(
    '/send-job-application-emails',
    post(application({ experience_years: 51 })),
  );
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {
    ok: false,
    error: 'Years of experience must be a whole number from 0 to 50.',
  });
  assert.equal(applications.rows.length, 0);
});

Deno.test('a retry with the same key adds no row and no email', async () => {
  const { app, applications, mailer } = applicationApp();
  const payload = application();
  await app.request('/send-job-application-emails', post(payload));
  await app.request('/send-job-application-emails', post(payload));
  assert.equal(applications.rows.length, 1);
  assert.equal(mailer.sent.length, 2);
});

Deno.test('email failure keeps the row unmarked, the visitor gets ok, resend-pending delivers', async () => {
  const { app, applications, mailer } = applicationApp();
  mailer.failNext = 2;
  const response = await app.request('/send-job-application-emails', post(application()));
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(applications.rows.length, 1);
  assert.equal(applications.rows[0].team_emailed_at, null);

  const denied = await app.request('/send-job-application-emails/resend-pending', post({}));
  assert.equal(denied.status, 401);
  const wrongKey = await app.request(
    '/send-job-application-emails/resend-pending',
    post({}, { authorization: 'Bearer not-the-key' }),
  );
  assert.equal(wrongKey.status, 401);

  const resend = await app.request(
    '/send-job-application-emails/resend-pending',
    post({}, { authorization: `Bearer ${serviceRoleKey}` }),
  );
  assert.deepEqual(await resend.json(), { ok: true, pending: 1, teamSent: 1, applicantSent: 1, failed: 0 });
  assert.equal(mailer.sent.length, 2);
  assert.ok(applications.rows[0].team_emailed_at && applications.rows[0].applicant_emailed_at);
});

Deno.test('application honeypot stores and sends nothing', async () => {
  const { app, applications, mailer } = applicationApp();
  const response = await app.request(
    '/send-job-application-emails',
    post(application({ company_website: 'https://spam.example' })),
  );
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(applications.rows.length, 0);
  assert.equal(mailer.sent.length, 0);
});
