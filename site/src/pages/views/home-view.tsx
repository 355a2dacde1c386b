import { Benefits } from '@/components/home/benefits';
import { HomeHero } from '@/components/home/home-hero';
import { ButtonLink } from '@/components/button';
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
      <HomeHero content={hero} />
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
