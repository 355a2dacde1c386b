import { useMatches } from 'react-router-dom';
import type { ClientRoute } from '@/types/routes';

/** The route of the page being shown (path, page and data), or undefined before a page matched. */
export function useRoute(): ClientRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as ClientRoute | undefined;
    if (handle?.page) return handle;
  }
  return undefined;
}
