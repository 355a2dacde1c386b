/**
 * The embedded local stack itself (supabase/local), with the product's migrations and a tiny echo
 * function behind the functions proxy: the keys, the gateway's PostgREST subset and its refusals
 * (recorded as not emulated), the client address it passes on like the hosted platform, the mail
 * catcher, and a restart.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resend } from 'resend';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localKeys, signJwt, verifyJwt } from '../../supabase/local/keys.ts';
import { rebindingAnswers } from '../helpers/rebinding.ts';
import {
  repoRoot,
  startLocalStack,
  type LocalStack,
  type LocalStackOptions,
} from '../../supabase/local/stack.ts';

const echoFunction = `
Deno.serve(async (request) => {
  const url = new URL(request.url);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { 'x-echo': 'preflight' } });
  return Response.json({
    path: url.pathname,
    search: url.search,
    method: request.method,
    body: await request.text(),
    clientAddress: request.headers.get('cf-connecting-ip'),
    supabaseUrl: Deno.env.get('SUPABASE_URL'),
    resendBaseUrl: Deno.env.get('RESEND_BASE_URL'),
  });
});
`;

/**
 * A PostgREST client as plain fetch, sending exactly what Supabase's client libraries send for these
 * calls (the shapes the gateway emulates): insert one object (`Prefer: return=minimal`, or `return=representation`
 * with `?select=`), select columns filtered by `eq`, and call a function.
 */
function client(key: () => string) {
  const headers = (extra: Record<string, string> = {}) => ({
    apikey: key(),
    authorization: `Bearer ${key()}`,
    'content-type': 'application/json',
    ...extra,
  });
  const answer = async (response: Response) => {
    const text = await response.text();
    const body = text ? JSON.parse(text) : null;
    return response.ok
      ? { status: response.status, data: body, error: null }
      : { status: response.status, data: null, error: body as { code: string; message: string } };
  };
  return {
    insert: async (table: string, row: unknown, select?: string) =>
      answer(
        await rest(`${table}${select ? `?select=${encodeURIComponent(select)}` : ''}`, {
          method: 'POST',
          headers: headers({ prefer: select ? 'return=representation' : 'return=minimal' }),
          body: JSON.stringify(row),
        }),
      ),
    select: async (table: string, columns: string, eq?: [string, string]) =>
      answer(
        await rest(
          `${table}?select=${encodeURIComponent(columns)}${eq ? `&${eq[0]}=eq.${encodeURIComponent(eq[1])}` : ''}`,
          { headers: headers() },
        ),
      ),
    rpc: async (fn: string, args: Record<string, unknown>) =>
      answer(await rest(`rpc/${fn}`, { method: 'POST', headers: headers(), body: JSON.stringify(args) })),
  };
}

let root: string;
let stackOptions: LocalStackOptions;
let stack: LocalStack;
const anon = client(() => stack.anonKey);
const service = client(() => stack.serviceRoleKey);

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const lead = (email = uniqueEmail('stack')) => ({
  email,
  first_name: 'Ada',
  last_name: null,
  message: 'Hello',
  source: 'stack-test',
});
/** Stores a lead the way send-lead-emails does: the service role calling `submit_lead`. */
const submitLead = (row = lead()) => service.rpc('submit_lead', { lead: row, client_address: '203.0.113.1' });

function connect(current: LocalStack) {
  stack = current;
}

