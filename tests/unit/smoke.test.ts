import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smokeTarget, smokeTest, sitemapPaths, titleOf, type SmokeCheck } from '../../scripts/smoke';
import { apiContentSecurityPolicy, sharedSecurityHeaders } from '../../shared/security-headers';

interface FakeSite {
  /** Headers a page leaves out. */
  omitPageHeader?: string;
  health?: object;
  /** Status of a cross-origin form post. */
  foreignPostStatus?: number;
  csp?: string;
}

const pageTitles: Record<string, string> = {
  '/': 'Emberwise | AI transformation consultancy',
  '/services/ai-strategy': 'AI Strategy & Roadmapping | Emberwise',
};

/** A site that answers like the deployed one, but for what `fake` changes. */
function serve(fake: FakeSite = {}): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url!, 'http://x').pathname;
    const pageHeaders: Record<string, string> = {
      'Content-Security-Policy': fake.csp ?? "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
      ...sharedSecurityHeaders,
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    if (fake.omitPageHeader) delete pageHeaders[fake.omitPageHeader];
    const apiHeaders = { ...sharedSecurityHeaders, 'Content-Security-Policy': apiContentSecurityPolicy };
    if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<urlset>${Object.keys(pageTitles)
          .map((page) => `<url><loc>https://www.emberwise.ai${page}</loc></url>`)
          .join('')}</urlset>`,
      );
    } else if (path === '/api/health') {
      response.writeHead(200, { ...apiHeaders, 'content-type': 'application/json' });
      response.end(JSON.stringify(fake.health ?? { ok: true, version: 'test', backend: 'configured' }));
    } else if (path === '/api/contact') {
      const status = fake.foreignPostStatus ?? 403;
      response.writeHead(status, { ...apiHeaders, 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 400 }));
    } else {
      const title = pageTitles[path]?.replace('&', '&amp;') ?? 'Page not found | Emberwise';
      response.writeHead(pageTitles[path] ? 200 : 404, { ...pageHeaders, 'content-type': 'text/html' });
      response.end(`<!doctype html><html><head><title>${title}</title></head><body></body></html>`);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

async function smoke(fake: FakeSite = {}, pages = true): Promise<SmokeCheck[]> {
  const { url, server } = await serve(fake);
  running = server;
  return smokeTest({
    baseUrl: url,
    pages: pages ? Object.entries(pageTitles).map(([path, title]) => ({ path, title })) : undefined,
    notFoundTitle: 'Page not found | Emberwise',
  });
}

const failures = (checks: SmokeCheck[]) => checks.filter((check) => !check.ok);

describe('the smoke test', () => {
  it('passes a site that answers everything right', async () => {
    const checks = await smoke();
    expect(failures(checks)).toEqual([]);
    expect(checks.map((check) => check.name)).toEqual([
      'page /',
      'page /services/ai-strategy',
      'an unknown address answers the not-found page',
      '/api/health reports a configured backend',
      'a form post from a foreign origin is refused with 403',
    ]);
  });

  it('takes the pages from the sitemap when it is given none, whatever origin the sitemap names', async () => {
    const checks = await smoke({}, false);
    expect(failures(checks)).toEqual([]);
    expect(checks.map((check) => check.name)).toContain('page /services/ai-strategy');
  });

  it('reports every page that lacks a security header, naming the header', async () => {
    const failed = failures(await smoke({ omitPageHeader: 'X-Frame-Options' }));
    expect(failed.map((check) => check.name)).toEqual([
      'page /',
      'page /services/ai-strategy',
      'an unknown address answers the not-found page',
    ]);
    expect(failed[0]!.detail).toContain('X-Frame-Options is null');
  });

  it('reports a page whose policy names a loopback address only on a site that is not local', async () => {
    const csp = "default-src 'self'; frame-src http://127.0.0.1:8788";
    expect(failures(await smoke({ csp }))).toEqual([]);
    const { url, server } = await serve({ csp });
    running = server;
    const remote: typeof fetch = (input, init) =>
      fetch(String(input).replace('https://preview.example.pages.dev', url), init);
    const checks = await smokeTest({
      baseUrl: 'https://preview.example.pages.dev',
      fetch: remote,
      pages: [{ path: '/' }],
    });
    expect(failures(checks)[0]).toMatchObject({
      name: 'page /',
      detail: expect.stringContaining('a local build'),
    });
  });

  it('reports a backend the Functions do not know', async () => {
    const [failed] = failures(await smoke({ health: { ok: true, version: 'test', backend: 'missing' } }));
    expect(failed).toMatchObject({ name: '/api/health reports a configured backend' });
    expect(failed!.detail).toContain('SUPABASE_URL or EDGE_API_SECRET');
  });

  it('reports the Supabase functions the site could not reach', async () => {
    const health = {
      ok: false,
      version: 'test',
      backend: 'configured',
      functions: { 'send-lead-emails': 'ok', newsletter: 'failing' },
    };
    const [failed] = failures(await smoke({ health }));
    expect(failed).toMatchObject({ name: '/api/health reports a configured backend' });
    expect(failed!.detail).toContain('the Supabase functions newsletter did not answer');
  });

  it('reports a form post from a foreign origin that is not refused', async () => {
    expect(failures(await smoke({ foreignPostStatus: 200 }))).toEqual([
      expect.objectContaining({ name: 'a form post from a foreign origin is refused with 403' }),
    ]);
  });

  it('reports a site that does not answer, instead of throwing', async () => {
    const checks = await smokeTest({ baseUrl: 'http://127.0.0.1:9', pages: [{ path: '/' }] });
    expect(checks.every((check) => !check.ok)).toBe(true);
  });
});

describe('reading pages', () => {
  it('decodes titles and finds sitemap paths', () => {
    expect(titleOf('<title>AI Strategy &amp; Roadmapping | Emberwise</title>')).toBe(
      'AI Strategy & Roadmapping | Emberwise',
    );
    expect(
      sitemapPaths('<loc>https://www.emberwise.ai/</loc><loc>https://www.emberwise.ai/blogs</loc>'),
    ).toEqual(['/', '/blogs']);
  });
});

describe('which address the smoke test checks', () => {
  const vars = async () => ({
    VITE_SITE_URL: 'https://www.emberwise.ai',
    PAGES_URL: 'https://emberwise-site-1ab.pages.dev',
  });

  it("takes the Pages project's own address and the site from wrangler.toml, or a URL as given", async () => {
    expect(await smokeTarget('pages', vars)).toBe('https://emberwise-site-1ab.pages.dev');
    expect(await smokeTarget('site', vars)).toBe('https://www.emberwise.ai');
    expect(await smokeTarget('https://x.example', vars)).toBe('https://x.example');
  });

  it('says where to put the Pages address when wrangler.toml has none', async () => {
    await expect(smokeTarget('pages', async () => ({}))).rejects.toThrow(
      "PAGES_URL is not in wrangler.toml [env.production.vars]: copy the address on the Pages project's page there",
    );
  });
});
