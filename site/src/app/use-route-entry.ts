import { useMatches } from 'react-router-dom';
import { notFoundEntry } from '@/routes';
import type { RouteEntry } from '@/types/routes';

/** The route table entry of the page being shown (the not-found entry for unknown paths). */
export function useRouteEntry(): RouteEntry {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteEntry | undefined;
    if (handle?.page) return handle;
  }
  return notFoundEntry;
}
