import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const noSubscription = () => () => {};
const prerenderedSearch = () => '';

/**
 * The query string, kept out of the first render: the prerendered HTML and hydration see none (the
 * server snapshot), then React re-renders at once with the visitor's own, so a page that depends on
 * `?…` hydrates without a mismatch. `useLocation` re-renders the page on in-app navigation.
 */
export function useClientSearchParams(): URLSearchParams {
  useLocation();
  const search = useSyncExternalStore(noSubscription, () => window.location.search, prerenderedSearch);
  return new URLSearchParams(search);
}
