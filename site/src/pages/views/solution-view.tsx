/**
 * The sections of a solution page rendered in full: loaded only when the page is not already its
 * prerendered HTML. The page keeps only the department tabs interactive.
 */
import { SectionHeading } from '@/components/section';
import { ActionButtons } from '@/components/sections/action-buttons';
import { PageHero } from '@/components/sections/page-hero';
import { CapabilityGrid } from '@/components/solutions/capability-grid';
import { DepartmentExamples } from '@/components/solutions/department-examples';
import { DepartmentOverview } from '@/components/solutions/department-overview';
import { ModalityTiles } from '@/components/solutions/modality-tiles';
import { ServiceCards } from '@/components/solutions/service-cards';
import { services } from '@/content/services';
import { solutionPageCopy as copy } from '@/content/solutions/page-copy';
import type { SolutionPageContent } from '@/types/solutions';

const records = import.meta.glob<SolutionPageContent>(
  ['../../content/solutions/*.ts', '!../../content/solutions/page-copy.ts'],
  { import: 'default' },
);

export async function renderSolution(key: string) {
  const load = records[`../../content/solutions/${key}.ts`];
  if (!load) throw new Error(`No solution page content for "${key}"`);
  const content = await load();
  return {
    hero: (
      <PageHero eyebrow={content.hero.badge} title={content.hero.headline} intro={content.hero.intro} centred>
        <ActionButtons
          primary={content.hero.cta}
          secondary={content.hero.secondary}
          className="mt-10 justify-center"
        />
      </PageHero>
    ),
    capabilities: (
      <CapabilityGrid content={content.capabilities} keyCapabilitiesLabel={copy.keyCapabilities} />
    ),
    tiles: content.tiles ? <ModalityTiles {...content.tiles} /> : undefined,
    departmentsHeading: <SectionHeading {...content.departments.heading} />,
    overview: <DepartmentOverview departments={content.departments.departments} cta={copy.overviewCta} />,
    departments: content.departments.departments.map((department) => (
      <DepartmentExamples key={department.name} department={department} labels={copy} />
    )),
    services: (
      <ServiceCards heading={content.services.heading} services={services} learnMore={copy.learnMore} />
    ),
  };
}

export type SolutionSections = Awaited<ReturnType<typeof renderSolution>>;
