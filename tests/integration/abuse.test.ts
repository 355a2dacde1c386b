/**
 * The forms, tried the way an attacker would, against a local stack of their own (loopback only,
 * bounded in count and time), through the real edge API (the Hono app of functions/, run in Node
 * here; the e2e suite runs it in workerd) and the real functions in Deno: mail bombing, the
 * per-client limits at the edge and in the database, cross-site posts, the provider failing, the
 * site-wide ceilings with their digest, a flood from many clients, and the boundary values fed
 * through every layer. Where a test needs time to pass (a retry's wait, a digest's hour), it moves
 * the queue's timestamps instead of waiting.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/_lib/app';
import { ClientLimiter } from '../../functions/_lib/limiter';
import { formatRateLimitOverrides } from '../../shared/config-rules';
import { edgeSecretHeader } from '../../shared/edge-protocol';
import { applicationSchema } from '../../shared/schemas/application';
import { firstIssueMessage } from '../../shared/schemas/fields';
import { contactFormSchema } from '../../shared/schemas/lead';
import { rateLimitDefaults, type RateLimitName } from '../../shared/schemas/limits';
import { rateLimitMessages } from '../../shared/schemas/messages';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { applicationCases, contactCases, validApplication, type Verdict } from '../helpers/boundaries';

let stack: LocalStack;
let dataDir: string;
let overrides: Partial<Record<RateLimitName, number>> = {};
let edge = createApp({ limiter: new ClientLimiter() });

const site = 'http://site.test';
const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
/**
 * Room for every per-client limit and ceiling (a test that exercises one sets only that one); the
 * per-address rules keep their production values.
 */
