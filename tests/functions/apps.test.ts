/**
 * The three function apps with in-memory stores and mailer: HTTP shape (CORS, answers, status codes),
 * the flows' rules, and the boundary values of tests/helpers/boundaries.ts (the function layer of
 * "every layer gives the same verdict"). tests/functions/stack.test.ts runs the same behaviour
 * through the local gateway, database and mail catcher.
 */
import assert from 'node:assert/strict';
import { createApp as createRelayApp } from '../../supabase/functions/form-relay/app.ts';
import { createApp as createApplicationApp } from '../../supabase/functions/send-job-application-emails/app.ts';
import { createApp as createLeadApp } from '../../supabase/functions/send-lead-emails/app.ts';
import { rateLimitMessages } from '../../shared/schemas/messages.ts';
import { applicationCases, contactCases, validApplication } from '../helpers/boundaries.ts';
import {
  fakeApplicationStore,
  fakeDatabase,
  fakeLeadStore,
  fakeLedger,
  fakeMailer,
  fakeNewsletterStore,
  leadRow,
  silentLogger,
  type FakeDatabase,
} from './fakes.ts';

const notify = ['team@emberwise.test'];
const serviceRoleKey = 'service-role-key-for-tests-only';
const relaySecret = 'relay-secret-for-tests-only-0123456789';
const siteUrl = 'https://www.emberwise.ai';

function deps(db: FakeDatabase = fakeDatabase()) {
  const mailer = fakeMailer();
  const background: Promise<unknown>[] = [];
  return {
    db,
    mailer,
    background,
    deps: {
      leads: fakeLeadStore(db),
      applications: fakeApplicationStore(db),
      newsletter: fakeNewsletterStore(db),
      ledger: fakeLedger(db),
      mailer,
      logger: silentLogger,
      leadNotifyEmails: notify,
      applicationNotifyEmails: notify,
      siteUrl,
      allowedOrigins: '*' as const,
      serviceRoleKey,
      formRelaySecret: relaySecret,
      background: (work: Promise<unknown>) => void background.push(work),
    },
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const kinds = (emails: { idempotencyKey: string }[]) =>
  emails.map((email) => email.idempotencyKey.split('/')[0]);

Deno.test('preflight is answered with CORS headers', async () => {
  const app = createLeadApp(deps().deps);
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
});

Deno.test('a fresh lead gets one notification and one confirmation, and both are marked', async () => {
  const { db, mailer, deps: d } = deps();
  db.leads.push(leadRow());
  const response = await createLeadApp(d).request(
    '/send-lead-emails',
    post({ email: 'ada@example.com', first_name: 'Ada' }),
  );
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { ok: true });
  assert.deepEqual(
    mailer.sent.map((email) => [email.to, email.replyTo, email.idempotencyKey.split('/')[0]]),
    [
      [notify, ['ada@example.com'], 'lead-notification'],
      [['ada@example.com'], notify, 'lead-confirmation'],
    ],
  );
  assert.ok(db.leads[0].confirmation_sent_at && db.leads[0].notification_sent_at);
});

Deno.test('five concurrent calls for one lead send one of each', async () => {
  const { db, mailer, deps: d } = deps();
  db.leads.push(leadRow());
  const app = createLeadApp(d);
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => app.request('/send-lead-emails', post({ email: 'ada@example.com' }))),
  );
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200, 200, 200, 200],
  );
  assert.equal(mailer.sent.length, 2);
});

Deno.test('an address without pending work gets no email, and the answer does not tell', async () => {
  const { db, mailer, deps: d } = deps();
  db.leads.push(leadRow({ email: 'done@example.com', confirmation_sent_at: 'x', notification_sent_at: 'x' }));
  for (const email of ['stranger@example.com', 'done@example.com']) {
    const response = await createLeadApp(d).request('/send-lead-emails', post({ email }));
    assert.deepEqual(await response.json(), { ok: true });
  }
  assert.equal(mailer.sent.length, 0);
});

