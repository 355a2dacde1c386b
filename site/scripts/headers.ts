/**
 * Writes `dist/_headers` (Cloudflare Pages) after the prerender: the security headers of
 * `security-headers.ts` on every static response, with a CSP whose script-src holds the hash of any
 * inline script the prerendered HTML carries, a year-long immutable cache for hashed assets, and the
 * `Speculation-Rules` header naming the speculation rules file it writes beside them.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildEnv } from './env.ts';
import { htmlFileForPath } from './prerender.ts';
import { hasForm, speculationRulesFile, speculationRulesType } from './speculation-rules.ts';
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

interface HeadersConfig {
  env: Pick<BuildEnv, 'VITE_BOOKING_URL' | 'VITE_VIDEO_ORIGIN'>;
  scriptHashes?: readonly string[];
  /** URL path of the speculation rules file, when there is one. */
  speculationRules?: string;
  /** Rules after the site's own, e.g. the studio's policy on its paths. */
  extraRules?: readonly HeaderRule[];
}

/**
 * The `_headers` file: one rule for every path, one for the content-hashed assets, one giving the
 * speculation rules file the type browsers require of it, and one keeping the newsletter's link
 * pages out of caches.
 */
export function renderHeadersFile({
  env,
  scriptHashes = [],
  speculationRules,
  extraRules = [],
}: HeadersConfig): string {
  const csp = siteContentSecurityPolicy({
    bookingUrl: env.VITE_BOOKING_URL,
    videoOrigin: env.VITE_VIDEO_ORIGIN,
    scriptHashes: [...new Set(scriptHashes)].sort(),
  });
  const everyPath = {
    'Content-Security-Policy': csp,
    ...sharedSecurityHeaders,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // A structured-field list of strings: the URL in double quotes.
    ...(speculationRules ? { 'Speculation-Rules': `"${speculationRules}"` } : {}),
  };
  const rules: HeaderRule[] = [
    { path: '/*', headers: everyPath },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...(speculationRules
      ? [{ path: speculationRules, headers: { 'Content-Type': speculationRulesType } }]
      : []),
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

/**
 * Reads the prerendered HTML of `dist/`, writes the speculation rules file (every route of
 * `routePaths` whose page has no form may be prerendered), then writes `dist/_headers`.
 */
export async function writeHeadersFile({
  dist,
  env,
  routePaths,
  extraRules,
}: {
  dist: string;
  env: HeadersConfig['env'];
  routePaths: readonly string[];
  extraRules?: HeadersConfig['extraRules'];
}) {
  // The studio's page has no inline script, and its policy is its own.
  const htmlFiles = (await htmlFilesIn(dist)).filter((file) => !file.endsWith('/keystatic.html'));
  const scriptHashes = (
    await Promise.all(htmlFiles.map(async (file) => inlineScriptHashes(await readFile(file, 'utf8'))))
  ).flat();
  const prerenderable: string[] = [];
  for (const path of routePaths)
    if (!hasForm(await readFile(join(dist, htmlFileForPath(path)), 'utf8'))) prerenderable.push(path);
  const rules = speculationRulesFile(prerenderable);
  await writeFile(join(dist, rules.path), rules.text);
  await writeFile(
    join(dist, '_headers'),
    renderHeadersFile({ env, scriptHashes, speculationRules: rules.path, extraRules }),
  );
}

async function htmlFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
