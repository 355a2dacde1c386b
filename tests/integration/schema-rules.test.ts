/**
 * The database's side of the form rules, on the migrations alone (PGlite, no servers): the domains and
 * the named limits equal shared/schemas; every boundary value gets the schema's verdict; the public
 * API roles can touch nothing; a client is grouped exactly as the edge API groups it; and the
 * rate-limit table can hold nothing but salted hashes; the email queue's timings and the schedule's
 * functions are the shared ones; and the generated types the functions' database calls compile
 * against (database.gen.ts) are what the migrations make now.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTypesFile, generateDatabaseTypes } from '../../scripts/database-types';
import { clientKeys } from '../../shared/client-key';
import { edgeCalls, formFunctions } from '../../shared/edge-protocol';
import { applicationSchema } from '../../shared/schemas/application';
import { contactFormSchema, leadFromContactForm } from '../../shared/schemas/lead';
import {
  controlCharacterClass,
  emailPattern,
  emailQueue,
  formatCharacterClass,
  lengthLimits,
  rateLimitDefaults,
  webAddressPattern,
  whitespaceClass,
} from '../../shared/schemas/limits';
import { openLocalDatabase } from '../../supabase/local/database';
import { repoRoot } from '../../supabase/local/stack';
import { applicationCases, contactCases, validApplication } from '../helpers/boundaries';

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

type Outcome = { ok: true; rows: Record<string, unknown>[] } | { ok: false; code: string; message: string };

/** Runs `sql` as an API role in its own transaction, as PostgREST does; the error's code and message. */
async function asRole(role: 'anon' | 'authenticated' | 'service_role', sql: string, params: unknown[] = []) {
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        role,
        JSON.stringify({ role }),
      ]);
      return (await tx.query<Record<string, unknown>>(sql, params)).rows;
    });
    return { ok: true, rows } as Outcome;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { ok: false, code, message } as Outcome;
  }
}

async function withLimits(overrides: Partial<Record<keyof typeof rateLimitDefaults, number>>) {
  await db.exec(
    'update private.rate_limits set override_value = null; delete from private.rate_limit_events;',
  );
  for (const [name, value] of Object.entries(overrides)) {
    await db.query('update private.rate_limits set override_value = $2 where name = $1', [name, value]);
  }
}

/** A class of shared/schemas/limits.ts as Postgres spells it (`\u{1d173}` is `\U0001d173` there). */
const inPostgres = (characterClass: string) =>
  characterClass.replace(/\\u\{([0-9a-f]+)\}/gi, (_, hex: string) => `\\U${hex.padStart(8, '0')}`);

const definitionOf = async (sql: string, name: string) =>
  (await db.query<{ def: string }>(sql, [name])).rows[0]?.def ?? '';
