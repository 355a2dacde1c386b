import type { MouseEvent, ReactNode } from 'react';
import { loadContent } from '@/app/static-page';
import { ApplicationNotices } from '@/features/application/application-notices';
import { useApplicationDialog } from '@/features/application/use-application-dialog';
import { applyAction } from '@/components/careers/careers-actions';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';

/** The position's page in full, unless it is still the HTML it arrived as. */
export const load = loadContent(async (route) =>
  (await import('./views/position-view')).renderPosition(route.data?.position ?? ''),
);

/**
 * A position page. Apply Now leads to the contact form, or, for the position that takes applications
 * here, opens the application dialog for it (the title is read from the page's h1, so it also works
 * while the page is still its prerendered HTML).
 */
export default function CareerPage({ content }: { content?: ReactNode }) {
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
      <ApplicationNotices />
      <Prerendered onClick={onClick}>{content}</Prerendered>
      {application.dialog}
    </>
  );
}