const noLimits = Object.fromEntries(
  Object.keys(rateLimitDefaults)
    .filter((name) => !name.includes('_per_address_'))
    .map((name) => [name, 10_000]),
) as Partial<Record<RateLimitName, number>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emberwise-abuse-'));
  stack = await startLocalStack({ dataDir, gatewayPort: 0, mailPort: 0, quiet: true, resendIntervalMs: 300 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Fresh counters everywhere and these limits (every other one at its production default). */
async function limits(next: Partial<Record<RateLimitName, number>>) {
  overrides = next;
  edge = createApp({ limiter: new ClientLimiter() });
  await stack.setRateLimits(next);
  await stack.db.exec('delete from private.rate_limit_events');
}

async function eventually(check: () => Promise<void>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

interface CaughtEmail {
  to: string[];
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
}
const allEmails = async (): Promise<CaughtEmail[]> =>
  (await (await fetch(`${stack.mailUrl}/api/emails`)).json()).emails;
/** The emails that arrived after the first `count` (the mailbox lists the newest first). */
const emailsSince = async (count: number) => {
  const emails = await allEmails();
  return emails.slice(0, emails.length - count);
};
const emailsTo = async (address: string) => (await allEmails()).filter((email) => email.to.includes(address));
const teamEmailsAbout = async (address: string) =>
  (await allEmails()).filter((email) => email.replyTo.includes(address) && !email.to.includes(address));
const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await stack.db.query<T>(sql, params)).rows;
/** The queue's counts, by `flow/purpose/status`, as `email_queue_state()` reports them to the team. */
async function queueState(): Promise<Record<string, number>> {
  const [{ state }] = await rows<{
    state: { flow: string; purpose: string; status: string; count: number }[];
  }>('select public.email_queue_state() as state');
  return Object.fromEntries(state.map((row) => [`${row.flow}/${row.purpose}/${row.status}`, row.count]));
}
/** Lets the time a retry or a digest waits for pass at once. */
const letTimePass = () =>
  stack.db.exec(
    "update public.email_outbox set next_attempt_at = now() - interval '1 second' where status = 'pending'",
  );

interface PostOptions {
  json?: boolean;
  ip?: string;
  origin?: string;
  referer?: string;
}

/** A form posted to the edge API from this site's page, as the app (JSON) or as plain HTML (303). */
async function post(path: string, fields: Record<string, unknown>, options: PostOptions = {}) {
  const { json = true, ip = '198.51.100.10', origin = site, referer } = options;
  const body = new URLSearchParams(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
  const response = await edge.request(
    `${site}${path}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'cf-connecting-ip': ip,
        ...(json ? { accept: 'application/json' } : {}),
        ...(referer ? { referer } : {}),
      },
      body,
    },
    {
      SUPABASE_URL: stack.gatewayUrl,
      EDGE_API_SECRET: stack.edgeApiSecret,
      RATE_LIMIT_OVERRIDES: formatRateLimitOverrides(overrides),
    },
  );
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: (json && response.status !== 303 ? await response.json() : null) as {
      ok: boolean;
      error?: string;
    } | null,
  };
}

/** A function called the way the edge calls it (its secret, the visitor's address), around the edge. */
async function callFunction(name: string, form: unknown, clientAddress = '198.51.100.40', route = '') {
  const response = await fetch(`${stack.gatewayUrl}/functions/v1/${name}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [edgeSecretHeader]: stack.edgeApiSecret },
    body: JSON.stringify({ client_address: clientAddress, form }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs `tasks` with at most `width` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width = 10): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += width) {
    results.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  }
  return results;
}

describe('mail bombing: one visitor-facing email per address and flow', () => {
  beforeAll(() => limits(noLimits));

  it('50 applications with fresh keys to one address send it 1 confirmation (the team hears of all 50)', async () => {
    const victim = uniqueEmail('victim-applicant');
    const answers = await inParallel(
      Array.from(
        { length: 50 },
        () => () =>
          post('/api/applications', validApplication(victim, { cover_letter: 'Buy pills at evil.example' })),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await eventually(async () => expect(await teamEmailsAbout(victim)).toHaveLength(50));
    const confirmations = await emailsTo(victim);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.html).not.toContain('pills');
    expect(
      await rows('select count(*)::int as n from public.job_applications where email = $1', [victim]),
    ).toEqual([{ n: 50 }]);
  }, 60_000);

  it('applications to one address for many positions send it at most the daily number of confirmations', async () => {
    const victim = uniqueEmail('victim-positions');
    for (let i = 0; i < 6; i++)
      await post('/api/applications', validApplication(victim, { position_title: `Position ${i}` }));
    await eventually(async () => expect(await teamEmailsAbout(victim)).toHaveLength(6));
    expect(await emailsTo(victim)).toHaveLength(
      rateLimitDefaults.application_confirmations_per_address_per_day,
    );
  });

  it('50 leads with case variants of one address make 1 row and 1 confirmation; the team gets 3 notes and a digest', async () => {
    await limits({ ...noLimits, returning_contact_notifications_per_address_per_day: 3 });
    const base = `Victim.Lead-${crypto.randomUUID().slice(0, 6)}@Example.com`;
    const address = base.toLowerCase();
    const variant = (i: number) =>
      `${i % 3 ? ' ' : ''}${[...base].map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('')}`;
    await inParallel(
      Array.from(
        { length: 50 },
        (_, i) => () =>
          post(
            '/api/contact',
            { name: 'Eve', email: variant(i), message: `Spam ${i} at evil.example` },
            { json: i % 2 === 0 },
          ),
      ),
    );
    expect(await rows('select count(*)::int as n from public.leads where email = $1', [address])).toEqual([
      { n: 1 },
    ]);
    expect(
      await rows(
        'select count(*)::int as n from public.lead_messages m join public.leads l on l.id = m.lead_id where l.email = $1',
        [address],
      ),
    ).toEqual([{ n: 49 }]);
    await eventually(async () => {
      expect(await emailsTo(address)).toHaveLength(1);
      const team = await teamEmailsAbout(address);
      expect(team.filter((email) => email.subject.startsWith('New lead'))).toHaveLength(1);
      expect(team.filter((email) => email.subject.startsWith('Returning contact'))).toHaveLength(3);
    });
    await letTimePass();
    await eventually(async () => {
      const digests = (await allEmails()).filter(
        (email) => email.subject.startsWith('Digest:') && email.text.includes(address),
      );
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('Digest: 46 notifications from the contact form');
    });
    const [confirmation] = await emailsTo(address);
    expect(confirmation!.html).not.toMatch(/Spam|evil\.example/);
  }, 60_000);
});

describe('per-address rules count one mailbox however it is tagged', () => {
  beforeAll(() => limits(noLimits));

  it('name+0..3@ get one confirmation per form, and each sign-up is stored as typed', async () => {
    const local = `tagged-${crypto.randomUUID().slice(0, 6)}`;
    const tagged = Array.from({ length: 4 }, (_, i) => `${local}+${i}@example.com`);
    for (const email of tagged) {
      await post('/api/newsletter', { email, source: 'blogs' });
      await post('/api/contact', { name: 'Ada', email });
      await post('/api/applications', validApplication(email));
    }
    await eventually(async () => {
      const team = (await allEmails()).filter((mail) => tagged.some((email) => mail.replyTo.includes(email)));
      expect(team.filter((mail) => mail.subject.startsWith('New lead'))).toHaveLength(4);
      expect(team.filter((mail) => mail.subject.startsWith('New application'))).toHaveLength(4);
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const toMailbox = (await allEmails()).filter((mail) => tagged.some((email) => mail.to.includes(email)));
    expect(toMailbox.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your subscription to the Emberwise newsletter',
      'Thanks for reaching out to Emberwise',
      'We have your application to Emberwise',
    ]);
    for (const table of ['leads', 'job_applications', 'newsletter_subscribers']) {
      expect(
        (
          await rows<{ email: string }>(
            `select email from public.${table} where email like $1 order by email`,
            [`${local}+%`],
          )
        ).map((row) => row.email),
        table,
      ).toEqual(tagged);
    }
  });
});

describe('fair shares: a flood of four clients delays no one else', () => {
  it('after 4 clients flood the newsletter and the contact form, a fifth client’s sign-up and application are both sent within a minute', async () => {
    await limits({ leads_per_client_per_hour: 10 });
    await stack.db.exec(
      "update public.email_outbox set sent_at = sent_at - interval '2 days' where sent_at is not null",
    );
    const idle = () =>
      eventually(
        async () =>
          expect(
            await rows(
              "select id from public.email_outbox where status in ('pending', 'sending') and next_attempt_at <= now()",
            ),
          ).toEqual([]),
        30_000,
      );
    await idle();
    const before = await queueState();
    const mailbox = (await allEmails()).length;
    const attackers = ['100.64.1.10', '100.64.2.10', '100.64.3.10', '2001:db8:77::5'];
    const flood = attackers.flatMap((ip, client) => [
      ...Array.from(
        { length: rateLimitDefaults.newsletter_signups_per_client_per_hour },
        (_, n) => () =>
          post(
            '/api/newsletter',
            {
              email: `fair-flood-${client}-${n}-${crypto.randomUUID().slice(0, 4)}@example.com`,
              source: 'blogs',
            },
            { ip },
          ),
      ),
      ...Array.from(
        { length: 10 },
        (_, n) => () =>
          post(
            '/api/contact',
            {
              name: 'Flo',
              email: `fair-flood-${client}-${n}-${crypto.randomUUID().slice(0, 4)}@example.com`,
            },
            { ip },
          ),
      ),
    ]);
    const answers = await inParallel(flood);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await idle();

    const started = Date.now();
    const reader = uniqueEmail('fair-reader');
    const applicant = uniqueEmail('fair-applicant');
    expect(
      (await post('/api/newsletter', { email: reader, source: 'blogs' }, { ip: '100.64.5.10' })).body,
    ).toEqual({ ok: true });
    expect(
      (await post('/api/applications', validApplication(applicant), { ip: '100.64.5.10' })).body,
    ).toEqual({ ok: true });
    await eventually(async () => {
      expect(await emailsTo(reader)).toHaveLength(1);
      expect(await emailsTo(applicant)).toHaveLength(1);
      expect(await teamEmailsAbout(applicant)).toHaveLength(1);
    }, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);

    const after = await queueState();
    const grew = (flow: string, purpose: string, status: string) =>
      (after[`${flow}/${purpose}/${status}`] ?? 0) - (before[`${flow}/${purpose}/${status}`] ?? 0);
    const floodSignups = attackers.length * rateLimitDefaults.newsletter_signups_per_client_per_hour;
    const perNetwork = rateLimitDefaults.confirmations_per_network_per_hour;
    // Each flooding network got its share of one flow's confirmations; the rest was never sent.
    expect(grew('newsletter', 'confirmation', 'sent')).toBe(attackers.length * perNetwork + 1);
    expect(grew('newsletter', 'confirmation', 'dropped')).toBe(floodSignups - attackers.length * perNetwork);
    expect(grew('lead', 'confirmation', 'sent')).toBe(attackers.length * perNetwork);
    // The contact form's notifications filled its own ceiling; the application's went out.
    expect(grew('lead', 'notification', 'sent')).toBe(rateLimitDefaults.team_notifications_per_hour);
    expect(grew('lead', 'notification', 'held')).toBe(40 - rateLimitDefaults.team_notifications_per_hour);
    expect(grew('application', 'notification', 'sent')).toBe(1);
    expect(grew('application', 'confirmation', 'sent')).toBe(1);
    // The team heard once of each ceiling that tripped.
    const notices = (await emailsSince(mailbox)).filter((mail) =>
      mail.subject.startsWith('Mail ceiling reached'),
    );
    expect(notices.map((mail) => mail.subject).sort()).toEqual([
      'Mail ceiling reached: confirmations_per_network_per_hour (1) on the contact form',
      'Mail ceiling reached: confirmations_per_network_per_hour (1) on the newsletter box',
      'Mail ceiling reached: team_notifications_per_hour (20) on the contact form',
    ]);
  }, 120_000);
});

describe('per-client limits (production defaults)', () => {
  beforeEach(() =>
    limits({
      visitor_emails_per_hour: 10_000,
      visitor_emails_per_day: 10_000,
      team_notifications_per_hour: 10_000,
    }),
  );

  it('the edge refuses a sixth lead from one client in an hour with 429 and its sentence, before the backend', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await post('/api/contact', { name: 'Ada', email: uniqueEmail(`limited-${i}`) }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.body).toEqual({ ok: false, error: rateLimitMessages.lead });
    expect(await rows('select count(*)::int as n from private.rate_limit_events')).toEqual([{ n: 5 }]);
  });

  it('without JavaScript the sixth lead goes back to the form’s line, and another visitor is not affected', async () => {
    const send = (ip: string) =>
      post('/api/contact', { name: 'Ada', email: uniqueEmail('edge-limit') }, { json: false, ip });
    const locations = [];
    for (let i = 0; i < 6; i++) locations.push((await send('198.51.100.20')).location);
    expect(locations).toEqual([...Array(5).fill('/thank-you'), '/sign-up?error=limited#contact-limited']);
    expect((await send('198.51.100.21')).location).toBe('/thank-you');
  });

  it('the database holds the limit too, for a caller that goes around the edge’s count', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await callFunction('send-lead-emails', { name: 'Ada', email: uniqueEmail('db-limit') }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.body).toEqual({ ok: false, error: rateLimitMessages.lead });
    const applications = [];
    for (let i = 0; i < 6; i++)
      applications.push(
        (await callFunction('send-job-application-emails', validApplication(uniqueEmail('db-limit')))).status,
      );
    expect(applications).toEqual([200, 200, 200, 200, 200, 429]);
    const signups = [];
    for (let i = 0; i < 6; i++)
      signups.push(
        (
          await callFunction(
            'newsletter',
            { email: uniqueEmail('db-limit'), source: 'blogs' },
            '198.51.100.40',
            '/subscribe',
          )
        ).status,
      );
    expect(signups).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rotating IPv6 addresses inside one network hits the network’s own limit, at the edge and in the database', async () => {
    const inNetwork = (n: number) => `2001:db8:4242:${(n * 256).toString(16)}::${n + 1}`;
    const atEdge = [];
    for (let n = 0; n < 25; n++)
      atEdge.push(
        (await post('/api/contact', { name: 'Ada', email: uniqueEmail('v6') }, { ip: inNetwork(n) })).status,
      );
    expect(atEdge.filter((status) => status === 200)).toHaveLength(
      rateLimitDefaults.leads_per_ipv6_48_per_hour,
    );
    await limits({
      visitor_emails_per_hour: 10_000,
      visitor_emails_per_day: 10_000,
      team_notifications_per_hour: 10_000,
    });
    const inDatabase = [];
    for (let n = 0; n < 25; n++)
      inDatabase.push(
        (await callFunction('send-lead-emails', { name: 'Ada', email: uniqueEmail('v6') }, inNetwork(n)))
          .status,
      );
    expect(inDatabase.filter((status) => status === 200)).toHaveLength(
      rateLimitDefaults.leads_per_ipv6_48_per_hour,
    );
  }, 60_000);

  it('only the edge API can call a function: a wrong secret gets 401 and nothing is stored', async () => {
    const email = uniqueEmail('no-secret');
    const response = await fetch(`${stack.gatewayUrl}/functions/v1/send-lead-emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [edgeSecretHeader]: 'x'.repeat(64) },
      body: JSON.stringify({ client_address: '1.2.3.4', form: { name: 'Mallory', email } }),
    });
    expect(response.status).toBe(401);
    expect(await rows('select 1 from public.leads where email = $1', [email])).toEqual([]);
  });
});

describe('cross-site posts', () => {
  beforeAll(() => limits(noLimits));

  it.each(['https://evil.example', 'null'])(
    'a form posted from %s is refused with 403 and nothing is stored',
    async (origin) => {
      const email = uniqueEmail('csrf');
      for (const path of ['/api/contact', '/api/applications', '/api/newsletter']) {
        const response = await post(path, { name: 'Ada', ...validApplication(email) }, { origin });
        expect(response.status, path).toBe(403);
      }
      expect(await rows('select 1 from public.leads where email = $1', [email])).toEqual([]);
      expect(await rows('select 1 from public.job_applications where email = $1', [email])).toEqual([]);
      expect(await rows('select 1 from public.newsletter_subscribers where email = $1', [email])).toEqual([]);
    },
  );
});

describe('nothing is lost when the email provider fails', () => {
  beforeAll(() => limits(noLimits));

  it('with the first sends failing, every lead and application email arrives afterwards without a manual call', async () => {
    const withScript = uniqueEmail('outage-js');
    const noScript = uniqueEmail('outage-no-js');
    const applicant = uniqueEmail('outage-applicant');
    await fetch(`${stack.mailUrl}/api/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 6 }),
    });
    expect((await post('/api/contact', { name: 'Ada', email: withScript })).body).toEqual({ ok: true });
    expect((await post('/api/contact', { name: 'Grace', email: noScript }, { json: false })).location).toBe(
      '/thank-you',
    );
    expect((await post('/api/applications', validApplication(applicant))).body).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await letTimePass();
    await eventually(async () => {
      for (const address of [withScript, noScript, applicant]) {
        expect(await emailsTo(address), address).toHaveLength(1);
        expect(await teamEmailsAbout(address), address).toHaveLength(1);
      }
    }, 30_000);
  }, 45_000);

  it('after 24 hours of failures an email is given up and the team gets it in the undelivered digest', async () => {
    const email = uniqueEmail('given-up');
    const [lead] = await rows<{ id: string }>(
      "insert into public.leads (email, first_name, source, created_at) values ($1, 'Ada', 'website', now() - interval '25 hours') returning id",
      [email],
    );
    await stack.db.query(
      "insert into public.email_outbox (flow, purpose, lead_id, created_at, attempts) values ('lead', 'confirmation', $1, now() - interval '25 hours', 30)",
      [lead!.id],
    );
    await eventually(async () => {
      const digests = (await allEmails()).filter(
        (mail) => mail.subject.startsWith('Not delivered:') && mail.text.includes(email),
      );
      expect(digests).toHaveLength(1);
    });
    expect(await emailsTo(email)).toEqual([]);
  });
});

