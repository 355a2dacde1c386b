import { paths } from '@shared/paths';
import type { ProjectCard } from '@/types/entities';
import type { CaseFile } from '@/lib/content-schemas';
import { hasPage, isListed, isUsable } from '@/lib/published';
import type { ContentReportEntry, Publication, Read } from '@/types/publication';

/** The fields of a case file its card shows: /cases and the home page carry no story in their JavaScript. */
type CardFields = Pick<
  CaseFile,
  'title' | 'description' | 'technology' | 'status' | 'image' | 'imageAlt' | 'published' | 'seo'
>;

const cards = import.meta.glob<Read<CardFields>>('../../../content/cases/*.yaml', {
  eager: true,
  query: { pick: 'title,description,technology,status,image,imageAlt,published,seo' },
  import: 'default',
});

const readable = Object.values(cards)
  .filter(isUsable)
  .map(({ slug, ...card }) => ({ id: slug, ...card, link: paths.project(slug) }))
  .sort((a, b) => a.published.localeCompare(b.published) || a.id.localeCompare(b.id));

/** The cases with a page on this build: the published ones, and in a local build the previews. */
export const projectPages: (ProjectCard & Pick<CaseFile, 'seo'> & { publication: Publication })[] =
  readable.filter(hasPage);

/** The published client projects (`content/cases/*.yaml`), in grid order: oldest first (home page and /cases). */
export const projects: ProjectCard[] = readable.filter(isListed);

/** What the build did with each case study that is not simply published, for the team. */
export const casesReport: ContentReportEntry[] = Object.values(cards).map((entry) => ({
  file: `content/cases/${entry.slug}.yaml`,
  title: isUsable(entry) ? entry.title : undefined,
  publication: entry.publication,
}));
