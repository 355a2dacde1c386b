import type { PreviewNoticeCopy, Publication } from '@/types/publication';

/**
 * On a page a local build shows only as a preview (a draft, or an entry whose date has not come),
 * a bar at the foot of the window says so. A published page never has it; a production build has
 * no such pages.
 */
export function PreviewNotice({ publication, copy }: { publication: Publication; copy: PreviewNoticeCopy }) {
  if (publication.state !== 'draft' && publication.state !== 'scheduled') return null;
  return (
    <p
      role="note"
      className="fixed inset-x-0 bottom-0 z-40 bg-plum-950 px-4 py-3 text-center text-sm font-semibold text-white"
    >
      {copy[publication.state]}
    </p>
  );
}