const domainCheck = (name: string) =>
  definitionOf(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_type t on t.oid = c.contypid
      join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'private' and t.typname = $1`,
    name,
  );

describe('the domains hold the shared limits and formats', () => {
  it.each([
    ['name_text', lengthLimits.name],
    ['source_text', lengthLimits.source],
    ['short_text', lengthLimits.shortText],
    ['phone_text', lengthLimits.phone],
    ['message_text', lengthLimits.message],
    ['cover_letter_text', lengthLimits.coverLetter],
  ])('%s: 1 to %i characters of clean text', async (name, max) => {
    expect(await domainCheck(name)).toMatch(
      new RegExp(`char_length\\(VALUE\\) >= 1\\) AND \\(char_length\\(VALUE\\) <= ${max}\\)`),
    );
    expect(await domainCheck(name)).toContain('private.is_clean_text(VALUE');
  });

  it('email_address: the shared email pattern, lower-cased, at most 254 characters', async () => {
    const check = await domainCheck('email_address');
    expect(check).toContain(`<= ${lengthLimits.email}`);
    expect(check).toContain(`'${emailPattern.replaceAll("'", "''")}'`);
    expect(check).toContain('lower(VALUE)');
  });

  it('web_address: the shared web-address pattern, at most 500 characters', async () => {
    const check = await domainCheck('web_address');
    expect(check).toContain(`<= ${lengthLimits.url}`);
    expect(check).toContain(`'${webAddressPattern}'`);
  });

  it('clean text is judged with the shared whitespace, control and format classes', async () => {
    const body = await definitionOf(
      "select prosrc as def from pg_proc where proname = $1 and pronamespace = 'private'::regnamespace",
      'is_clean_text',
    );
    expect(body).toContain(`'^${whitespaceClass}|${whitespaceClass}$'`);
    expect(body).toContain(`'${controlCharacterClass.multiLine}'`);
    expect(body).toContain(`'${controlCharacterClass.singleLine}'`);
    expect(body).toContain(`'${inPostgres(formatCharacterClass)}'`);
    expect(body).toContain('is nfc normalized');
  });

  it('every named limit defaults to the shared value, and no other name exists', async () => {
    await withLimits({});
    const { rows } = await db.query<{ name: string; value: number }>(
      'select name, private.rate_limit(name) as value from private.rate_limits order by name',
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.value]))).toEqual(rateLimitDefaults);
    await expect(db.query("select private.rate_limit('leads_per_fortnight')")).rejects.toThrow(
      /unknown rate limit/,
    );
  });
});

describe('every boundary value gets the schema’s verdict from the database', () => {
  beforeAll(() =>
    withLimits({ leads_per_client_per_hour: 10_000, applications_per_client_per_hour: 10_000 }),
  );

  const refusalCodes = ['23514', '23502', '22P05', '22P02'];
  const stored = (result: Outcome) => {
    if (!result.ok && !refusalCodes.includes(result.code)) throw new Error(JSON.stringify(result));
    return result.ok;
  };

  it.each(contactCases)('a lead with $label', async ({ form, verdict }) => {
    // What the schema lets through is stored as it leaves the schema; what it refuses is sent raw.
    const parsed = contactFormSchema.safeParse(form);
    const lead = parsed.success
      ? leadFromContactForm(parsed.data)
      : {
          first_name: form.name,
          last_name: null,
          email: form.email,
          message: form.message ?? null,
          source: form.source ?? 'website',
        };
    const result = await asRole('service_role', 'select public.submit_lead($1, $2)', [
      JSON.stringify(lead),
      '198.51.100.1',
    ]);
    expect(stored(result)).toBe(verdict.accepted);
  });

  it.each(applicationCases)('an application with $label', async ({ changes, verdict }) => {
    const raw = validApplication(`db-${crypto.randomUUID()}@example.com`, changes);
    const parsed = applicationSchema.safeParse(raw);
    const result = await asRole('service_role', 'select public.submit_job_application($1, $2)', [
      JSON.stringify(parsed.success ? parsed.data : raw),
      '198.51.100.1',
    ]);
    expect(stored(result)).toBe(verdict.accepted);
  });

  it('stores one lead per address and keeps a returning contact’s message, answering both the same way', async () => {
    const submit = async (message: string) =>
      (
        await asRole('service_role', 'select public.submit_lead($1, $2) as answer', [
          JSON.stringify({
            email: 'returning@example.com',
            first_name: 'Ada',
            last_name: null,
            message,
            source: 'website',
          }),
          '198.51.100.2',
        ])
      ).ok;
    expect([await submit('first'), await submit('second')]).toEqual([true, true]);
    const leads = await db.query('select message from public.leads where email = $1', [
      'returning@example.com',
    ]);
    expect(leads.rows).toEqual([{ message: 'first' }]);
    const messages = await db.query(
      'select m.message from public.lead_messages m join public.leads l on l.id = m.lead_id where l.email = $1',
      ['returning@example.com'],
    );
    expect(messages.rows).toEqual([{ message: 'second' }]);
  });

  it('refuses text with surrounding whitespace, a control character or a bidi override in a name', async () => {
    for (const name of [' Ada', 'Ada\u0007', 'Ada\u202e', 'Ade\u0301le']) {
      const error = await db.query('select $1::private.name_text', [name]).catch((caught: unknown) => caught);
      expect((error as { code?: string }).code, JSON.stringify(name)).toBe('23514');
    }
    expect((await db.query("select E'Line one\\nline two'::private.message_text as text")).rows).toHaveLength(
      1,
    );
  });
});

