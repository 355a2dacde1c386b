/**
 * A route's files, asked for in one batch. The build lists each route's files (`lib/route-graph.ts`);
 * `preloadRoute` asks for those the page has not loaded or asked for yet, as modulepreload links
 * added in one go, together with the page's HTML (`page-html.ts`) and, once, the head module: never a
 * module found only when the one before it runs. A navigation calls it (`route-objects.tsx`), and so
 * does prefetching on intent (`route-preload.ts`).
 */
import { routeGraphUrl, type RouteGraph } from '@/lib/route-graph';
import { fetchPageHtml, rememberFirstPage } from './page-html';

/** Every file the page has asked for so far: by this module, a modulepreload link or an import. */
const requested = new Set<string>();
let graph: Promise<RouteGraph | undefined> | undefined;

const pathOf = (url: string) => new URL(url, location.href).pathname;

/** Adds what the page loaded by other ways (the bootstrap, Vite's preloading, imports) to `requested`. */
function noteLoaded() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    requested.add(pathOf(link.href));
  for (const resource of performance.getEntriesByType('resource')) requested.add(pathOf(resource.name));
}

/** The build's route graph, fetched once; undefined when it cannot be had (navigation then works as before). */
export function loadGraph(): Promise<RouteGraph | undefined> {
  graph ??= (async () => {
    const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
    if (!entry) return undefined;
    const response = await fetch(routeGraphUrl(entry));
    return response.ok ? ((await response.json()) as RouteGraph) : undefined;
  })().catch(() => undefined);
  return graph;
}

/**
 * Why a route is preloaded: the visitor is going there (`navigation`), shows interest in a link to
 * it (`intent`), or it is a destination of the header or footer and the browser is idle (`idle`,
 * asked for at low priority so it never competes with what the page itself still loads).
 */
export type Reason = 'navigation' | 'intent' | 'idle';

/**
 * Asks for every file of a route's page that the page has not asked for yet, and for its HTML, in
 * one batch; resolves once the requests are out. Links added ahead of a navigation carry
 * `data-prefetch`: they are not the page's own JavaScript.
 */
export async function preloadRoute(path: string, reason: Reason = 'navigation') {
  rememberFirstPage();
  const known = await loadGraph();
  const files = known?.routes[path] ?? known?.routes['*'];
  if (!known || !files) return;
  const hrefs = files.map((index) => known.files[index]!);
  let missing = hrefs.filter((href) => !requested.has(href));
  if (missing.length) {
    noteLoaded();
    missing = missing.filter((href) => !requested.has(href));
  }
  const links = missing.map((href) => {
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (reason !== 'navigation') link.dataset.prefetch = reason;
    if (reason === 'idle') link.fetchPriority = 'low';
    return link;
  });
  document.head.append(...links);
  if (path !== '*') void fetchPageHtml(path, reason === 'idle' ? 'low' : 'auto');
  if (reason === 'idle') return;
  // The head of the new page is applied with it (app/document-head.tsx).
  import('@/lib/head').catch(() => undefined);
}
