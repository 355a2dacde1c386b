import { useLocation } from 'react-router-dom';
import type { ClientRoute } from '@/types/routes';
import { useNavigation } from './navigation';

/** The route of the page being shown (path, page and data): its route table entry, or the not-found page's. */
export function useRoute(): ClientRoute {
  return useNavigation().entryFor(useLocation().pathname);
}
