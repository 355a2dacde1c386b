/** A case page rendered in full: loaded only when the page is not already its prerendered HTML. */
import { CaseStory } from '@/components/cases/case-story';
import { casesPageCopy as copy } from '@/content/cases/page-copy';
import { projects } from '@/content/projects';
import type { CaseStudy } from '@/types/cases';

const studies = import.meta.glob<CaseStudy>(
  ['../../content/cases/*.ts', '!../../content/cases/page-copy.ts'],
  {
    import: 'default',
  },
);

export async function renderCase(id: string) {
  const project = projects.find((candidate) => candidate.id === id);
  const study = studies[`../../content/cases/${id}.ts`];
  if (!project || !study) throw new Error(`No case study "${id}"`);
  return <CaseStory study={await study()} project={project} back={copy.back} factsTitle={copy.factsTitle} />;
}
