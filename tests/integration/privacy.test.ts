/**
 * The privacy policy's promises, done by the database: the retention job deletes exactly what has
 * expired under each rule (rows placed one day on either side of each boundary, by moving their
 * timestamps), logs counts only, and takes what depends on a row with it; the team's actions move
 * the boundaries; export finds every stored field of an address and erasure leaves nothing. The team
 * runs all of it with `npm run privacy`, tested here against a local stack of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/_lib/app';
import { ClientLimiter } from '../../functions/_lib/limiter';
import { runPrivacyCommand } from '../../scripts/privacy';
import { apiMessages } from '../../shared/schemas/messages';
import { postgresInterval, retentionRules } from '../../shared/retention';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';

let stack: LocalStack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emberwise-privacy-'));
  stack = await startLocalStack({
    dataDir,
    gatewayPort: 0,
    mailPort: 0,
    quiet: true,
    resendIntervalMs: 0,
    retentionIntervalMs: 0,
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await stack.db.query<T>(text, params)).rows;
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const count = async (table: string, where: string, params: unknown[] = []) =>
  (await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]!.n;

/** A lead (with one further message and one queued email) whose last contact was `age` ago. */
async function leadContacted(email: string, age: string, status = 'new') {
  const [lead] = await sql<{ id: string }>(
    `insert into public.leads (email, first_name, source, status, created_at, last_contact_at)
     values ($1, 'Ada', 'website', $2, now() - $3::interval, now() - $3::interval) returning id`,
    [email, status, age],
  );
  await sql("insert into public.lead_messages (lead_id, first_name, source) values ($1, 'Ada', 'website')", [
    lead!.id,
  ]);
  await sql(
    "insert into public.email_outbox (flow, purpose, lead_id, status, sent_at) values ('lead', 'notification', $1, 'sent', now())",
    [lead!.id],
  );
  return lead!.id;
}

/** An application `created` ago (or at the SQL expression `createdAt`), closed and consented `closed` and `consent` ago. */
async function application(
  email: string,
  values: { created?: string; createdAt?: string; closed?: string; consent?: string },
) {
  const createdAt = values.createdAt ?? "now() - coalesce($2::interval, interval '0')";
  await sql(
    `insert into public.job_applications (idempotency_key, position_title, position_type, first_name, last_name, email, source,
       created_at, procedure_closed_at, retention_consent_at)
     values (gen_random_uuid(), 'AI Transformation Specialist', 'specific', 'Grace', 'Hopper', $1, 'website',
       ${createdAt}, now() - $3::interval, now() - $4::interval)
     returning $2::interval as created`,
    [email, values.created ?? null, values.closed ?? null, values.consent ?? null],
  );
}

const enforce = async () =>
  (await sql<{ counts: Record<string, number> }>('select private.enforce_retention() as counts'))[0]!.counts;

describe('the retention rules', () => {
  it('equal the shared periods, one by one', async () => {
    const rows = await sql<{ name: string; keep: string }>(
      'select name, keep::text as keep from private.retention_rules order by name',
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.keep]))).toEqual(
      Object.fromEntries(
        Object.entries(retentionRules).map(([name, period]) => [name, postgresInterval(period)]),
      ),
    );
  });
});

