import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { announceRoute } from './route-announcer';
import { useRoute } from './use-route';

/**
 * Keeps the head right after client-side navigation by applying the same description of it that
 * the prerender wrote into the page's HTML (`lib/head.ts`). The first page's head is already in the
 * HTML, so the head builder and the full route table are only fetched on the first navigation.
 * The new title is then read out (`RouteAnnouncer`).
 */
export function DocumentHead() {
  const route = useRoute();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    let current = true;
    void Promise.all([import('@/lib/head'), import('@/routes')]).then(
      ([{ applyHead, headFor }, { findRoute, notFoundEntry, routeTable }]) => {
        if (!current) return;
        const entry = (route && findRoute(route.path)) ?? notFoundEntry;
        const notFound = entry === notFoundEntry;
        const head = headFor(entry, {
          path: notFound ? pathname : entry.path,
          table: routeTable,
          noindex: notFound,
        });
        applyHead(head, document);
        announceRoute(document.title);
      },
    );
    return () => {
      current = false;
    };
  }, [route, pathname]);
  return null;
}
