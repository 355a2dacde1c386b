/** A legal page's text and table of contents: loaded only when the page is not already its HTML. */
import { useMemo, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { BackLink } from '@/components/back-link';
import { createProseComponents } from '@/components/prose/prose-components';
import { legalDocument } from '@/content/legal';
import { legalBackHref, legalPageCopy as copy, proseLabels } from '@/content/long-form';
import type { LegalDocumentMeta } from '@/types/legal';

type MdxBody = ComponentType<{ components?: MDXComponents }>;

const bodies = import.meta.glob<MdxBody>('../../content/legal/*.mdx', { import: 'default' });

function LegalText({ meta, Body }: { meta: LegalDocumentMeta; Body: MdxBody }) {
  const components = useMemo(() => createProseComponents(proseLabels), []);
  return (
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
      <div className="prose max-w-3xl">
        <Body components={components} />
      </div>
    </div>
  );
}

export async function renderLegal(slug: string) {
  const meta = legalDocument(slug);
  const Body = await bodies[`../../content/legal/${meta.slug}.mdx`]!();
  return {
    top: (
      <>
        <BackLink href={legalBackHref} label={copy.backToHome} />
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl">
          {meta.title}
        </h1>
      </>
    ),
    text: <LegalText meta={meta} Body={Body} />,
  };
}

export type LegalSections = Awaited<ReturnType<typeof renderLegal>>;
