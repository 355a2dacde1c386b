/**
 * The forms, tried the way an attacker would, against a local stack of their own (loopback only,
 * bounded in count and time): mail bombing, the per-client and site-wide limits, cross-site posts,
 * the provider failing, and the boundary values fed through every layer (the shared schema, the edge
 * API's Hono route, the Supabase function, the database). Also the newsletter's one row per address,
 * from the browser call and from the no-JavaScript route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/_lib/app';
import { subscribeNewsletter } from '../../site/src/features/newsletter/subscribe-newsletter';
import { applicationSchema } from '../../shared/schemas/application';
import { firstIssueMessage } from '../../shared/schemas/fields';
import { contactFormSchema } from '../../shared/schemas/lead';
import type { RateLimitName } from '../../shared/schemas/limits';
import { rateLimitMessages } from '../../shared/schemas/messages';
import { splitFullName } from '../../shared/lead-rules';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { applicationCases, contactCases, validApplication, type Verdict } from '../helpers/boundaries';

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

let stack: LocalStack;
let dataDir: string;
let anon: SupabaseClient;

const site = 'http://site.test';
const edge = createApp();
const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
/** Room for everything: a test that exercises one limit lowers only that one. */
const noLimits: Partial<Record<RateLimitName, number>> = {
  leads_per_client_per_hour: 10_000,
  applications_per_client_per_hour: 10_000,
  newsletter_signups_per_client_per_hour: 10_000,
  visitor_emails_per_hour: 10_000,
  visitor_emails_per_day: 10_000,
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emberwise-abuse-'));
  stack = await startLocalStack({ dataDir, gatewayPort: 0, mailPort: 0, quiet: true, resendIntervalMs: 500 });
  anon = createClient(stack.gatewayUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Fresh counters and the given limits (every other limit at its production default). */
async function limits(overrides: Partial<Record<RateLimitName, number>>) {
  await stack.setRateLimits(overrides);
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
const emailsTo = async (address: string) => (await allEmails()).filter((email) => email.to.includes(address));
const teamEmailsAbout = async (address: string) =>
  (await allEmails()).filter((email) => email.replyTo.includes(address) && !email.to.includes(address));

const rows = async (sql: string, params: unknown[] = []) => (await stack.db.query(sql, params)).rows;

/** The browser's lead insert and its email call. */
async function browserLead(lead: Record<string, unknown>) {
  const insert = await anon.from('leads').insert({ status: 'new', source: 'website', ...lead });
  if (!insert.error) await anon.functions.invoke('send-lead-emails', { body: { email: lead.email } });
  return insert;
}

/** The no-JavaScript contact form, posted to the edge API from this site's page. */
function postContact(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return edge.request(
    `${site}/api/contact`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: site,
        'cf-connecting-ip': '198.51.100.10',
        ...headers,
      },
      body: new URLSearchParams(fields),
    },
    { SUPABASE_URL: stack.gatewayUrl, FORM_RELAY_SECRET: stack.formRelaySecret },
  );
}

function postNewsletter(fields: Record<string, string>) {
  return edge.request(
    `${site}/api/newsletter`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: site,
        referer: `${site}/blogs`,
        'cf-connecting-ip': '198.51.100.11',
      },
      body: new URLSearchParams(fields),
    },
    { SUPABASE_URL: stack.gatewayUrl, FORM_RELAY_SECRET: stack.formRelaySecret },
  );
}

