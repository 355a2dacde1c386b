import type { PageLoadContext } from '@/app/route-objects';
import { CaseStory } from '@/components/cases/case-story';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { casesPageCopy as copy } from '@/content/cases/page-copy';
import { projects } from '@/content/projects';
import type { CaseStudy } from '@/types/cases';
import type { ProjectCard } from '@/types/entities';
import type { ClientRoute } from '@/types/routes';

const studies = import.meta.glob<CaseStudy>(['../content/cases/*.ts', '!../content/cases/page-copy.ts'], {
  import: 'default',
});

/** The case's story, unless the page is still the HTML it arrived as. */
export async function load(route: ClientRoute, { hydrating }: PageLoadContext) {
  const id = route.data?.project ?? '';
  const project = projects.find((candidate) => candidate.id === id);
  const study = studies[`../content/cases/${id}.ts`];
  if (!project || !study) throw new Error(`No case study "${id}"`);
  return { project, study: hydrating ? undefined : await study() };
}

/** A case page: a story told once, as HTML; links inside it navigate within the app. */
export default function CasePage({ project, study }: { project: ProjectCard; study?: CaseStudy }) {
  const onContentClick = useContentClicks();
  return (
    <Prerendered onClick={onContentClick}>
      {study && <CaseStory study={study} project={project} back={copy.back} factsTitle={copy.factsTitle} />}
    </Prerendered>
  );
}
