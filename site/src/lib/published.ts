/**
 * Which entries of the team's content a build shows, from the publication the build gave each
 * (`site/scripts/vite-plugins/publication.ts`). Without zod: the browser's listings use it.
 */
import type { Publication, Read } from '@/types/publication';

/** True for an entry the build could read. */
export function isUsable<T>(entry: Read<T>): entry is T & { slug: string; publication: Publication } {
  return entry.publication.state !== 'invalid';
}

/** True for an entry that has a page on this build: published, or previewed by a local build. */
export const hasPage = (entry: { publication: Publication }) =>
  entry.publication.state === 'published' || entry.publication.preview;

/** True for an entry that is listed (cards, feed, sitemap, related articles): published only. */
export const isListed = (entry: { publication: Publication }) => entry.publication.state === 'published';
