/**
 * Gets the next page to the browser before it is needed, and all of it at once.
 *
 * A page after a navigation needs its page module (with what that imports) and its prerendered HTML
 * (`page-html.ts`: its words and its head), asked for in one batch (`preloadRoute`, `route-files.ts`).
 * On intent the page is also prepared (`route-objects.tsx`): its modules run, its props are loaded
 * and its HTML read, and a click that comes a moment later has only the page itself to render.
 *
 * `startPrefetching` runs once the app is up and the visitor has moved (main.tsx): a link's route is
 * preloaded when the pointer rests on it, when it gets keyboard focus and on touchstart, and the
 * destinations of the header and footer when the browser is idle. Where a mouse rests on the link
 * until its page is prepared, the page is also rendered ahead, hidden (`renderAhead`): the click
 * then only shows it. Not for the keyboard, which passes over many links on its way, nor on touch,
 * where the tap follows at once. Prefetching, not navigating, holds back on connections that ask
 * for it (Save-Data, or a slow effective connection type). None of this module counts in a page's
 * first-load JavaScript.
 */
import type { RouteGraph } from '@/lib/route-graph';
import { routeKey } from '@/lib/route-key';
import { rememberFirstPage } from './page-html';
import { loadGraph, preloadRoute, type Reason } from './route-files';
import { preparePath, renderAhead } from './route-objects';

/** How long the pointer rests on a link before its route is fetched: a pass over it fetches nothing. */
export const HOVER_DELAY_MS = 80;

/** Effective connection types too slow to spend bandwidth on pages the visitor may not open. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];

/** The Network Information API, where the browser has it. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True unless the visitor asked to save data or the connection is slow. */
export function connectionAllowsPrefetch(
  connection = (navigator as Navigator & { connection?: NetworkInformation }).connection,
): boolean {
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/** The route table path of a link's target, if it is a page of this site. */
function routeOf(anchor: HTMLAnchorElement, known: RouteGraph): string | undefined {
  if (anchor.origin !== location.origin || anchor.target || anchor.hasAttribute('download')) return undefined;
  const path = routeKey(anchor.pathname);
  return path !== location.pathname && known.routes[path] ? path : undefined;
}

/**
 * Prefetches the route of a link, where the connection allows it. On intent, resolves with the
 * link's route path once its page is prepared (undefined if it is not a page or was not fetched).
 */
async function prefetchLink(
  target: EventTarget | null,
  reason: Exclude<Reason, 'navigation'> = 'intent',
): Promise<string | undefined> {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || !connectionAllowsPrefetch()) return undefined;
  const known = await loadGraph();
  const path = known && routeOf(anchor, known);
  if (!path) return undefined;
  await preloadRoute(path, reason);
  if (reason !== 'intent') return undefined;
  return preparePath(path)?.then(
    () => path,
    () => undefined,
  );
}

/**
 * The link under the mouse: its page is fetched once the pointer has rested on it a moment, and
 * rendered ahead once it is prepared and the pointer has moved on the link (a link that only came
 * under a still pointer, as a new page appeared, is not one the visitor is going for).
 */
interface Hovered {
  anchor: Element;
  timer?: ReturnType<typeof setTimeout>;
  moved: boolean;
  /** The link's route path, once its page is prepared. */
  prepared?: string;
}

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback, 200);

/**
 * Starts prefetching on intent (for the link under the pointer or in focus right now too), and the
 * header's and footer's destinations when the browser is idle.
 */
export function startPrefetching() {
  rememberFirstPage();
  // The graph is small and every navigation needs it, whatever the connection.
  void loadGraph();
  let hovered: Hovered | undefined;
  const renderIfStill = (link: Hovered) => {
    if (link === hovered && link.moved && link.prepared) renderAhead(link.prepared);
  };
  const prepare = (link: Hovered) =>
    void prefetchLink(link.anchor).then((path) => {
      link.prepared = path;
      renderIfStill(link);
    });
  // The link the pointer is on as the visitor first moves is one they went to.
  const underPointer = document.querySelector('a[href]:hover');
  if (underPointer) prepare((hovered = { anchor: underPointer, moved: true }));
  void prefetchLink(document.activeElement);
  document.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!anchor || anchor === hovered?.anchor) return;
      if (hovered) clearTimeout(hovered.timer);
      const link: Hovered = { anchor, moved: false };
      link.timer = setTimeout(() => prepare(link), HOVER_DELAY_MS);
      hovered = link;
    },
    { passive: true },
  );
  document.addEventListener(
    'pointermove',
    (event) => {
      if (!hovered || hovered.moved || event.pointerType !== 'mouse') return;
      if (!hovered.anchor.contains(event.target as Node)) return;
      hovered.moved = true;
      renderIfStill(hovered);
    },
    { passive: true },
  );
  document.addEventListener(
    'pointerout',
    (event) => {
      if (!hovered || hovered.anchor.contains(event.relatedTarget as Node | null)) return;
      if ((event.target as Element).closest?.('a[href]') !== hovered.anchor) return;
      clearTimeout(hovered.timer);
      hovered = undefined;
    },
    { passive: true },
  );
  document.addEventListener('focusin', (event) => void prefetchLink(event.target));
  document.addEventListener('touchstart', (event) => void prefetchLink(event.target), {
    passive: true,
    capture: true,
  });

  if (!connectionAllowsPrefetch()) return;
  const destinations = [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href]')];
  const next = () => {
    const anchor = destinations.shift();
    if (!anchor) return;
    void prefetchLink(anchor, 'idle');
    whenIdle(next);
  };
  whenIdle(next);
}
