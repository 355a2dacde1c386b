/**
 * The navigation's state, in one object with one owner: `createNavigation` makes it once in the
 * browser (main.tsx) and once per prerendered page (entry-server.tsx), and the app reaches it through
 * `NavigationContext`. It knows the route table's entries by path, prepares a page before it is shown
 * (its module run, its `load` run, its words taken from its prerendered HTML), keeps what it
 * prepared, and says whether the app is still hydrating. What needs the network (the route graph,
 * page HTML, the listeners that prepare a page on intent) is in `navigation-network.ts`, loaded only
 * once the visitor moves: none of it counts in a page's first load.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { copySlot, prerenderedSlots, slotSelector, type SlotContent } from '@/components/prerendered';
import { routeKey } from '@/lib/route-key';
import type { ClientRoute } from '@/types/routes';

export interface PageLoadContext {
  /**
   * True when the page's words come as HTML, so `load` returns none: the page the browser arrived
   * on (hydrating it), or a page whose prerendered HTML a navigation brought.
   */
  wordsAsHtml: boolean;
}

/** A file in `pages/`: a component and, for pages fed by a content record, `load`. */
interface PageModule {
  default: ComponentType<Record<string, unknown>>;
  load?: (route: ClientRoute, context: PageLoadContext) => Promise<Record<string, unknown>>;
}

/** A page ready to render: its component, its props, and (after a navigation) its slots' content. */
export interface PreparedPage {
  Page: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  slots?: SlotContent[];
  /** Copies of the slots for this document, made ahead of the click, taken by the render that shows them. */
  copies?: DocumentFragment[];
}

/** A promise that says it has settled, the way React's `use()` reads it (then it does not suspend). */
type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T };

function settled<T>(promise: Promise<T>): Settled<T> {
  const tracked = promise as Settled<T>;
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** What the network side gives the store (`navigation-network.ts`). */
export interface NavigationNetwork {
  /** A page's slots, after asking for its files and its HTML in one batch. */
  pageSlots(path: string): Promise<SlotContent[] | undefined>;
  /** A page's HTML read into its slots and its document (its head). */
  pageHtml(path: string): Promise<{ slots: SlotContent[]; document: Document } | undefined>;
  /** Starts preparing pages on the visitor's intent. */
  listen(): void;
}

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

export type Navigation = ReturnType<typeof createNavigation>;

export function createNavigation(routes: readonly ClientRoute[], notFound: ClientRoute) {
  const entries = new Map(routes.map((entry) => [entry.path, entry]));
  const prepared = new Map<string, Settled<PreparedPage>>();
  let firstPage: Settled<PreparedPage> | undefined;
  let hydrating = typeof document !== 'undefined';
  let network: Promise<NavigationNetwork | undefined> | undefined;
  let hydrated: () => void = () => {};
  let firstPageKept: { path: string; slots: string[]; document: Document } | undefined;
  const whenHydrated = new Promise<void>((resolve) => (hydrated = resolve));

  const entryFor = (path: string): ClientRoute => entries.get(routeKey(path)) ?? notFound;

  async function preparePage(entry: ClientRoute, path: string, occasion: 'first' | 'navigation') {
    const importPage = pageModules[`../pages/${entry.page}.tsx`];
    if (!importPage) throw new Error(`No page component "${entry.page}" for route ${entry.path}`);
    // After a navigation the page's words come from its prerendered HTML, fetched with its files.
    const slots =
      occasion === 'navigation'
        ? await navigation.network().then((side) => side?.pageSlots(path))
        : undefined;
    const { default: Page, load } = await importPage();
    const wordsAsHtml = occasion === 'first' ? hydrating : slots !== undefined;
    const page: PreparedPage = { Page, props: load ? await load(entry, { wordsAsHtml }) : {}, slots };
    if (slots) page.copies = slots.map(copySlot);
    return page;
  }

  const navigation = {
    entryFor,
    isHydrating: () => hydrating,
    whenHydrated: () => whenHydrated,
    /** The first commit ends hydration: from then on pages render their own content. */
    endHydration() {
      hydrating = false;
      hydrated();
    },
    /** The network side, loaded once on demand (undefined where it cannot load: the page still works). */
    network(): Promise<NavigationNetwork | undefined> {
      if (typeof document === 'undefined') return Promise.resolve(undefined);
      network ??= import('./navigation-network').then(
        (module) => module.connect(navigation),
        () => undefined,
      );
      return network;
    },
    /**
     * Keeps the page the browser arrived on as it came, before hydration (its slots' HTML and a copy
     * of its head): going back to it after navigating away fetches nothing.
     */
    keepFirstPage() {
      const copy = document.implementation.createHTMLDocument();
      copy.documentElement.replaceChild(copy.importNode(document.head, true), copy.head);
      const slots = [...document.querySelectorAll(slotSelector)].map((slot) => slot.innerHTML);
      firstPageKept = { path: routeKey(location.pathname), slots, document: copy };
    },
    firstPageSnapshot: () => firstPageKept,
    /** Prepares the page the document shows, before hydrating it or prerendering it. */
    async prepareFirstPage(path: string) {
      firstPage = settled(preparePage(entryFor(path), path, 'first'));
      await firstPage;
    },
    /**
     * The page of `path`, prepared once and kept: on intent and when a navigation starts. A page that
     * failed stays failed (the route shows the error) until a navigation asks for it again (`retry`).
     * A kept page gets fresh copies of its slots when it is asked for again.
     */
    prepare(path: string, { retry = false } = {}): Settled<PreparedPage> {
      const entry = entryFor(path);
      let page = prepared.get(entry.path);
      if (!page || (retry && page.status === 'rejected')) {
        page = settled(preparePage(entry, path, 'navigation'));
        prepared.set(entry.path, page);
      } else if (page.value?.slots && !page.value.copies) page.value.copies = page.value.slots.map(copySlot);
      return page;
    },
    /** The page a route renders: the first page while hydrating (or prerendering), else its prepared page. */
    pageFor(entry: ClientRoute): Settled<PreparedPage> {
      return hydrating || typeof document === 'undefined' ? firstPage! : navigation.prepare(entry.path);
    },
    /** The content of a page's `Prerendered` parts: the copies made ahead, which are this render's alone. */
    slotsOf(page: PreparedPage) {
      if (!page.slots) return undefined;
      const copies = page.copies;
      page.copies = undefined;
      return prerenderedSlots(page.slots, copies);
    },
    /** What a navigation to `path` waits for: the page's preparation while it is under way. */
    pageToWaitFor(path: string): Promise<unknown> | undefined {
      const page = navigation.prepare(path, { retry: true });
      return page.status ? undefined : page;
    },
  };
  return navigation;
}

export const NavigationContext = createContext<Navigation | undefined>(undefined);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('The app renders inside a NavigationContext');
  return navigation;
}
