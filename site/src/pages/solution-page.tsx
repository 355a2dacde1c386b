import { useEffect, useRef, type MouseEvent } from 'react';
import type { PageLoadContext } from '@/app/navigation';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { Section } from '@/components/section';
import { useHashSelection } from '@/components/solutions/use-hash-selection';
import { Tabs } from '@/components/tabs';
import { departmentStyles, solutionPageCopy as copy } from '@/content/solutions/page-copy';
import { departmentForKey, departmentKey } from '@/lib/department-key';
import type { ClientRoute } from '@/types/routes';
import { departmentNames } from '@/types/solutions';
import type { SolutionSections } from './views/solution-view';

/** The page's sections in full (copy, 4 capabilities, 12 examples), unless it is still its HTML. */
export async function load(route: ClientRoute, { wordsAsHtml }: PageLoadContext) {
  const modality = route.data?.modality ?? '';
  if (wordsAsHtml) return { modality };
  const { renderSolution } = await import('./views/solution-view');
  return { modality, sections: await renderSolution(modality) };
}

const overviewId = 'overview';

/** The department key of the URL's hash, decoded (`#legal-%26-compliance`). */
function readHashKey() {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}
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
  sections,
}: {
  modality: string;
  sections?: SolutionSections;
}) {
  const onContentClick = useContentClicks();
  const [hash, setHash] = useHashSelection();
  const tabsRef = useRef<HTMLDivElement>(null);
  const selected = !hash || hash === overviewId ? overviewId : departmentForKey(hash, departments).key;

  // The browser scrolls a link to a department to its anchor by itself; should the page have moved
  // since (the app starting, blocks laid out late), the tab list is brought back once: when it is
  // off the screen, or partly under the fixed header (content above it grew after the browser's
  // scroll).
  useEffect(() => {
    const anchor = window.location.hash && document.getElementById(readHashKey());
    const tabs = tabsRef.current?.getBoundingClientRect();
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (anchor && tabs && (tabs.top < headerBottom || tabs.top > window.innerHeight)) anchor.scrollIntoView();
  }, []);

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
        {sections?.hero}
      </Prerendered>
      <Prerendered onClick={onContentClick}>{sections?.capabilities}</Prerendered>
      {modality === 'multimodal' && <Prerendered>{sections?.tiles}</Prerendered>}
      <Section className="bg-white">
        <Prerendered>{sections?.departmentsHeading}</Prerendered>
        <div ref={tabsRef} className="relative mt-12">
          {/* A link to a department (`#legal-&-compliance`) lands on the tab list, before and after the
              app starts: these empty anchors carry the departments' keys. */}
          {departments.map((department) => (
            <span key={department.key} id={department.key} className="absolute top-0" />
          ))}
          <Tabs
            label={copy.tabsLabel}
            selectedId={selected}
            onSelect={(id) => setHash(id === overviewId ? '' : id)}
            items={[
              {
                id: overviewId,
                label: copy.overview,
                icon: 'layout-grid',
                panel: <Prerendered onClick={onOverviewClick}>{sections?.overview}</Prerendered>,
              },
              ...departments.map((department, index) => ({
                id: department.key,
                label: department.name,
                icon: department.icon,
                panel: <Prerendered onClick={onContentClick}>{sections?.departments[index]}</Prerendered>,
              })),
            ]}
          />
        </div>
      </Section>
      <Prerendered onClick={onContentClick}>{sections?.services}</Prerendered>
    </>
  );
}
