/**
 * What a visitor reads on a built page, as plain data: the head's title, description, canonical URL
 * and JSON-LD, the visible text of the body (every text node in document order, whitespace
 * collapsed, screen-reader text included), and where its links and images point. Two builds whose
 * pages give the same snapshot render the same words. The build's own date and year, which the
 * legal pages and the footer print, are replaced by placeholders so the snapshot holds any day; an
 * image built under `/assets/` is named without the content hash in its file name.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Window } from 'happy-dom';

export interface PageSnapshot {
  title: string;
  description: string;
  canonical: string;
  jsonLd: unknown[];
  text: string;
  links: string[];
  images: string[];
}

const buildDate = new Date().toISOString().slice(0, 10);
const longDate = new Date(`${buildDate}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function withoutBuildDate(value: string): string {
  return value.replaceAll(buildDate, '{build date}').replaceAll(longDate, '{build date}');
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A built asset's address without the content hash Vite puts in its name: the same file in any build. */
const withoutContentHash = (src: string) => src.replace(/^(\/assets\/.+)-[\w-]{8}(\.\w+)$/, '$1$2');

/** The snapshot of one prerendered HTML document. */
export function pageSnapshot(html: string): PageSnapshot {
  const window = new Window();
  const document = window.document;
  document.write(html);
  const head = document.head;
  const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? 'null'),
  );
  const body = document.body;
  for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
  const texts: string[] = [];
  const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  const snapshot: PageSnapshot = {
    title: head.querySelector('title')?.textContent ?? '',
    description: head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    jsonLd,
    text: withoutBuildDate(collapse(texts.join(' '))).replace(/© \d{4}/g, '© {build year}'),
    links: [...body.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!),
    images: [...body.querySelectorAll('img')].map(
      (image) =>
        `${withoutContentHash(image.getAttribute('src') ?? '')} | ${collapse(image.getAttribute('alt') ?? '')}`,
    ),
  };
  window.close();
  return snapshot;
}

/** Every HTML file of a build folder, by its path relative to the folder ("blog/x.html"). */
export async function buildSnapshots(dist: string): Promise<Record<string, PageSnapshot>> {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dist, file).startsWith('keystatic'))
    .sort();
  const snapshots: Record<string, PageSnapshot> = {};
  for (const file of files) snapshots[relative(dist, file)] = pageSnapshot(await readFile(file, 'utf8'));
  return snapshots;
}
