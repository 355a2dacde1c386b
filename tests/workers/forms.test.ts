/**
 * The one route of each form, as the app asks (Accept: application/json) and as a page without
 * JavaScript posts, plus the edge's own count of per-client limits and the newsletter's link routes.
 * The Supabase functions are a recording stand-in here (fakes/fake-functions.ts).
 */
import { describe, expect, it } from 'vitest';
import { ClientLimiter } from '../../functions/_lib/limiter';
import { onRequestGet } from '../../functions/newsletter/[action]';
import { fieldMessages, rateLimitMessages } from '../../shared/schemas/messages';
import { fakeEdgeSecret, fakeFunctions, limitedAnswer } from './fakes/fake-functions';
import { configuredEnv, send, siteOrigin, validForm, visitorIp } from './fakes/requests';

const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: siteOrigin,
  'cf-connecting-ip': visitorIp,
};
const asApp = { ...formHeaders, accept: 'application/json' };

function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = asApp,
  deps = {},
) {
  return send(path, { method: 'POST', headers, body: new URLSearchParams(fields) }, configuredEnv(), deps);
}

const application = {
  idempotency_key: '3f6c2a1e-8d4b-4c7a-9e2f-1a2b3c4d5e6f',
  position_title: 'AI Transformation Specialist',
  position_type: 'specific',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  experience_years: '12',
  linkedin_url: 'linkedin.com/in/grace',
  retention_consent: 'yes',
  company_website: '',
};

describe('a form posted by the app (Accept: application/json)', () => {
  it('gets { ok: true } and the function gets the checked form', async () => {
    const functions = fakeFunctions();
    const response = await post('/api/contact', validForm, asApp, functions);
    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    expect(functions.calls('lead')).toHaveLength(1);
  });

  it('gets the schema’s sentence and the refused field’s name with 400, and nothing is sent on', async () => {
    const functions = fakeFunctions();
    const response = await post('/api/contact', { ...validForm, email: 'nope' }, asApp, functions);
    expect([response.status, await response.json()]).toEqual([
      400,
      { ok: false, error: fieldMessages.emailInvalid, field: 'email' },
    ]);
    const refused = await post('/api/applications', { ...application, portfolio_url: 'ftp://x' });
    expect(((await refused.json()) as { field?: string }).field).toBe('portfolio_url');
    expect(functions.requests).toHaveLength(0);
  });

  it('gets the function’s refusal passed on, and a generic sentence when the backend fails', async () => {
    const limited = await post('/api/contact', validForm, asApp, fakeFunctions(limitedAnswer));
    expect(limited.status).toBe(429);
    const broken = await post(
      '/api/contact',
      validForm,
      asApp,
      fakeFunctions(() => new Response('boom', { status: 500 })),
    );
    expect([broken.status, ((await broken.json()) as { error: string }).error]).toEqual([
      502,
      'Something went wrong on our side. Please try again later.',
    ]);
  });

  it('a control character anywhere is a readable 400, never a 500', async () => {
    for (const [field, fields] of [
      ['name', { ...validForm, name: 'Ada\u0000' }],
      ['message', { ...validForm, message: 'hi\u0000there' }],
    ] as const) {
      const response = await post('/api/contact', fields);
      expect([response.status, await response.json()]).toEqual([
        400,
        { ok: false, error: fieldMessages.controlCharacters, field },
      ]);
    }
    const plain = await post('/api/contact', { ...validForm, name: 'Ada\u0000' }, formHeaders);
    expect(plain.headers.get('location')).toBe('/sign-up?error=invalid#contact-invalid');
  });
});

describe('the edge’s own count of per-client limits', () => {
  it('answers the sixth lead of a client within the hour with 429 and its sentence, without calling the backend', async () => {
    const functions = fakeFunctions();
    const deps = { ...functions, limiter: new ClientLimiter() };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/contact', validForm, asApp, deps)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(functions.calls('lead')).toHaveLength(5);
    const sixth = await post('/api/contact', validForm, asApp, deps);
    expect(await sixth.json()).toEqual({ ok: false, error: rateLimitMessages.lead });
    // Another client through the same isolate is counted on its own.
    expect(
      (await post('/api/contact', validForm, { ...asApp, 'cf-connecting-ip': '203.0.113.8' }, deps)).status,
    ).toBe(200);
  });

  it('applies RATE_LIMIT_OVERRIDES', async () => {
    const functions = fakeFunctions();
    const deps = { ...functions, limiter: new ClientLimiter() };
    const env = configuredEnv({ RATE_LIMIT_OVERRIDES: 'leads_per_client_per_hour=1' });
    const postOnce = () =>
      send(
        '/api/contact',
        { method: 'POST', headers: asApp, body: new URLSearchParams(validForm) },
        env,
        deps,
      );
    expect([(await postOnce()).status, (await postOnce()).status]).toEqual([200, 429]);
  });
});