async function invoke(name: string, body: unknown, path = '') {
  const response = await fetch(`${stack.gatewayUrl}/functions/v1/${name}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function relay(route: 'lead' | 'newsletter', body: unknown) {
  const response = await fetch(`${stack.gatewayUrl}/functions/v1/form-relay/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-relay-secret': stack.formRelaySecret },
    body: JSON.stringify(body),
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
          invoke(
            'send-job-application-emails',
            validApplication(victim, { cover_letter: 'Buy cheap pills at evil.example' }),
          ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await eventually(async () => expect(await teamEmailsAbout(victim)).toHaveLength(50));
    const confirmations = await emailsTo(victim);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.html).not.toContain('cheap pills');
    const stored = await rows('select count(*)::int as n from public.job_applications where email = $1', [
      victim,
    ]);
    expect(stored).toEqual([{ n: 50 }]);
  }, 60_000);

  it('applications to one address for many positions send it at most the daily number of confirmations', async () => {
    const victim = uniqueEmail('victim-positions');
    for (let i = 0; i < 6; i++) {
      await invoke(
        'send-job-application-emails',
        validApplication(victim, { position_title: `Position ${i}` }),
      );
    }
    await eventually(async () => expect(await teamEmailsAbout(victim)).toHaveLength(6));
    expect(await emailsTo(victim)).toHaveLength(3);
  });

  it('50 leads with case variants of one address make 1 row and 1 confirmation', async () => {
    const base = `Victim.Lead-${crypto.randomUUID().slice(0, 6)}@Example.com`;
    const address = base.toLowerCase();
    const variant = (i: number) =>
      `${i % 3 ? ' ' : ''}${[...base].map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('')}`;
    await inParallel<unknown>(
      Array.from(
        { length: 50 },
        (_, i) => async () =>
          i % 2
            ? browserLead({ email: variant(i), first_name: 'Eve', message: `Spam ${i} at evil.example` })
            : postContact({ name: 'Eve', email: variant(i), message: `Spam ${i} at evil.example` }),
      ),
    );
    expect(await rows('select count(*)::int as n from public.leads where email = $1', [address])).toEqual([
      { n: 1 },
    ]);
    await eventually(async () => {
      expect(await emailsTo(address)).toHaveLength(1);
      const team = await teamEmailsAbout(address);
      expect(team.filter((email) => email.subject.startsWith('New lead'))).toHaveLength(1);
      expect(team.filter((email) => email.subject.startsWith('Returning contact'))).toHaveLength(3);
    });
    const [confirmation] = await emailsTo(address);
    expect(confirmation!.html).not.toMatch(/Spam|evil\.example/);
  }, 60_000);
});