const rest = (path: string, init: RequestInit = {}) => fetch(`${stack.gatewayUrl}/rest/v1/${path}`, init);
const mail = (path: string, init: RequestInit = {}) => fetch(`${stack.mailUrl}${path}`, init);
const serviceHeaders = () => ({
  apikey: stack.serviceRoleKey,
  authorization: `Bearer ${stack.serviceRoleKey}`,
  'content-type': 'application/json',
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'emberwise-local-stack-'));
  await cp(join(repoRoot, 'supabase/migrations'), join(root, 'supabase/migrations'), { recursive: true });
  await mkdir(join(root, 'supabase/functions/echo'), { recursive: true });
  await mkdir(join(root, 'supabase/functions/_shared'), { recursive: true });
  await writeFile(join(root, 'supabase/functions/echo/index.ts'), echoFunction);
  await writeFile(
    join(root, 'supabase/functions/_shared/index.ts'),
    'throw new Error("shared code is not a function");',
  );
  stackOptions = {
    dataDir: join(root, 'data'),
    gatewayPort: 0,
    mailPort: 0,
    quiet: true,
    migrationsDir: join(root, 'supabase/migrations'),
    seedPath: join(repoRoot, 'supabase/seed.sql'),
    functionsDir: join(root, 'supabase/functions'),
    resendIntervalMs: 0,
    rateLimits: { leads_per_client_per_hour: 1000 },
  };
  connect(await startLocalStack(stackOptions));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('keys', () => {
  it('the fixed anon and service-role keys verify against the local secret and carry their role', async () => {
    expect(await verifyJwt(localKeys.anonKey)).toMatchObject({
      ok: true,
      claims: { role: 'anon', iss: 'supabase-demo' },
    });
    expect(await verifyJwt(localKeys.serviceRoleKey)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });

  it('a token signed with another secret, tampered with or expired is refused', async () => {
    expect(
      await verifyJwt(await signJwt({ role: 'anon' }, 'another-secret-that-is-at-least-32-chars')),
    ).toMatchObject({
      ok: false,
    });
    const [header, , signature] = localKeys.anonKey.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect((await verifyJwt(`${header}.${forged}.${signature}`)).ok).toBe(false);
    expect(await verifyJwt(await signJwt({ role: 'anon', exp: 1 }))).toMatchObject({
      ok: false,
      expired: true,
    });
  });
});

describe('gateway authentication', () => {
  it('a request without apikey gets 401 in PostgREST shape, even with a valid token', async () => {
    for (const headers of [{}, { Authorization: `Bearer ${stack.serviceRoleKey}` }] as Record<
      string,
      string
    >[]) {
      const response = await rest('leads', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: 'PGRST302',
        message: 'No API key found in request',
      });
    }
  });

  it('a forged apikey, a bad bearer token and an expired token get 401', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'not-the-local-secret-but-long-enough!!');
    const badKey = await rest('leads', { headers: { apikey: forged } });
    expect([badKey.status, (await badKey.json()).message]).toEqual([401, 'Invalid API key']);
    const badBearer = await rest('leads', {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect([badBearer.status, (await badBearer.json()).code]).toEqual([401, 'PGRST301']);
    const expired = await signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) - 10 });
    const late = await rest('leads', {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect([late.status, (await late.json()).code]).toEqual([401, 'PGRST303']);
  });

  it('a valid token claiming a role other than the API roles is refused', async () => {
    const superuser = await signJwt({ role: 'postgres' });
    const response = await rest('leads', {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${superuser}` },
    });
    expect([response.status, (await response.json()).code]).toEqual([403, '42501']);
  });

  it('answers only its own origin: a rebound page gets 421 or 403 and no CORS headers, its own origin the data', async () => {
    const answers = await rebindingAnswers(`${stack.gatewayUrl}/rest/v1/leads?select=email`);
    expect([answers.foreignHostGet.status, answers.foreignHostPost.status]).toEqual([421, 421]);
    expect(answers.foreignOriginPost.status).toBe(403);
    expect(answers.foreignHostGet.body).toContain('answers only at http://127.0.0.1:');
    const own = await rest('leads?select=email', {
      headers: { ...serviceHeaders(), Origin: stack.gatewayUrl },
    });
    expect(own.status).toBe(200);
    const preflight = await rest('leads', {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST' },
    });
    for (const response of [own, preflight]) {
      expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('the PostgREST subset the product and its tests use', () => {
  it('a visitor’s insert is refused by the grants themselves: 401 with 42501, nothing stored', async () => {
    const email = uniqueEmail('anon-insert');
    const visitor = await anon.insert('leads', { ...lead(email), status: 'new' });
    expect([visitor.status, visitor.error?.code]).toEqual([401, '42501']);
    expect((await service.select('leads', 'email', ['email', email])).data).toEqual([]);
  });

  it('an insert without asking anything back is 201 with no body, for a role that may insert', async () => {
    await stack.db.exec(
      'create table if not exists public.stack_notes (note text); grant insert, select on public.stack_notes to service_role;',
    );
    expect(await service.insert('stack_notes', { note: 'hi' })).toEqual({
      status: 201,
      data: null,
      error: null,
    });
    expect(await service.insert('stack_notes', { note: 'back' }, 'note')).toEqual({
      status: 201,
      data: [{ note: 'back' }],
      error: null,
    });
  });

  it('reads plain columns filtered by eq', async () => {
    const email = uniqueEmail('read');
    await submitLead(lead(email));
    const { data, error } = await service.select('leads', 'email,status', ['email', email]);
    expect([error, data]).toEqual([null, [{ email, status: 'new' }]]);
  });

  it('an unknown table is 404 PGRST205, an unknown column 400 PGRST204, invalid JSON 400 PGRST102', async () => {
    const table = await service.select('nope', '*');
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const column = await service.insert('stack_notes', { note: 'x', shoe_size: 44 });
    expect([column.status, column.error?.code]).toEqual([400, 'PGRST204']);
    const invalid = await rest('stack_notes', {
      method: 'POST',
      headers: serviceHeaders(),
      body: '{"note":',
    });
    expect([invalid.status, (await invalid.json()).code]).toEqual([400, 'PGRST102']);
  });

  it('calls a function with named arguments as the caller: JSON for the service role, 42501 for a visitor', async () => {
    const stored = await submitLead();
    expect(stored.error).toBeNull();
    expect(stored.data.emails).toHaveLength(2);
    const visitor = await anon.rpc('submit_lead', { lead: lead(), client_address: '1.2.3.4' });
    expect([visitor.status, visitor.error?.code]).toEqual([401, '42501']);
    const missing = await service.rpc('no_such_function', {});
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
    const nothing = await service.rpc('finish_email', {
      email_id: crypto.randomUUID(),
      sent: true,
      sent_subject: null,
      sent_to: null,
    });
    expect([nothing.status, nothing.error]).toEqual([204, null]);
  });

  it('turns a JSON array into a Postgres array argument, as PostgREST does', async () => {
    const stored = await submitLead();
    const claim = await service.rpc('claim_emails', {
      flow: 'lead',
      ids: stored.data.emails,
      batch_size: 10,
    });
    expect(claim.error).toBeNull();
    expect(claim.data.emails.map((email: { id: string }) => email.id).sort()).toEqual(
      [...stored.data.emails].sort(),
    );
  });

  it('a function’s own answer (the rate limit) comes back as PostgREST gives it: 429 with Retry-After', async () => {
    await stack.setRateLimits({ newsletter_signups_per_client_per_hour: 1 });
    await stack.db.exec('delete from private.rate_limit_events');
    const signup = () =>
      rest('rpc/submit_newsletter_signup', {
        method: 'POST',
        headers: serviceHeaders(),
        body: JSON.stringify({
          signup: { email: uniqueEmail('limit'), source: 'blogs' },
          client_address: '198.51.100.9',
        }),
      });
    expect((await signup()).status).toBe(200);
    const refused = await signup();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', message: 'newsletter' });
    await stack.setRateLimits(stackOptions.rateLimits!);
  });
});

describe('request shapes the stack does not emulate', () => {
  beforeEach(() => void stack.unsupportedRequests());

  it('are refused with PGRST127 (never ignored) and recorded for the test run', async () => {
    const before = stack.unsupportedRequests().length;
    const get = (query: string, extra: Record<string, string> = {}) =>
      rest(`leads?${query}`, { headers: { ...serviceHeaders(), ...extra } });
    const attempts = [
      get('select=email&or=(email.eq.a,email.eq.b)'),
      get('select=email&order=created_at'),
      get('select=email&limit=1'),
      get('select=email', { prefer: 'count=exact' }),
      get('select=email&email=in.(a@b.co)'),
      get('select=email&email=eq.a@b.co', { accept: 'application/vnd.pgrst.object+json' }),
      rest('stack_notes', { method: 'POST', headers: serviceHeaders(), body: '[{"note":"a"},{"note":"b"}]' }),
      rest('leads?email=eq.a@b.co', { method: 'PATCH', headers: serviceHeaders(), body: '{"message":"x"}' }),
      rest('leads?email=eq.a@b.co', { method: 'DELETE', headers: serviceHeaders() }),
      rest('rpc/email_queue_state', { headers: serviceHeaders() }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.status, (await response.json()).code]).toEqual([400, 'PGRST127']);
    }
    const auth = await fetch(`${stack.gatewayUrl}/auth/v1/signup`, { method: 'POST' });
    expect(auth.status).toBe(404);
    expect(stack.unsupportedRequests().length - before).toBe(attempts.length + 1);
  });
});

describe('the client address', () => {
  it('a function gets the socket’s address in CF-Connecting-IP, whatever the caller sends', async () => {
    const response = await fetch(`${stack.gatewayUrl}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'cf-connecting-ip': '6.6.6.6' },
    });
    expect((await response.json()).clientAddress).toBe('127.0.0.1');
  });
});

