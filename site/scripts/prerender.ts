/**
 * Writes one HTML file per route of the route table (`dist/<path>.html`, `dist/index.html` for /)
 * and `dist/404.html`, each holding the rendered page and its head tags. Cloudflare Pages serves
 * `x.html` at `/x` with 200 and no trailing-slash redirect, and `404.html` for unknown paths.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify, transformWithOxc } from 'vite';
import { routeGraphUrl } from '../src/lib/route-graph.ts';
import type { BuildEnv } from './env.ts';
import { compileHint } from './vite-plugins/compile-hints.ts';
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
 * the bootstrap instead: one small classic script, deferred, that starts the app once the page has
 * painted. A file rather than inline: it is the same on every page, so a visitor downloads it once,
 * every HTML file is about 1 KB (compressed) lighter, and the Content Security Policy allows no inline
 * script at all. Deferred, it is a low-priority request that never holds the first paint, and it runs
 * when the document is parsed, as the inline script at the end of the body did. It sits in the head so
 * that a slow connection asks for it with the first bytes. What differs from page to page comes in its
 * data attributes.
 */
function withBootstrap(template: string, bootstrapUrl: string, data: Record<string, string>): string {
  const withoutScripts = template
    .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const attributes = Object.entries(data).map(([name, value]) => `data-${name}="${value}"`);
  return withoutScripts.replace(
    '</head>',
    `  <script defer src="${bootstrapUrl}" ${attributes.join(' ')}></script>\n  </head>`,
  );
}

/**
 * `app/bootstrap.ts` compiled and minified into a script that calls itself with its own element
 * (`document.currentScript` while it runs, which a deferred classic script has too).
 */
export async function compileBootstrap(
  scrollThreshold: number,
  sharedModules: readonly string[],
): Promise<string> {
  const file = fileURLToPath(new URL('../src/app/bootstrap.ts', import.meta.url));
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  const call = `bootstrap(document.currentScript,${JSON.stringify(scrollThreshold)},${JSON.stringify(sharedModules)});`;
  const wrapped = `(()=>{${code.replace(/^export\s+/m, '')}\n${call}})();`;
  const { code: small } = await minify('bootstrap.js', wrapped, { compress: true, mangle: true });
  // Like every script the site ships, compiled while it loads, off the main thread.
  return `${compileHint}\n${small.trim()}\n`;
}

/**
 * The modules every page runs before the entry, in their order (the bootstrap's file holds them), and
 * what each page adds, in its order. A module every page runs imports only modules every page runs,
 * so running a page's own after them keeps every module after what it imports.
 */
export function splitModulesFirst(lists: ReadonlyMap<string, readonly string[]>) {
  const [first = []] = lists.values();
  const shared = first.filter((url) => [...lists.values()].every((list) => list.includes(url)));
  const own = new Map([...lists].map(([page, list]) => [page, list.filter((url) => !shared.includes(url))]));
  return { shared, own };
}

/** Where the compiled bootstrap is written under dist/: named by its content, so cached for good. */
export function bootstrapFile(code: string): string {
  return `assets/bootstrap-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
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
  const pages = [
    ...server.routeTable.map((entry) => ({
      entry,
      path: entry.path,
      file: htmlFileForPath(entry.path),
      noindex: false,
    })),
    { entry: server.notFoundEntry, path: '/404', file: '404.html', noindex: true },
  ];
  const modulesFirst = splitModulesFirst(
    new Map(
      pages.map(({ entry }) => [
        entry.page,
        modulesBeforeEntry(manifest, entryKey, pageModuleKey(entry.page)),
      ]),
    ),
  );
  const bootstrap = await compileBootstrap(server.HEADER_SCROLL_THRESHOLD_PX, modulesFirst.shared);
  const bootstrapPath = bootstrapFile(bootstrap);
  await writeFile(join(dist, bootstrapPath), bootstrap);
  const templateFor = (page: string) => {
    const own = modulesFirst.own.get(page) ?? [];
    return withBootstrap(template, `/${bootstrapPath}`, {
      entry: entryUrl,
      'page-modules': pageFiles(manifest, page).join(' '),
      ...(own.length > 0 ? { 'modules-first': own.join(' ') } : {}),
    });
  };

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
