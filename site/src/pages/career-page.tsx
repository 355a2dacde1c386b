import type { MouseEvent } from 'react';
import type { PageLoadContext } from '@/app/route-objects';
import { useApplicationDialog } from '@/app/use-application-dialog';
import { applyAction, PositionDetails } from '@/components/careers/position-details';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { siteConfig } from '@/lib/site-config';
import type { JobPosition, PositionPageCopy } from '@/types/careers';
import type { ClientRoute } from '@/types/routes';

/** The position and the page's labels, unless the page is still the HTML it arrived as. */
export async function load(route: ClientRoute, { hydrating }: PageLoadContext) {
  const slug = route.data?.position ?? '';
  if (hydrating) return {};
  const [{ positions }, { positionPageCopy }, { careerSlug }] = await Promise.all([
    import('@/content/careers/positions'),
    import('@/content/careers/position-page'),
    import('@/lib/slugs'),
  ]);
  const position = positions.find((candidate) => careerSlug(candidate.title) === slug);
  if (!position) throw new Error(`No open position "${slug}"`);
  return { position, copy: positionPageCopy };
}

/**
 * A position page. Apply Now leads to the contact form, or, for the position that takes applications
 * here, opens the application dialog for it (the title is read from the page's h1, so it also works
 * while the page is still its prerendered HTML).
 */
export default function CareerPage({ position, copy }: { position?: JobPosition; copy?: PositionPageCopy }) {
  const onContentClick = useContentClicks();
  const application = useApplicationDialog();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(`[data-action="${applyAction}"]`)) {
      const title = event.currentTarget.querySelector('h1')?.textContent ?? '';
      application.open({ position: title, isGeneral: false });
      return;
    }
    onContentClick(event);
  };
  return (
    <>
      <Prerendered onClick={onClick}>
        {position && copy && (
          <PositionDetails position={position} copy={copy} contactEmail={siteConfig.email} />
        )}
      </Prerendered>
      {application.dialog}
    </>
  );
}
