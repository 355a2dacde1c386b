import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterPaint } from './after-paint';
import { announceRoute } from './route-announcer';
import { useRoute } from './use-route';

/**
 * Keeps the head right after client-side navigation: the new page's prerendered HTML carries its
 * head (`page-html.ts`, usually fetched ahead), which `lib/head` reads and applies. Only when that
 * HTML cannot be had is the head described again from the route table, as the prerender did. The
 * first page's head is already in the HTML, so nothing of this loads on a first visit. The new
 * title is then read out (`RouteAnnouncer`). It happens once the new page has painted: the head is
 * not on screen, and changing it in the navigation's task held back the page's first frame.
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
    const updateHead = () =>
      Promise.all([
        import('@/lib/head'),
        import('./page-html').then(
          (module) => module.pageHtml(pathname),
          () => undefined,
        ),
      ]).then(async ([{ applyHead, headFor, headOf }, page]) => {
        if (page) {
          if (!current) return;
          applyHead(headOf(page.document), document);
          announceRoute(document.title);
          return;
        }
        const { findRoute, notFoundEntry, routeTable } = await import('@/routes');
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
      });
    const cancel = afterPaint(() => void updateHead());
    return () => {
      current = false;
      cancel();
    };
  }, [route, pathname]);
  return null;
}
