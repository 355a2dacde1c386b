/**
 * The build's last check: every internal link of every prerendered page (`<a href="/...">`) must
 * land. A target lands when it is a path of the route table, the source of a line of
 * `dist/_redirects`, or a file in `dist/` (the feed, an image). Anything else fails the build with
 * the file and the path, so a menu, footer, card or article can never link to the not-found page.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

interface DeadLink {
  /** The HTML file, relative to `dist/`. */
  file: string;
  /** The linked path, without its query or fragment. */
  path: string;
}

/** The paths `_redirects` answers (first column of every line that is not a comment). */
function redirectSources(redirectsFile: string): Set<string> {
  return new Set(
    redirectsFile
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0]!),
  );
}

/** Internal link targets in one HTML document, by path without query or fragment. */
export function internalLinkPaths(html: string): string[] {
  const found: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)) {
    if (href!.startsWith('//')) continue;
    const path = decodeURI(href!.replace(/&amp;/g, '&').replace(/[?#].*$/, '')) || '/';
    found.push(path);
  }
  return found;
}

export async function findDeadLinks({
  dist,
  routePaths,
}: {
  dist: string;
  routePaths: Iterable<string>;
}): Promise<DeadLink[]> {
  const routes = new Set(routePaths);
  const redirectsFile = join(dist, '_redirects');
  const redirects = existsSync(redirectsFile)
    ? redirectSources(await readFile(redirectsFile, 'utf8'))
    : new Set<string>();
  const isFile = (path: string) => statSync(join(dist, path), { throwIfNoEntry: false })?.isFile() ?? false;
  const lands = (path: string) => routes.has(path) || redirects.has(path) || isFile(path);

  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const dead: DeadLink[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const paths = new Set(internalLinkPaths(await readFile(file, 'utf8')));
    for (const path of paths) if (!lands(path)) dead.push({ file: relative(dist, file), path });
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
}

/** Throws, naming every file and path, when a prerendered page links to a path that does not land. */
export async function checkInternalLinks(options: { dist: string; routePaths: Iterable<string> }) {
  const dead = await findDeadLinks(options);
  if (dead.length === 0) return;
  const lines = dead.map(({ file, path }) => `  dist/${file}: ${path}`);
  throw new Error(
    `Internal links that land on no page (not a route, a _redirects source or a file in dist/):\n${lines.join('\n')}`,
  );
}
