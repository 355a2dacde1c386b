import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every navigation inside the site starts at the top of the new page, or at the element its
 * fragment names (`/privacy-policy#cookies`). The page the visitor arrived on is left where the
 * browser put it: at its fragment, or where they were before a reload.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
