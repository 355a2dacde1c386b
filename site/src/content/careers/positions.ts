import type { PositionFile } from '@/lib/content-schemas';
import type { JobPosition } from '@/types/careers';

const files = import.meta.glob<PositionFile>('../../../../content/positions/*.yaml', {
  eager: true,
  import: 'default',
});

/** The open positions (`content/positions/*.yaml`), in listing order. */
export const positions: JobPosition[] = Object.values(files)
  .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
  .map(({ order: _order, slug: _slug, ...position }: PositionFile & { slug?: string }) => position);
