/**
 * Head tags of a prerendered page: title, description, robots, canonical URL, Open Graph and Twitter
 * cards, and the page's JSON-LD. Pure string building, so the prerender and unit tests share it.
 */
import { serializeJsonLd, structuredDataFor } from '@/lib/structured-data';
import { routeTable, type RouteEntry } from '@/routes';
import { absoluteUrl, pageTitle, siteConfig } from '@/site-config';

/** Escapes text for use inside HTML text or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface HeadOptions {
  /** The URL path the HTML is served at (the entry's path; "/404" for the not-found page). */
  path: string;
  /** Keep the page out of search results (the not-found page); entries with `indexable: false` always are. */
  noindex?: boolean;
}

export function renderHeadTags(entry: RouteEntry, { path, noindex = false }: HeadOptions): string {
  const hidden = noindex || entry.indexable === false;
  const title = pageTitle(entry.title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(siteConfig.socialImage);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(entry.description)}" />`,
    hidden ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.name)}" />`,
    `<meta property="og:locale" content="${siteConfig.locale}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(entry.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(siteConfig.socialImageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(entry.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(siteConfig.socialImageAlt)}" />`,
    ...structuredDataFor(entry, routeTable).map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
