import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageActive } from './page-activity';

const noSubscription = () => () => {};
const prerenderedSearch = () => '';

/**
 * The query string, kept out of the first render: the prerendered HTML and hydration see none (the
 * server snapshot), then React re-renders at once with the visitor's own, so a page that depends on
 * `?…` hydrates without a mismatch. `useLocation` re-renders the page on in-app navigation. A page
 * rendered ahead of a click sees none either (the URL's is the shown page's) until it is shown.
 */
export function useClientSearchParams(): URLSearchParams {
  useLocation();
  const active = usePageActive();
  const search = useSyncExternalStore(
    noSubscription,
    active ? () => window.location.search : prerenderedSearch,
    prerenderedSearch,
  );
  return new URLSearchParams(search);
}
