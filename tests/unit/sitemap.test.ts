import { describe, expect, it } from 'vitest';
import { paths } from '@shared/paths';
import { notFoundEntry, routeTable } from '@/routes';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { indexablePaths, renderRobots, renderSitemap } from '../../site/scripts/sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  const xml = renderSitemap(routeTable, absoluteUrl);

  it('lists every indexable route of the route table once, as an absolute URL on the site', () => {
    const expected = routeTable
      .filter((entry) => entry.indexable !== false)
      .map((entry) => absoluteUrl(entry.path));
    expect(locs(xml)).toEqual(expected);
    expect(new Set(locs(xml)).size).toBe(locs(xml).length);
    for (const loc of locs(xml)) expect(loc.startsWith(`${siteConfig.url}/`), loc).toBe(true);
  });

  it('leaves out the thank-you and not-found pages', () => {
    expect(locs(xml)).not.toContain(absoluteUrl(paths.thankYou()));
    expect(xml).not.toContain('404');
    expect(indexablePaths([...routeTable, notFoundEntry])).not.toContain(notFoundEntry.path);
  });

  it('is a sitemaps.org urlset with the home page at its root URL', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)[0]).toBe(`${siteConfig.url}/`);
  });

  it('escapes XML special characters in URLs', () => {
    expect(renderSitemap([{ path: '/a&b' }], (path) => `https://x.test${path}`)).toContain(
      '<loc>https://x.test/a&amp;b</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps crawlers out of the API and names the sitemap', () => {
    const robots = renderRobots(absoluteUrl);
    expect(robots).toContain('User-agent: *\nAllow: /\nDisallow: /api/\n');
    expect(robots).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
  });
});
