import type { MouseEvent, ReactNode } from 'react';
import { loadContent } from '@/app/static-page';
import { ApplicationNotices } from '@/features/application/application-notices';
import { useApplicationDialog } from '@/features/application/use-application-dialog';
import { careersActions, openPositionsId, openPositionsTitleId } from '@/components/careers/careers-actions';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';

/** The page in full, unless it is still the HTML it arrived as. */
export const load = loadContent(async () => (await import('./views/careers-view')).renderCareers());

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /careers. Everything is prerendered HTML; two buttons act on it: View Open Positions scrolls there
 * (smoothly, unless the visitor prefers reduced motion) and moves focus to its heading, and Send
 * General Application opens the application dialog.
 */
export default function CareersPage({ content }: { content?: ReactNode }) {
  const onContentClick = useContentClicks();
  const application = useApplicationDialog();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (target.closest(`a[href="#${openPositionsId}"]`)) {
      event.preventDefault();
      const section = document.getElementById(openPositionsId);
      section?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      document.getElementById(openPositionsTitleId)?.focus({ preventScroll: true });
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
      <ApplicationNotices />
      <Prerendered onClick={onClick}>{content}</Prerendered>
      {application.dialog}
    </>
  );
}