describe('per-client limits (production defaults)', () => {
  // Production defaults for the per-client limits; room in the mail ceilings for the confirmations.
  beforeEach(() => limits({ visitor_emails_per_hour: 10_000, visitor_emails_per_day: 10_000 }));

  it('a sixth lead from one client in an hour is refused with 429 and stores nothing', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await browserLead({ email: uniqueEmail(`limited-${i}`), first_name: 'Ada' }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.error).toMatchObject({ code: 'rate_limited', message: rateLimitMessages.lead });
    const stored = await rows("select count(*)::int as n from public.leads where email like 'limited-%'");
    expect(stored).toEqual([{ n: 5 }]);
  });

  it('a sixth application from one client is refused with 429 and its sentence, and stores nothing', async () => {
    const email = uniqueEmail('limited-applicant');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await invoke('send-job-application-emails', validApplication(email)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.body).toEqual({ ok: false, error: rateLimitMessages.application });
    expect(
      await rows('select count(*)::int as n from public.job_applications where email = $1', [email]),
    ).toEqual([{ n: 5 }]);
  });

  it('a sixth newsletter sign-up from one client is refused with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await anon.from('newsletter_subscribers').insert({ email: uniqueEmail(`limited-reader-${i}`) }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('the no-JavaScript form counts the visitor (CF-Connecting-IP at the edge), not the edge', async () => {
    const post = (ip: string) =>
      postContact({ name: 'Ada', email: uniqueEmail('edge-limit') }, { 'cf-connecting-ip': ip });
    const locations = [];
    for (let i = 0; i < 6; i++) locations.push((await post('198.51.100.20')).headers.get('location'));
    expect(locations).toEqual([...Array(5).fill('/thank-you'), '/sign-up?error=limited#contact-limited']);
    // Another visitor through the same edge is not affected.
    expect((await post('198.51.100.21')).headers.get('location')).toBe('/thank-you');
  });

  it('the rate-limit table holds salted hashes only, never an address', async () => {
    await postContact(
      { name: 'Ada', email: uniqueEmail('privacy') },
      { 'cf-connecting-ip': '198.51.100.99' },
    );
    await browserLead({ email: uniqueEmail('privacy'), first_name: 'Ada' });
    const events = await rows('select * from private.rate_limit_events');
    expect(events.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(events);
    for (const address of ['198.51.100.99', '127.0.0.1']) expect(text).not.toContain(address);
    for (const event of events as { client_hash: string }[])
      expect(event.client_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cross-site posts', () => {
  beforeAll(() => limits(noLimits));

  it.each(['https://evil.example', 'null'])(
    'a contact form posted from %s is refused with 403 and nothing is stored',
    async (origin) => {
      const email = uniqueEmail('csrf');
      const response = await postContact({ name: 'Ada', email }, { origin });
      expect(response.status).toBe(403);
      expect(await rows('select 1 from public.leads where email = $1', [email])).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        await allEmails().then((emails) => emails.filter((mail) => JSON.stringify(mail).includes(email))),
      ).toEqual([]);
    },
  );
});

describe('nothing is lost when the email provider fails', () => {
  beforeAll(() => limits(noLimits));

  it('with the first sends failing, every lead and application email arrives afterwards without a manual call', async () => {
    const browser = uniqueEmail('outage-browser');
    const noScript = uniqueEmail('outage-no-js');
    const applicant = uniqueEmail('outage-applicant');
    await fetch(`${stack.mailUrl}/api/fail`, { method: 'POST', body: JSON.stringify({ count: 6 }) });
    await browserLead({ email: browser, first_name: 'Ada' });
    await postContact({ name: 'Grace', email: noScript });
    expect((await invoke('send-job-application-emails', validApplication(applicant))).body).toEqual({
      ok: true,
    });
    await eventually(async () => {
      for (const address of [browser, noScript, applicant]) {
        expect(await emailsTo(address), address).toHaveLength(1);
        expect(await teamEmailsAbout(address), address).toHaveLength(1);
      }
    }, 30_000);
    const marked = await rows(
      'select bool_and(notification_sent_at is not null and confirmation_sent_at is not null) as done from public.leads where email = any($1)',
      [[browser, noScript]],
    );
    expect(marked).toEqual([{ done: true }]);
  }, 45_000);

  it('after 24 hours of failures the row is marked for a person and the schedule stops', async () => {
    const email = uniqueEmail('given-up');
    await stack.db.query(
      "insert into public.leads (email, first_name, created_at) values ($1, 'Ada', now() - interval '25 hours')",
      [email],
    );
    await eventually(async () => {
      const [lead] = (await rows('select emails_given_up_at from public.leads where email = $1', [
        email,
      ])) as {
        emails_given_up_at: Date | null;
      }[];
      expect(lead!.emails_given_up_at).not.toBeNull();
    });
    expect(await emailsTo(email)).toEqual([]);
  });
});

describe('the site-wide ceiling on visitor emails', () => {
  it('holds confirmations over the hourly ceiling back, and the schedule sends them when there is room', async () => {
    await limits(noLimits);
    // Nothing else may be waiting for a slot, or the schedule would take it.
    await eventually(async () =>
      expect(
        await rows(
          'select id from public.leads where confirmation_sent_at is null and emails_given_up_at is null union all select id from public.job_applications where applicant_emailed_at is null and applicant_email_skipped_at is null and emails_given_up_at is null',
        ),
      ).toEqual([]),
    );
    const reserved = (await rows(
      "select count(*)::int as n from (select confirmation_reserved_at from public.leads where confirmation_reserved_at > now() - interval '1 hour' union all select applicant_email_reserved_at from public.job_applications where applicant_email_reserved_at > now() - interval '1 hour') r",
    )) as { n: number }[];
    await limits({
      ...noLimits,
      visitor_emails_per_hour: reserved[0]!.n + 2,
      visitor_emails_per_day: 10_000,
    });
    const addresses = Array.from({ length: 4 }, (_, i) => uniqueEmail(`ceiling-${i}`));
    for (const email of addresses) await browserLead({ email, first_name: 'Ada' });
    await eventually(async () => {
      for (const email of addresses) expect(await teamEmailsAbout(email)).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const confirmed = async () =>
      (await Promise.all(addresses.map(emailsTo))).filter((emails) => emails.length).length;
    expect(await confirmed()).toBe(2);
    await limits(noLimits);
    await eventually(async () => expect(await confirmed()).toBe(4));
  }, 45_000);
});

describe('boundary values get the same verdict from every layer', () => {
  beforeAll(() => limits(noLimits));

  const verdict = (accepted: boolean, message?: string): Verdict =>
    accepted ? { accepted: true } : { accepted: false, message: message ?? '' };

  it.each(contactCases)('a contact form with $label', async ({ form, verdict: expected }) => {
    const fields = { ...form, email: form.email };
    // The shared schema.
    const parsed = contactFormSchema.safeParse(fields);
    expect(parsed.success ? verdict(true) : verdict(false, firstIssueMessage(parsed.error))).toEqual(
      expected,
    );
    // The edge API's no-JavaScript route.
    const route = await postContact(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? ''])));
    expect(route.headers.get('location')).toBe(
      expected.accepted ? '/thank-you' : '/sign-up?error=invalid#contact-invalid',
    );
    // The Supabase function.
    const fn = await relay('lead', { client_address: '198.51.100.30', lead: fields });
    expect(fn.status === 200 ? verdict(true) : verdict(false, String(fn.body.error))).toEqual(expected);
    // The database, given the raw values.
    const { first_name, last_name } = splitFullName(form.name);
    const insert = await anon.from('leads').insert({
      email: form.email,
      first_name: first_name || form.name,
      last_name,
      message: form.message ?? null,
      source: form.source ?? null,
      status: 'new',
    });
    expect(insert.error === null).toBe(expected.accepted);
    if (insert.error) expect([insert.status, insert.error.code]).toEqual([400, '23514']);
  });

  it.each(applicationCases)('an application with $label', async ({ changes, verdict: expected }) => {
    const application = validApplication(uniqueEmail('boundary'), changes);
    const parsed = applicationSchema.safeParse(application);
    expect(parsed.success ? verdict(true) : verdict(false, firstIssueMessage(parsed.error))).toEqual(
      expected,
    );
    const fn = await invoke('send-job-application-emails', {
      ...application,
      idempotency_key: crypto.randomUUID(),
    });
    expect(fn.status === 200 ? verdict(true) : verdict(false, String(fn.body.error))).toEqual(expected);
    const service = createClient(stack.gatewayUrl, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtime as never },
    });
    const stored = await service.rpc('submit_job_application', {
      application,
      client_address: '198.51.100.31',
    });
    expect(stored.error === null).toBe(expected.accepted);
  });
});

