import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../shared/schemas/messages';
import { fakeFunctions, fakeEdgeSecret, limitedAnswer } from './fakes/fake-functions';
import { configuredEnv, postForm, send, siteOrigin, validForm, visitorIp } from './fakes/requests';

const thankYou = '/thank-you';
const invalid = '/sign-up?error=invalid#contact-invalid';
const failed = '/sign-up?error=failed#contact-failed';
const limited = '/sign-up?error=limited#contact-limited';

function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(location);
  // The visitor's data never travels in a URL.
  expect(response.headers.get('location')).not.toContain('@');
  expect(response.headers.get('location')).not.toContain('ada');
}

describe('POST /api/contact, a valid form', () => {
  it('passes the checked form to send-lead-emails with the visitor’s address and the shared secret, then thanks', async () => {
    const functions = fakeFunctions();
    expectRedirect(await postForm(validForm, configuredEnv(), functions), thankYou);

    const [call, ...others] = functions.calls('lead');
    expect(others).toHaveLength(0);
    expect(call!.method).toBe('POST');
    expect(call!.headers.get('x-edge-api-secret')).toBe(fakeEdgeSecret);
    expect(call!.body).toEqual({
      client_address: visitorIp,
      form: {
        name: 'Ada King Lovelace',
        email: 'ada@example.com',
        message: 'We want to automate our invoice checks.',
        source: 'footer',
      },
    });
  });

  it('sends the email trimmed and lower-cased and the name trimmed, like the browser flow', async () => {
    const functions = fakeFunctions();
    await postForm({ ...validForm, name: '  Ada ', email: '  Ada@Example.COM ' }, configuredEnv(), functions);
    expect(functions.calls('lead')[0]!.body).toMatchObject({
      form: { name: 'Ada', email: 'ada@example.com' },
    });
  });

  it('defaults the source to website and accepts multipart/form-data', async () => {
    const functions = fakeFunctions();
    const body = new FormData();
    body.set('name', 'Grace');
    body.set('email', 'grace@example.com');
    const response = await send(
      '/api/contact',
      { method: 'POST', body, headers: { origin: siteOrigin } },
      configuredEnv(),
      functions,
    );
    expectRedirect(response, thankYou);
    expect(functions.calls('lead')[0]!.body).toMatchObject({ form: { name: 'Grace', source: 'website' } });
  });

  it('takes the campaign source from the form page it was posted from when the form carries the default', async () => {
    const functions = fakeFunctions();
    const body = new URLSearchParams({ ...validForm, source: 'website' });
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: siteOrigin,
      referer: `${siteOrigin}/sign-up?source=linkedin-ad`,
    };
    await send('/api/contact', { method: 'POST', body, headers }, configuredEnv(), functions);
    expect(functions.calls('lead')[0]!.body).toMatchObject({ form: { source: 'linkedin-ad' } });
  });

  it('ignores the source of a page on another site', async () => {
    const functions = fakeFunctions();
    const body = new URLSearchParams({ ...validForm, source: 'website' });
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: siteOrigin,
      referer: 'https://elsewhere.example/sign-up?source=spoofed',
    };
    await send('/api/contact', { method: 'POST', body, headers }, configuredEnv(), functions);
    expect(functions.calls('lead')[0]!.body).toMatchObject({ form: { source: 'website' } });
  });

  it('a form without a CF-Connecting-IP is passed on as the client "unknown"', async () => {
    const functions = fakeFunctions();
    await send(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin },
        body: new URLSearchParams(validForm),
      },
      configuredEnv(),
      functions,
    );
    expect(functions.calls('lead')[0]!.body).toMatchObject({ client_address: 'unknown' });
  });
});

