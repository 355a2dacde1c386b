import { useNavigate } from 'react-router-dom';
import { ProjectCard } from '@/components/project-card';
import { PageHero } from '@/components/sections/page-hero';
import { casesPageCopy as copy } from '@/content/cases/page-copy';
import { projects } from '@/content/projects';
import { cx } from '@/lib/cx';
import { useClientSearchParams } from '@/lib/use-client-search-params';
import { paths } from '@shared/paths';
import { caseTechnologies, type ProjectCard as ProjectCardRecord } from '@/types/entities';

type Filter = 'All' | ProjectCardRecord['technology'];
const filters: Filter[] = ['All', ...caseTechnologies];

/** The filter a query string asks for; anything unknown shows All. */
function filterFromQuery(value: string | null): Filter {
  return filters.find((filter) => filter !== 'All' && filter === value) ?? 'All';
}

/**
 * /cases: the six case cards and a technology filter. The active filter lives in the query string
 * (`?technology=Voice%20AI`), so a filtered view can be shared, survives a reload and Back restores
 * the previous one; the prerendered page shows every card. The count of cards shown, after the
 * filter's name (for screen readers only), is a status line, so every change of filter is read out,
 * also one to the same count.
 */
export default function CasesPage() {
  const navigate = useNavigate();
  const active = filterFromQuery(useClientSearchParams().get('technology'));
  const shown = active === 'All' ? projects : projects.filter((project) => project.technology === active);

  const choose = (filter: Filter) => {
    if (filter === active) return;
    const query =
      filter === 'All'
        ? ''
        : `?${new URLSearchParams({ technology: filter }).toString().replace(/\+/g, '%20')}`;
    void navigate(`${paths.cases()}${query}`, { preventScrollReset: true });
  };

  return (
    <>
      <PageHero look="compact" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={filter === active}
              onClick={() => choose(filter)}
              className={cx(
                'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                // In forced colours the background is not drawn: the chosen filter is framed instead.
                filter === active
                  ? 'bg-plum-900 text-white shadow-sm forced-colors:border-2 forced-colors:border-[Highlight]'
                  : 'border border-plum-200 bg-white text-plum-900 hover:border-plum-400 hover:bg-plum-50',
              )}
            >
              {filter === 'All' ? copy.all : filter}
            </button>
          ))}
        </div>
        <p role="status" className="mt-6 text-sm font-medium text-plum-800">
          <span className="sr-only">{copy.showingFilter(active === 'All' ? copy.all : active)}</span>
          {copy.showing(shown.length)}
        </p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project, index) => (
            <ProjectCard
              key={project.id}
              project={project}
              index={index % 3}
              cta={copy.viewDetails}
              headingLevel="h2"
            />
          ))}
        </div>
      </div>
    </>
  );
}
