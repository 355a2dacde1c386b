/** A position page rendered in full: loaded only when the page is not already its prerendered HTML. */
import { PositionDetails } from '@/components/careers/position-details';
import { positionPageCopy } from '@/content/careers/position-page';
import { positions } from '@/content/careers/positions';
import { siteConfig } from '@/lib/site-config';
import { careerSlug } from '@/lib/slugs';

export function renderPosition(slug: string) {
  const position = positions.find((candidate) => careerSlug(candidate.title) === slug);
  if (!position) throw new Error(`No open position "${slug}"`);
  return <PositionDetails position={position} copy={positionPageCopy} contactEmail={siteConfig.email} />;
}
