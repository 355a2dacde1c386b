import type { MouseEvent } from 'react';
import type { PageLoadContext } from '@/app/route-objects';
import { useApplicationDialog } from '@/app/use-application-dialog';
import {
  CareerCards,
  CareersHero,
  careersActions,
  FounderStory,
  OpenPositions,
  openPositionsId,
} from '@/components/careers/careers-sections';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import type { CareersPageContent, JobPosition } from '@/types/careers';

/** The page's copy and the open positions, unless the page is still the HTML it arrived as. */
export async function load(_route: unknown, { hydrating }: PageLoadContext) {
  if (hydrating) return {};
  const [{ careersPage }, { positions }] = await Promise.all([
    import('@/content/careers/careers-page'),
    import('@/content/careers/positions'),
  ]);
  return { content: careersPage, positions };
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /careers. Everything is prerendered HTML; two buttons act on it: View Open Positions scrolls there
 * (smoothly, unless the visitor prefers reduced motion) and moves focus to the section, and Send
 * General Application opens the application dialog.
 */
export default function CareersPage({
  content,
  positions,
}: {
  content?: CareersPageContent;
  positions?: JobPosition[];
}) {
  const onContentClick = useContentClicks();
  const application = useApplicationDialog();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (target.closest(`a[href="#${openPositionsId}"]`)) {
      event.preventDefault();
      const section = document.getElementById(openPositionsId);
      section?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      section?.focus({ preventScroll: true });
      return;
    }
    if (target.closest(`[data-action="${careersActions.generalApplication}"]`)) {
      application.open({ position: '', isGeneral: true });
      return;
    }
    onContentClick(event);
  };

  return (
    <>
      <Prerendered onClick={onClick}>
        {content && positions && (
          <>
            <CareersHero hero={content.hero} />
            <FounderStory story={content.story} />
            <CareerCards
              heading={content.values.heading}
              items={content.values.items}
              columns={4}
              className="bg-plum-50/50"
            />
            <CareerCards heading={content.benefits.heading} items={content.benefits.items} columns={3} />
            <OpenPositions positions={positions} content={content.positions} general={content.general} />
          </>
        )}
      </Prerendered>
      {application.dialog}
    </>
  );
}
