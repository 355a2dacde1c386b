/**
 * Fades elements marked `data-reveal` in as they scroll into view, once at least 10 % of one is
 * visible. Started once the page is interactive, it watches every marked element (and each one
 * added later, e.g. by a navigation). What is on screen or above it when first seen stays as
 * painted (`"shown"`); only what is still below the fold is set aside (`data-reveal="pending"`,
 * hidden by CSS unless the visitor prefers reduced motion) until it comes into view (`"shown"`).
 *
 * Everything is learnt from the IntersectionObserver's reports, never by measuring elements one by
 * one: a long page has hundreds of marked elements, and reading each one's position between writes
 * would force the browser to lay the page out again for every element.
 */
const REVEAL_THRESHOLD = 0.1;

export function startRevealing(root: ParentNode & Node = document.body): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target;
        const firstReport = element.getAttribute('data-reveal') === '';
        const inView = firstReport
          ? entry.isIntersecting || entry.boundingClientRect.top < 0
          : entry.intersectionRatio >= REVEAL_THRESHOLD;
        if (inView) {
          element.setAttribute('data-reveal', 'shown');
          observer.unobserve(element);
        } else if (firstReport) {
          element.setAttribute('data-reveal', 'pending');
        }
      }
    },
    { threshold: [0, REVEAL_THRESHOLD] },
  );

  const watchWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-reveal=""]')) observer.observe(node);
    for (const element of node.querySelectorAll('[data-reveal=""]')) observer.observe(element);
  };

  watchWithin(root);
  const additions = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) watchWithin(node);
  });
  additions.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    additions.disconnect();
  };
}
