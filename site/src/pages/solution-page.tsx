import { useRef, type MouseEvent } from 'react';
import type { PageLoadContext } from '@/app/route-objects';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { Section, SectionHeading } from '@/components/section';
import { CapabilityGrid } from '@/components/solutions/capability-grid';
import { DepartmentExamples } from '@/components/solutions/department-examples';
import { DepartmentOverview } from '@/components/solutions/department-overview';
import { ModalityTiles } from '@/components/solutions/modality-tiles';
import { ServiceCards } from '@/components/solutions/service-cards';
import { SolutionHero } from '@/components/solutions/solution-hero';
import { useHashSelection } from '@/components/solutions/use-hash-selection';
import { Tabs } from '@/components/tabs';
import { services } from '@/content/services';
import { departmentStyles, solutionPageCopy as copy } from '@/content/solutions/page-copy';
import { departmentForKey, departmentKey } from '@/lib/department-key';
import type { ClientRoute } from '@/types/routes';
import { departmentNames, type SolutionPageContent } from '@/types/solutions';

const records = import.meta.glob<SolutionPageContent>(
  ['../content/solutions/*.ts', '!../content/solutions/page-copy.ts'],
  {
    import: 'default',
  },
);

/** The modality's record (copy, 4 capabilities, 12 examples), unless the page is still its HTML. */
export async function load(route: ClientRoute, { hydrating }: PageLoadContext) {
  const key = route.data?.modality ?? '';
  const record = records[`../content/solutions/${key}.ts`];
  if (!record) throw new Error(`No solution page content for "${key}"`);
  return { modality: key, content: hydrating ? undefined : await record() };
}

const overviewId = 'overview';
const departments = departmentNames.map((name) => ({
  name,
  key: departmentKey(name),
  ...departmentStyles[name],
}));

/**
 * A solution page by data type. Its copy stays prerendered HTML on a first visit; only the department
 * tabs are interactive, so they render from the department names alone. The selected department
 * lives in the URL hash (`#legal-&-compliance`), Overview when there is none.
 */
export default function SolutionPage({
  modality,
  content,
}: {
  modality: string;
  content?: SolutionPageContent;
}) {
  const onContentClick = useContentClicks();
  const [hash, setHash] = useHashSelection();
  const tabsRef = useRef<HTMLDivElement>(null);
  const selected = !hash || hash === overviewId ? overviewId : departmentForKey(hash, departments).key;

  const onOverviewClick = (event: MouseEvent<HTMLElement>) => {
    const card = (event.target as Element).closest<HTMLElement>('[data-department]');
    if (!card) return;
    setHash(departmentForKey(card.dataset.department!, departments).key);
    // The card is gone with the overview: keep the keyboard where the content now is.
    requestAnimationFrame(() =>
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };

  return (
    <>
      <Prerendered as="section" onClick={onContentClick}>
        {content && <SolutionHero {...content.hero} />}
      </Prerendered>
      <Prerendered onClick={onContentClick}>
        {content && (
          <CapabilityGrid content={content.capabilities} keyCapabilitiesLabel={copy.keyCapabilities} />
        )}
      </Prerendered>
      {modality === 'multimodal' && (
        <Prerendered>{content?.tiles && <ModalityTiles {...content.tiles} />}</Prerendered>
      )}
      <Section className="bg-white">
        <Prerendered>{content && <SectionHeading {...content.departments.heading} />}</Prerendered>
        <div ref={tabsRef} className="mt-12">
          <Tabs
            label={copy.tabsLabel}
            selectedId={selected}
            onSelect={(id) => setHash(id === overviewId ? '' : id)}
            items={[
              {
                id: overviewId,
                label: copy.overview,
                icon: 'layout-grid',
                panel: (
                  <Prerendered onClick={onOverviewClick}>
                    {content && (
                      <DepartmentOverview
                        departments={content.departments.departments}
                        cta={copy.overviewCta}
                      />
                    )}
                  </Prerendered>
                ),
              },
              ...departments.map((department, index) => ({
                id: department.key,
                label: department.name,
                icon: department.icon,
                panel: (
                  <Prerendered onClick={onContentClick}>
                    {content && (
                      <DepartmentExamples
                        department={content.departments.departments[index]!}
                        labels={copy}
                      />
                    )}
                  </Prerendered>
                ),
              })),
            ]}
          />
        </div>
      </Section>
      <Prerendered onClick={onContentClick}>
        {content && (
          <ServiceCards heading={content.services.heading} services={services} learnMore={copy.learnMore} />
        )}
      </Prerendered>
    </>
  );
}
