import { ArrowLink } from '@/components/arrow-link';
import { Reveal } from '@/components/reveal';
import type { ProjectCard as ProjectCardRecord } from '@/types/entities';

interface ProjectCardProps {
  project: ProjectCardRecord;
  index: number;
  cta: string;
  /** Heading level of the card title in the page's outline (h2 where the page has no h2 above). */
  headingLevel?: 'h2' | 'h3';
}

/** A case card: image, technology and status badges, title, description and a details link. */
export function ProjectCard({ project, index, cta, headingLevel: Heading = 'h3' }: ProjectCardProps) {
  return (
    <Reveal
      as="article"
      index={index}
      className="group flex flex-col overflow-hidden rounded-2xl border border-plum-100 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <img
        src={project.image}
        alt={project.imageAlt}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-plum-50 px-3 py-1 text-xs font-semibold text-plum-800">
            {project.technology}
          </span>
          {project.status && (
            <span className="rounded-full bg-ember-50 px-3 py-1 text-xs font-semibold text-ember-800">
              {project.status}
            </span>
          )}
        </div>
        <Heading className="mt-4 text-lg font-bold text-plum-950">{project.title}</Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-plum-800">{project.description}</p>
        <ArrowLink to={project.link} label={cta} subject={project.title} nudge className="mt-5" />
      </div>
    </Reveal>
  );
}
