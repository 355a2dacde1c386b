import { describe, expect, it } from 'vitest';
import { fakeFunctions, fakeEdgeSecret } from './fakes/fake-functions';
import { configuredEnv, postFormTo, send, siteOrigin, visitorIp } from './fakes/requests';

const subscribe = (
  fields: Record<string, string>,
  relay = fakeFunctions(),
  headers: Record<string, string> = {},
) =>
  postFormTo('/api/newsletter', fields, configuredEnv(), relay, {
    referer: `${siteOrigin}/blogs`,
    ...headers,
  });

function expectBack(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(location);
  expect(response.headers.get('location')).not.toContain('@');
}

describe('POST /api/newsletter', () => {
  it('relays the checked sign-up with the visitor’s address and goes back to the page with newsletter=done', async () => {
    const relay = fakeFunctions();
    expectBack(
      await subscribe({ email: ' Reader@Example.com ', source: 'blogs', company_website: '' }, relay),
      '/blogs?newsletter=done#newsletter-done',
    );
    const [call] = relay.calls('newsletterSignup');
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

  it('an invalid address goes back with newsletter=invalid and nothing is relayed', async () => {
    const relay = fakeFunctions();
    expectBack(
      await subscribe({ email: 'not-an-address' }, relay),
      '/blogs?newsletter=invalid#newsletter-invalid',
    );
    expect(relay.requests).toHaveLength(0);
  });

  it('over the hourly limit it goes back with newsletter=limited', async () => {
    const relay = fakeFunctions(() => Response.json({ ok: false, error: 'x' }, { status: 429 }));
    expectBack(
      await subscribe({ email: 'a@example.com' }, relay),
      '/blogs?newsletter=limited#newsletter-limited',
    );
  });

  it('a failing or missing backend goes back with newsletter=failed', async () => {
    const relay = fakeFunctions(() => Response.json({ ok: false, error: 'x' }, { status: 500 }));
    expectBack(
      await subscribe({ email: 'a@example.com' }, relay),
      '/blogs?newsletter=failed#newsletter-failed',
    );
    expectBack(
      await postFormTo('/api/newsletter', { email: 'a@example.com' }, {}, fakeFunctions(), {
        referer: `${siteOrigin}/blogs`,
      }),
      '/blogs?newsletter=failed#newsletter-failed',
    );
  });

  it('a filled honeypot looks subscribed and relays nothing', async () => {
    const relay = fakeFunctions();
    expectBack(
      await subscribe({ email: 'bot@example.com', company_website: 'x' }, relay),
      '/blogs?newsletter=done#newsletter-done',
    );
    expect(relay.requests).toHaveLength(0);
  });

  it('a cross-origin post is refused with 403 and nothing is relayed', async () => {
    const relay = fakeFunctions();
    const response = await subscribe({ email: 'a@example.com' }, relay, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(relay.requests).toHaveLength(0);
  });

  it('answers 405 to GET', async () => {
    const response = await send('/api/newsletter');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
