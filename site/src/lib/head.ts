/**
 * The head of a page, produced once: `headFor` describes a route's title, meta and link tags and its
 * JSON-LD as data. The prerender serialises that description into each HTML file (`renderHead`).
 * After a client-side navigation the browser reads it back from the new page's prerendered HTML
 * (`headOf`) and applies it (`applyHead`), so the two can never drift apart.
 */
import type { JsonLd, RouteEntry } from '@/types/routes';
import { absoluteUrl, pageTitle, siteConfig } from './site-config';
import { socialCardFor, socialCardSize } from './social-card';
import { serializeJsonLd, structuredDataFor } from './structured-data';

/** A `<meta>` tag: keyed by `name` or by `property` (Open Graph). */
type HeadMeta = { name: string; content: string } | { property: string; content: string };

interface Head {
  title: string;
  meta: HeadMeta[];
  canonical: string;
  jsonLd: JsonLd[];
}

interface HeadOptions {
  /** The path the page is served at (the entry's path; the visited path for the not-found page). */
  path: string;
  /** The whole route table: breadcrumbs name a nested page's section by its title. */
  table: readonly RouteEntry[];
  /** Keep the page out of search results (the not-found page); entries with `indexable: false` always are. */
  noindex?: boolean;
}

export function headFor(entry: RouteEntry, { path, table, noindex = false }: HeadOptions): Head {
  const title = pageTitle(entry.title);
  const url = absoluteUrl(path);
  // Social networks show raster images only: each page has its own PNG card, made by the build.
  const card = socialCardFor(entry);
  const image = absoluteUrl(card.image);
  const meta: HeadMeta[] = [
    { name: 'description', content: entry.description },
    ...(noindex || entry.indexable === false ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: entry.ogType ?? 'website' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: siteConfig.locale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: entry.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(socialCardSize.width) },
    { property: 'og:image:height', content: String(socialCardSize.height) },
    { property: 'og:image:alt', content: card.alt },
    // X reads the title, description and image from the Open Graph tags when its own are missing,
    // so only the card type and the image's alt text (which has no such fallback) are repeated.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: card.alt },
  ];
  return { title, meta, canonical: url, jsonLd: structuredDataFor(entry, table) };
}

/** Escapes text for use inside HTML text or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const metaKey = (tag: HeadMeta) => ('name' in tag ? ['name', tag.name] : ['property', tag.property]);

/** The meta tags a page's head description holds: not those of the template (viewport, theme colour). */
const pageMeta = 'meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property]';

/** The head as HTML, for the prerendered page. */
export function renderHead(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((tag) => {
      const [key, value] = metaKey(tag);
      return `<meta ${key}="${escapeHtml(value!)}" content="${escapeHtml(tag.content)}" />`;
    }),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ].join('\n    ');
}

/**
 * Makes the document's head match `head` after a client-side navigation: the title, every meta tag
 * (updated, added, or removed when the new page has none, e.g. `robots`), the canonical link and
 * the JSON-LD blocks.
 */
export function applyHead(head: Head, document: Document): void {
  document.title = head.title;
  const wanted = new Map(head.meta.map((tag) => [metaKey(tag).join('='), tag]));
  for (const element of document.head.querySelectorAll(pageMeta)) {
    const key = element.hasAttribute('name')
      ? `name=${element.getAttribute('name')}`
      : `property=${element.getAttribute('property')}`;
    const tag = wanted.get(key);
    if (tag) {
      element.setAttribute('content', tag.content);
      wanted.delete(key);
    } else {
      element.remove();
    }
  }
  for (const tag of wanted.values()) {
    const element = document.createElement('meta');
    const [key, value] = metaKey(tag);
    element.setAttribute(key!, value!);
    element.setAttribute('content', tag.content);
    document.head.append(element);
  }
  let canonical = document.head.querySelector('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.setAttribute('rel', 'canonical');
    document.head.append(canonical);
  }
  canonical.setAttribute('href', head.canonical);
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = serializeJsonLd(data);
    document.head.append(script);
  }
}

/** The head description a prerendered page carries, read back from its document. */
export function headOf(document: Document): Head {
  const meta = [...document.head.querySelectorAll(pageMeta)].map((element): HeadMeta => {
    const content = element.getAttribute('content') ?? '';
    const name = element.getAttribute('name');
    return name ? { name, content } : { property: element.getAttribute('property')!, content };
  });
  return {
    title: document.title,
    meta,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as JsonLd,
    ),
  };
}
