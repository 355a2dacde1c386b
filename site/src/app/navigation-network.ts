/**
 * What the navigation asks of the network, loaded once the visitor moves (main.tsx), so none of it
 * counts in a page's first load:
 * - one batch per page: every file of its route (the build's route graph) the page has not asked for
 *   yet, as modulepreload links added at once, with its prerendered HTML (its words and its head),
 *   each fetched once and read when the page is prepared; the page the browser arrived on is kept as
 *   hydration found it, so going back to it fetches nothing;
 * - intent: a page is prepared when the pointer rests on a link to it (80 ms), when the link gets
 *   keyboard focus and on touchstart; the header's and footer's destinations are fetched, at low
 *   priority, when the browser is idle. Nothing ahead on a connection that asks to save data or is slow.
 */
import { slotSelector, type SlotContent } from '@/components/prerendered';
import { routeGraphUrl, type RouteGraph } from '@/lib/route-graph';
import { routeKey } from '@/lib/route-key';
import type { Navigation, NavigationNetwork } from './navigation';

/** How long the pointer rests on a link before its page is fetched: a pass over it fetches nothing. */
const HOVER_DELAY_MS = 80;

/** Effective connection types too slow to spend bandwidth on pages the visitor may not open. */
const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];

/** True unless the visitor asked to save data or the connection is slow. */
export function connectionAllowsPrefetch(
  connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection,
): boolean {
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/** A page's prerendered HTML as the app uses it: the content of its slots, and its document (its head). */
interface PageHtml {
  slots: SlotContent[];
  document: Document;
}

const pathOf = (url: string) => new URL(url, location.href).pathname;

export function connect(navigation: Navigation) {
  /** Every file the page has asked for: by this module, a modulepreload link or an import. */
  const requested = new Set<string>();
  const texts = new Map<string, Promise<string | undefined>>();
  const pages = new Map<string, Promise<PageHtml | undefined>>();
  const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
  const graph: Promise<RouteGraph | undefined> = entry
    ? fetch(routeGraphUrl(entry))
        .then((response) => (response.ok ? (response.json() as Promise<RouteGraph>) : undefined))
        .catch(() => undefined)
    : Promise.resolve(undefined);

  // The page the browser arrived on, as hydration found it (main.tsx kept it before hydrating).
  const first = navigation.firstPageSnapshot();
  if (first) {
    texts.set(first.path, Promise.resolve(undefined));
    pages.set(first.path, Promise.resolve({ slots: first.slots, document: first.document }));
  }

  function fetchHtml(path: string, priority: RequestPriority = 'auto') {
    const key = routeKey(path);
    if (!texts.has(key))
      texts.set(
        key,
        fetch(key, { priority, headers: { accept: 'text/html' } })
          .then((response) => (response.ok || response.status === 404 ? response.text() : undefined))
          .catch(() => undefined),
      );
    return texts.get(key)!;
  }

  /** A page's HTML read into its slots (each slot's nodes moved into a fragment) and its head. */
  function pageHtml(path: string): Promise<PageHtml | undefined> {
    const key = routeKey(path);
    if (!pages.has(key))
      pages.set(
        key,
        fetchHtml(key).then((text) => {
          if (text === undefined) return undefined;
          const parsed = new DOMParser().parseFromString(text, 'text/html');
          const slots = [...parsed.querySelectorAll(slotSelector)].map((slot) => {
            const content = parsed.createDocumentFragment();
            content.append(...slot.childNodes);
            return content;
          });
          return { slots, document: parsed };
        }),
      );
    return pages.get(key)!;
  }

  /** Asks for every file of a route's page not asked for yet, in one go, and for its HTML. */
  async function preload(path: string, priority: 'high' | 'low' = 'high') {
    const known = await graph;
    const indexes =
      known?.routes[routeKey(path)] ??
      (navigation.entryFor(path).path === '*' ? known?.routes['*'] : undefined);
    if (known && indexes) {
      const hrefs = indexes.map((index) => known.files[index]!).filter((href) => !requested.has(href));
      if (hrefs.length) {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
          requested.add(pathOf(link.href));
        for (const resource of performance.getEntriesByType('resource')) requested.add(pathOf(resource.name));
      }
      document.head.append(
        ...hrefs
          .filter((href) => !requested.has(href))
          .map((href) => {
            requested.add(href);
            return Object.assign(document.createElement('link'), {
              rel: 'modulepreload',
              href,
              fetchPriority: priority,
            });
          }),
      );
    }
    if (navigation.entryFor(path).path !== '*') void fetchHtml(path, priority === 'low' ? 'low' : 'auto');
    // The head of the new page is applied once it has painted (after-navigation.tsx), in the same batch.
    if (priority === 'high') import('@/lib/head').catch(() => undefined);
  }

  /** The page of a link, if it is another page of this site. */
  function pathOfLink(target: EventTarget | null): string | undefined {
    const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!anchor || anchor.origin !== location.origin || anchor.target || anchor.hasAttribute('download'))
      return undefined;
    const path = routeKey(anchor.pathname);
    return path !== routeKey(location.pathname) && navigation.entryFor(path).path !== '*' ? path : undefined;
  }

  const side: NavigationNetwork = {
    pageHtml,
    async pageSlots(path) {
      await preload(path);
      return (await pageHtml(path))?.slots;
    },
    /** Prepares pages on intent, and fetches the header's and footer's destinations when idle. */
    listen() {
      const onIntent = (target: EventTarget | null) => {
        const path = pathOfLink(target);
        if (path && connectionAllowsPrefetch()) void navigation.prepare(path).catch(() => undefined);
      };
      let hover: ReturnType<typeof setTimeout> | undefined;
      document.addEventListener(
        'pointerover',
        (event) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hover);
          hover = setTimeout(() => onIntent(event.target), HOVER_DELAY_MS);
        },
        { passive: true },
      );
      document.addEventListener('pointerout', () => clearTimeout(hover), { passive: true });
      document.addEventListener('focusin', (event) => onIntent(event.target));
      document.addEventListener('touchstart', (event) => onIntent(event.target), {
        passive: true,
        capture: true,
      });
      // The link under the pointer or in focus as the visitor first moves is one they went to.
      onIntent(document.querySelector('a[href]:hover'));
      onIntent(document.activeElement);
      if (!connectionAllowsPrefetch()) return;
      const destinations = [...document.querySelectorAll('header a[href], footer a[href]')];
      const idle = (callback: () => void) =>
        'requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback, 200);
      const next = () => {
        const path = pathOfLink(destinations.shift() ?? null);
        if (path) void preload(path, 'low');
        if (destinations.length) idle(next);
      };
      idle(next);
    },
  };
  return side;
}
