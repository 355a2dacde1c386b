/**
 * The two functions as deployed, through the local stack: real Deno processes behind the gateway,
 * PGlite with the migrations, and the Resend-compatible mail catcher.
 */
import assert from 'node:assert/strict';
import { fieldMessages, webAddressMessage } from '../../shared/schemas/messages.ts';
import { eventually, readStackEnv, stackClient, uniqueEmail, type CaughtEmail } from './local-stack.ts';

const env = readStackEnv();
const ignore = env === undefined;
const stack = env ? stackClient(env) : undefined!;

interface LeadState {
  id: string;
  confirmation_sent_at: string | null;
  notification_sent_at: string | null;
}
interface ApplicationState {
  id: string;
  team_emailed_at: string | null;
  applicant_emailed_at: string | null;
}

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
  experience_years: 12,
  linkedin_url: 'https://www.linkedin.com/in/grace',
  source: 'website',
  ...overrides,
});

Deno.test({
  name: 'the function answers the CORS preflight through the gateway',
  ignore,
  fn: async () => {
    const response = await fetch(`${env!.gatewayUrl}/functions/v1/send-lead-emails`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:8788',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    await response.body?.cancel();
    assert.ok(response.status === 204 || response.status === 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  },
});

Deno.test({
  name: 'five concurrent calls for a new lead send exactly one notification and one confirmation',
  ignore,
  fn: async () => {
    const email = uniqueEmail('lead');
    await stack.insertLead({ email, first_name: 'Ada', last_name: 'Lovelace', message: 'Invoices, please.' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => stack.invoke('send-lead-emails', { email, first_name: 'Ada' })),
    );
    assert.deepEqual(
      answers.map((answer) => answer.body),
      Array.from({ length: 5 }, () => ({ ok: true })),
    );

    const confirmations = await stack.emails(email);
    assert.equal(confirmations.length, 1);
    assert.match(confirmations[0].subject, /Thanks for reaching out/);
    assert.ok(confirmations[0].html.includes('/book-consultation'));
    assert.equal(teamEmailsAbout(await stack.emails(), email).length, 1);

    const [lead] = await stack.select<LeadState>(
      'leads',
      `email=eq.${encodeURIComponent(email)}&select=id,confirmation_sent_at,notification_sent_at`,
    );
    assert.ok(lead.confirmation_sent_at && lead.notification_sent_at);

    const again = await stack.invoke('send-lead-emails', { email });
    assert.deepEqual(again.body, { ok: true });
    assert.equal((await stack.emails(email)).length, 1);
  },
});

Deno.test({
  name: 'an address without a fresh lead gets no email (no open relay)',
  ignore,
  fn: async () => {
    const email = uniqueEmail('stranger');
    const answer = await stack.invoke('send-lead-emails', {
      email,
      first_name: 'Eve',
      message: 'Spam <a href="https://evil">x</a>',
    });
    assert.deepEqual(answer.body, { ok: true });
    assert.equal((await stack.emails(email)).length, 0);
    assert.equal(teamEmailsAbout(await stack.emails(), email).length, 0);
  },
});

Deno.test({
  name: 'with the provider failing, the visitor still gets ok and the schedule delivers both emails by itself',
  ignore,
  fn: async () => {
    const email = uniqueEmail('retry-lead');
    await stack.insertLead({ email, first_name: 'Ada' });
    await stack.failNextSends(2);
    const answer = await stack.invoke('send-lead-emails', { email });
    assert.deepEqual([answer.status, answer.body], [200, { ok: true }]);
    await eventually(async () => {
      assert.equal((await stack.emails(email)).length, 1);
      assert.equal(teamEmailsAbout(await stack.emails(), email).length, 1);
    });
    const [lead] = await stack.select<LeadState>(
      'leads',
      `email=eq.${encodeURIComponent(email)}&select=id,confirmation_sent_at,notification_sent_at`,
    );
    assert.ok(lead.confirmation_sent_at && lead.notification_sent_at);
  },
});

Deno.test({
  name: 'a returning address gets no second confirmation; the team gets the new message',
  ignore,
  fn: async () => {
    const email = uniqueEmail('returning');
    await stack.insertLead({ email, first_name: 'Ada', message: 'First question' });
    await stack.invoke('send-lead-emails', { email });
    await stack.insertLead({ email: email.toUpperCase(), first_name: 'Ada', message: 'Second question' });
    await stack.invoke('send-lead-emails', { email });
    await eventually(async () => {
      const team = teamEmailsAbout(await stack.emails(), email);
      assert.deepEqual(team.map((mail) => mail.subject.split(':')[0]).sort(), [
        'New lead',
        'Returning contact',
      ]);
      assert.ok(team.some((mail) => mail.text.includes('Second question')));
    });
    assert.equal((await stack.emails(email)).length, 1);
    assert.equal((await stack.select('leads', `email=eq.${encodeURIComponent(email)}&select=id`)).length, 1);
  },
});

Deno.test({
  name: 'the lead honeypot answers success and sends nothing',
  ignore,
  fn: async () => {
    const email = uniqueEmail('bot-lead');
    await stack.insertLead({ email, first_name: 'Bot' });
    const answer = await stack.invoke('send-lead-emails', { email, company_website: 'https://spam.example' });
    assert.deepEqual(answer.body, { ok: true });
    assert.equal((await stack.emails(email)).length, 0);
  },
});

Deno.test({
  name: 'an application is stored and both emails go out',
  ignore,
  fn: async () => {
    const email = uniqueEmail('applicant');
    const payload = application(email);
    const answer = await stack.invoke('send-job-application-emails', payload);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ok: true });
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');

    const rows = await stack.select<ApplicationState>(
      'job_applications',
      `idempotency_key=eq.${payload.idempotency_key}&select=id,team_emailed_at,applicant_emailed_at`,
    );
    assert.equal(rows.length, 1);
    assert.ok(rows[0].team_emailed_at && rows[0].applicant_emailed_at);

    const [confirmation] = await stack.emails(email);
    assert.ok(confirmation.text.includes('reply to this email with your resume attached'));
    const [team] = teamEmailsAbout(await stack.emails(), email);
    assert.ok(team.text.includes('12 years'));
    assert.ok(team.text.includes('https://www.linkedin.com/in/grace'));
  },
});

