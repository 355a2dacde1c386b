/**
 * Writes `dist/_headers` (Cloudflare Pages) after the prerender: the security headers of
 * `security-headers.ts` on every static response, with a CSP whose script-src holds the hash of any
 * inline script the prerendered HTML carries, and a year-long immutable cache for hashed assets.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildEnv } from './env.ts';
import type { HeaderRule } from './studio-build.ts';
import { sharedSecurityHeaders, siteContentSecurityPolicy } from '../../shared/security-headers.ts';

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** `'sha256-…'` sources for every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface HeadersConfig {
  env: Pick<BuildEnv, 'VITE_BOOKING_URL' | 'VITE_VIDEO_ORIGIN'>;
  scriptHashes?: readonly string[];
  /** Rules after the site's own, e.g. the studio's policy on its paths. */
  extraRules?: readonly HeaderRule[];
}

/** The `_headers` file: one rule for every path, one for the content-hashed assets. */
export function renderHeadersFile({ env, scriptHashes = [], extraRules = [] }: HeadersConfig): string {
  const csp = siteContentSecurityPolicy({
    bookingUrl: env.VITE_BOOKING_URL,
    videoOrigin: env.VITE_VIDEO_ORIGIN,
    scriptHashes: [...new Set(scriptHashes)].sort(),
  });
  const everyPath = {
    'Content-Security-Policy': csp,
    ...sharedSecurityHeaders,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  const rules: HeaderRule[] = [
    { path: '/*', headers: everyPath },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The newsletter's link pages carry a personal token in their address: never stored by a cache.
    { path: '/newsletter/*', headers: { 'Cache-Control': 'no-store' } },
    ...extraRules,
  ];
  return (
    rules
      .map(({ path, detach = [], headers }) =>
        [
          path,
          ...detach.map((name) => `  ! ${name}`),
          ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
        ].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

/** Reads the prerendered HTML of `dist/`, then writes `dist/_headers`. */
export async function writeHeadersFile({
  dist,
  env,
  extraRules,
}: {
  dist: string;
  env: HeadersConfig['env'];
  extraRules?: HeadersConfig['extraRules'];
}) {
  // The studio's page has no inline script, and its policy is its own.
  const htmlFiles = (await htmlFilesIn(dist)).filter((file) => !file.endsWith('/keystatic.html'));
  const scriptHashes = (
    await Promise.all(htmlFiles.map(async (file) => inlineScriptHashes(await readFile(file, 'utf8'))))
  ).flat();
  await writeFile(join(dist, '_headers'), renderHeadersFile({ env, scriptHashes, extraRules }));
}

async function htmlFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
