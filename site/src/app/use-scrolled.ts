import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Vertical scroll (px) beyond which the header counts as scrolled and turns opaque. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

/**
 * True once the window is scrolled past the threshold; false during prerender and hydration.
 *
 * `page` is the path shown: a navigation moves to the new page's top (or its fragment) in its own
 * commit, and the state follows there, in the same render. Left to the scroll event, it came a frame
 * later as an update of its own, which re-rendered the header in a task between the new page's
 * first paint and anything the visitor did next.
 */
export function useScrolled(page: string, threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  const pageShown = useRef(page);
  useLayoutEffect(() => {
    if (pageShown.current === page) return;
    pageShown.current = page;
    setScrolled(window.scrollY > threshold);
  }, [page, threshold]);
  return scrolled;
}
