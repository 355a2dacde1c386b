/**
 * Fades elements marked `data-reveal` in as they scroll into view, once at least 10 % of one is
 * visible. Started once the page is interactive, it watches every marked element (and each one
 * added later, e.g. by a navigation). What is on screen or above it when first seen stays as
 * painted (`"shown"`); what is still below the fold is set aside (`data-reveal="pending"`, hidden by
 * CSS unless the visitor prefers reduced motion) a screen before it comes into view, and shown
 * (`"shown"`) once it does.
 *
 * Setting aside is done a screen ahead, not for the whole page at start: hiding every element below
 * the fold at once restyled and repainted them all in the task right after hydration (about 14 ms
 * on a long page at 1x), on the main thread while the page is loading. An element the visitor jumps
 * to directly (an anchor, the End key) is seen on screen first, so it simply stays as painted.
 *
 * Everything is learnt from the IntersectionObserver's reports, never by measuring elements one by
 * one: a long page has hundreds of marked elements, and reading each one's position between writes
 * would force the browser to lay the page out again for every element.
 */
const REVEAL_THRESHOLD = 0.1;

/** How far below the screen an element is set aside before it comes into view: one screen. */
const AHEAD_MARGIN = '0px 0px 100% 0px';

export function startRevealing(root: ParentNode & Node = document.body): () => void {
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.intersectionRatio < REVEAL_THRESHOLD) continue;
        entry.target.setAttribute('data-reveal', 'shown');
        reveal.unobserve(entry.target);
      }
    },
    { threshold: [REVEAL_THRESHOLD] },
  );

  const ahead = new IntersectionObserver(
    (entries) => {
      const screenBottom = window.innerHeight;
      for (const entry of entries) {
        // Further below than a screen (or above the screen, where it stays as painted until the
        // visitor scrolls back to it): nothing to do yet.
        if (!entry.isIntersecting) continue;
        const element = entry.target;
        ahead.unobserve(element);
        if (entry.boundingClientRect.top < screenBottom) {
          element.setAttribute('data-reveal', 'shown');
        } else {
          element.setAttribute('data-reveal', 'pending');
          reveal.observe(element);
        }
      }
    },
    { rootMargin: AHEAD_MARGIN },
  );

  const watchWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-reveal=""]')) ahead.observe(node);
    for (const element of node.querySelectorAll('[data-reveal=""]')) ahead.observe(element);
  };

  watchWithin(root);
  const additions = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) watchWithin(node);
  });
  additions.observe(root, { childList: true, subtree: true });
  return () => {
    ahead.disconnect();
    reveal.disconnect();
    additions.disconnect();
  };
}
