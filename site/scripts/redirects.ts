/**
 * `dist/_redirects`: the hand-kept aliases of `public/_redirects` (copied by Vite), followed by the
 * redirects the route table implies. Cloudflare Pages answers each with a permanent (301) redirect.
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';

export function renderRouteRedirects(redirects: readonly { from: string; to: string }[]): string {
  if (redirects.length === 0) return '';
  const lines = redirects.map(({ from, to }) => `${from} ${to} 301`);
  return `\n# From the route table: tidy forms of open positions' paths.\n${lines.join('\n')}\n`;
}

export async function writeRouteRedirects(dist: string, redirects: readonly { from: string; to: string }[]) {
  await appendFile(join(dist, '_redirects'), renderRouteRedirects(redirects));
}
