/**
 * Whether an entry of the team's content (an article, a case study, a position) is on the site, and
 * its search engine settings. The build decides an entry's state when it reads the file
 * (`site/scripts/vite-plugins/publication.ts`); the schemas are in `lib/publication.ts`.
 */

/**
 * - `published`: on the site;
 * - `draft`: saved with the draft flag on;
 * - `scheduled`: its publish date has not come yet (it appears on that day, with the next build);
 * - `invalid`: the file breaks a rule, and `problems` say which; the rest of the site is built.
 */
type PublicationState = 'published' | 'draft' | 'scheduled' | 'invalid';

/** What the build adds to every entry it reads. */
export interface Publication {
  state: PublicationState;
  /** True when a local build shows the entry's page for a preview, though it is not published. */
  preview: boolean;
  /** What is wrong with the file, naming the field, for the team (when `state` is `invalid`). */
  problems?: string[];
  /** What the build worked around (a related article or an author that is gone). */
  warnings?: string[];
}

/** Optional search engine settings: a title and description other than the page's own, and noindex. */
export interface Seo {
  title?: string;
  description?: string;
  noindex: boolean;
}

/** An entry as the build read it: its data, or only its slug and why it is not usable. */
export type Read<T> =
  | (T & { slug: string; publication: Publication })
  | { slug: string; publication: Publication & { state: 'invalid' } };

/** What a build did with one entry of the team's content, for the team. */
export interface ContentReportEntry {
  /** The file, from the repository's root (`content/blog/x.mdx`). */
  file: string;
  /** The entry's title, when the file could be read. */
  title?: string;
  publication: Publication;
}

/** What the bar of a previewed page says, for a draft and for an entry whose date has not come. */
export interface PreviewNoticeCopy {
  draft: string;
  scheduled: string;
}