describe('functions proxy', () => {
  it('an unknown function answers 503 { ok: false, error: "function not found" }', async () => {
    const response = await fetch(`${stack.gatewayUrl}/functions/v1/does-not-exist`, { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'function not found' });
    expect(stack.functions).toEqual(['echo']);
  });

  it('without a JWT the function is not reached (verify_jwt), OPTIONS always is', async () => {
    const denied = await fetch(`${stack.gatewayUrl}/functions/v1/echo`, { method: 'POST' });
    expect(denied.status).toBe(401);
    const preflight = await fetch(`${stack.gatewayUrl}/functions/v1/echo`, { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('x-echo')]).toEqual([204, 'preflight']);
  });

  it('forwards method, sub-path, query and body to the real Deno function with the local env', async () => {
    const invoked = await fetch(`${stack.gatewayUrl}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(await invoked.json()).toMatchObject({
      path: '/echo',
      search: '',
      method: 'POST',
      body: '{"hello":"world"}',
      supabaseUrl: stack.gatewayUrl,
      resendBaseUrl: stack.mailUrl,
    });
    const response = await fetch(`${stack.gatewayUrl}/functions/v1/echo/sub/path?x=1`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
      body: 'plain',
    });
    expect(await response.json()).toMatchObject({
      path: '/echo/sub/path',
      search: '?x=1',
      method: 'PUT',
      body: 'plain',
    });
  });
});

describe('mail catcher', () => {
  const email = (overrides: Record<string, unknown> = {}) => ({
    from: 'Emberwise <hello@emberwise.local>',
    to: [uniqueEmail('mail')],
    subject: 'Thanks',
    html: '<p>Hello</p>',
    text: 'Hello',
    ...overrides,
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    mail('/emails', {
      method: 'POST',
      headers: { Authorization: 'Bearer re_test_key', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('refuses a request without an API key and an invalid payload, in Resend’s shape', async () => {
    const unauthenticated = await mail('/emails', { method: 'POST', body: JSON.stringify(email()) });
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' });
    const invalid = await send(email({ to: 'not an address' }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      statusCode: 422,
      name: 'validation_error',
      message: expect.stringContaining('Invalid `to` field'),
    });
  });

  it('a repeated Idempotency-Key returns the same id and stores nothing new (resend SDK)', async () => {
    const resend = new Resend('re_test_key', { baseUrl: stack.mailUrl });
    const payload = email();
    const first = await resend.emails.send(payload, { idempotencyKey: 'lead-confirmation/1' });
    const again = await resend.emails.send(payload, { idempotencyKey: 'lead-confirmation/1' });
    expect(first.error).toBeNull();
    expect(again.data?.id).toBe(first.data?.id);
    const listed = await (await mail(`/api/emails?to=${encodeURIComponent(payload.to[0]!)}`)).json();
    expect(listed.emails).toHaveLength(1);
    const changed = await resend.emails.send(
      { ...payload, subject: 'Other' },
      { idempotencyKey: 'lead-confirmation/1' },
    );
    expect(changed.error).toMatchObject({ statusCode: 409, name: 'invalid_idempotent_request' });
  });

  it('the failure switch fails the next n sends with 500, then sending works again', async () => {
    const switched = await mail('/api/fail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2 }),
    });
    expect(await switched.json()).toEqual({ ok: true, failNext: 2 });
    expect((await send(email())).status).toBe(500);
    expect(await (await send(email())).json()).toMatchObject({ statusCode: 500, name: 'application_error' });
    expect((await send(email())).status).toBe(200);
  });

  it('the failure switch for one address fails only its emails (to it or answering to it): other senders cannot use it up', async () => {
    const failing = email();
    const to = failing.to[0]!;
    const switched = await mail('/api/fail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2, to: to.toUpperCase() }),
    });
    expect(await switched.json()).toMatchObject({ ok: true, failNext: 2 });
    expect((await send(email())).status).toBe(200);
    expect((await send(email())).status).toBe(200);
    expect((await send(failing)).status).toBe(500);
    expect((await send({ ...failing, to: ['team@example.com'], reply_to: [to] })).status).toBe(500);
    expect((await send(failing)).status).toBe(200);
    const refused = await mail('/api/fail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, to: 'not an address' }),
    });
    expect(refused.status).toBe(400);
  });

  it('answers only its own origin, and its failure switch takes JSON only', async () => {
    const answers = await rebindingAnswers(`${stack.mailUrl}/api/fail`, JSON.stringify({ count: 3 }));
    expect([answers.foreignHostGet.status, answers.foreignHostPost.status]).toEqual([421, 421]);
    expect(answers.foreignOriginPost.status).toBe(403);
    expect((await rebindingAnswers(`${stack.mailUrl}/`)).foreignHostGet.status).toBe(421);
    const plainText = await mail('/api/fail', { method: 'POST', body: JSON.stringify({ count: 3 }) });
    expect(plainText.status).toBe(415);
    expect(await plainText.json()).toMatchObject({ error: expect.stringContaining('JSON only') });
    expect((await send(email())).status).toBe(200);
    expect((await mail('/')).status).toBe(200);
  });

  it('Resend features the product does not use are refused and recorded', async () => {
    const before = stack.unsupportedRequests().length;
    expect((await send(email({ attachments: [{ filename: 'a.txt', content: 'YQ==' }] }))).status).toBe(422);
    expect((await mail('/emails/batch', { method: 'POST', body: '[]' })).status).toBe(404);
    expect((await mail('/emails/123', { headers: { Authorization: 'Bearer re_x' } })).status).toBe(404);
    expect(stack.unsupportedRequests().length - before).toBe(3);
  });

  it('the mailbox page lists an email and escapes its content', async () => {
    const to = uniqueEmail('page');
    const sent = await (
      await send(email({ to, subject: '<script>alert(1)</script>', html: '<b onclick="x()">hi</b>' }))
    ).json();
    const list = await (await mail('/')).text();
    expect(list).toContain(to);
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list).not.toContain('<script>');
    const page = await mail(`/mailbox/${sent.id}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<iframe sandbox srcdoc="&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;"');
  });
});

describe('restart', () => {
  it('keeps data and emails across stop and start, and applies only new migrations', async () => {
    const email = uniqueEmail('kept');
    await submitLead(lead(email));
    const sent = await (
      await mail('/emails', {
        method: 'POST',
        headers: { Authorization: 'Bearer re_test_key' },
        body: JSON.stringify({ from: 'a@emberwise.local', to: email, subject: 'Kept', text: 'kept' }),
      })
    ).json();
    await stack.stop();

    await writeFile(
      join(root, 'supabase/migrations/29990101000000_restart_check.sql'),
      "comment on column public.leads.source is 'restart check';",
    );
    connect(await startLocalStack(stackOptions));
    expect((await service.select('leads', 'first_name', ['email', email])).data).toEqual([
      { first_name: 'Ada' },
    ]);
    // The seed ran once: a second run would have added a returning-contact message.
    const messages = await stack.db.query(
      "select 1 from public.lead_messages m join public.leads l on l.id = m.lead_id where l.email = 'ada.lovelace@example.com'",
    );
    expect(messages.rows).toHaveLength(0);
    const comment = await stack.db.query<{ text: string }>(
      "select col_description('public.leads'::regclass, (select attnum from pg_attribute where attrelid = 'public.leads'::regclass and attname = 'source')) as text",
    );
    expect(comment.rows[0]?.text).toBe('restart check');
    expect((await (await mail(`/api/emails/${sent.id}`)).json()).email).toMatchObject({
      subject: 'Kept',
      to: [email],
    });
  });
});
