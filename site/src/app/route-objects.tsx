import { startTransition, use, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PrerenderedSource, copySlot, prerenderedSlots, type SlotContent } from '@/components/prerendered';
import { PageActive } from '@/lib/page-activity';
import { routeKey as pageKey } from '@/lib/route-key';
import type { ClientRoute } from '@/types/routes';
import { isHydrating } from './hydration';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { entryFor, registeredEntry } from './route-registry';

/** What a page needs before it can render: loaded with its module, before the route renders. */
export interface PageLoadContext {
  /**
   * True when the page's long-form content comes as HTML, so `load` returns none: while the browser
   * hydrates the page it arrived on, and after a navigation that brought the new page's
   * prerendered HTML (its `Prerendered` parts take theirs from it).
   */
  hydrating: boolean;
}

/**
 * A file in `pages/`: a component and, for pages fed by a content record, `load` that fetches the
 * record the route table entry names (so each page's content travels in its own chunk).
 */
export interface PageModule {
  default: ComponentType<Record<string, unknown>>;
  load?: (route: ClientRoute, context: PageLoadContext) => Promise<Record<string, unknown>>;
}

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/**
 * Asks for the route's whole module graph in one batch (`route-files.ts`) before its page module
 * is imported. Not on the server, and not for the page the browser arrived on: the bootstrap has
 * loaded that one's modules already.
 */
async function preloadGraph(path: string) {
  if (import.meta.env.SSR || isHydrating()) return;
  await import('./route-files').then(
    (module) => module.preloadRoute(path),
    () => undefined,
  );
}

/** A page ready to render: its component and the props its `load` returned. */
interface PreparedPage {
  Page: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The content of the page's `Prerendered` parts, taken from its prerendered HTML after a navigation. */
  slots?: SlotContent[];
  /**
   * Copies of the slots made ahead, for this document: taken by the navigation that renders the
   * page, made again when the visitor shows interest in it again.
   */
  copies?: DocumentFragment[];
}

/** Makes the copies of a prepared page's slots, unless it has unused ones. */
function copySlots(page: PreparedPage) {
  if (page.slots && !page.copies) page.copies = page.slots.map(copySlot);
}

/** The copies made ahead for a render of the page, which are its alone. */
function takeCopies(page: PreparedPage) {
  const { copies } = page;
  page.copies = undefined;
  return copies;
}

/**
 * A promise that says whether it has settled, the way React's `use()` reads it: once settled,
 * `use()` returns its value in the same render instead of suspending.
 */
type Tracked<T> = Promise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** True once a tracked promise has settled, either way. */
const isSettled = (promise: Promise<unknown>) => 'status' in promise;

/**
 * How a page gets its props:
 * - `server`: the prerender, content rendered in full;
 * - `hydration`: the page the browser arrived on, its content left as the HTML it already is;
 * - `navigation`: after a navigation, the content taken from the new page's prerendered HTML
 *   (`page-html.ts`, fetched ahead on intent), or rendered from the page's view if that HTML
 *   cannot be had.
 */
type Occasion = 'server' | 'hydration' | 'navigation';

async function preparePage(entry: ClientRoute, occasion: Occasion, path: string): Promise<PreparedPage> {
  const importPage = pageModules[`../pages/${entry.page}.tsx`];
  if (!importPage) throw new Error(`No page component "${entry.page}" for route ${entry.path}`);
  if (occasion === 'navigation') await preloadGraph(path);
  const { default: Page, load } = await importPage();
  if (!load) return { Page, props: {} };
  if (occasion !== 'navigation')
    return { Page, props: await load(entry, { hydrating: occasion === 'hydration' }) };
  const html = await import('./page-html').then(
    (module) => module.pageHtml(path),
    () => undefined,
  );
  if (!html) return { Page, props: await load(entry, { hydrating: false }) };
  const page: PreparedPage = { Page, props: await load(entry, { hydrating: true }), slots: html.slots };
  copySlots(page);
  return page;
}

/** Pages prepared for a navigation, by route path: each is prepared once, and kept. */
const prepared = new Map<string, Tracked<PreparedPage>>();
/** The page the browser arrived on, prepared before hydrating (main.tsx) or before the prerender. */
let firstPage: Tracked<PreparedPage> | undefined;

/** The page rendered ahead (`renderAhead`) and the page shown when it was asked for, by key. */
interface Ahead {
  path: string;
  from: string;
}
let renderedAhead: Ahead | undefined;
let showAhead: ((next: Ahead) => void) | undefined;
let shownKey: string | undefined;

/**
 * Starts preparing a page for a navigation (its modules, its props, its HTML), once: on intent
 * (`route-preload.ts`) and when a navigation starts. A page that failed stays failed, so the route
 * shows the error instead of trying again on every render, until a navigation asks for it again
 * (`retry`).
 */
