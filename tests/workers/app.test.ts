import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/_lib/app';
import { fakeFunctions } from './fakes/fake-functions';
import { configuredEnv, postForm, send, siteOrigin, validForm } from './fakes/requests';

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('cache-control')).toBe('no-store');
}

const bigBody = 'message=' + 'x'.repeat(64 * 1024);

describe('the edge API', () => {
  it('runs in the Workers runtime', () => {
    expect(navigator.userAgent).toBe('Cloudflare-Workers');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api', '/api/health/extra', '/api/contact/x']) {
      const response = await send(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ ok: false, error: 'Not found' });
    }
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const functions = fakeFunctions();
    const response = await send(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin },
        body: bigBody,
      },
      configuredEnv(),
      functions,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: 'The request body is larger than 64 KB' });
    expect(functions.requests).toHaveLength(0);
  });

  it('refuses a streamed body without Content-Length once it passes 64 KB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await send('/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
        origin: siteOrigin,
      },
      body,
    });
    expect(response.status).toBe(413);
  });

  it('answers unexpected errors with a generic 500 and no stack trace', async () => {
    const app = createApp();
    app.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.request('http://localhost/api/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: 'Internal error' });
    expect(text).not.toContain('hunter2');
    expectSecurityHeaders(response);
  });

  it('puts the security headers on every answer it makes', async () => {
    const functions = fakeFunctions();
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin };
    const responses = [
      await send('/api/health'),
      await send('/api/nope'),
      await send('/api/contact'),
      await postForm(validForm, configuredEnv(), functions),
      await postForm({ ...validForm, email: 'x' }, configuredEnv(), functions),
      await send('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin },
        body: '{}',
      }),
      await send('/api/contact', { method: 'POST', headers: form, body: bigBody }),
      await send('/api/health', {}, { SUPABASE_URL: 'bad', EDGE_API_SECRET: 'bad' }),
      await send('/api/contact', {
        method: 'POST',
        headers: { ...form, origin: 'https://evil.example' },
        body: 'name=x',
      }),
    ];
    expect(responses.map((response) => response.status)).toEqual([
      200, 404, 405, 303, 303, 415, 413, 503, 403,
    ]);
    responses.forEach(expectSecurityHeaders);
  });
});
