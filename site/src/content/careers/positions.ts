import type { PositionFile } from '@/lib/content-schemas';
import { hasPage, isListed, isUsable } from '@/lib/published';
import type { JobPosition } from '@/types/careers';
import type { ContentReportEntry, Read } from '@/types/publication';

const files = import.meta.glob<Read<PositionFile>>('../../../../content/positions/*.yaml', {
  eager: true,
  import: 'default',
});

/**
 * The positions (`content/positions/<address>.yaml`), in listing order: the file's name is the
 * position's address (/careers/<address>), so retitling a position keeps its page where it is.
 */
const readable: JobPosition[] = Object.values(files)
  .filter(isUsable)
  .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
  .map(({ order: _order, slug, ...position }) => ({ ...position, address: slug }));

/** The positions with a page on this build: the open ones, and in a local build the previews. */
export const positionPages: JobPosition[] = readable.filter(hasPage);

/** The open positions, in listing order. */
export const positions: JobPosition[] = readable.filter(isListed);

/** What the build did with each position that is not simply published, for the team. */
export const positionsReport: ContentReportEntry[] = Object.values(files).map((entry) => ({
  file: `content/positions/${entry.slug}.yaml`,
  title: isUsable(entry) ? entry.title : undefined,
  publication: entry.publication,
}));
