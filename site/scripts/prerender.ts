/**
 * Writes one HTML file per route of the route table (`dist/<path>.html`, `dist/index.html` for /)
 * and `dist/404.html`, each holding the rendered page and its head tags. Cloudflare Pages serves
 * `x.html` at `/x` with 200 and no trailing-slash redirect, and `404.html` for unknown paths.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildEnv } from './env.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** File under dist/ that serves a route path. */
export function htmlFileForPath(path: string): string {
  if (path === '/') return 'index.html';
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Every JS file a manifest chunk statically imports, itself included. */
function collectChunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunkFiles(manifest, imported, seen);
  return seen;
}

/**
 * Replaces the stylesheet links of the template with the CSS itself. The stylesheet is the one
 * render-blocking request of every page; behind the module preloads it queued for a connection and
 * held first paint back (Lighthouse, slow 4G). Inline, first paint needs nothing but the HTML. The
 * CSP allows inline styles (style-src 'unsafe-inline'), and CSS cannot close the element.
 */
export async function inlineStylesheets(template: string, dist: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  let html = template;
  for (const [tag, file] of links) {
    const css = await readFile(join(dist, file!), 'utf8');
    if (/<\/style/i.test(css)) continue;
    html = html.replace(tag, () => `<style>${css.trim()}</style>`);
  }
  return html;
}

/** The server bundle built for the prerender: render(), the route table and the site config. */
export async function loadServerEntry(root: string): Promise<ServerEntry> {
  return import(pathToFileURL(join(root, '.ssr/entry-server.js')).href);
}

export async function prerender({ root, env }: { root: string; env: BuildEnv }): Promise<number> {
  const dist = join(root, 'dist');
  const template = await inlineStylesheets(await readFile(join(dist, 'index.html'), 'utf8'), dist);
  const manifest: Manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await loadServerEntry(root);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const entryFiles = collectChunkFiles(manifest, entryKey);
  const fontFile = Object.values(manifest)
    .map((chunk) => chunk.file)
    .find((file) => /plus-jakarta-sans-latin-wght-normal.*\.woff2$/.test(file));

  const preloadsFor = (page: string) => {
    const files = [...collectChunkFiles(manifest, `src/pages/${page}.tsx`)].filter(
      (file) => !entryFiles.has(file),
    );
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    if (fontFile)
      links.unshift(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fontFile}" />`);
    return links.join('\n    ');
  };

  const pages = [
    ...server.routeTable.map((entry) => ({
      entry,
      path: entry.path,
      file: htmlFileForPath(entry.path),
      noindex: false,
    })),
    { entry: server.notFoundEntry, path: '/404', file: '404.html', noindex: true },
  ];

  for (const page of pages) {
    const { html } = await server.render(page.path, env.VITE_SITE_URL);
    const head = [
      server.renderHead(
        server.headFor(page.entry, { path: page.path, table: server.routeTable, noindex: page.noindex }),
      ),
      preloadsFor(page.entry.page),
    ]
      .filter(Boolean)
      .join('\n    ');
    const document = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
    const target = join(dist, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, document);
  }

  await mkdir(join(root, '.ssr'), { recursive: true });
  await writeFile(join(root, '.ssr/client-manifest.json'), JSON.stringify(manifest, null, 2));
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  return pages.length;
}
