import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterPaint } from './after-paint';
import { shownPageSelector } from '@/lib/page-activity';

/** The element the URL's fragment names, if any. */
const fragmentTarget = () => {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
};

/** Elements that take the focus without a tabindex of their own. */
const focusableByDefault = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Every navigation inside the site starts at the top of the new page, or at the element its
 * fragment names (`/privacy-policy#cookies`), and the keyboard focus moves there too: to that
 * element, else to the new page's heading, else to its main region. Otherwise the focus would stay
 * on the link that was clicked, gone with the old page, and fall back to the start of the document.
 * The page the visitor arrived on is left where the browser put it: at its fragment, or where they
 * were before a reload.
 *
 * The scroll runs before the browser paints the new page, and jumps (the page's smooth scrolling is for
 * links within a page): the new page's first frame already shows its top, instead of the old
 * scroll position followed by a glide up that kept the heading out of view for half a second.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const scrolledPath = useRef(pathname);
  const focusedPath = useRef(pathname);
  useLayoutEffect(() => {
    if (scrolledPath.current === pathname) return;
    scrolledPath.current = pathname;
    const target = fragmentTarget();
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  // The focus moves once the new page has painted: a menu that closes with the navigation makes the
  // page behind it focusable again (it was inert) only after the commit, and moving the focus makes
  // the browser work out the new page's styles and layout at once, in the click's own task, where
  // it would hold back the page's first frame.
  useEffect(() => {
    if (focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    return afterPaint(() => {
      const focusTarget =
        fragmentTarget() ??
        document.querySelector(`${shownPageSelector} h1`) ??
        document.getElementById('main');
      if (!focusTarget) return;
      if (!focusTarget.matches(focusableByDefault)) focusTarget.setAttribute('tabindex', '-1');
      (focusTarget as HTMLElement).focus({ preventScroll: true });
    });
  }, [pathname]);
  return null;
}