describe('the retention job deletes exactly what expired, a day on either side of each boundary', () => {
  beforeEach(async () => {
    await stack.db.exec(
      'delete from public.leads; delete from public.job_applications; delete from public.newsletter_subscribers; delete from public.email_outbox; delete from private.rate_limit_events; delete from private.retention_log',
    );
  });

  it('contact enquiries: 24 months after the last contact, with their messages and emails; clients stay', async () => {
    const kept = await leadContacted(unique('kept'), '24 months - 1 day');
    const expired = await leadContacted(unique('expired'), '24 months 1 day');
    const client = await leadContacted(unique('client'), '5 years', 'client');
    expect((await enforce()).leads_after_last_contact).toBe(1);
    expect(await sql('select id from public.leads order by id')).toEqual(
      [{ id: kept }, { id: client }].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await count('public.lead_messages', 'lead_id = $1', [expired])).toBe(0);
    expect(await count('public.email_outbox', 'lead_id = $1', [expired])).toBe(0);
    expect(await count('public.lead_messages', 'lead_id = $1', [kept])).toBe(1);
  });

  it('job applications: 4 weeks after the procedure ended, or after the 6-month limit when it was never closed', async () => {
    await application(unique('closed-kept'), { created: '3 months', closed: '27 days' });
    await application(unique('closed-expired'), { created: '3 months', closed: '29 days' });
    // Never closed: the procedure counts as ended 6 months after the application, counted back from now.
    const limit = "now() - interval '28 days' - interval '6 months'";
    await application(unique('open-kept'), { createdAt: `${limit} + interval '1 day'` });
    await application(unique('open-expired'), { createdAt: `${limit} - interval '1 day'` });
    expect((await enforce()).applications_after_procedure).toBe(2);
    expect(
      (await sql<{ email: string }>('select email from public.job_applications order by email')).map((row) =>
        row.email.split('-').slice(0, 2).join('-'),
      ),
    ).toEqual(['closed-kept', 'open-kept']);
  });

  it('job applications with consent: a year after the consent, never before the procedure’s 4 weeks', async () => {
    await application(unique('consent-kept'), {
      created: '13 months',
      closed: '11 months',
      consent: '1 year - 1 day',
    });
    await application(unique('consent-expired'), {
      created: '13 months',
      closed: '11 months',
      consent: '1 year 1 day',
    });
    await application(unique('consent-procedure-open'), { created: '1 month', consent: '1 year 1 day' });
    expect((await enforce()).applications_with_consent).toBe(1);
    expect(
      (await sql<{ email: string }>('select email from public.job_applications order by email')).map((row) =>
        row.email.split('-').slice(0, 2).join('-'),
      ),
    ).toEqual(['consent-kept', 'consent-procedure']);
  });

  it('newsletter: an unconfirmed sign-up after 7 days; a confirmed subscriber stays until unsubscribing', async () => {
    await sql(
      `insert into public.newsletter_subscribers (email, source, status, created_at, confirmed_at) values
         ($1, 'blogs', 'pending', now() - interval '6 days', null),
         ($2, 'blogs', 'pending', now() - interval '8 days', null),
         ($3, 'blogs', 'confirmed', now() - interval '3 years', now() - interval '3 years')`,
      [unique('pending-kept'), unique('pending-expired'), unique('confirmed')],
    );
    expect((await enforce()).newsletter_unconfirmed).toBe(1);
    expect(
      (await sql<{ status: string }>('select status from public.newsletter_subscribers order by status')).map(
        (row) => row.status,
      ),
    ).toEqual(['confirmed', 'pending']);
  });

  it('email delivery records: 30 days after sending or giving up; nothing still to be sent', async () => {
    const lead = await leadContacted(unique('emails'), '1 day');
    await sql('delete from public.email_outbox');
    await sql(
      `insert into public.email_outbox (flow, purpose, lead_id, status, sent_at, given_up_at, created_at) values
         ('lead', 'notification', $1, 'sent', now() - interval '29 days', null, now() - interval '29 days'),
         ('lead', 'notification', $1, 'sent', now() - interval '31 days', null, now() - interval '31 days'),
         ('lead', 'confirmation', $1, 'given_up', null, now() - interval '31 days', now() - interval '32 days'),
         ('lead', 'confirmation', $1, 'pending', null, null, now() - interval '40 days')`,
      [lead],
    );
    expect((await enforce()).email_delivery_records).toBe(2);
    expect(
      (await sql<{ status: string }>('select status from public.email_outbox order by status')).map(
        (row) => row.status,
      ),
    ).toEqual(['pending', 'sent']);
  });

  it('abuse-protection records: after 24 hours', async () => {
    await sql(
      `insert into private.rate_limit_events (form, scope, client_hash, created_at) values
         ('lead', 'client', repeat('a', 64), now() - interval '23 hours'),
         ('lead', 'client', repeat('b', 64), now() - interval '25 hours')`,
    );
    expect((await enforce()).abuse_protection_records).toBe(1);
    expect(await sql('select client_hash from private.rate_limit_events')).toEqual([
      { client_hash: 'a'.repeat(64) },
    ]);
  });

  it('logs what each rule deleted, as counts only', async () => {
    await leadContacted(unique('logged'), '3 years');
    await enforce();
    const log = await sql<{ rule: string; deleted: number }>(
      'select rule, deleted from private.retention_log order by rule',
    );
    expect(log.map((row) => row.rule).sort()).toEqual(
      Object.keys(retentionRules)
        .filter((rule) => rule !== 'application_procedure_limit')
        .sort(),
    );
    expect(log.find((row) => row.rule === 'leads_after_last_contact')!.deleted).toBe(1);
    const columns = await sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'private' and table_name = 'retention_log' order by column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual(['deleted', 'id', 'ran_at', 'rule']);
  });
});

