import { paths } from '@shared/paths';
import type { CaseFile } from '@/lib/content-schemas';
import type { CaseStudy } from '@/types/cases';
import { casesPageCopy } from './page-copy';

const files = import.meta.glob<CaseFile>('../../../../content/cases/*.yaml', { import: 'default' });

/** An optional block written empty in its file is left out of the page. */
const present = <T extends { title: string }>(block: T | undefined) => (block?.title ? block : undefined);

/** The story of a case page (`content/cases/<id>.yaml`), loaded when its page renders. */
export async function caseStudy(id: string): Promise<CaseStudy | undefined> {
  const load = files[`../../../../content/cases/${id}.yaml`];
  if (!load) return undefined;
  const { kind, hero, facts, results, sections, build, roadmap, quote, cta } = await load();
  return {
    id,
    kind,
    hero,
    facts,
    results,
    sections: sections.map(({ points, ...section }) => (points?.length ? { ...section, points } : section)),
    build: present(build),
    roadmap: present(roadmap),
    quote: quote?.text ? quote : undefined,
    cta: {
      title: cta.title,
      text: cta.text,
      primary: { label: cta.button, href: paths.signUp(`case-${id}`) },
      ...(cta.booking ? { secondary: { label: casesPageCopy.bookingLabel, href: paths.bookConsultation() } } : {}),
    },
  };
}