describe('the site-wide ceilings', () => {
  it('hold visitor confirmations over the hourly ceiling back without blocking anything else, and send them when there is room', async () => {
    await limits(noLimits);
    await eventually(async () =>
      expect(
        await rows(
          "select id from public.email_outbox where status in ('pending', 'sending') and next_attempt_at <= now()",
        ),
      ).toEqual([]),
    );
    const [{ n }] = await rows<{ n: number }>(
      "select count(*)::int as n from public.email_outbox where purpose = 'confirmation' and sent_at > now() - interval '1 hour'",
    );
    await limits({ ...noLimits, visitor_emails_per_hour: n + 2 });
    const addresses = Array.from({ length: 4 }, (_, i) => uniqueEmail(`ceiling-${i}`));
    for (const email of addresses) await post('/api/contact', { name: 'Ada', email });
    await eventually(async () => {
      for (const email of addresses) expect(await teamEmailsAbout(email)).toHaveLength(1);
    });
    const confirmed = async () =>
      (await Promise.all(addresses.map(emailsTo))).filter((emails) => emails.length).length;
    expect(await confirmed()).toBe(2);
    const waiting = await rows<{ next_attempt_at: Date }>(
      "select next_attempt_at from public.email_outbox where purpose = 'confirmation' and status = 'pending'",
    );
    expect(waiting).toHaveLength(2);
    for (const row of waiting) expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 60_000);
    await limits(noLimits);
    await letTimePass();
    await eventually(async () => expect(await confirmed()).toBe(4));
  }, 45_000);
});