describe('the public API roles can touch nothing', () => {
  it.each(['anon', 'authenticated'])(
    '%s has no privilege on any table, sequence or function of ours',
    async (role) => {
      const { rows } = await db.query<{ what: string }>(
        `select 'table ' || c.oid::regclass::text as what
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'S', 'p')
          and (has_table_privilege($1, c.oid, 'select') or has_table_privilege($1, c.oid, 'insert')
               or has_table_privilege($1, c.oid, 'update') or has_table_privilege($1, c.oid, 'delete'))
       union all
       select 'function ' || p.oid::regprocedure::text
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege($1, p.oid, 'execute')`,
        [role],
      );
      expect(rows.map((row) => row.what)).toEqual([]);
    },
  );

  it.each([
    [
      "insert into public.leads (email, first_name, source) values ('x@example.com', 'X', 'website')",
      '42501',
    ],
    ["insert into public.newsletter_subscribers (email, source) values ('x@example.com', 'blogs')", '42501'],
    ['select * from public.leads', '42501'],
    ["select public.submit_lead('{}', '1.2.3.4')", '42501'],
    ["select public.claim_emails('lead')", '42501'],
    ['select * from private.rate_limit_events', '42501'],
  ])('a visitor cannot: %s', async (sql, code) => {
    expect(await asRole('anon', sql)).toMatchObject({ ok: false, code });
  });

  it('the service role itself may only read the form tables: every write goes through a function', async () => {
    for (const sql of [
      "insert into public.leads (email, first_name, source) values ('y@example.com', 'Y', 'website')",
      "update public.leads set status = 'client'",
      'delete from public.newsletter_subscribers',
    ]) {
      expect(await asRole('service_role', sql), sql).toMatchObject({ ok: false, code: '42501' });
    }
  });
});

