/** A case page rendered in full: loaded only when the page is not already its prerendered HTML. */
import { CaseStory } from '@/components/cases/case-story';
import { PreviewNotice } from '@/components/preview-notice';
import { previewNoticeCopy } from '@/content/long-form';
import { casesPageCopy as copy } from '@/content/cases/page-copy';
import { caseStudy } from '@/content/cases/stories';
import { projectPages } from '@/content/projects';

export async function renderCase(id: string) {
  const project = projectPages.find((candidate) => candidate.id === id);
  const study = await caseStudy(id);
  if (!project || !study) throw new Error(`No case study "${id}"`);
  return (
    <>
      <CaseStory study={study} project={project} back={copy.back} factsTitle={copy.factsTitle} />
      <PreviewNotice publication={project.publication} copy={previewNoticeCopy} />
    </>
  );
}
