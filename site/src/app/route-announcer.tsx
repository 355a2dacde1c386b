import { useSyncExternalStore } from 'react';
import { useRunning } from './use-running';

let message = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the new page's title out after a navigation inside the site (called once its head is applied). */
export function announceRoute(title: string) {
  // The same words twice in a row would not be read again: a zero-width space tells them apart.
  message = message === title ? `${title}\u200b` : title;
  for (const listener of listeners) listener();
}

/**
 * A polite live region for the page title after a navigation inside the site: a screen reader hears
 * where the visitor landed, as after a full page load. It is not in the prerendered HTML (the
 * first page needs no announcement); the app adds it, empty, when it starts.
 */
export function RouteAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  const running = useRunning();
  if (!running) return null;
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