Deno.test('a failed send answers ok all the same; each email is retried on its own', async () => {
  const { db, mailer, deps: d } = deps();
  db.leads.push(leadRow());
  const app = createLeadApp(d);
  mailer.failNext = 1; // the notification fails, the confirmation goes out
  const first = await app.request('/send-lead-emails', post({ email: 'ada@example.com' }));
  assert.deepEqual(await first.json(), { ok: true });
  assert.deepEqual(kinds(mailer.sent), ['lead-confirmation']);
  assert.equal(db.leads[0].notification_sent_at, null);

  const resend = await app.request(
    '/send-lead-emails/resend-pending',
    post({}, { authorization: `Bearer ${serviceRoleKey}` }),
  );
  assert.equal(resend.status, 200);
  assert.deepEqual(kinds(mailer.sent).sort(), ['lead-confirmation', 'lead-notification']);
  assert.ok(db.leads[0].notification_sent_at);
});

Deno.test(
  'a returning contact: the team hears about the new message, the contact gets nothing new',
  async () => {
    const { mailer, deps: d } = deps();
    const lead = { email: 'ada@example.com', first_name: 'Ada', last_name: undefined, message: undefined };
    await d.leads.submit({ ...lead, source: 'website' }, '203.0.113.1');
    const app = createLeadApp(d);
    await app.request('/send-lead-emails', post({ email: 'ada@example.com' }));
    await d.leads.submit({ ...lead, message: 'Any news?', source: 'blog' }, '203.0.113.1');
    await app.request('/send-lead-emails', post({ email: 'ada@example.com' }));
    assert.deepEqual(kinds(mailer.sent), [
      'lead-notification',
      'lead-confirmation',
      'lead-message-notification',
    ]);
    const returning = mailer.sent[2];
    assert.deepEqual(returning.to, notify);
    assert.match(returning.subject, /^Returning contact: Ada \(ada@example\.com\)$/);
    assert.ok(returning.text.includes('Any news?'));
    assert.equal(mailer.sent.filter((email) => email.to.includes('ada@example.com')).length, 1);
  },
);

Deno.test(
  'over the mail ceiling the confirmation waits; the schedule sends it once there is room',
  async () => {
    const { db, mailer, deps: d } = deps();
    db.leads.push(leadRow());
    db.ceiling = 0;
    const app = createLeadApp(d);
    await app.request('/send-lead-emails', post({ email: 'ada@example.com' }));
    assert.deepEqual(kinds(mailer.sent), ['lead-notification']);
    db.ceiling = 1;
    await app.request(
      '/send-lead-emails/resend-pending',
      post({}, { authorization: `Bearer ${serviceRoleKey}` }),
    );
    assert.deepEqual(kinds(mailer.sent), ['lead-notification', 'lead-confirmation']);
  },
);

Deno.test('lead honeypot answers success and sends nothing', async () => {
  const { db, mailer, deps: d } = deps();
  db.leads.push(leadRow());
  const response = await createLeadApp(d).request(
    '/send-lead-emails',
    post({ email: 'ada@example.com', company_website: 'x' }),
  );
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(mailer.sent.length, 0);
});

Deno.test('invalid input is a 400 with a readable error; resend-pending needs the service role', async () => {
  const app = createLeadApp(deps().deps);
  const notJson = await app.request('/send-lead-emails', post('{nope'));
  assert.deepEqual(
    [notJson.status, await notJson.json()],
    [400, { ok: false, error: 'Please send the request body as JSON.' }],
  );
  const badEmail = await app.request('/send-lead-emails', post({ email: 'nope' }));
  assert.deepEqual(
    [badEmail.status, await badEmail.json()],
    [400, { ok: false, error: 'Please enter a valid email address.' }],
  );
  for (const headers of [{}, { authorization: 'Bearer not-the-key' }] as Record<string, string>[]) {
    const denied = await app.request('/send-lead-emails/resend-pending', post({}, headers));
    assert.deepEqual([denied.status, await denied.json()], [401, { ok: false, error: 'Not authorized.' }]);
  }
  const missing = await app.request('/send-lead-emails/nope', post({}));
  assert.deepEqual([missing.status, await missing.json()], [404, { ok: false, error: 'Not found.' }]);
});

