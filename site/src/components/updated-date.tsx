import { useSyncExternalStore } from 'react';
import { formatDate, localIsoDate } from '@/lib/format-date';

const noSubscription = () => () => {};
const buildDate = () => __BUILD_DATE__;

/**
 * A page's "last updated" date. `build` means today: the prerendered HTML carries the build's date,
 * and right after hydration React re-renders with the visitor's own today (no mismatch, no warning).
 */
export function UpdatedDate({ updated }: { updated: string }) {
  const today = useSyncExternalStore(noSubscription, localIsoDate, buildDate);
  const date = updated === 'build' ? today : updated;
  return <time dateTime={date}>{formatDate(date)}</time>;
}