describe('POST /api/contact, answers of the backend', () => {
  it('an address on file is answered like a new one by the backend, so it lands on the thank-you page', async () => {
    const functions = fakeFunctions();
    expectRedirect(await postForm(validForm, configuredEnv(), functions), thankYou);
    expectRedirect(await postForm(validForm, configuredEnv(), functions), thankYou);
    expect(functions.calls('lead')).toHaveLength(2);
  });

  it('over the hourly limit the visitor is sent back with error=limited', async () => {
    expectRedirect(await postForm(validForm, configuredEnv(), fakeFunctions(limitedAnswer)), limited);
  });

  it('a form the function refuses goes back with error=invalid', async () => {
    const functions = fakeFunctions(() =>
      Response.json({ ok: false, error: 'Please enter your name.' }, { status: 400 }),
    );
    expectRedirect(await postForm(validForm, configuredEnv(), functions), invalid);
  });

  it('redirects with error=failed when the function fails or cannot be reached', async () => {
    const broken = fakeFunctions(() => Response.json({ ok: false, error: 'x' }, { status: 500 }));
    expectRedirect(await postForm(validForm, configuredEnv(), broken), failed);
    const offline = {
      fetch: (async () => {
        throw new TypeError('Network connection lost');
      }) as typeof fetch,
    };
    expectRedirect(await postForm(validForm, configuredEnv(), offline), failed);
  });

  it('redirects with error=failed when the backend is not configured or a binding is malformed', async () => {
    const functions = fakeFunctions();
    expectRedirect(await postForm(validForm, {}, functions), failed);
    expectRedirect(
      await postForm(validForm, { SUPABASE_URL: 'nope', EDGE_API_SECRET: 'nope' }, functions),
      failed,
    );
    expect(functions.requests).toHaveLength(0);
  });
});

describe('POST /api/contact, invalid input (the shared schema)', () => {
  const cases: [string, Record<string, string>][] = [
    ['no name', { ...validForm, name: '' }],
    ['a whitespace-only name', { ...validForm, name: ' \t ' }],
    ['a name of 101 characters', { ...validForm, name: 'n'.repeat(101) }],
    ['no email', { ...validForm, email: '' }],
    ['an invalid email', { ...validForm, email: 'ada-at-example.com' }],
    ['an email with angle brackets', { ...validForm, email: '<ada@example.com>' }],
    ['an email of 255 characters', { ...validForm, email: `${'a'.repeat(243)}@example.com` }],
    ['a message of 5001 characters', { ...validForm, message: 'm'.repeat(5001) }],
    ['a source of 101 characters', { ...validForm, source: 's'.repeat(101) }],
  ];

  it.each(cases)('%s redirects to the form with error=invalid and passes nothing on', async (_, fields) => {
    const functions = fakeFunctions();
    expectRedirect(await postForm(fields, configuredEnv(), functions), invalid);
    expect(functions.requests).toHaveLength(0);
  });

  it('a name of exactly 100 characters is passed on', async () => {
    const functions = fakeFunctions();
    expectRedirect(
      await postForm({ ...validForm, name: 'n'.repeat(100) }, configuredEnv(), functions),
      thankYou,
    );
  });
});