Deno.test(
  'an application is stored for the calling client, then both emails go out and are marked',
  async () => {
    const { db, mailer, deps: d } = deps();
    const response = await createApplicationApp(d).request(
      '/send-job-application-emails',
      post(validApplication(' Grace@Example.com '), { 'cf-connecting-ip': '198.51.100.9' }),
    );
    assert.deepEqual(await response.json(), { ok: true });
    assert.equal(db.applications.length, 1);
    assert.equal(db.applications[0].email, 'grace@example.com');
    assert.deepEqual([...db.submissions.keys()], ['application/198.51.100.9']);
    assert.ok(db.applications[0].team_emailed_at && db.applications[0].applicant_emailed_at);
    assert.deepEqual(
      mailer.sent.map((email) => [email.to, email.replyTo]),
      [
        [notify, ['grace@example.com']],
        [['grace@example.com'], notify],
      ],
    );
  },
);

Deno.test('over the hourly limit an application is refused with 429 and its sentence', async () => {
  const db = fakeDatabase();
  db.limit = 1;
  const { mailer, deps: d } = deps(db);
  const app = createApplicationApp(d);
  const first = await app.request('/send-job-application-emails', post(validApplication('a@example.com')));
  const second = await app.request('/send-job-application-emails', post(validApplication('b@example.com')));
  assert.equal(first.status, 200);
  assert.deepEqual(
    [second.status, await second.json()],
    [429, { ok: false, error: rateLimitMessages.application }],
  );
  assert.equal(db.applications.length, 1);
  assert.equal(mailer.sent.length, 2);
});

Deno.test('applications with fresh keys to one address and position: one confirmation', async () => {
  const { db, mailer, deps: d } = deps();
  const app = createApplicationApp(d);
  for (let i = 0; i < 5; i++)
    await app.request('/send-job-application-emails', post(validApplication('victim@example.com')));
  assert.equal(db.applications.length, 5);
  assert.equal(mailer.sent.filter((email) => email.to.includes('victim@example.com')).length, 1);
  assert.equal(mailer.sent.filter((email) => email.to === notify).length, 5);
});

Deno.test('a retry with the same key adds no row and no email', async () => {
  const { db, mailer, deps: d } = deps();
  const app = createApplicationApp(d);
  const payload = validApplication('grace@example.com');
  await app.request('/send-job-application-emails', post(payload));
  await app.request('/send-job-application-emails', post(payload));
  assert.equal(db.applications.length, 1);
  assert.equal(mailer.sent.length, 2);
});

Deno.test('email failure keeps the row unmarked, the visitor gets ok, resend-pending delivers', async () => {
  const { db, mailer, deps: d } = deps();
  const app = createApplicationApp(d);
  mailer.failNext = 2;
  const response = await app.request(
    '/send-job-application-emails',
    post(validApplication('grace@example.com')),
  );
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(db.applications[0].team_emailed_at, null);
  const resend = await app.request(
    '/send-job-application-emails/resend-pending',
    post({}, { authorization: `Bearer ${serviceRoleKey}` }),
  );
  const summary = await resend.json();
  assert.equal(summary.ok, true);
  assert.equal(summary.pending, 1);
  assert.equal(summary.team.sent, 1);
  assert.equal(summary.applicant.sent, 1);
  assert.ok(db.applications[0].team_emailed_at && db.applications[0].applicant_emailed_at);
});

Deno.test('application honeypot stores and sends nothing', async () => {
  const { db, mailer, deps: d } = deps();
  const response = await createApplicationApp(d).request(
    '/send-job-application-emails',
    post(validApplication('bot@example.com', { company_website: 'https://spam.example' })),
  );
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(db.applications.length + mailer.sent.length, 0);
});

