import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCertificate, serveStatic, type StaticServer } from '../../scripts/static-server';

let dir: string;
let site: StaticServer;
let htmlOnly: StaticServer;

const page = (title: string) =>
  `<html><head><script>window.inline=1</script><script type="application/ld+json">{}</script></head>` +
  `<body><h1>${title}</h1><script type="module" src="/assets/app.js"></script></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-server-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'blog'));
  await writeFile(join(dir, 'index.html'), page('Home'));
  await writeFile(join(dir, 'cases.html'), page('Cases'));
  await writeFile(join(dir, 'blog/feed.xml'), '<rss/>');
  await writeFile(join(dir, '404.html'), page('Not found'));
  await writeFile(join(dir, 'assets/app.js'), 'console.log("app");'.repeat(50));
  await writeFile(
    join(dir, '_headers'),
    "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  await writeFile(join(dir, '_redirects'), '# aliases\n/case-studies  /cases  301\n');
  site = await serveStatic({ dir });
  htmlOnly = await serveStatic({ dir, stripScripts: true });
});

afterAll(async () => {
  await site.stop();
  await htmlOnly.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the bench’s static server', () => {
  it('serves a route from its HTML file with the headers of every matching _headers block', async () => {
    const response = await fetch(`${site.origin}/cases`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).toContain('<h1>Cases</h1>');
    expect(await (await fetch(`${site.origin}/`)).text()).toContain('<h1>Home</h1>');
  });

  it('gzips text, and applies the asset headers to assets', async () => {
    const response = await fetch(`${site.origin}/assets/app.js`);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toContain('console.log("app")');
    expect((await fetch(`${site.origin}/blog/feed.xml`)).status).toBe(200);
  });

  it('redirects the paths of _redirects and answers anything else with 404.html', async () => {
    const moved = await fetch(`${site.origin}/case-studies`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/cases']);
    const missing = await fetch(`${site.origin}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Not found</h1>');
    expect((await fetch(`${site.origin}/blog`)).status).toBe(404);
    expect((await fetch(`${site.origin}/..%2f..%2fetc/passwd`)).status).toBe(404);
  });

  it('serves the same HTML without its JavaScript when asked to, JSON-LD kept', async () => {
    const html = await (await fetch(`${htmlOnly.origin}/cases`)).text();
    expect(html).toBe(
      '<html><head><script type="application/ld+json">{}</script></head><body><h1>Cases</h1></body></html>',
    );
    expect(await (await fetch(`${site.origin}/cases`)).text()).toBe(page('Cases'));
  });

  it('refuses the paths it is told to, and leaves out the headers it is told to', async () => {
    const held = await serveStatic({
      dir,
      refuse: (path) => path === '/assets/app.js',
      withoutHeaders: ['x-frame-options'],
    });
    try {
      expect((await fetch(`${held.origin}/assets/app.js`)).status).toBe(404);
      const response = await fetch(`${held.origin}/cases`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    } finally {
      await held.stop();
    }
  });

  it('answers over TLS and HTTP/2 as Pages does, with the same headers, gzip and page without scripts', async () => {
    const secure = await serveStatic({ dir, http2: true });
    const secureHtmlOnly = await serveStatic({ dir, stripScripts: true, http2: true });
    /** One HTTP/2 request; the local certificate is self-signed, so it is taken as it is. */
    const get = (origin: string, path: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const session = connect(origin, { rejectUnauthorized: false });
        session.on('error', reject);
        const request = session.request({ ':path': path, 'accept-encoding': 'gzip' });
        const chunks: Buffer[] = [];
        let headers: Record<string, unknown> = {};
        request.on('response', (received) => (headers = received));
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          session.close();
          resolve({ headers, body: Buffer.concat(chunks) });
        });
        request.on('error', reject);
        request.end();
      });
    try {
      expect(secure.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const { headers, body } = await get(secure.origin, '/cases');
      expect(headers[':status']).toBe(200);
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toBe("default-src 'self'");
      expect(gunzipSync(body).toString()).toBe(page('Cases'));
      const plain = await get(secureHtmlOnly.origin, '/cases');
      expect(gunzipSync(plain.body).toString()).not.toContain('<script>window.inline');
      expect((await get(secure.origin, '/case-studies')).headers).toMatchObject({
        ':status': 301,
        location: '/cases',
      });
    } finally {
      await secure.stop();
      await secureHtmlOnly.stop();
    }
  });

  it('makes its own certificate for 127.0.0.1, valid now and for no more than a day', () => {
    const { key, cert } = localCertificate();
    const certificate = new X509Certificate(cert);
    expect(certificate.subject).toBe('CN=127.0.0.1');
    expect(certificate.checkPrivateKey(createPrivateKey(key))).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    const [from, to] = [Date.parse(certificate.validFrom), Date.parse(certificate.validTo)];
    expect(from).toBeLessThan(Date.now());
    expect(to).toBeGreaterThan(Date.now());
    expect(to - from).toBeLessThanOrEqual(26 * 3_600_000);
  });
});
