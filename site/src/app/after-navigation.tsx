/**
 * What follows a navigation inside the site, as after a full page load:
 * - the window is at the top of the new page, or at the element its fragment names, before the new
 *   page is painted (a jump: the page's smooth scrolling is for links within a page);
 * - once it has painted, the focus moves there (else to the new page's heading), the head becomes the
 *   new page's (from its prerendered HTML, or described again from the route table without it), and
 *   the title is read out in a polite live region. Done in the click's own task, focus and head held
 *   back the page's first frame; a menu that closes with the navigation also makes the page behind
 *   it focusable again only after the commit.
 * The page the browser arrived on is left where the browser put it, and announced by the browser.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigation, type Navigation } from './navigation';
import { useRunning } from './use-running';

/** Runs `callback` once the browser has painted the next frame; returns what cancels it. */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The element the URL's fragment names, if any. */
function fragmentTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Applies the new page's head: its prerendered HTML's, or the route table's description of it. */
async function applyHeadOf(navigation: Navigation, pathname: string) {
  const [{ applyHead, headFor, headOf }, network] = await Promise.all([
    import('@/lib/head'),
    navigation.network(),
  ]);
  const page = await network?.pageHtml(pathname);
  if (page) return applyHead(headOf(page.document), document);
  const { findRoute, notFoundEntry, routeTable } = await import('@/routes');
  const entry = findRoute(pathname) ?? notFoundEntry;
  const notFound = entry === notFoundEntry;
  applyHead(
    headFor(entry, { path: notFound ? pathname : entry.path, table: routeTable, noindex: notFound }),
    document,
  );
}

export function AfterNavigation() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const running = useRunning();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    const target = fragmentTarget();
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let current = true;
    const cancel = afterPaint(() => {
      const focusTarget =
        fragmentTarget() ?? document.querySelector('main h1') ?? document.getElementById('main');
      if (focusTarget) {
        if (!focusTarget.matches('a[href], button, input, select, textarea, summary, [tabindex]'))
          focusTarget.setAttribute('tabindex', '-1');
        (focusTarget as HTMLElement).focus({ preventScroll: true });
      }
      void applyHeadOf(navigation, pathname).then(() => {
        // The same words twice in a row would not be read again: a zero-width space tells them apart.
        if (current)
          setAnnouncement((said) => (said === document.title ? `${document.title}\u200b` : document.title));
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [pathname, navigation]);
  if (!running) return null;
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