for (const { label, changes, verdict } of applicationCases) {
  Deno.test(`the application function on ${label}: ${verdict.accepted ? 'stored' : 'refused'}`, async () => {
    const { db, deps: d } = deps();
    const response = await createApplicationApp(d).request(
      '/send-job-application-emails',
      post(validApplication('case@example.com', changes)),
    );
    const body = await response.json();
    if (verdict.accepted) {
      assert.deepEqual([response.status, body, db.applications.length], [200, { ok: true }, 1]);
    } else {
      assert.deepEqual(
        [response.status, body, db.applications.length],
        [400, { ok: false, error: verdict.message }, 0],
      );
    }
  });
}

const relayHeaders = { 'x-form-relay-secret': relaySecret };

Deno.test('form-relay refuses a caller without the secret', async () => {
  const { db, deps: d } = deps();
  const app = createRelayApp(d);
  for (const headers of [{}, { 'x-form-relay-secret': 'wrong' }] as Record<string, string>[]) {
    const response = await app.request(
      '/form-relay/lead',
      post({ client_address: '1.2.3.4', lead: { name: 'A', email: 'a@b.co' } }, headers),
    );
    assert.deepEqual(
      [response.status, await response.json()],
      [401, { ok: false, error: 'Not authorized.' }],
    );
  }
  assert.equal(db.leads.length, 0);
});

Deno.test('form-relay stores a lead for the visitor it names, then sends its emails', async () => {
  const { db, mailer, background, deps: d } = deps();
  const response = await createRelayApp(d).request(
    '/form-relay/lead',
    post(
      { client_address: '203.0.113.7', lead: { name: 'Ada King', email: 'ADA@example.com', message: 'Hi' } },
      relayHeaders,
    ),
  );
  assert.deepEqual([response.status, await response.json()], [200, { ok: true }]);
  await Promise.all(background);
  assert.deepEqual([...db.submissions.keys()], ['lead/203.0.113.7']);
  assert.deepEqual(
    db.leads.map((lead) => [lead.email, lead.first_name, lead.last_name]),
    [['ada@example.com', 'Ada', 'King']],
  );
  assert.deepEqual(kinds(mailer.sent), ['lead-notification', 'lead-confirmation']);
});

Deno.test('form-relay answers 429 over the limit and stores a newsletter sign-up once', async () => {
  const db = fakeDatabase();
  db.limit = 2;
  const { deps: d } = deps(db);
  const app = createRelayApp(d);
  const signup = (email: string) =>
    post({ client_address: '203.0.113.8', signup: { email, source: 'blogs' } }, relayHeaders);
  assert.equal((await app.request('/form-relay/newsletter', signup('reader@example.com'))).status, 200);
  assert.equal((await app.request('/form-relay/newsletter', signup('READER@example.com'))).status, 200);
  const third = await app.request('/form-relay/newsletter', signup('other@example.com'));
  assert.deepEqual(
    [third.status, await third.json()],
    [429, { ok: false, error: rateLimitMessages.newsletter }],
  );
  assert.deepEqual(
    db.subscribers.map((row) => row.email),
    ['reader@example.com'],
  );
});

for (const { label, form, verdict } of contactCases) {
  Deno.test(
    `form-relay on a contact form with ${label}: ${verdict.accepted ? 'stored' : 'refused'}`,
    async () => {
      const { db, background, deps: d } = deps();
      const response = await createRelayApp(d).request(
        '/form-relay/lead',
        post({ client_address: '203.0.113.9', lead: form }, relayHeaders),
      );
      await Promise.all(background);
      const body = await response.json();
      if (verdict.accepted) {
        assert.deepEqual([response.status, body, db.leads.length], [200, { ok: true }, 1]);
      } else {
        assert.deepEqual(
          [response.status, body, db.leads.length],
          [400, { ok: false, error: verdict.message }, 0],
        );
      }
    },
  );
}