describe('POST /api/contact, cross-site requests', () => {
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  const cases: [string, Record<string, string>][] = [
    ['another origin', { origin: 'https://evil.example' }],
    ['the null origin (sandboxed frames, some redirects)', { origin: 'null' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['a cross-site Sec-Fetch-Site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ];

  it.each(cases)('%s is refused with 403 and nothing is passed on', async (_, headers) => {
    const functions = fakeFunctions();
    const response = await send(
      '/api/contact',
      { method: 'POST', headers: { ...formHeaders, ...headers }, body: new URLSearchParams(validForm) },
      configuredEnv(),
      functions,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, error: 'Forms can only be sent from this website.' });
    expect(functions.requests).toHaveLength(0);
  });

  it('a same-origin browser without an Origin header but with Sec-Fetch-Site: same-origin is served', async () => {
    const functions = fakeFunctions();
    const response = await send(
      '/api/contact',
      {
        method: 'POST',
        headers: { ...formHeaders, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams(validForm),
      },
      configuredEnv(),
      functions,
    );
    expectRedirect(response, thankYou);
    expect(functions.calls('lead')).toHaveLength(1);
  });
});

describe('POST /api/contact, bots and other clients', () => {
  it('a filled honeypot lands on the thank-you page and passes nothing on', async () => {
    const functions = fakeFunctions();
    const response = await postForm(
      { ...validForm, company_website: 'https://cheap-seo.example' },
      configuredEnv(),
      functions,
    );
    expectRedirect(response, thankYou);
    expect(functions.requests).toHaveLength(0);
  });

  it('refuses JSON with 415', async () => {
    const functions = fakeFunctions();
    const response = await send(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin },
        body: JSON.stringify(validForm),
      },
      configuredEnv(),
      functions,
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ ok: false });
    expect(functions.requests).toHaveLength(0);
  });

  it('answers 400 to a multipart body it cannot read', async () => {
    const response = await send(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', origin: siteOrigin },
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

/** The prerendered form page as the static files hold it, in brief: the parts the edge rewrites. */
const signUpPage = `<!doctype html><html><head>
<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/chunk.js">
</head><body><form method="post" action="/api/contact">
<input id="contact-name" name="name" type="text"><p id="contact-name-error" data-field-error hidden><svg></svg></p>
<input id="contact-email" name="email" type="email"><p id="contact-email-error" data-field-error hidden><svg></svg></p>
<textarea id="contact-message" name="message"></textarea><p id="contact-message-error" data-field-error hidden><svg></svg></p>
<input type="hidden" name="source" value="website">
<input id="contact-company-website" name="company_website" type="text">
<p id="contact-invalid" role="alert" class="hidden">Please check the form.</p>
<p id="contact-failed" role="alert" class="hidden">Something went wrong.</p>
</form><script>bootstrap()</script></body></html>`;

/** Static files holding the sign-up page, recording what was asked of them. */
function staticFiles() {
  const asked: string[] = [];
  const ASSETS = {
    fetch: async (request: Request | string) => {
      const url = new URL(typeof request === 'string' ? request : request.url);
      asked.push(url.pathname);
      return url.pathname === '/sign-up'
        ? new Response(signUpPage, { headers: { 'content-type': 'text/html; charset=utf-8' } })
        : new Response('Not found', { status: 404 });
    },
  };
  return { ASSETS, asked };
}

describe('POST /api/contact without JavaScript, refused: the form comes back with what was typed', () => {
  it('an address the browser let through but the edge refuses: every typed value kept, the field named, marked, described and focused', async () => {
    const { ASSETS, asked } = staticFiles();
    const functions = fakeFunctions();
    const response = await postForm(
      { ...validForm, name: 'Ada "The Countess" King', email: 'ada@localhost', company_website: '' },
      configuredEnv({ ASSETS }),
      functions,
    );
    expect(asked).toEqual(['/sign-up']);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).not.toContain('script-src');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(
      'id="contact-name" name="name" type="text" value="Ada &quot;The Countess&quot; King"',
    );
    expect(html).toContain(
      'id="contact-email" name="email" type="email" value="ada@localhost" aria-invalid="true" aria-describedby="contact-email-error" autofocus="">',
    );
    expect(html).toContain(`<textarea id="contact-message" name="message">${validForm.message}</textarea>`);
    expect(html).toContain(
      `<p id="contact-email-error" data-field-error><svg></svg>${fieldMessages.emailInvalid}</p>`,
    );
    // The other fields are not marked, the line for the outcome shows, and nothing runs.
    expect(html).toContain('<p id="contact-name-error" data-field-error hidden>');
    expect(html.match(/aria-invalid/g)).toHaveLength(1);
    expect(html).toContain('<p id="contact-invalid" role="alert" class="hidden" data-shown="">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('name="source" value="website"');
    expect(functions.requests).toHaveLength(0);
  });

  it('a failure keeps the input too and focuses the line that says so; without the static files it redirects as before', async () => {
    const { ASSETS } = staticFiles();
    const broken = fakeFunctions(() => Response.json({ ok: false, error: 'x' }, { status: 500 }));
    const response = await postForm(validForm, configuredEnv({ ASSETS }), broken);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain('value="ada@example.com"');
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain(
      '<p id="contact-failed" role="alert" class="hidden" data-shown="" tabindex="-1" autofocus="">',
    );
    expectRedirect(await postForm(validForm, configuredEnv(), broken), failed);
  });
});
