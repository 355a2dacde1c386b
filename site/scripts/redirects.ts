/**
 * `dist/_redirects`: the hand-kept aliases of `public/_redirects` (copied by Vite), followed by the
 * redirects the route table implies and those of the addresses entries had before they were renamed
 * or deleted (`address-history.ts`). Cloudflare Pages answers each with a permanent (301) redirect.
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';

type Redirect = { from: string; to: string };

const block = (title: string, redirects: readonly Redirect[]) =>
  redirects.length
    ? `\n# ${title}\n${redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`
    : '';

function renderRouteRedirects(
  redirects: readonly Redirect[],
  oldAddresses: readonly Redirect[] = [],
): string {
  const taken = new Set(redirects.map(({ from }) => from));
  return (
    block("From the route table: tidy forms of open positions' paths.", redirects) +
    block(
      'Addresses of entries renamed (to the new address) or deleted (to their listing).',
      oldAddresses.filter(({ from }) => !taken.has(from)),
    )
  );
}

export async function writeRouteRedirects(
  dist: string,
  redirects: readonly Redirect[],
  oldAddresses: readonly Redirect[] = [],
) {
  await appendFile(join(dist, '_redirects'), renderRouteRedirects(redirects, oldAddresses));
}
