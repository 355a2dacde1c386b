/**
 * Fades elements marked `data-reveal` in as they scroll into view, once at least 10 % of one is
 * visible. Started once the page is interactive, it looks at every marked element (and at each one
 * added later, e.g. by a navigation): what is already on screen or above it stays as painted, and
 * only what is still below the fold is set aside (`data-reveal="pending"`, hidden by CSS unless the
 * visitor prefers reduced motion) until it comes into view (`"shown"`).
 */
export const REVEAL_THRESHOLD = 0.1;

export function startRevealing(root: ParentNode & Node = document.body): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-reveal', 'shown');
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );

  const mark = (element: Element) => {
    if (element.getAttribute('data-reveal') !== '') return;
    if (element.getBoundingClientRect().top < window.innerHeight) {
      element.setAttribute('data-reveal', 'shown');
      return;
    }
    element.setAttribute('data-reveal', 'pending');
    observer.observe(element);
  };
  const markWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-reveal=""]')) mark(node);
    for (const element of node.querySelectorAll('[data-reveal=""]')) mark(element);
  };

  markWithin(root);
  const additions = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) markWithin(node);
  });
  additions.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    additions.disconnect();
  };
}
