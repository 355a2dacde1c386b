import { describe, expect, it } from 'vitest';
import { fakeFunctions, fakeEdgeSecret } from './fakes/fake-functions';
import { configuredEnv, postFormTo, send, siteOrigin, visitorIp } from './fakes/requests';

const subscribe = (
  fields: Record<string, string>,
  functions = fakeFunctions(),
  headers: Record<string, string> = {},
) =>
  postFormTo('/api/newsletter', fields, configuredEnv(), functions, {
    referer: `${siteOrigin}/blogs`,
    ...headers,
  });

function expectBack(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(location);
  expect(response.headers.get('location')).not.toContain('@');
}

describe('POST /api/newsletter', () => {
  it('passes the checked sign-up with the visitor’s address and goes back to the page with newsletter=done', async () => {
    const functions = fakeFunctions();
    expectBack(
      await subscribe({ email: ' Reader@Example.com ', source: 'blogs', company_website: '' }, functions),
      '/blogs?newsletter=done#newsletter-done',
    );
    const [call] = functions.calls('newsletterSignup');
    expect(call!.headers.get('x-edge-api-secret')).toBe(fakeEdgeSecret);
    expect(call!.body).toEqual({
      client_address: visitorIp,
      form: { email: 'reader@example.com', source: 'blogs' },
    });
  });

  it('goes back to the same-origin page of the form, without its query, or to /blogs', async () => {
    expectBack(
      await subscribe({ email: 'a@example.com' }, fakeFunctions(), {
        referer: `${siteOrigin}/blog/orq-ai-foundation?x=a@b.c#top`,
      }),
      '/blog/orq-ai-foundation?newsletter=done#newsletter-done',
    );
    expectBack(
      await subscribe({ email: 'a@example.com' }, fakeFunctions(), { referer: 'https://evil.example/page' }),
      '/blogs?newsletter=done#newsletter-done',
    );
    expectBack(
      await postFormTo('/api/newsletter', { email: 'a@example.com' }, configuredEnv(), fakeFunctions()),
      '/blogs?newsletter=done#newsletter-done',
    );
  });

  it('an invalid address goes back with newsletter=invalid and nothing is passed on', async () => {
    const functions = fakeFunctions();
    expectBack(
      await subscribe({ email: 'not-an-address' }, functions),
      '/blogs?newsletter=invalid#newsletter-invalid',
    );
    expect(functions.requests).toHaveLength(0);
  });

  it('over the hourly limit it goes back with newsletter=limited', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: false, error: 'x' }, { status: 429 }));
    expectBack(
      await subscribe({ email: 'a@example.com' }, functions),
      '/blogs?newsletter=limited#newsletter-limited',
    );
  });

  it('a failing or missing backend goes back with newsletter=failed', async () => {
    const functions = fakeFunctions(() => Response.json({ ok: false, error: 'x' }, { status: 500 }));
    expectBack(
      await subscribe({ email: 'a@example.com' }, functions),
      '/blogs?newsletter=failed#newsletter-failed',
    );
    expectBack(
      await postFormTo('/api/newsletter', { email: 'a@example.com' }, {}, fakeFunctions(), {
        referer: `${siteOrigin}/blogs`,
      }),
      '/blogs?newsletter=failed#newsletter-failed',
    );
  });

  it('a filled honeypot looks subscribed and passes nothing on', async () => {
    const functions = fakeFunctions();
    expectBack(
      await subscribe({ email: 'bot@example.com', company_website: 'x' }, functions),
      '/blogs?newsletter=done#newsletter-done',
    );
    expect(functions.requests).toHaveLength(0);
  });

  it('a cross-origin post is refused with 403 and nothing is passed on', async () => {
    const functions = fakeFunctions();
    const response = await subscribe({ email: 'a@example.com' }, functions, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(functions.requests).toHaveLength(0);
  });

  it('answers 405 to GET', async () => {
    const response = await send('/api/newsletter');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
