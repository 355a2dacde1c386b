import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '../helpers/test';
import { distDir } from '../helpers/browser';

/**
 * Paths of the site's plan that are linked already but have no page yet. Each must still answer
 * 404 (the test fails once a listed path gets a page: then take it off the list). Empty when the
 * site is complete.
 */
const pendingRoutes: string[] = [];

/** Every prerendered HTML file and the internal links in it (href="/..."), by path without query or hash. */
function internalLinks(): Map<string, Set<string>> {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  const linksTo = new Map<string, Set<string>>();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
      if (href!.startsWith('//')) continue;
      const path = href!.replace(/[?#].*$/, '') || '/';
      if (!linksTo.has(path)) linksTo.set(path, new Set());
      linksTo.get(path)!.add(relative(distDir, file));
    }
  }
  return linksTo;
}

test('every internal link on every prerendered page lands on a page (200, or a redirect to one)', async ({
  request,
}) => {
  const linksTo = internalLinks();
  expect(linksTo.size).toBeGreaterThan(10);
  const dead: string[] = [];
  for (const [path, files] of linksTo) {
    if (pendingRoutes.includes(path)) continue;
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() !== 200)
      dead.push(`${path} (${response.status()}) linked from ${[...files].join(', ')}`);
  }
  expect(dead).toEqual([]);
});

test('every path still pending answers 404, so the list shrinks as pages arrive', async ({ request }) => {
  const answered: string[] = [];
  for (const path of pendingRoutes) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 404)
      answered.push(`${path} answers ${response.status()}: take it off pendingRoutes`);
  }
  expect(answered).toEqual([]);
});
