import { describe, expect, it } from 'vitest';
import { fakeAnonKey, fakeSupabase, postgrestError } from '../testing/fake-supabase';
import { configuredEnv, postForm, send, validForm } from '../testing/requests';

const thankYou = '/thank-you';
const invalid = '/sign-up?error=invalid';
const failed = '/sign-up?error=failed';

const duplicateEmail = () =>
  postgrestError(409, {
    code: '23505',
    message: 'duplicate key value violates unique constraint "leads_email_key"',
    details: 'Key (email)=(ada@example.com) already exists.',
  });

function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(location);
  // The visitor's data never travels in a URL.
  expect(response.headers.get('location')).not.toContain('@');
  expect(response.headers.get('location')).not.toContain('ada');
}

describe('POST /api/contact, a valid form', () => {
  it('stores the lead with the split name and status new, then redirects to the thank-you page', async () => {
    const supabase = fakeSupabase();
    const response = await postForm(validForm, configuredEnv(), supabase);
    expectRedirect(response, thankYou);

    const [insert, ...others] = supabase.inserts();
    expect(others).toHaveLength(0);
    expect(insert!.method).toBe('POST');
    expect(insert!.body).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King Lovelace',
      message: 'We want to automate our invoice checks.',
      source: 'footer',
      status: 'new',
    });
    expect(insert!.headers.get('apikey')).toBe(fakeAnonKey);
    // No `.select()`: anon may insert but not read the row back.
    expect(insert!.url.searchParams.has('select')).toBe(false);
    expect(insert!.headers.get('prefer') ?? '').not.toContain('return=representation');
  });

  it('asks send-lead-emails to send the emails with the lead data', async () => {
    const supabase = fakeSupabase();
    await postForm(validForm, configuredEnv(), supabase);
    const [invocation] = supabase.invocations();
    expect(invocation!.headers.get('authorization')).toBe(`Bearer ${fakeAnonKey}`);
    expect(invocation!.body).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King Lovelace',
      message: 'We want to automate our invoice checks.',
      source: 'footer',
    });
  });

  it('stores the email trimmed and lower-cased, like the browser flow', async () => {
    const supabase = fakeSupabase();
    await postForm({ ...validForm, email: '  Ada@Example.COM ' }, configuredEnv(), supabase);
    expect(supabase.inserts()[0]!.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('defaults the source to website and accepts multipart/form-data', async () => {
    const supabase = fakeSupabase();
    const body = new FormData();
    body.set('name', 'Grace');
    body.set('email', 'grace@example.com');
    const response = await send('/api/contact', { method: 'POST', body }, configuredEnv(), supabase);
    expectRedirect(response, thankYou);
    expect(supabase.inserts()[0]!.body).toMatchObject({
      first_name: 'Grace',
      last_name: '',
      message: null,
      source: 'website',
    });
  });

  it('takes the campaign source from the form page it was posted from when the form carries the default', async () => {
    const supabase = fakeSupabase();
    const body = new URLSearchParams({ ...validForm, source: 'website' });
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      referer: 'http://localhost/sign-up?source=linkedin-ad',
    };
    await send('/api/contact', { method: 'POST', body, headers }, configuredEnv(), supabase);
    expect(supabase.inserts()[0]!.body).toMatchObject({ source: 'linkedin-ad' });
  });

  it('ignores the source of a page on another site', async () => {
    const supabase = fakeSupabase();
    const body = new URLSearchParams({ ...validForm, source: 'website' });
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      referer: 'https://elsewhere.example/sign-up?source=spoofed',
    };
    await send('/api/contact', { method: 'POST', body, headers }, configuredEnv(), supabase);
    expect(supabase.inserts()[0]!.body).toMatchObject({ source: 'website' });
  });

  it('answers before the email function has finished', async () => {
    let finishEmails!: () => void;
    const emailsDone = new Promise<Response>((resolve) => {
      finishEmails = () => resolve(Response.json({ ok: true }));
    });
    const supabase = fakeSupabase({ invoke: () => emailsDone });
    const { createApp } = await import('../app');
    const ctx = {
      waitUntil: (_: Promise<unknown>) => undefined,
      passThroughOnException: () => undefined,
      props: {},
    };
    const response = await createApp(supabase).request(
      'http://localhost/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(validForm).toString(),
      },
      configuredEnv(),
      ctx,
    );
    expectRedirect(response, thankYou);
    finishEmails();
  });

  it('still thanks the visitor when the email function fails', async () => {
    const supabase = fakeSupabase({ invoke: () => Response.json({ error: 'Resend down' }, { status: 500 }) });
    expectRedirect(await postForm(validForm, configuredEnv(), supabase), thankYou);
    expect(supabase.invocations()).toHaveLength(1);
  });
});

