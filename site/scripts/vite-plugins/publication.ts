/**
 * When the build publishes an entry of the team's content: not while it is a draft, not before its
 * date (in the site's time zone, Amsterdam), and not when its file breaks a rule. The clock is the
 * build's, or `CONTENT_NOW` (an ISO date or time) when a test or a rebuild sets it; a scheduled
 * rebuild each night publishes what has come due (see the README's Deploy section). A local build
 * (`CONTENT_PREVIEW=1`, set by `npm run build` and `npm start`) also gives drafts and scheduled
 * entries their page, for a preview, without listing them anywhere.
 */
import type { Publication } from '../../src/types/publication.ts';
import { publicationTimeZone } from '../../../shared/publication.ts';

/** Today's date (YYYY-MM-DD) in the site's time zone, by the build's clock or `CONTENT_NOW`. */
export function contentToday(env: NodeJS.ProcessEnv = process.env): string {
  const now = env.CONTENT_NOW ? new Date(env.CONTENT_NOW) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`CONTENT_NOW is not a date: ${env.CONTENT_NOW}`);
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: publicationTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** True when the build previews unpublished entries (a local build). */
export const contentPreview = (env: NodeJS.ProcessEnv = process.env) => env.CONTENT_PREVIEW === '1';

/** The publication of a valid entry: its draft flag and its date against today. */
export function publicationOf(
  { draft, date }: { draft: boolean; date: string },
  env: NodeJS.ProcessEnv = process.env,
): Publication {
  const preview = contentPreview(env);
  if (draft) return { state: 'draft', preview };
  if (date > contentToday(env)) return { state: 'scheduled', preview };
  return { state: 'published', preview: false };
}

/** The publication of a file that breaks a rule: never built, whatever the mode. */
export function invalidPublication(problems: string[]): Publication & { state: 'invalid' } {
  return { state: 'invalid', preview: false, problems };
}
