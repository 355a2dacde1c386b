import { describe, expect, it } from 'vitest';
import { fakeRelay, fakeRelaySecret } from './fakes/fake-relay';
import { configuredEnv, postFormTo, send, siteOrigin, visitorIp } from './fakes/requests';

const subscribe = (
  fields: Record<string, string>,
  relay = fakeRelay(),
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
  it('relays the checked sign-up with the visitor’s address and goes back to the page with subscribed=1', async () => {
    const relay = fakeRelay();
    expectBack(
      await subscribe({ email: ' Reader@Example.com ', source: 'blogs', company_website: '' }, relay),
      '/blogs?subscribed=1#newsletter-subscribed',
    );
    const [call] = relay.calls('newsletter');
    expect(call!.headers.get('x-form-relay-secret')).toBe(fakeRelaySecret);
    expect(call!.body).toEqual({
      client_address: visitorIp,
      signup: { email: 'reader@example.com', source: 'blogs' },
    });
  });

  it('goes back to the same-origin page of the form, without its query, or to /blogs', async () => {
    expectBack(
      await subscribe({ email: 'a@example.com' }, fakeRelay(), {
        referer: `${siteOrigin}/blog/orq-ai-foundation?x=a@b.c#top`,
      }),
      '/blog/orq-ai-foundation?subscribed=1#newsletter-subscribed',
    );
    expectBack(
      await subscribe({ email: 'a@example.com' }, fakeRelay(), { referer: 'https://evil.example/page' }),
      '/blogs?subscribed=1#newsletter-subscribed',
    );
    expectBack(
      await postFormTo('/api/newsletter', { email: 'a@example.com' }, configuredEnv(), fakeRelay()),
      '/blogs?subscribed=1#newsletter-subscribed',
    );
  });

  it('an invalid address goes back with newsletter=invalid and nothing is relayed', async () => {
    const relay = fakeRelay();
    expectBack(
      await subscribe({ email: 'not-an-address' }, relay),
      '/blogs?newsletter=invalid#newsletter-invalid',
    );
    expect(relay.requests).toHaveLength(0);
  });

  it('over the hourly limit it goes back with newsletter=limited', async () => {
    const relay = fakeRelay(() => Response.json({ ok: false, error: 'x' }, { status: 429 }));
    expectBack(
      await subscribe({ email: 'a@example.com' }, relay),
      '/blogs?newsletter=limited#newsletter-limited',
    );
  });

  it('a failing or missing backend goes back with newsletter=failed', async () => {
    const relay = fakeRelay(() => Response.json({ ok: false, error: 'x' }, { status: 500 }));
    expectBack(
      await subscribe({ email: 'a@example.com' }, relay),
      '/blogs?newsletter=failed#newsletter-failed',
    );
    expectBack(
      await postFormTo('/api/newsletter', { email: 'a@example.com' }, {}, fakeRelay(), {
        referer: `${siteOrigin}/blogs`,
      }),
      '/blogs?newsletter=failed#newsletter-failed',
    );
  });

  it('a filled honeypot looks subscribed and relays nothing', async () => {
    const relay = fakeRelay();
    expectBack(
      await subscribe({ email: 'bot@example.com', company_website: 'x' }, relay),
      '/blogs?subscribed=1#newsletter-subscribed',
    );
    expect(relay.requests).toHaveLength(0);
  });

  it('a cross-origin post is refused with 403 and nothing is relayed', async () => {
    const relay = fakeRelay();
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
