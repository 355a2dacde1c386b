/** A legal page's facts without its body (the `?meta` import of `content/legal/<page>.mdx`). */
import type { TocEntry } from './blog';

export interface LegalDocumentMeta {
  slug: string;
  title: string;
  description: string;
  /** "build": the page shows today's date; otherwise an ISO date. */
  updated: string;
  storedData?: string[];
  wordCount: number;
  toc: TocEntry[];
}
