/**
 * The database's side of the form rules, on the migrations alone (PGlite, no servers): the CHECK
 * constraints and rate-limit defaults equal shared/schemas, every boundary value gets the
 * same verdict as in the schema, what the API does not offer is refused by the grants themselves,
 * and the rate-limit table can hold nothing but salted hashes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitFullName } from '../../shared/lead-rules';
import {
  emailPattern,
  lengthLimits,
  rateLimitDefaults,
  webAddressPattern,
  whitespaceClass,
} from '../../shared/schemas/limits';
import { rateLimitMessages } from '../../shared/schemas/messages';
import { openLocalDatabase } from '../../supabase/local/database';
import { repoRoot } from '../../supabase/local/stack';
import { applicationCases, contactCases, validApplication, type Verdict } from '../helpers/boundaries';

let db: PGlite;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emberwise-schema-rules-'));
  ({ db } = await openLocalDatabase({
    dataDir,
    migrationsDir: join(repoRoot, 'supabase/migrations'),
    seedPath: join(repoRoot, 'supabase/seed.sql'),
  }));
});

afterAll(async () => {
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs `sql` as an API role in its own transaction, as PostgREST does; the error's code and message. */
async function asRole(
  role: 'anon' | 'service_role',
  sql: string,
  params: unknown[] = [],
  headers: Record<string, string> = {},
): Promise<{ ok: true; rows: unknown[] } | { ok: false; code: string; message: string }> {
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.headers', $3, true)`,
        [role, JSON.stringify({ role }), JSON.stringify(headers)],
      );
      return (await tx.query(sql, params)).rows;
    });
    return { ok: true, rows };
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { ok: false, code, message };
  }
}

async function withLimits(overrides: Partial<Record<keyof typeof rateLimitDefaults, number>>) {
  await db.exec('delete from private.rate_limit_overrides; delete from private.rate_limit_events;');
  for (const [name, value] of Object.entries(overrides)) {
    await db.query('insert into private.rate_limit_overrides (name, value) values ($1, $2)', [name, value]);
  }
}

const constraint = async (name: string) =>
  (
    await db.query<{ def: string }>(
      'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
      [name],
    )
  ).rows[0]?.def ?? '';

describe('the CHECK constraints hold the shared limits and formats', () => {
  const edges = `'^${whitespaceClass}|${whitespaceClass}$'`;
  it.each([
    ['leads_first_name_check', lengthLimits.name, edges],
    ['leads_last_name_check', lengthLimits.name, edges],
    ['leads_message_check', lengthLimits.message, edges],
    ['leads_source_check', lengthLimits.source, edges],
    ['leads_email_check', lengthLimits.email, `'${emailPattern.replaceAll("'", "''")}'`],
    ['lead_messages_message_check', lengthLimits.message, edges],
    ['newsletter_subscribers_email_check', lengthLimits.email, `'${emailPattern.replaceAll("'", "''")}'`],
    ['newsletter_subscribers_source_check', lengthLimits.source, edges],
    ['job_applications_email_check', lengthLimits.email, `'${emailPattern.replaceAll("'", "''")}'`],
    ['job_applications_position_title_check', lengthLimits.positionTitle, edges],
    ['job_applications_phone_check', lengthLimits.phone, edges],
    ['job_applications_linkedin_url_check', lengthLimits.url, `'${webAddressPattern}'`],
    ['job_applications_portfolio_url_check', lengthLimits.url, `'${webAddressPattern}'`],
    ['job_applications_cover_letter_check', lengthLimits.coverLetter, edges],
    ['job_applications_job_title_check', lengthLimits.shortText, edges],
  ])('%s', async (name, max, pattern) => {
    const definition = await constraint(name);
    expect(definition).toContain(`<= ${max})`);
    expect(definition).toContain(pattern);
  });

  it('the database trims exactly what the schemas trim', async () => {
    const pattern = new RegExp(whitespaceClass);
    const samples = [];
    for (let code = 0; code <= 0x3100; code++) {
      const char = String.fromCharCode(code);
      if (char.trim() === '' || code % 97 === 0) samples.push(char);
    }
    const { rows } = await db.query<{ input: string; output: string }>(
      'select input, private.trim_text(input) as output from unnest($1::text[]) as input',
      [samples.filter((char) => char !== '\u0000').map((char) => `${char}x${char}`)],
    );
    for (const { input, output } of rows) {
      expect(output, JSON.stringify(input)).toBe(
        `${input}`.trim() === 'x' && pattern.test(input[0]!) ? 'x' : input,
      );
    }
  });

  it('every rate limit defaults to the shared value, and no other name exists', async () => {
    await withLimits({});
    for (const [name, value] of Object.entries(rateLimitDefaults)) {
      const { rows } = await db.query<{ value: number }>('select private.rate_limit($1) as value', [name]);
      expect(rows[0]!.value, name).toBe(value);
    }
    await expect(db.query("select private.rate_limit('leads_per_fortnight')")).rejects.toThrow(
      /unknown rate limit/,
    );
  });

  it('the rate-limit errors say what the shared messages say', async () => {
    for (const [form, message] of Object.entries(rateLimitMessages)) {
      const error = await db.query('select private.raise_rate_limited($1)', [form]).catch((e: unknown) => e);
      expect(JSON.parse((error as Error).message)).toMatchObject({ code: 'rate_limited', message });
    }
  });
});