Deno.test({
  name: 'the application is stored before the emails: with mail down the visitor gets ok and the schedule delivers later',
  ignore,
  fn: async () => {
    const email = uniqueEmail('mail-down');
    const payload = application(email, {
      position_type: 'general',
      position_title: 'General Application',
      cover_letter: 'Hello!',
    });
    await stack.failNextSends(2);
    const answer = await stack.invoke('send-job-application-emails', payload);
    assert.deepEqual(answer.body, { ok: true });

    const query = `idempotency_key=eq.${payload.idempotency_key}&select=id,team_emailed_at,applicant_emailed_at`;
    const [stored] = await stack.select<ApplicationState>('job_applications', query);
    assert.ok(stored, 'the application was stored');

    await eventually(async () => {
      const [marked] = await stack.select<ApplicationState>('job_applications', query);
      assert.ok(marked.team_emailed_at && marked.applicant_emailed_at);
    });
    assert.equal((await stack.emails(email)).length, 1);
    assert.equal(teamEmailsAbout(await stack.emails(), email).length, 1);
  },
});

Deno.test({
  name: 'resend-pending answers the service role only',
  ignore,
  fn: async () => {
    for (const name of ['send-lead-emails', 'send-job-application-emails']) {
      const denied = await stack.invoke(name, {}, env!.anonKey, '/resend-pending');
      assert.deepEqual([denied.status, denied.body], [401, { ok: false, error: 'Not authorized.' }]);
      const allowed = await stack.invoke(name, {}, env!.serviceRoleKey, '/resend-pending');
      assert.equal(allowed.status, 200);
      assert.equal(allowed.body.ok, true);
    }
  },
});

Deno.test({
  name: 'a retried application with the same key adds no row and no email',
  ignore,
  fn: async () => {
    const email = uniqueEmail('retry-applicant');
    const payload = application(email);
    const answers = await Promise.all([
      stack.invoke('send-job-application-emails', payload),
      stack.invoke('send-job-application-emails', payload),
    ]);
    const third = await stack.invoke('send-job-application-emails', payload);
    for (const answer of [...answers, third]) assert.deepEqual(answer.body, { ok: true });

    const rows = await stack.select<ApplicationState>(
      'job_applications',
      `idempotency_key=eq.${payload.idempotency_key}&select=id`,
    );
    assert.equal(rows.length, 1);
    assert.equal((await stack.emails(email)).length, 1);
    assert.equal(teamEmailsAbout(await stack.emails(), email).length, 1);
  },
});

Deno.test({
  name: 'the application honeypot stores and sends nothing',
  ignore,
  fn: async () => {
    const email = uniqueEmail('bot-applicant');
    const payload = application(email, { company_website: 'https://spam.example' });
    const answer = await stack.invoke('send-job-application-emails', payload);
    assert.deepEqual(answer.body, { ok: true });
    const rows = await stack.select<ApplicationState>(
      'job_applications',
      `idempotency_key=eq.${payload.idempotency_key}&select=id`,
    );
    assert.equal(rows.length, 0);
    assert.equal((await stack.emails(email)).length, 0);
  },
});

Deno.test({
  name: 'invalid applications are refused with a readable message naming the field',
  ignore,
  fn: async () => {
    const email = uniqueEmail('invalid');
    const cases: [Record<string, unknown>, string][] = [
      [{ experience_years: 51 }, fieldMessages.experienceYears],
      [{ email: 'not-an-email' }, fieldMessages.emailInvalid],
      [{ portfolio_url: 'javascript:alert(1)' }, webAddressMessage('Portfolio URL')],
      [{ position_type: 'general', cover_letter: '' }, fieldMessages.coverLetterRequired],
    ];
    for (const [overrides, error] of cases) {
      const answer = await stack.invoke('send-job-application-emails', application(email, overrides));
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, { ok: false, error });
    }
    assert.equal((await stack.emails(email)).length, 0);
  },
});
