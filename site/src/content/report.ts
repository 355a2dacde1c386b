/**
 * What a build did with the team's content, entry by entry, for the team: which entries are not
 * published (drafts, scheduled, and files that break a rule, with what is wrong) and what the build
 * worked around (a related article or an author that is gone). The build prints it and hands it to
 * the studio (`site/scripts/content-report.ts`); nothing of it is on a public page.
 */
import type { ContentReportEntry } from '@/types/publication';
import { blogReport } from './blog';
import { positionsReport } from './careers/positions';
import { newsletterReport } from './newsletter-issues';
import { casesReport } from './projects';

/** Every entry of the team's content that is not simply published, or that the build worked around. */
export function contentReport(): ContentReportEntry[] {
  return [...blogReport, ...casesReport, ...positionsReport, ...newsletterReport].filter(
    ({ publication }) => publication.state !== 'published' || publication.warnings?.length,
  );
}
