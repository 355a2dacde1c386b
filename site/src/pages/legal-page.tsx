import { useMemo, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { PageLoadContext } from '@/app/route-objects';
import { BackLink } from '@/components/back-link';
import { Prerendered } from '@/components/prerendered';
import { createProseComponents } from '@/components/prose/prose-components';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { UpdatedDate } from '@/components/updated-date';
import { legalDocument } from '@/content/legal';
import { legalBackHref, legalPageCopy as copy, proseLabels } from '@/content/long-form';
import type { LegalDocumentMeta } from '@/types/legal';
import type { ClientRoute } from '@/types/routes';

type MdxBody = ComponentType<{ components?: MDXComponents }>;

const bodies = import.meta.glob<MdxBody>('../content/legal/*.mdx', { import: 'default' });

/** The document's facts always; its text only when it is not already on the page as HTML. */
export async function load(route: ClientRoute, { hydrating }: PageLoadContext) {
  const meta = legalDocument(route.data?.document ?? '');
  const Body = hydrating ? undefined : await bodies[`../content/legal/${meta.slug}.mdx`]!();
  return { meta, Body };
}

/** A legal page: title, last-updated date, a table of contents and the text. */
export default function LegalPage({ meta, Body }: { meta: LegalDocumentMeta; Body?: MdxBody }) {
  const onContentClick = useContentClicks();
  const components = useMemo(() => createProseComponents(proseLabels), []);
  return (
    <article className="mx-auto max-w-6xl px-4 pt-28 sm:px-6 lg:px-8 lg:pt-36">
      <BackLink href={legalBackHref} label={copy.backToHome} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl">
          {meta.title}
        </h1>
        <p className="mt-4 text-sm text-plum-800">
          {copy.updated}: <UpdatedDate updated={meta.updated} />
        </p>
      </header>
      <div className="mt-10 gap-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav
          aria-label={copy.tocTitle}
          className="mb-10 rounded-2xl border border-plum-100 bg-plum-50/60 p-5 lg:sticky lg:top-28 lg:mb-0 lg:self-start"
        >
          <p className="text-xs font-bold tracking-wider text-plum-700 uppercase">{copy.tocTitle}</p>
          <ol className="mt-3 grid gap-2 text-sm">
            {meta.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-plum-900 hover:text-ember-700 hover:underline">
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prerendered className="prose max-w-3xl" onClick={onContentClick}>
          {Body && <Body components={components} />}
        </Prerendered>
      </div>
    </article>
  );
}
