/**
 * The prerendered HTML of a page, as the app uses it after a navigation: every page is built as
 * HTML already, so the app fetches it (once per path), reads its slots (`slotSelector`) for the page's
 * `Prerendered` components and its head for `DocumentHead`, and never renders the page's words from
 * JavaScript. Fetched ahead on intent and, for the header's and footer's destinations, when idle
 * (`route-preload.ts`); read (parsed) only when the visitor shows interest or goes there.
 */
import { hydratedHtml, slotSelector, type SlotContent } from '@/components/prerendered';
import { routeKey } from '@/lib/route-key';

export interface PageHtml {
  /** The content of each slot of the page's main content, in document order. */
  slots: SlotContent[];
  /** The document, for its head. */
  document: Document;
}

const texts = new Map<string, Promise<string | undefined>>();
const pages = new Map<string, Promise<PageHtml | undefined>>();

/** The parts of a page's main content its `Prerendered` components render. */
const slotsOf = (root: ParentNode) => [...root.querySelectorAll(slotSelector)];

/**
 * Starts fetching a page's HTML, once. The not-found page comes with status 404 and is a page too.
 * Undefined when it cannot be had: the app then renders the page from its modules.
 */
export function fetchPageHtml(path: string, priority: RequestPriority = 'auto') {
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

/** A page's HTML read into its slots and head. */
export function pageHtml(path: string): Promise<PageHtml | undefined> {
  const key = routeKey(path);
  if (!pages.has(key))
    pages.set(
      key,
      fetchPageHtml(key).then((text) => {
        if (text === undefined) return undefined;
        const parsed = new DOMParser().parseFromString(text, 'text/html');
        // Each slot's nodes, moved into a fragment of the parsed document: a navigation copies them.
        const slots = slotsOf(parsed).map((slot) => {
          const content = parsed.createDocumentFragment();
          content.append(...slot.childNodes);
          return content;
        });
        return { slots, document: parsed };
      }),
    );
  return pages.get(key)!;
}

/**
 * Keeps the page the browser arrived on, so coming back to it fetches nothing: its slots as
 * hydration found them (what the app did to them since, such as reveals, is not kept), and a copy
 * of its head before any navigation changed it. Once the app is up and before any navigation: the
 * first call counts.
 */
let remembered = false;
export function rememberFirstPage() {
  if (remembered) return;
  remembered = true;
  const key = routeKey(location.pathname);
  if (pages.has(key)) return;
  const copy = document.implementation.createHTMLDocument();
  copy.documentElement.replaceChild(copy.importNode(document.head, true), copy.head);
  const slots = slotsOf(document).map((slot) => hydratedHtml.get(slot) ?? slot.innerHTML);
  texts.set(key, Promise.resolve(undefined));
  pages.set(key, Promise.resolve({ slots, document: copy }));
}