describe('POST /api/contact, a duplicate email', () => {
  it('duplicate email (23505 on leads_email_key) shows the thank-you page and still sends the emails', async () => {
    const supabase = fakeSupabase({ insert: duplicateEmail });
    expectRedirect(await postForm(validForm, configuredEnv(), supabase), thankYou);
    expect(supabase.invocations()).toHaveLength(1);
  });

  it('counts the constraint named only in the details as a duplicate', async () => {
    const supabase = fakeSupabase({
      insert: () =>
        postgrestError(409, { code: '23505', message: 'duplicate key value', details: 'leads_email_key' }),
    });
    expectRedirect(await postForm(validForm, configuredEnv(), supabase), thankYou);
  });

  it('treats a unique violation of another constraint as a failure', async () => {
    const supabase = fakeSupabase({
      insert: () =>
        postgrestError(409, { code: '23505', message: 'violates unique constraint "leads_pkey"' }),
    });
    expectRedirect(await postForm(validForm, configuredEnv(), supabase), failed);
    expect(supabase.invocations()).toHaveLength(0);
  });
});

describe('POST /api/contact, failures', () => {
  it('redirects to the form with error=failed when the insert fails', async () => {
    const supabase = fakeSupabase({
      insert: () =>
        postgrestError(401, { code: '42501', message: 'new row violates row-level security policy' }),
    });
    expectRedirect(await postForm(validForm, configuredEnv(), supabase), failed);
    expect(supabase.invocations()).toHaveLength(0);
  });

  it('redirects with error=failed when Supabase cannot be reached', async () => {
    const supabase = {
      fetch: (async () => {
        throw new TypeError('Network connection lost');
      }) as typeof fetch,
    };
    expectRedirect(await postForm(validForm, configuredEnv(), supabase), failed);
  });

  it('redirects with error=failed when the backend is not configured', async () => {
    const supabase = fakeSupabase();
    expectRedirect(await postForm(validForm, {}, supabase), failed);
    expect(supabase.requests).toHaveLength(0);
  });

  it('redirects with error=failed when a binding is malformed', async () => {
    const supabase = fakeSupabase();
    expectRedirect(
      await postForm(validForm, { SUPABASE_URL: 'nope', SUPABASE_ANON_KEY: 'nope' }, supabase),
      failed,
    );
    expect(supabase.requests).toHaveLength(0);
  });
});

describe('POST /api/contact, invalid input', () => {
  const cases: [string, Record<string, string>][] = [
    ['no name', { ...validForm, name: '' }],
    ['a name of 201 characters', { ...validForm, name: 'n'.repeat(201) }],
    ['no email', { ...validForm, email: '' }],
    ['an invalid email', { ...validForm, email: 'ada-at-example.com' }],
    ['an email of 255 characters', { ...validForm, email: `${'a'.repeat(243)}@example.com` }],
    ['a message of 5001 characters', { ...validForm, message: 'm'.repeat(5001) }],
    ['a source of 101 characters', { ...validForm, source: 's'.repeat(101) }],
  ];

  it.each(cases)('%s redirects to the form with error=invalid and stores nothing', async (_, fields) => {
    const supabase = fakeSupabase();
    expectRedirect(await postForm(fields, configuredEnv(), supabase), invalid);
    expect(supabase.requests).toHaveLength(0);
  });
});

describe('POST /api/contact, bots and other clients', () => {
  it('a filled honeypot lands on the thank-you page and stores nothing', async () => {
    const supabase = fakeSupabase();
    const response = await postForm(
      { ...validForm, company_website: 'https://cheap-seo.example' },
      configuredEnv(),
      supabase,
    );
    expectRedirect(response, thankYou);
    expect(supabase.requests).toHaveLength(0);
  });

  it('refuses JSON with 415', async () => {
    const supabase = fakeSupabase();
    const response = await send(
      '/api/contact',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validForm) },
      configuredEnv(),
      supabase,
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ ok: false });
    expect(supabase.requests).toHaveLength(0);
  });

  it('answers 400 to a multipart body it cannot read', async () => {
    const response = await send(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: 'this is not multipart',
      },
      configuredEnv(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'The form data could not be read' });
  });

  it('answers 405 with Allow: POST to GET', async () => {
    const response = await send('/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ ok: false, error: 'Method not allowed' });
  });
});
