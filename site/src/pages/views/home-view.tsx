import { Benefits } from '@/components/home/benefits';
import { ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { PageHero } from '@/components/sections/page-hero';
import { ProjectCard } from '@/components/project-card';
import { Section, SectionHeading } from '@/components/section';
import { WorkflowDiagram } from '@/components/workflow-diagram';
import { homeContent } from '@/content/home';
import { projects } from '@/content/projects';

/** The home page rendered in full: loaded only when the page is not already its prerendered HTML. */
export function HomeView() {
  const { hero, benefits, workflow, projects: projectsCopy } = homeContent;
  return (
    <>
      <PageHero look="signature" eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <div className="mt-10 flex flex-wrap gap-3 motion-safe:animate-rise">
          <ButtonLink to={hero.primary.href} variant="light" size="lg">
            {hero.primary.label}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
          <ButtonLink to={hero.secondary.href} variant="ghost-light" size="lg">
            <Icon name="calendar-clock" className="size-5" />
            {hero.secondary.label}
          </ButtonLink>
        </div>
        <div className="mt-16 flex flex-wrap items-center gap-x-10 gap-y-4 motion-safe:animate-rise [animation-delay:0.1s]">
          <p className="text-sm font-semibold text-white/80">{hero.trustedBy}</p>
          <ul className="flex flex-wrap items-center gap-x-10 gap-y-4">
            {hero.clients.map((client) => (
              <li key={client.name}>
                <img
                  src={client.logo}
                  alt={client.name}
                  width={client.width}
                  height={client.height}
                  className="h-8 w-auto sm:h-10"
                />
              </li>
            ))}
          </ul>
        </div>
      </PageHero>
      <Benefits content={benefits} />
      <Section className="bg-plum-50/50">
        <SectionHeading title={workflow.title} intro={workflow.intro} />
        <WorkflowDiagram {...workflow} />
      </Section>
      <Section>
        <SectionHeading title={projectsCopy.title} intro={projectsCopy.intro} />
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <ProjectCard key={project.id} project={project} index={index % 3} cta={projectsCopy.cta} />
          ))}
        </div>
        <div className="mt-12 text-center">
          <ButtonLink to={projectsCopy.allCases.href} variant="outline" size="lg">
            {projectsCopy.allCases.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
