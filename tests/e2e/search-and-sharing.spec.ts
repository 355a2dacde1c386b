import { expect, test } from '../helpers/test';
import { notFoundEntry, routeTable } from '../helpers/site';
import { absoluteUrl } from '../helpers/site';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

test.describe('structured data', () => {
  test('every route holds valid JSON-LD: the Organization first, breadcrumbs on nested pages', async ({
    request,
  }) => {
    for (const entry of [...routeTable, { ...notFoundEntry, path: '/no-such-page' }]) {
      const html = await (await request.get(entry.path)).text();
      const blocks = jsonLdOf(html).map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(blocks.length, entry.path).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block['@context'], entry.path).toBe('https://schema.org');
        expect(typeof block['@type'], entry.path).toBe('string');
      }
      expect(blocks[0]!['@type'], entry.path).toBe('Organization');
      const nested = entry.path.split('/').filter(Boolean).length > 1;
      expect(
        blocks.some((block) => block['@type'] === 'BreadcrumbList'),
        entry.path,
      ).toBe(nested);
    }
  });

  test("every page's social card and the logo are served as PNG", async ({ request }) => {
    const cards = [];
    for (const entry of routeTable) {
      const html = await (await request.get(entry.path)).text();
      cards.push(new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname);
    }
    expect(new Set(cards).size).toBe(routeTable.length);
    for (const path of [...cards, '/logo.png']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('image/png');
    }
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists exactly the indexable routes, as absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = routeTable
      .filter((entry) => entry.indexable !== false)
      .map((entry) => absoluteUrl(entry.path));
    expect(locs.sort()).toEqual(expected.sort());
  });

  test('pages left out of the sitemap say noindex', async ({ request }) => {
    for (const entry of routeTable.filter((route) => route.indexable === false)) {
      expect(await (await request.get(entry.path)).text(), entry.path).toContain(
        '<meta name="robots" content="noindex" />',
      );
    }
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });
});

test.describe('redirects', () => {
  const aliases: [string, string][] = [
    ['/contact', '/sign-up'],
    ['/get-in-touch', '/sign-up'],
    ['/blog', '/blogs'],
    ['/case-studies', '/cases'],
    ['/roi-call', '/book-consultation'],
    ['/privacy', '/privacy-policy'],
  ];
  for (const [from, to] of aliases) {
    test(`${from} moves to ${to} for good (301)`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('a trailing slash is dropped with a permanent redirect', async ({ request }) => {
    const entry = routeTable.find((route) => route.path !== '/')!;
    const response = await request.get(`${entry.path}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(entry.path);
  });
});
