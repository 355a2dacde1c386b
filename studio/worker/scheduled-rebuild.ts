/**
 * Scheduled publishing in production. An entry dated in the future is left out of every build until
 * its day (Europe/Amsterdam); nothing else would rebuild the site on that day, so the studio's worker
 * asks Cloudflare Pages for a fresh production build just after midnight in Amsterdam, through the
 * project's deploy hook (Pages > Settings > Builds > Deploy hooks, a secret URL).
 *
 * Its Cron Trigger fires at 22:05 and 23:05 UTC: one of the two is 00:05 in Amsterdam, in summer
 * (UTC+2) as in winter (UTC+1). The other finds it is not midnight there and does nothing, so the
 * site is rebuilt once a day.
 */

import { publicationTimeZone } from '../../shared/publication.ts';

/** The hour of the day in Amsterdam at `time`. */
function amsterdamHour(time: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: publicationTimeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(time);
  return Number(hour);
}

/** Whether a scheduled run at `time` is the one that rebuilds: the run in Amsterdam's first hour. */
export function isRebuildHour(time: Date): boolean {
  return amsterdamHour(time) === 0;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The scheduled run: asks Pages for a build through the deploy hook when it is Amsterdam's first
 * hour. Returns what it did, for the worker's log.
 */
export async function rebuildForSchedule({
  time,
  deployHookUrl,
  fetch: fetchFn = fetch,
}: {
  time: Date;
  deployHookUrl: string | undefined;
  fetch?: Fetch;
}): Promise<{ rebuilt: boolean; message: string }> {
  if (!isRebuildHour(time)) return { rebuilt: false, message: 'not midnight in Amsterdam: nothing to do' };
  if (!deployHookUrl)
    return {
      rebuilt: false,
      message: 'PAGES_DEPLOY_HOOK_URL is not set: entries scheduled for today wait for the next save',
    };
  const response = await fetchFn(deployHookUrl, { method: 'POST' });
  if (!response.ok) throw new Error(`The Pages deploy hook answered ${response.status}`);
  return { rebuilt: true, message: 'asked Cloudflare Pages for a production build' };
}
