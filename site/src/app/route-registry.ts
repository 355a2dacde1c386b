/**
 * The routes the app knows: the route table's entries (the full table on the server, its client
 * list in the browser) and the not-found page's, registered before the app renders. A module of its
 * own so that what reads a route (`use-route.ts`, the head) does not import the page rendering.
 */
import { routeKey } from '@/lib/route-key';
import type { ClientRoute } from '@/types/routes';

const entries = new Map<string, ClientRoute>();
let notFoundEntry: ClientRoute | undefined;

/** Makes the route table's entries and the not-found page's known to `entryFor`. */
export function registerRoutes(routes: readonly ClientRoute[], notFound: ClientRoute) {
  entries.clear();
  for (const entry of routes) entries.set(entry.path, entry);
  notFoundEntry = notFound;
}

/** The entry of a route table path (a `routeKey`), if the table has one. */
export function registeredEntry(key: string): ClientRoute | undefined {
  return entries.get(key);
}

/** The entry a path shows: its own, or the not-found page's. */
export function entryFor(path: string): ClientRoute | undefined {
  return entries.get(routeKey(path)) ?? notFoundEntry;
}
