import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the prerendered page, true from the render
 * right after: for what only the running app shows or states (a live region it fills, an
 * `aria-expanded` its script keeps true). The HTML stays as the prerender wrote it.
 */
export function useRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
