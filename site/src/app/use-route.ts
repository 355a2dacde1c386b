import { useLocation } from 'react-router-dom';
import type { ClientRoute } from '@/types/routes';
import { entryFor } from './route-registry';

/** The route of the page being shown (path, page and data): its route table entry, or the not-found page's. */
export function useRoute(): ClientRoute | undefined {
  return entryFor(useLocation().pathname);
}