describe('per-client limits', () => {
  const sample = [
    '203.0.113.7',
    '::ffff:203.0.113.7',
    '203.0.113.8',
    '2001:db8:aa:bb::1',
    '2001:db8:aa:bb:ffff:1:2:3',
    '2001:DB8:AA:BB::9',
    '2001:db8:aa:cc::1',
    '2001:db8:aa:1ff::1',
    '2001:db8:ab::1',
    'not an address',
    '',
  ];

  it('group clients exactly as the edge API groups them, in every scope', async () => {
    const { rows } = await db.query<{ address: string; scope: string; key: string }>(
      'select address, k.scope, k.key from unnest($1::text[]) as address, private.client_keys(address) k',
      [sample],
    );
    // Two addresses share a key in the database exactly when they share one at the edge.
    const sqlKey = new Map(rows.map((row) => [`${row.address}|${row.scope}`, row.key]));
    for (const a of sample) {
      for (const b of sample) {
        for (const scope of ['client', 'ipv6_56', 'ipv6_48']) {
          const edgeA = clientKeys(a).find((key) => key.scope === scope)?.key;
          const edgeB = clientKeys(b).find((key) => key.scope === scope)?.key;
          const same = (x?: string, y?: string) => x !== undefined && x === y;
          expect(
            same(sqlKey.get(`${a}|${scope}`), sqlKey.get(`${b}|${scope}`)),
            `${a} ~ ${b} (${scope})`,
          ).toBe(same(edgeA, edgeB));
        }
      }
    }
  });

  it('a client rotating /64s inside one /48 is stopped by the /56 and /48 limits', async () => {
    await withLimits({});
    let accepted = 0;
    for (let network = 0; network < 40; network++) {
      const address = `2001:db8:77:${(network * 256 + (network % 3)).toString(16)}::1`;
      const { rows } = await db.query<{ ok: boolean }>("select private.take_rate_limit('lead', $1) as ok", [
        address,
      ]);
      if (rows[0]!.ok) accepted++;
    }
    expect(accepted).toBe(rateLimitDefaults.leads_per_ipv6_48_per_hour);
    await withLimits({});
    let sameNetwork = 0;
    for (let host = 1; host <= 30; host++) {
      const { rows } = await db.query<{ ok: boolean }>("select private.take_rate_limit('lead', $1) as ok", [
        `2001:db8:78:${host.toString(16)}::1`,
      ]);
      if (rows[0]!.ok) sameNetwork++;
    }
    expect(sameNetwork).toBe(rateLimitDefaults.leads_per_ipv6_56_per_hour);
  });

  it('are counted by a salted hash of the client key, never the address', async () => {
    await withLimits({});
    const address = '203.0.113.200';
    await db.query("select private.take_rate_limit('newsletter', $1)", [address]);
    const { rows } = await db.query<Record<string, unknown>>('select * from private.rate_limit_events');
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.client_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(address);
    await expect(
      db.query(
        "insert into private.rate_limit_events (form, scope, client_hash) values ('lead', 'client', $1)",
        [address],
      ),
    ).rejects.toThrow(/rate_limit_events_client_hash_check/);
  });

  it('forget what is older than 24 hours', async () => {
    await withLimits({});
    await db.query(
      "insert into private.rate_limit_events (form, scope, client_hash, created_at) values ('lead', 'client', repeat('a', 64), now() - interval '25 hours')",
    );
    await db.query("select private.take_rate_limit('lead', '198.51.100.77')");
    const { rows } = await db.query(
      "select 1 from private.rate_limit_events where client_hash = repeat('a', 64)",
    );
    expect(rows).toHaveLength(0);
  });
});

describe('the email queue and its schedule follow the shared settings', () => {
  const functionDefinition = (name: string) =>
    definitionOf(
      `select pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname || '.' || p.proname = $1`,
      name,
    );

  it('a claim leases for emailQueue.leaseSeconds and takes at most emailQueue.batchSize emails', async () => {
    const claim = await functionDefinition('public.claim_emails');
    expect(claim).toContain(`batch_size integer DEFAULT ${emailQueue.batchSize}`);
    expect(claim).toContain(`interval '${emailQueue.leaseSeconds} seconds'`);
  });

  it('a failed email waits from emailQueue.firstRetryMinutes up to longestRetryMinutes, and is given up after giveUpHours', async () => {
    const finish = await functionDefinition('public.finish_email');
    expect(finish).toContain(`interval '${emailQueue.firstRetryMinutes} minute'`);
    expect(finish).toContain(`interval '${emailQueue.longestRetryMinutes} minutes'`);
    expect(finish).toContain(`interval '${emailQueue.giveUpHours} hours'`);
  });

  it('the schedule knows every function that owns a form by its own flow, and no other', async () => {
    const flows = await Promise.all(
      formFunctions.map(
        async (name) =>
          (await db.query<{ flow: string | null }>('select private.flow_of($1) as flow', [name])).rows[0]!
            .flow,
      ),
    );
    expect(flows).not.toContain(null);
    expect(new Set(flows).size).toBe(formFunctions.length);
    const unknown = await db.query<{ flow: string | null }>("select private.flow_of('form-relay') as flow");
    expect(unknown.rows[0]!.flow).toBeNull();
    // Every function the edge API calls is one the schedule re-sends for.
    for (const { functionName } of Object.values(edgeCalls)) expect(formFunctions).toContain(functionName);
  });
});

describe('generated database types', () => {
  it('database.gen.ts is what the migrations make now (run npm run db:types after changing a migration)', async () => {
    expect(await readFile(databaseTypesFile, 'utf8')).toBe(await generateDatabaseTypes(db));
  });
});
