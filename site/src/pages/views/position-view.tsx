/** A position page rendered in full: loaded only when the page is not already its prerendered HTML. */
import { PositionDetails } from '@/components/careers/position-details';
import { PreviewNotice } from '@/components/preview-notice';
import { previewNoticeCopy } from '@/content/long-form';
import { positionPageCopy } from '@/content/careers/position-page';
import { positionPages } from '@/content/careers/positions';
import { siteConfig } from '@/lib/site-config';

export function renderPosition(slug: string) {
  const position = positionPages.find((candidate) => candidate.address === slug);
  if (!position) throw new Error(`No open position "${slug}"`);
  return (
    <>
      <PositionDetails position={position} copy={positionPageCopy} contactEmail={siteConfig.email} />
      <PreviewNotice publication={position.publication} copy={previewNoticeCopy} />
    </>
  );
}