describe('the newsletter keeps one row per address', () => {
  beforeAll(() => limits(noLimits));

  it('two sign-ups of one address by the browser call store exactly one row', async () => {
    const email = uniqueEmail('reader-browser');
    const deps = { loadClient: async () => anon };
    expect(await subscribeNewsletter({ email, source: 'blogs' }, deps)).toEqual({ status: 'subscribed' });
    expect(await subscribeNewsletter({ email: ` ${email.toUpperCase()} `, source: 'blogs' }, deps)).toEqual({
      status: 'subscribed',
    });
    expect(
      await rows('select email, source from public.newsletter_subscribers where email = $1', [email]),
    ).toEqual([{ email, source: 'blogs' }]);
  });

  it('two sign-ups of one address without JavaScript store exactly one row', async () => {
    const email = uniqueEmail('reader-no-js');
    for (const typed of [email, email.toUpperCase()]) {
      const response = await postNewsletter({ email: typed, source: 'blogs', company_website: '' });
      expect([response.status, response.headers.get('location')]).toEqual([
        303,
        '/blogs?subscribed=1#newsletter-subscribed',
      ]);
    }
    expect(await rows('select email from public.newsletter_subscribers where email = $1', [email])).toEqual([
      { email },
    ]);
  });
});

describe('the stack', () => {
  it('was asked nothing it does not emulate', () => {
    expect(stack.unsupportedRequests()).toEqual([]);
  });
});
