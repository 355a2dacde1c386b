/**
 * `dist/sitemap.xml` and `dist/robots.txt`, written from the route table after the prerender: every
 * indexable route with its absolute URL (built by the site config); the not-found and thank-you
 * pages never appear.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface SitemapRoute {
  path: string;
  indexable?: boolean;
  /** ISO date of the last change (blog articles): the URL's `lastmod`. */
  lastModified?: string;
}

/** Absolute URL of a site path (`absoluteUrl` of the site config). */
type ToUrl = (path: string) => string;

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The paths that belong in the sitemap, in route table order. */
export function indexablePaths(routes: readonly SitemapRoute[]): string[] {
  return routes
    .filter((route) => route.indexable !== false && route.path.startsWith('/'))
    .map((route) => route.path);
}

export function renderSitemap(routes: readonly SitemapRoute[], toUrl: ToUrl): string {
  const lastModified = new Map(routes.map((route) => [route.path, route.lastModified]));
  const urls = indexablePaths(routes).map((path) => {
    const lastmod = lastModified.get(path);
    return `  <url><loc>${escapeXml(toUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(toUrl: ToUrl): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${toUrl('/sitemap.xml')}`, ''].join(
    '\n',
  );
}

export async function writeSearchFiles({
  dist,
  routes,
  toUrl,
}: {
  dist: string;
  routes: readonly SitemapRoute[];
  toUrl: ToUrl;
}) {
  await writeFile(join(dist, 'sitemap.xml'), renderSitemap(routes, toUrl));
  await writeFile(join(dist, 'robots.txt'), renderRobots(toUrl));
}