describe('every boundary value gets the schema’s verdict from the database', () => {
  beforeAll(() => withLimits({ leads_per_client_per_hour: 10_000 }));

  const verdictOf = (result: { ok: boolean; code?: string }): Verdict['accepted'] => {
    if (!result.ok && result.code !== '23514' && result.code !== '23502')
      throw new Error(JSON.stringify(result));
    return result.ok;
  };

  it.each(contactCases)('a lead with $label', async ({ form, verdict }) => {
    const { first_name, last_name } = splitFullName(form.name);
    const result = await asRole(
      'anon',
      'insert into public.leads (email, first_name, last_name, message, source, status) values ($1, $2, $3, $4, $5, $6)',
      [form.email, first_name || form.name, last_name, form.message ?? null, form.source ?? null, 'new'],
    );
    expect(verdictOf(result)).toBe(verdict.accepted);
  });

  it.each(applicationCases)('an application with $label', async ({ changes, verdict }) => {
    const application = validApplication(`db-${crypto.randomUUID()}@example.com`, changes);
    const result = await asRole('service_role', 'select public.submit_job_application($1, $2)', [
      JSON.stringify(application),
      '198.51.100.1',
    ]);
    if (!result.ok && result.code === '22P02')
      throw new Error('the application did not reach the constraints');
    expect(verdictOf(result)).toBe(verdict.accepted);
  });

  it('stores an address lower-cased and trimmed, once, and keeps a returning contact’s message', async () => {
    const insert = (email: string, message: string) =>
      asRole(
        'anon',
        'insert into public.leads (email, first_name, message, status) values ($1, $2, $3, $4)',
        [email, 'Ada', message, 'new'],
      );
    expect(await insert(' Returning@Example.COM ', 'first')).toMatchObject({ ok: true });
    expect(await insert('returning@example.com', 'second')).toMatchObject({ ok: true });
    const leads = await db.query('select email, message from public.leads where email = $1', [
      'returning@example.com',
    ]);
    expect(leads.rows).toEqual([{ email: 'returning@example.com', message: 'first' }]);
    const messages = await db.query(
      'select m.message from public.lead_messages m join public.leads l on l.id = m.lead_id where l.email = $1',
      ['returning@example.com'],
    );
    expect(messages.rows).toEqual([{ message: 'second' }]);
  });

  it('refuses an invalid row for an address on file exactly like one for a new address', async () => {
    await asRole(
      'anon',
      "insert into public.leads (email, first_name, status) values ('on-file@example.com', 'Ada', 'new')",
    );
    const tooLong = 'x'.repeat(lengthLimits.message + 1);
    const insert = (email: string) =>
      asRole(
        'anon',
        'insert into public.leads (email, first_name, message, status) values ($1, $2, $3, $4)',
        [email, 'Ada', tooLong, 'new'],
      );
    const [known, unknown] = [await insert('on-file@example.com'), await insert('never-seen@example.com')];
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ ok: false, code: '23514' });
  });
});

describe('what the API does not offer, the grants refuse', () => {
  it.each([
    ['update public.leads set message = $1', ['changed']],
    ['delete from public.leads', []],
    ['select * from public.lead_messages', []],
    ['update public.newsletter_subscribers set source = $1', ['x']],
    ['select * from private.rate_limit_events', []],
    ['select private.take_rate_limit($1, $2)', ['lead', '1.2.3.4']],
    ['insert into private.rate_limit_overrides values ($1, $2)', ['leads_per_client_per_hour', 1000]],
  ])('a visitor cannot: %s', async (sql, params) => {
    expect(await asRole('anon', sql, params)).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('the rate-limit table', () => {
  it('counts a client by a salted hash of its address, never the address', async () => {
    await withLimits({});
    const address = '203.0.113.200';
    for (let i = 0; i < 2; i++) {
      await asRole(
        'anon',
        'insert into public.newsletter_subscribers (email) values ($1)',
        [`hash-${i}@example.com`],
        { 'cf-connecting-ip': address },
      );
    }
    const { rows } = await db.query<Record<string, unknown>>('select * from private.rate_limit_events');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(String(row.client_hash)).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(address);
    }
    const salted = await db.query<{ hash: string }>(
      "select encode(sha256(convert_to($1, 'UTF8')), 'hex') as hash",
      [address],
    );
    expect(rows[0]!.client_hash).not.toBe(salted.rows[0]!.hash);
    await expect(
      db.query("insert into private.rate_limit_events (form, client_hash) values ('lead', $1)", [address]),
    ).rejects.toThrow(/rate_limit_events_client_hash_check/);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const { rows } = await db.query<{ a: string; b: string }>(
      "select private.client_hash('2001:db8:1:2::1') as a, private.client_hash('2001:db8:1:2:ffff::9') as b",
    );
    expect(rows[0]!.a).toBe(rows[0]!.b);
  });

  it('forgets what is older than 24 hours', async () => {
    await withLimits({});
    await db.query(
      "insert into private.rate_limit_events (form, client_hash, created_at) values ('lead', repeat('a', 64), now() - interval '25 hours')",
    );
    await db.query("select private.take_rate_limit('lead', '198.51.100.77')");
    const { rows } = await db.query(
      "select 1 from private.rate_limit_events where client_hash = repeat('a', 64)",
    );
    expect(rows).toHaveLength(0);
  });
});