describe('POST /api/applications', () => {
  it('passes the checked application to send-job-application-emails: URL with its scheme, years as a number, consent as yes', async () => {
    const functions = fakeFunctions();
    const response = await post('/api/applications', application, asApp, functions);
    expect(await response.json()).toEqual({ ok: true });
    const [call] = functions.calls('application');
    expect(call!.headers.get('x-edge-api-secret')).toBe(fakeEdgeSecret);
    expect(call!.body).toEqual({
      client_address: visitorIp,
      form: {
        idempotency_key: application.idempotency_key,
        position_title: 'AI Transformation Specialist',
        position_type: 'specific',
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        experience_years: 12,
        linkedin_url: 'https://linkedin.com/in/grace',
        retention_consent: true,
        source: 'website',
      },
    });
  });

  it('without JavaScript goes back to the careers page it came from, at the line saying how it went', async () => {
    const referer = `${siteOrigin}/careers/ai-transformation-specialist`;
    const done = await post('/api/applications', application, { ...formHeaders, referer }, fakeFunctions());
    expect([done.status, done.headers.get('location')]).toEqual([
      303,
      '/careers/ai-transformation-specialist?application=done#application-done',
    ]);
    const invalid = await post(
      '/api/applications',
      { ...application, first_name: '' },
      formHeaders,
      fakeFunctions(),
    );
    expect(invalid.headers.get('location')).toBe('/careers?application=invalid#application-invalid');
  });

  it('a general application without a cover letter is refused with its sentence', async () => {
    const response = await post('/api/applications', { ...application, position_type: 'general' });
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
      400,
      fieldMessages.coverLetterRequired,
    ]);
  });

  it('is refused from another origin before anything is read', async () => {
    const functions = fakeFunctions();
    const response = await post(
      '/api/applications',
      application,
      { ...asApp, origin: 'https://evil.example' },
      functions,
    );
    expect(response.status).toBe(403);
    expect(functions.requests).toHaveLength(0);
  });
});

describe('the newsletter’s links', () => {
  const token = 'eyJwIjoidW5zdWJzY3JpYmUifQ.c2lnbmF0dXJlLW9mLWEtbGluaw';

  it('the confirmation page’s button confirms, and comes back to the page at its line', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: true, outcome: 'confirmed' }));
    const response = await post('/api/newsletter/confirm', { token }, formHeaders, functions);
    expect(response.headers.get('location')).toBe(
      '/newsletter/confirm?result=confirmed#subscription-confirmed',
    );
    expect(functions.calls('newsletterConfirm')[0]!.body).toMatchObject({ form: { token } });
  });

  it('a mail client’s one-click unsubscribe (RFC 8058) works without an Origin and gets a plain 200', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: true, outcome: 'unsubscribed' }));
    const response = await send(
      `/api/newsletter/unsubscribe?token=${token}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
      configuredEnv(),
      functions,
    );
    expect([response.status, await response.text()]).toEqual([200, 'unsubscribed']);
    expect(functions.calls('newsletterUnsubscribe')[0]!.body).toMatchObject({ form: { token } });
  });

  it('the unsubscribe link opened in a browser leads to the page with its one button', async () => {
    const response = await send(`/api/newsletter/unsubscribe?token=${token}`);
    expect([response.status, response.headers.get('location')]).toEqual([
      303,
      `/newsletter/unsubscribe?token=${token}`,
    ]);
  });

  it('a forged or malformed token is refused before the backend', async () => {
    const functions = fakeFunctions();
    const response = await post('/api/newsletter/unsubscribe', { token: '"><script>' }, asApp, functions);
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
      400,
      fieldMessages.tokenInvalid,
    ]);
    expect(functions.requests).toHaveLength(0);
  });

  it('the link pages get the link’s token written into their form, escaped, and only a well-formed one', async () => {
    const page = () =>
      new Response('<form><input type="hidden" name="token" value=""></form>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    const run = async (url: string) =>
      (
        await onRequestGet({ request: new Request(url), next: async () => page() } as unknown as Parameters<
          typeof onRequestGet
        >[0])
      ).text();
    expect(await run(`${siteOrigin}/newsletter/unsubscribe?token=${token}`)).toContain(`value="${token}"`);
    expect(await run(`${siteOrigin}/newsletter/unsubscribe?token=%22%3E%3Cscript%3E.x`)).toContain(
      'value=""',
    );
  });
});
