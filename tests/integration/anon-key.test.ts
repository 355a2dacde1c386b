/**
 * The public (anon) key can write nothing. Whoever has it (it is public by nature: Supabase hands it
 * out for browsers) asks the API directly, around the edge API, its origin check and its limits: every
 * insert into every table of ours and every call of every function is refused by the database's
 * grants, answered 401 or 403 with 42501, and nothing is stored. The same holds for a signed-in
 * session (the `authenticated` role). Uses the stack the test runner started, or starts its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/keys.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';

let gatewayUrl: string;
let anonKey: string;
let serviceRoleKey: string;
let ownStack: LocalStack | undefined;
let ownDataDir: string | undefined;

beforeAll(async () => {
  const { LOCAL_GATEWAY_URL, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } = process.env;
  if (LOCAL_GATEWAY_URL && LOCAL_ANON_KEY && LOCAL_SERVICE_ROLE_KEY) {
    [gatewayUrl, anonKey, serviceRoleKey] = [LOCAL_GATEWAY_URL, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY];
  } else {
    ownDataDir = await mkdtemp(join(tmpdir(), 'emberwise-anon-'));
    ownStack = await startLocalStack({ dataDir: ownDataDir, gatewayPort: 0, mailPort: 0, quiet: true });
    ({ gatewayUrl, anonKey, serviceRoleKey } = ownStack);
  }
}, 120_000);

afterAll(async () => {
  await ownStack?.stop();
  if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
});

const headersFor = (key: string, bearer = key) => ({
  apikey: key,
  authorization: `Bearer ${bearer}`,
  'content-type': 'application/json',
  prefer: 'return=minimal',
});
const email = `anon-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A plausible row for each table a form fills, as an attacker with the key would send it. */
const rows: Record<string, Record<string, unknown>> = {
  leads: { email, first_name: 'Mallory', last_name: null, message: 'hi', source: 'website', status: 'new' },
  lead_messages: { lead_id: crypto.randomUUID(), first_name: 'Mallory', message: 'hi', source: 'website' },
  job_applications: {
    idempotency_key: crypto.randomUUID(),
    position_type: 'general',
    first_name: 'Mallory',
    last_name: 'M',
    email,
    cover_letter: 'hi',
    source: 'website',
  },
  newsletter_subscribers: { email, source: 'blogs' },
  email_outbox: { flow: 'lead', purpose: 'digest' },
};

/** Every function of schema public, with arguments that would do something. */
const calls: Record<string, Record<string, unknown>> = {
  submit_lead: { lead: rows.leads, client_address: '203.0.113.66' },
  submit_job_application: { application: rows.job_applications, client_address: '203.0.113.66' },
  submit_newsletter_signup: { signup: rows.newsletter_subscribers, client_address: '203.0.113.66' },
  confirm_newsletter_subscription: { token: 'a.b', client_address: '203.0.113.66' },
  unsubscribe_newsletter: { token: 'a.b', client_address: '203.0.113.66' },
  claim_emails: { flow: 'lead', ids: null, batch_size: 50 },
  finish_email: { email_id: crypto.randomUUID(), sent: true, sent_subject: null, sent_to: null },
  privacy_erase: { address: email },
  privacy_restrict: { address: email, lift: false },
  privacy_correct: { address: email, field: 'first_name', value: 'Mallory' },
  email_queue_state: {},
};

async function tokens() {
  return { anon: anonKey, authenticated: await signJwt({ role: 'authenticated', sub: crypto.randomUUID() }) };
}

describe('the anon key and a signed-in session', () => {
  it.each(Object.keys(rows))('can insert nothing into %s', async (table) => {
    for (const [role, token] of Object.entries(await tokens())) {
      const response = await fetch(`${gatewayUrl}/rest/v1/${table}`, {
        method: 'POST',
        headers: headersFor(anonKey, token),
        body: JSON.stringify(rows[table]),
      });
      expect([401, 403], `${role} → ${table}`).toContain(response.status);
      expect((await response.json()).code, `${role} → ${table}`).toBe('42501');
    }
  });

  it.each(Object.keys(calls))('can call no function: %s', async (fn) => {
    for (const [role, token] of Object.entries(await tokens())) {
      const response = await fetch(`${gatewayUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: headersFor(anonKey, token),
        body: JSON.stringify(calls[fn]),
      });
      expect([401, 403], `${role} → ${fn}`).toContain(response.status);
      expect((await response.json()).code, `${role} → ${fn}`).toBe('42501');
    }
  });

  it('can read nothing, and nothing it tried was stored', async () => {
    const read = await fetch(`${gatewayUrl}/rest/v1/leads?select=email`, { headers: headersFor(anonKey) });
    expect([read.status, (await read.json()).code]).toEqual([401, '42501']);
    for (const table of ['leads', 'job_applications', 'newsletter_subscribers']) {
      const stored = await fetch(`${gatewayUrl}/rest/v1/${table}?select=email&email=eq.${email}`, {
        headers: headersFor(serviceRoleKey),
      });
      expect(await stored.json(), table).toEqual([]);
    }
  });
});
