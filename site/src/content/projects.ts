import { paths } from '@shared/paths';
import type { ProjectCard } from '@/types/entities';
import type { CaseFile } from '@/lib/content-schemas';

/** The fields of a case file its card shows: /cases and the home page carry no story in their JavaScript. */
type CardFields = Pick<CaseFile, 'title' | 'description' | 'technology' | 'status' | 'image' | 'imageAlt' | 'published'>;

const cards = import.meta.glob<CardFields & { slug: string }>('../../../content/cases/*.yaml', {
  eager: true,
  query: { pick: 'title,description,technology,status,image,imageAlt,published' },
  import: 'default',
});

/** The client projects (`content/cases/*.yaml`), in grid order: oldest first (home page and /cases). */
export const projects: ProjectCard[] = Object.values(cards)
  .map(({ slug, ...card }) => ({ id: slug, ...card, link: paths.project(slug) }))
  .sort((a, b) => a.published.localeCompare(b.published) || a.id.localeCompare(b.id));
