/**
 * What a visitor's anon key can and cannot do to the form tables, asked the way the browser asks:
 * real @supabase/supabase-js against the local gateway (PGlite with the migrations, Supabase's
 * default grants, SET LOCAL ROLE from the JWT). Uses the stack the test runner started
 * (LOCAL_GATEWAY_URL, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY), or starts its own on free ports.
 * What the API does not offer at all (update, delete) is checked on the database's grants in
 * tests/integration/schema-rules.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/keys.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';

let anon: SupabaseClient;
let service: SupabaseClient;
let gatewayUrl: string;
let anonKey: string;
let ownStack: LocalStack | undefined;
let ownDataDir: string | undefined;

/** Node 20 has no global WebSocket and supabase-js insists on one; these tests never open a channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime as never },
};
const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const lead = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('rls'),
  first_name: 'Ada',
  last_name: 'Lovelace',
  message: 'We would like to automate invoice handling.',
  source: 'website',
  status: 'new',
  ...overrides,
});

beforeAll(async () => {
  const { LOCAL_GATEWAY_URL, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } = process.env;
  let serviceRoleKey: string;
  if (LOCAL_GATEWAY_URL && LOCAL_ANON_KEY && LOCAL_SERVICE_ROLE_KEY) {
    [gatewayUrl, anonKey, serviceRoleKey] = [LOCAL_GATEWAY_URL, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY];
  } else {
    ownDataDir = await mkdtemp(join(tmpdir(), 'emberwise-rls-'));
    ownStack = await startLocalStack({ dataDir: ownDataDir, gatewayPort: 0, mailPort: 0, quiet: true });
    ({ gatewayUrl, anonKey, serviceRoleKey } = ownStack);
  }
  anon = createClient(gatewayUrl, anonKey, options);
  service = createClient(gatewayUrl, serviceRoleKey, options);
}, 120_000);

afterAll(async () => {
  await ownStack?.stop();
  if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
});

describe('leads, as a visitor (anon key)', () => {
  it('can insert a new lead without asking for it back', async () => {
    const row = lead();
    const { error, status } = await anon.from('leads').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { data } = await service
      .from('leads')
      .select('email, first_name, status, source')
      .eq('email', row.email);
    expect(data).toEqual([{ email: row.email, first_name: 'Ada', status: 'new', source: 'website' }]);
  });

  it('an address already on file (in any case) is answered exactly like a new one: 201, no body', async () => {
    const row = lead();
    const first = await anon.from('leads').insert(row);
    const again = await anon
      .from('leads')
      .insert({ ...row, email: row.email.toUpperCase(), first_name: 'Again' });
    for (const answer of [first, again]) {
      expect([answer.status, answer.error, answer.data]).toEqual([201, null, null]);
    }
    const { data } = await service.from('leads').select('email, first_name').eq('email', row.email);
    expect(data).toEqual([{ email: row.email, first_name: 'Ada' }]);
  });

  it('cannot read the row back, so the browser inserts without .select()', async () => {
    const { data, error } = await anon.from('leads').insert(lead()).select();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('cannot select leads', async () => {
    const row = lead();
    await anon.from('leads').insert(row);
    const read = await anon.from('leads').select('*');
    expect(read.error?.code ?? 'empty').toMatch(/^(42501|empty)$/);
    expect(read.data ?? []).toEqual([]);
  });

  it('cannot write the server-side columns', async () => {
    const { error } = await anon
      .from('leads')
      .insert(lead({ confirmation_sent_at: new Date().toISOString() }));
    expect(error?.code).toBe('42501');
  });

  it("cannot insert a status other than 'new'", async () => {
    const { error } = await anon.from('leads').insert(lead({ status: 'qualified' }));
    expect(['42501', '23514']).toContain(error?.code);
  });

  it.each([
    ['first_name', 'x'.repeat(101), 'leads_first_name_check'],
    ['first_name', ' \t ', 'leads_first_name_check'],
    ['last_name', 'x'.repeat(101), 'leads_last_name_check'],
    ['email', `${'x'.repeat(250)}@example.com`, 'leads_email_check'],
    ['email', 'not-an-email', 'leads_email_check'],
    ['message', 'x'.repeat(5001), 'leads_message_check'],
    ['source', 'x'.repeat(101), 'leads_source_check'],
  ])('refuses an over-long or malformed %s with a check violation', async (column, value, constraint) => {
    const { error, status } = await anon.from('leads').insert(lead({ [column]: value }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });
});

describe('newsletter_subscribers, as a visitor (anon key)', () => {
  it('two sign-ups of one address store exactly one row, both answered 201', async () => {
    const email = uniqueEmail('reader');
    const first = await anon.from('newsletter_subscribers').insert({ email, source: 'blogs' });
    const again = await anon
      .from('newsletter_subscribers')
      .insert({ email: ` ${email.toUpperCase()} `, source: 'blogs' });
    expect([first.status, first.error, again.status, again.error]).toEqual([201, null, 201, null]);
    const { data } = await service.from('newsletter_subscribers').select('email, source').eq('email', email);
    expect(data).toEqual([{ email, source: 'blogs' }]);
  });

  it('cannot read sign-ups, nor ask for the row back', async () => {
    expect((await anon.from('newsletter_subscribers').select('*')).error?.code).toBe('42501');
    const back = await anon
      .from('newsletter_subscribers')
      .insert({ email: uniqueEmail('back') })
      .select();
    expect(back.error?.code).toBe('42501');
  });

  it('refuses an invalid address with a check violation', async () => {
    const { error, status } = await anon.from('newsletter_subscribers').insert({ email: 'not an address' });
    expect([status, error?.code]).toEqual([400, '23514']);
    expect(error?.message).toContain('newsletter_subscribers_email_check');
  });
});

describe('the server-side functions, as a visitor', () => {
  it('cannot call any of them', async () => {
    const calls = [
      anon.rpc('submit_lead', { lead: {}, client_address: '1.2.3.4' }),
      anon.rpc('lead_email_work', { address: 'ada.lovelace@example.com' }),
      anon.rpc('pending_lead_email_work', { batch_size: 1 }),
      anon.rpc('reserve_visitor_email', { kind: 'lead', row_id: crypto.randomUUID() }),
      anon.rpc('mark_email_sent', { kind: 'lead', row_id: crypto.randomUUID(), recipient: 'team' }),
    ];
    for (const { error, status } of await Promise.all(calls)) {
      expect([status, error?.code]).toEqual([401, '42501']);
    }
  });
});

describe('job_applications, as a visitor', () => {
  it('can neither insert nor read applications', async () => {
    const insert = await anon.from('job_applications').insert({
      idempotency_key: crypto.randomUUID(),
      position_type: 'specific',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: uniqueEmail('applicant'),
    });
    expect(insert.error?.code).toBe('42501');
    const read = await anon.from('job_applications').select('*');
    expect(read.error?.code).toBe('42501');
  });
});

describe('a signed-in session (authenticated role)', () => {
  it('has the same rights as anon: insert a lead, read nothing', async () => {
    const token = await signJwt({
      role: 'authenticated',
      sub: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const authenticated = createClient(gatewayUrl, anonKey, {
      ...options,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    expect((await authenticated.from('leads').insert(lead())).error).toBeNull();
    expect((await authenticated.from('leads').select('*')).error?.code).toBe('42501');
    expect((await authenticated.from('job_applications').select('*')).error?.code).toBe('42501');
  });
});