describe('npm run privacy', () => {
  const lines: string[] = [];
  const run = async (...args: string[]) => {
    lines.length = 0;
    await runPrivacyCommand(args, { url: stack.gatewayUrl, key: stack.serviceRoleKey, local: true }, (line) =>
      lines.push(line),
    );
    return lines.join('\n');
  };

  it('mark-client keeps a lead past the 24 months; record-contact moves its last contact', async () => {
    const client = unique('cli-client');
    const contacted = unique('cli-contacted');
    await leadContacted(client, '25 months');
    await leadContacted(contacted, '25 months');
    expect(await run('mark-client', client.toUpperCase())).toBe('1 lead changed.');
    expect(await run('record-contact', contacted)).toBe('1 lead changed.');
    await run('retention');
    expect(await count('public.leads', 'email = any($1)', [[client, contacted]])).toBe(2);
    await expect(run('record-contact', contacted, '2999-01-01')).rejects.toThrow(/future/);
  });

  it('close-procedure and close-application start the 4 weeks; consent keeps an application a year', async () => {
    const [a, b, c] = [unique('cli-a'), unique('cli-b'), unique('cli-c')];
    for (const email of [a, b, c]) await application(email, { created: '2 days' });
    expect(await run('close-procedure', 'ai transformation specialist')).toMatch(
      /^\d+ applications changed\.$/,
    );
    expect(await run('close-application', a)).toBe('0 applications changed.');
    expect(await run('record-consent', b)).toBe('1 application changed.');
    expect(await run('withdraw-consent', c)).toBe('1 application changed.');
    const [row] = await sql<{ closed: boolean; consent: boolean }>(
      'select procedure_closed_at is not null as closed, retention_consent_at is not null as consent from public.job_applications where email = $1',
      [b],
    );
    expect(row).toEqual({ closed: true, consent: true });
  });

  it('export finds every stored field of an address, in every table; erase leaves zero rows', async () => {
    const email = unique('cli-person');
    const lead = await leadContacted(email, '1 day');
    await application(email, { created: '1 day' });
    await sql("insert into public.newsletter_subscribers (email, source) values ($1, 'blogs')", [email]);
    const exported = JSON.parse(await run('export', email)) as Record<string, Record<string, unknown>[]> & {
      found: number;
    };
    expect(exported.found).toBe(5);
    for (const [key, table] of [
      ['leads', 'leads'],
      ['lead_messages', 'lead_messages'],
      ['job_applications', 'job_applications'],
      ['newsletter_subscribers', 'newsletter_subscribers'],
      ['email_outbox', 'email_outbox'],
    ] as const) {
      const columns = await sql<{ column_name: string }>(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
        [table],
      );
      expect(exported[key]!.length, key).toBeGreaterThan(0);
      expect(Object.keys(exported[key]![0]!).sort(), key).toEqual(
        columns.map((column) => column.column_name).sort(),
      );
    }
    expect(exported.lead_messages![0]!.lead_id).toBe(lead);

    await expect(run('erase', email)).rejects.toThrow(/--yes/);
    expect(await run('erase', email, '--yes')).toMatch(/^Erased 5 row\(s\)/);
    const left = JSON.parse(await run('export', email)) as { found: number };
    expect(left.found).toBe(0);
    for (const table of ['public.leads', 'public.job_applications', 'public.newsletter_subscribers']) {
      expect(await count(table, 'email = $1', [email]), table).toBe(0);
    }
    expect(await count('public.lead_messages', 'lead_id = $1', [lead])).toBe(0);
    expect(await count('public.email_outbox', 'lead_id = $1', [lead])).toBe(0);
  });

  it('restrict keeps the data past its retention and sends nothing about it; --lift ends both', async () => {
    const email = unique('cli-restricted');
    const lead = await leadContacted(email, '25 months');
    await sql(
      "insert into public.email_outbox (flow, purpose, lead_id) values ('lead', 'confirmation', $1)",
      [lead],
    );
    expect(await run('restrict', email)).toBe(
      'Restricted: {"leads":1,"job_applications":0,"newsletter_subscribers":0}',
    );
    await run('retention');
    expect(await count('public.leads', 'email = $1', [email])).toBe(1);
    const claim = (
      await sql<{ claim: { dropped: number; emails: unknown[] } }>(
        "select public.claim_emails('lead', array(select id from public.email_outbox where lead_id = $1)) as claim",
        [lead],
      )
    )[0]!.claim;
    expect(claim).toMatchObject({ dropped: 1, emails: [] });
    expect(await run('restrict', email, '--lift')).toMatch(/^Restriction lifted: \{"leads":1,/);
    await run('retention');
    expect(await count('public.leads', 'email = $1', [email])).toBe(0);
  });

  it('object stops follow-up: the lead is marked, its newsletter ends, a contact no longer extends its keeping', async () => {
    const email = unique('cli-objecting');
    await leadContacted(email, '1 month');
    await sql("insert into public.newsletter_subscribers (email, source) values ($1, 'blogs')", [email]);
    expect(await run('object', email)).toBe(
      'No follow-up from now on: {"leads":1,"newsletter_subscribers":1}',
    );
    expect(await count('public.leads', 'email = $1 and no_follow_up_at is not null', [email])).toBe(1);
    expect(await count('public.newsletter_subscribers', 'email = $1', [email])).toBe(0);
    await expect(run('record-contact', email)).rejects.toThrow(/objected to follow-up/);
  });

  it('correct changes one field in every row of the address, and refuses what the forms refuse', async () => {
    const email = unique('cli-correct');
    await leadContacted(email, '1 day');
    await application(email, { created: '1 day' });
    expect(await run('correct', email, 'first_name', 'Ada')).toBe(
      'first_name corrected: {"leads":1,"job_applications":1}',
    );
    expect(await count('public.job_applications', "email = $1 and first_name = 'Ada'", [email])).toBe(1);
    await expect(run('correct', email, 'first_name', 'Ada\u202eevil')).rejects.toThrow(/name_text_check/);
    await expect(run('correct', email, 'status', 'client')).rejects.toThrow(/a correction changes one of/);
  });

  it('end-client: a former client’s 24 months start again from the end', async () => {
    const email = unique('cli-ended');
    await leadContacted(email, '30 months', 'client');
    expect(await run('end-client', email)).toBe('1 lead changed.');
    await run('retention');
    expect(await count('public.leads', "email = $1 and status = 'new'", [email])).toBe(1);
  });

  it('record-consent is per application and never restarts the year of a consent already given', async () => {
    const email = unique('cli-consent');
    await application(email, { created: '3 days' });
    await application(email, { created: '1 day' });
    await expect(run('record-consent', email)).rejects.toThrow(/has 2 applications: name the one/);
    const [first] = await sql<{ id: string }>(
      'select id from public.job_applications where email = $1 order by created_at limit 1',
      [email],
    );
    expect(await run('record-consent', email, first!.id)).toBe('1 application changed.');
    await sql(
      "update public.job_applications set retention_consent_at = now() - interval '3 months' where id = $1",
      [first!.id],
    );
    expect(await run('record-consent', email, first!.id)).toBe('0 applications changed.');
    expect(
      await count(
        'public.job_applications',
        "email = $1 and retention_consent_at < now() - interval '89 days'",
        [email],
      ),
    ).toBe(1);
    expect(
      await count('public.job_applications', 'email = $1 and retention_consent_at is not null', [email]),
    ).toBe(1);
  });

  it('erase and the retention job list the sent emails they cannot reach, by date, subject and recipient', async () => {
    const erased = unique('cli-copies');
    const lead = await leadContacted(erased, '1 day');
    await sql(
      "update public.email_outbox set sent_subject = 'New lead: Ada (' || $2 || ')', sent_to = 'team@emberwise.local' where lead_id = $1",
      [lead, erased],
    );
    const output = await run('erase', erased, '--yes');
    expect(output).toContain(`1 sent email(s) about ${erased} remain in mailboxes; delete them by hand:`);
    expect(output).toMatch(
      new RegExp(
        `\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC \\| New lead: Ada \\(${erased}\\) \\| to team@emberwise\\.local`,
      ),
    );

    await run('mailbox-copies', '--clear');
    const expired = unique('cli-expired');
    const old = await leadContacted(expired, '25 months');
    await sql(
      "update public.email_outbox set sent_subject = 'New lead: Old', sent_to = 'team@emberwise.local' where lead_id = $1",
      [old],
    );
    await run('retention');
    expect(await run('mailbox-copies')).toMatch(
      /1 sent email\(s\) about deleted data[\s\S]*New lead: Old \| to team@emberwise\.local/,
    );
    await run('mailbox-copies', '--clear');
    expect(await run('mailbox-copies')).toBe('No sent email about deleted data waits to be deleted.');
  });

  it('logs every request with its date and outcome, never the address or the data', async () => {
    const email = unique('cli-logged');
    await leadContacted(email, '1 day');
    await run('export', email);
    await run('correct', email, 'last_name', 'Secretname');
    await run('restrict', email);
    await run('object', email);
    const log = await run('requests');
    for (const command of ['export', 'correct last_name', 'restrict', 'object'])
      expect(log).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC  ${command}  \\{`, 'm'));
    const stored = JSON.stringify(await sql('select * from private.privacy_requests'));
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('Secretname');
  });

  it('schedule and /api/health say when the nightly retention job has not run within 26 hours', async () => {
    const health = async () => {
      const response = await createApp({ limiter: new ClientLimiter() }).request(
        'http://site.test/api/health',
        {},
        { SUPABASE_URL: stack.gatewayUrl, EDGE_API_SECRET: stack.edgeApiSecret },
      );
      return { status: response.status, body: await response.json() };
    };
    await run('retention');
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, retention: 'ran' } });
    await sql("update private.retention_log set ran_at = now() - interval '27 hours'");
    expect(await run('schedule')).toMatch(/has not run in the last 26 hours/);
    expect(await health()).toEqual({ status: 503, body: { ok: false, error: apiMessages.retentionLate } });
    await run('retention');
    expect(await run('schedule')).toMatch(/^The retention job last ran at /);
  });

  it('says how to use it when the command is unknown', async () => {
    await expect(run('forget-everyone')).rejects.toThrow(
      /Unknown command "forget-everyone"[\s\S]*Usage: npm run privacy/,
    );
  });
});
