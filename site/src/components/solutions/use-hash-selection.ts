import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

const readHash = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
};
const noHashOnServer = () => '';

/**
 * A selection kept in the URL's hash, so a view can be shared and survives a reload. The
 * prerendered page and hydration see no hash; React re-renders with the visitor's own right after.
 * Selecting replaces the hash without a new history entry.
 */
export function useHashSelection(): [string, (key: string) => void] {
  const hash = useSyncExternalStore(subscribe, readHash, noHashOnServer);
  const select = useCallback((key: string) => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${key ? `#${key}` : ''}`);
    for (const listener of listeners) listener();
  }, []);
  return [hash, select];
}
