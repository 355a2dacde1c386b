import { useEffect, useState } from 'react';

/** Vertical scroll (px) beyond which the header counts as scrolled and turns opaque. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

/** True once the window is scrolled past the threshold; false during prerender and hydration. */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
