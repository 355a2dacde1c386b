import type { PageLoadContext } from '@/app/navigation';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { UpdatedDate } from '@/components/updated-date';
import { legalPageCopy as copy } from '@/content/long-form';
import type { ClientRoute } from '@/types/routes';
import type { LegalSections } from './views/legal-view';

/** The page's date always (it may be "today"); its text only when it is not already HTML. */
export async function load(route: ClientRoute, { wordsAsHtml }: PageLoadContext) {
  const updated = route.data?.updated ?? '';
  if (wordsAsHtml) return { updated };
  const { renderLegal } = await import('./views/legal-view');
  return { updated, sections: await renderLegal(route.data?.document ?? '') };
}

/**
 * A legal page: its header (title and last-updated date), a table of contents and the text. Only the
 * date is live: a page dated "today" shows the visitor's own today once hydrated. The header is its
 * own block, so the first screen ends with it, however long the text below grows.
 */
export default function LegalPage({ updated, sections }: { updated: string; sections?: LegalSections }) {
  const onContentClick = useContentClicks();
  return (
    <article className="mx-auto max-w-6xl px-4 pt-28 sm:px-6 lg:px-8 lg:pt-36">
      <header>
        <Prerendered onClick={onContentClick}>{sections?.top}</Prerendered>
        <p className="mt-4 text-sm text-plum-800">
          {copy.updated}: <UpdatedDate updated={updated} />
        </p>
      </header>
      <Prerendered onClick={onContentClick}>{sections?.text}</Prerendered>
    </article>
  );
}
