import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTable } from '@/routes';
import { useRouteEntry } from './use-route-entry';

/**
 * Keeps the head right after client-side navigation by applying the same description of it that
 * the prerender wrote into the page's HTML (`lib/head.ts`). The first page's head is already in the
 * HTML, so the module is only fetched on the first navigation.
 */
export function DocumentHead() {
  const entry = useRouteEntry();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    let current = true;
    void import('@/lib/head').then(({ applyHead, headFor }) => {
      if (!current) return;
      const notFound = entry.path === '*';
      const head = headFor(entry, {
        path: notFound ? pathname : entry.path,
        table: routeTable,
        noindex: notFound,
      });
      applyHead(head, document);
    });
    return () => {
      current = false;
    };
  }, [entry, pathname]);
  return null;
}
