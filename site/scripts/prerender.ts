/**
 * Writes one HTML file per route of the route table (`dist/<path>.html`, `dist/index.html` for /)
 * and `dist/404.html`, each holding the rendered page and its head tags. Cloudflare Pages serves
 * `x.html` at `/x` with 200 and no trailing-slash redirect, and `404.html` for unknown paths.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify, transformWithOxc } from 'vite';
import { routeGraphUrl } from '../src/lib/route-graph.ts';
import type { BuildEnv } from './env.ts';
import {
  entryKeyOf,
  pageFiles,
  pageModuleKey,
  routeGraph,
  type ClientManifest as Manifest,
} from './route-graph.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

/** File under dist/ that serves a route path. */
export function htmlFileForPath(path: string): string {
  if (path === '/') return 'index.html';
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * The page template without the scripts Vite put in (the entry as a module script and its
 * modulepreloads, which the browser would fetch at high priority before the first paint), and with
 * the bootstrap instead: one small inline script that starts the app once the page has painted.
 * Inline rather than a file: a file would be one more request beside the stylesheet and the font
 * before the first paint, on a connection of its own over HTTP/1.1. The root gets `data-lazy`: until
 * the bootstrap has rendered them, blocks away from the screen are not laid out (styles.css).
 */
function withBootstrap(template: string, bootstrap: string, data: Record<string, string>): string {
  const withoutScripts = template
    .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<html lang="en">', '<html lang="en" data-lazy>');
  const attributes = Object.entries(data).map(([name, value]) => `data-${name}="${value}"`);
  return withoutScripts.replace(
    '</body>',
    `  <script ${attributes.join(' ')}>${bootstrap}</script>\n  </body>`,
  );
}

/**
 * `app/bootstrap.ts` compiled and minified into a script that calls itself with its own element
 * (`document.currentScript` while it runs). Its text is the same on every page, and so is its CSP hash.
 */
export async function compileBootstrap(scrollThreshold: number): Promise<string> {
  const file = fileURLToPath(new URL('../src/app/bootstrap.ts', import.meta.url));
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  const call = `bootstrap(document.currentScript,${JSON.stringify(scrollThreshold)});`;
  const wrapped = `(()=>{${code.replace(/^export\s+/m, '')}\n${call}})();`;
  const { code: small } = await minify('bootstrap.js', wrapped, { compress: true, mangle: true });
  return small.trim();
}

/**
 * The modules of a first load that can run before the entry, deps first: every chunk the entry or
 * the page's modules import, except the entry and what imports it (those run when the entry runs).
 * The bootstrap evaluates them one per task, so no single task evaluates React, react-dom and the
 * router together.
 */
export function modulesBeforeEntry(manifest: Manifest, entryKey: string, pageKey: string): string[] {
  const importsEntry = new Map<string, boolean>();
  const reachesEntry = (key: string): boolean => {
    if (key === entryKey) return true;
    if (!importsEntry.has(key)) {
      importsEntry.set(key, false); // a cycle does not reach the entry through itself
      importsEntry.set(key, (manifest[key]?.imports ?? []).some(reachesEntry));
    }
    return importsEntry.get(key)!;
  };
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
    if (!reachesEntry(key)) order.push(`/${manifest[key]!.file}`);
  };
  visit(entryKey);
  visit(pageKey);
  return order;
}

/** The server bundle built for the prerender: render(), the route table and the site config. */
export async function loadServerEntry(root: string): Promise<ServerEntry> {
  return import(pathToFileURL(join(root, '.ssr/entry-server.js')).href);
}

export async function prerender({ root, env }: { root: string; env: BuildEnv }): Promise<number> {
  const dist = join(root, 'dist');
  // The stylesheet stays a link: one cached file for every page, and HTML half the size. Inline, its
  // 57 KB would be parsed with every page, and Lighthouse's simulated CPU counts the longer first tasks
  // as blocking time after first paint (measured on /blogs without scripts: 69 ms median inline, 15 ms
  // with the link).
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest: Manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await loadServerEntry(root);

  const entryKey = entryKeyOf(manifest);
  const entryUrl = `/${manifest[entryKey]!.file}`;
  const fontFile = Object.values(manifest)
    .map((chunk) => chunk.file)
    .find((file) => /plus-jakarta-sans-core.*\.woff2$/.test(file));
  const fontPreload = fontFile
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fontFile}" />`
    : '';
  const bootstrap = await compileBootstrap(server.HEADER_SCROLL_THRESHOLD_PX);
  const templateFor = (page: string) =>
    withBootstrap(template, bootstrap, {
      entry: entryUrl,
      'page-modules': pageFiles(manifest, page).join(' '),
      'modules-first': modulesBeforeEntry(manifest, entryKey, pageModuleKey(page)).join(' '),
    });

  const pages = [
    ...server.routeTable.map((entry) => ({
      entry,
      path: entry.path,
      file: htmlFileForPath(entry.path),
      noindex: false,
    })),
    { entry: server.notFoundEntry, path: '/404', file: '404.html', noindex: true },
  ];

  for (const route of pages) {
    const { html } = await server.render(route.path, env.VITE_SITE_URL);
    const head = [
      server.renderHead(
        server.headFor(route.entry, { path: route.path, table: server.routeTable, noindex: route.noindex }),
      ),
      fontPreload,
    ]
      .filter(Boolean)
      .join('\n    ');
    const document = templateFor(route.entry.page)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', html);
    const target = join(dist, route.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, document);
  }

  // The same files a first visit loads for the page are what a navigation to it needs.
  const graph = routeGraph(manifest, [...server.routeTable, server.notFoundEntry]);
  await writeFile(join(dist, routeGraphUrl(entryUrl)), JSON.stringify(graph));

  await mkdir(join(root, '.ssr'), { recursive: true });
  await writeFile(join(root, '.ssr/client-manifest.json'), JSON.stringify(manifest, null, 2));
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  return pages.length;
}