describe('a queue that cannot stall', () => {
  it('with more confirmations held back than one batch holds, a lead whose team email failed once still gets it by itself', async () => {
    await limits(noLimits);
    await stack.db.exec(
      "update public.email_outbox set sent_at = sent_at - interval '2 days' where sent_at is not null",
    );
    // The visitor ceiling is full for the day: every confirmation from now on waits.
    await limits({ ...noLimits, visitor_emails_per_hour: 0 });
    const held = Array.from({ length: 60 }, (_, i) => uniqueEmail(`stall-held-${i}`));
    await inParallel(held.map((email) => () => post('/api/contact', { name: 'Hal', email })));
    await eventually(async () => {
      for (const email of held) expect(await teamEmailsAbout(email), email).toHaveLength(1);
    }, 60_000);
    const before = await rows<{ n: number }>(
      "select count(*)::int as n from public.email_outbox where purpose = 'confirmation' and status = 'pending'",
    );
    expect(before[0]!.n).toBeGreaterThan(50);

    const unlucky = uniqueEmail('stall-unlucky');
    await fetch(`${stack.mailUrl}/api/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    expect((await post('/api/contact', { name: 'Una Lucky', email: unlucky })).body).toEqual({ ok: true });
    await eventually(async () => {
      const [row] = await rows<{ attempts: number; status: string }>(
        "select o.attempts, o.status from public.email_outbox o join public.leads l on l.id = o.lead_id where l.email = $1 and o.purpose = 'notification'",
        [unlucky],
      );
      expect(row).toMatchObject({ attempts: 1, status: 'pending' });
    });
    // The retry is due a minute later: that minute passes, and every held confirmation is due too.
    await letTimePass();
    await eventually(async () => expect(await teamEmailsAbout(unlucky)).toHaveLength(1), 10_000);
    expect(await emailsTo(unlucky)).toEqual([]);
    const after = await rows<{ n: number }>(
      "select count(*)::int as n from public.email_outbox where purpose = 'confirmation' and status = 'pending' and next_attempt_at > now()",
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  }, 120_000);
});

describe('a flood from many clients through the edge', () => {
  it('1,000 leads from 200 clients of one network: every row stored once, the team gets the hourly ceiling plus one digest, the network its share of confirmations', async () => {
    await limits({});
    // The emails of the tests before were sent days ago, as far as the ceilings are concerned.
    await stack.db.exec(
      "update public.email_outbox set sent_at = sent_at - interval '2 days' where sent_at is not null",
    );
    await eventually(async () =>
      expect(
        await rows(
          "select id from public.email_outbox where status in ('pending', 'sending') and next_attempt_at <= now()",
        ),
      ).toEqual([]),
    );
    const before = (await allEmails()).length;
    const started = Date.now();
    const clients = Array.from(
      { length: 200 },
      (_, i) => `203.0.${113 + Math.floor(i / 250)}.${(i % 250) + 1}`,
    );
    const leads = clients.flatMap((ip, client) =>
      Array.from({ length: rateLimitDefaults.leads_per_client_per_hour }, (_, n) => ({
        ip,
        email: `flood-${client}-${n}-${crypto.randomUUID().slice(0, 4)}@example.com`,
      })),
    );
    const answers = await inParallel(
      leads.map(
        (lead) => () =>
          post('/api/contact', { name: 'Flo Od', email: lead.email, message: 'Flood' }, { ip: lead.ip }),
      ),
      20,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1000);
    expect(seconds).toBeLessThan(240);
    expect(
      await rows(
        "select count(*)::int as n, count(distinct email)::int as distinct from public.leads where email like 'flood-%'",
      ),
    ).toEqual([{ n: 1000, distinct: 1000 }]);
    // One more from the first client is over its limit.
    expect(
      (await post('/api/contact', { name: 'Flo', email: uniqueEmail('flood-extra') }, { ip: clients[0] }))
        .status,
    ).toBe(429);

    await eventually(async () => {
      const [queue] = await rows<{ waiting: number }>(
        "select count(*)::int as waiting from public.email_outbox where status in ('pending', 'sending') and next_attempt_at <= now()",
      );
      expect(queue!.waiting).toBe(0);
    }, 60_000);
    const sent = await emailsSince(before);
    const team = sent.filter((email) => email.subject.startsWith('New lead: Flo Od'));
    const confirmations = sent.filter((email) => email.subject.startsWith('Thanks for reaching out'));
    expect(team).toHaveLength(rateLimitDefaults.team_notifications_per_hour);
    // The 200 clients are one /24: its network's share of the contact form's confirmations went out.
    expect(confirmations).toHaveLength(rateLimitDefaults.confirmations_per_network_per_hour);
    const perVisitor = new Map<string, number>();
    for (const email of confirmations) perVisitor.set(email.to[0]!, (perVisitor.get(email.to[0]!) ?? 0) + 1);
    expect([...perVisitor.values()].every((count) => count === 1)).toBe(true);

    // An hour later (time moved, not waited for): one digest lists every held notification.
    await letTimePass();
    await eventually(async () => {
      const digests = (await emailsSince(before)).filter((email) => email.subject.startsWith('Digest:'));
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe(
        `Digest: ${1000 - rateLimitDefaults.team_notifications_per_hour} notifications from the contact form`,
      );
    }, 30_000);
    // The digest's rows are marked listed once the provider has accepted it, a moment after it arrives.
    await eventually(async () =>
      expect(
        await rows(
          "select o.status, count(*)::int as n from public.email_outbox o join public.leads l on l.id = o.lead_id where l.email like 'flood-%' and o.purpose = 'notification' group by o.status order by o.status",
        ),
      ).toEqual([
        { status: 'listed', n: 1000 - rateLimitDefaults.team_notifications_per_hour },
        { status: 'sent', n: rateLimitDefaults.team_notifications_per_hour },
      ]),
    );
  }, 300_000);
});

describe('boundary values get the same verdict from every layer', () => {
  beforeAll(() => limits(noLimits));

  const verdict = (accepted: boolean, message?: string): Verdict =>
    accepted ? { accepted: true } : { accepted: false, message: message ?? '' };

  it.each(contactCases)('a contact form with $label', async ({ form, verdict: expected }) => {
    const parsed = contactFormSchema.safeParse(form);
    expect(parsed.success ? verdict(true) : verdict(false, firstIssueMessage(parsed.error))).toEqual(
      expected,
    );
    // The edge API, as the app asks and without JavaScript.
    const json = await post('/api/contact', form);
    expect(json.status === 200 ? verdict(true) : verdict(false, json.body?.error)).toEqual(expected);
    const plain = await post('/api/contact', form, { json: false });
    expect(plain.location).toBe(expected.accepted ? '/thank-you' : '/sign-up?error=invalid#contact-invalid');
    // The function, called as the edge calls it, with the raw form.
    const fn = await callFunction('send-lead-emails', form);
    expect(fn.status === 200 ? verdict(true) : verdict(false, String(fn.body.error))).toEqual(expected);
  });

  it.each(applicationCases)('an application with $label', async ({ changes, verdict: expected }) => {
    const application = validApplication(uniqueEmail('boundary'), changes);
    const parsed = applicationSchema.safeParse(application);
    expect(parsed.success ? verdict(true) : verdict(false, firstIssueMessage(parsed.error))).toEqual(
      expected,
    );
    const json = await post('/api/applications', application);
    expect(json.status === 200 ? verdict(true) : verdict(false, json.body?.error)).toEqual(expected);
    const fn = await callFunction('send-job-application-emails', {
      ...application,
      idempotency_key: crypto.randomUUID(),
    });
    expect(fn.status === 200 ? verdict(true) : verdict(false, String(fn.body.error))).toEqual(expected);
  });
});

describe('the newsletter', () => {
  beforeAll(() => limits(noLimits));

  it('keeps one row per address, however often and however typed, and sends one confirmation a day', async () => {
    const email = uniqueEmail('reader');
    expect((await post('/api/newsletter', { email, source: 'blogs' })).body).toEqual({ ok: true });
    expect(
      (await post('/api/newsletter', { email: ` ${email.toUpperCase()} `, source: 'blogs' })).body,
    ).toEqual({ ok: true });
    const plain = await post(
      '/api/newsletter',
      { email, source: 'blogs' },
      { json: false, referer: `${site}/blogs` },
    );
    expect(plain.location).toBe('/blogs?newsletter=done#newsletter-done');
    expect(
      await rows('select email, source, status from public.newsletter_subscribers where email = $1', [email]),
    ).toEqual([{ email, source: 'blogs', status: 'pending' }]);
    await eventually(async () => expect(await emailsTo(email)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe('the newsletter’s link pages', () => {
  beforeEach(() => limits({}));

  const forged = () =>
    `${Buffer.from(JSON.stringify({ p: 'confirm', s: crypto.randomUUID() })).toString('base64url')}.${'A'.repeat(43)}`;

  it('count each client before reading the token: past the limit a forged and a real token get the same 429', async () => {
    const email = uniqueEmail('link-limit');
    await callFunction('newsletter', { email, source: 'blogs' }, '100.64.9.9', '/subscribe');
    await eventually(async () => expect(await emailsTo(email)).toHaveLength(1));
    const [confirmation] = await emailsTo(email);
    const realToken = /token=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(confirmation!.text)![1]!;
    const ip = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < rateLimitDefaults.newsletter_links_per_client_per_hour; i++)
      answers.push(await post('/api/newsletter/confirm', { token: forged() }, { ip }));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const overForged = await post('/api/newsletter/confirm', { token: forged() }, { ip });
    const overReal = await post('/api/newsletter/confirm', { token: realToken }, { ip });
    expect(overForged).toEqual(overReal);
    expect(overReal).toMatchObject({
      status: 429,
      body: { ok: false, error: rateLimitMessages.newsletter_link },
    });
    expect(await rows('select status from public.newsletter_subscribers where email = $1', [email])).toEqual([
      { status: 'pending' },
    ]);
    // Another client confirms with the real link.
    expect((await post('/api/newsletter/confirm', { token: realToken }, { ip: '192.0.2.78' })).body).toEqual({
      ok: true,
      outcome: 'confirmed',
    });
  });
});

describe('the stack', () => {
  it('was asked nothing it does not emulate', () => {
    expect(stack.unsupportedRequests()).toEqual([]);
  });
});
