/** The legal pages as data: each `*.mdx` file of this folder through its checked frontmatter (`?meta`). */
import type { LegalDocumentMeta } from '@/types/legal';

const metas = import.meta.glob<LegalDocumentMeta>('./*.mdx', {
  eager: true,
  query: '?meta',
  import: 'default',
});

export const legalDocuments: LegalDocumentMeta[] = Object.values(metas);

export function legalDocument(slug: string): LegalDocumentMeta {
  const document = legalDocuments.find((candidate) => candidate.slug === slug);
  if (!document) throw new Error(`No legal page "${slug}"`);
  return document;
}