export function preparePath(path: string, { retry = false } = {}): Tracked<PreparedPage> | undefined {
  const entry = entryFor(path);
  if (!entry) return undefined;
  let page = prepared.get(entry.path);
  if (!page || (retry && (page as { status?: string }).status === 'rejected')) {
    page = tracked(preparePage(entry, 'navigation', path));
    prepared.set(entry.path, page);
  } else if ((page as { status?: string }).status === 'fulfilled' && !isAhead(path)) {
    // A page rendered ahead has its slots in place already.
    copySlots((page as { value?: PreparedPage }).value!);
  }
  return page;
}

/** True when the page of `path` is rendered ahead of the page shown now. */
const isAhead = (path: string) => renderedAhead?.path === pageKey(path) && renderedAhead.from === shownKey;

/**
 * Renders a prepared page ahead of the click the visitor is about to make (the pointer rests on a
 * link to it: `route-preload.ts`), hidden after the page shown, in a transition that yields to
 * input. The browser works out its styles and layout while the visitor still points; the click
 * then only shows it. One page at a time: the next one takes its place.
 */
export function renderAhead(path: string) {
  const key = pageKey(path);
  const entry = registeredEntry(key);
  const page = entry && prepared.get(entry.path);
  if (!showAhead || !page || (page as { status?: string }).status !== 'fulfilled') return;
  if (key === shownKey || isAhead(key)) return;
  const next = { path: key, from: shownKey! };
  renderedAhead = next;
  startTransition(() => showAhead?.(next));
}

/**
 * What a navigation to `path` waits for: the page's preparation, started now if it was not (or
 * started again if it failed), while it is under way; nothing once it is prepared.
 */
export function pageToWaitFor(path: string): Promise<unknown> | undefined {
  const page = preparePath(path, { retry: true });
  return page && !isSettled(page) ? page : undefined;
}

/** Prepares the page of the path the document shows, before hydrating it or prerendering it. */
export async function prepareFirstPage(path: string): Promise<void> {
  const entry = entryFor(path);
  if (!entry) return;
  firstPage = tracked(preparePage(entry, import.meta.env.SSR ? 'server' : 'hydration', path));
  await firstPage;
}

/**
 * A route's element: the page, rendered as soon as it is prepared. A navigation inside the site
 * waits for the page before it starts (main.tsx), so the new page renders at once, in the same
 * task as the click when it was prepared ahead; the page the browser arrived on was prepared
 * before hydrating. Only a page that is not prepared yet (going back to one is never such a page)
 * suspends.
 */
function RoutePage({ entry }: { entry: ClientRoute }) {
  const [page] = useState(() =>
    import.meta.env.SSR || isHydrating() ? firstPage! : preparePath(entry.path)!,
  );
  const ready = use(page);
  const { Page, props, slots } = ready;
  const source = useMemo(
    () => (slots ? prerenderedSlots(slots, takeCopies(ready)) : undefined),
    [slots, ready],
  );
  return (
    <PrerenderedSource value={source}>
      <Page {...props} />
    </PrerenderedSource>
  );
}

/**
 * A page in the main region: the one shown, or one rendered ahead (`data-ahead`), which CSS keeps
 * laid out but out of sight, out of reach of the pointer and the keyboard, and out of the
 * accessibility tree, and whose components know it is not shown yet (`PageActive`). Both render
 * the same tree, so when the visitor goes to the page rendered ahead, React keeps its elements and
 * only the attribute goes.
 */
function PageFrame({ entry, ahead = false }: { entry: ClientRoute; ahead?: boolean }) {
  return (
    <div data-ahead={ahead ? '' : undefined}>
      <PageActive value={!ahead}>
        <RouteErrorBoundary>
          <RoutePage key={entry.path} entry={entry} />
        </RouteErrorBoundary>
      </PageActive>
    </div>
  );
}

/**
 * The page of the current path, or the not-found page, and the page rendered ahead of a click, if
 * any, after it. The route table's paths are exact, so a lookup by path is all the matching a page
 * needs: no route ranking or loader pipeline runs on a navigation, which starts and commits in the
 * click's own task when the page was prepared ahead. A page that fails to load or render shows the
 * error screen in place of the page, and the next navigation tries again. A navigation to the page
 * rendered ahead keeps it; any other navigation drops it.
 */
function CurrentPage() {
  const { pathname } = useLocation();
  const entry = entryFor(pathname);
  const key = pageKey(pathname);
  const [next, setNext] = useState<Ahead>();
  // A navigation ends the page rendered ahead: it is shown now, or left behind for good (Back to
  // the page it was rendered from does not bring it again).
  if (next && next.from !== key) setNext(undefined);
  useLayoutEffect(() => {
    shownKey = key;
    renderedAhead = undefined;
  }, [key]);
  useLayoutEffect(() => {
    showAhead = setNext;
    return () => {
      showAhead = undefined;
    };
  }, []);
  if (!entry) return null;
  const aheadEntry = next && next.from === key ? registeredEntry(next.path) : undefined;
  return (
    <>
      <PageFrame key={key} entry={entry} />
      {aheadEntry && <PageFrame key={next!.path} entry={aheadEntry} ahead />}
    </>
  );
}

/** The whole app inside a router: the shell with the current page, the error screen if the shell fails. */
export function App() {
  return (
    <RouteErrorBoundary>
      <RootLayout>
        <CurrentPage />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
