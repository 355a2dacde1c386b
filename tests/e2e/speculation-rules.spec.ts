/**
 * Before the app starts, links are plain navigations, and browsers that support the Speculation
 * Rules API prerender a page of the site when the visitor rests the pointer on a link to it. The
 * rules come as a file named by the `Speculation-Rules` header, never as an inline script, so the
 * CSP stays as strict as it is. Chromium's DevTools protocol reports which links the rules make
 * candidates (prerendering itself is off while DevTools is attached, and would be timing anyway).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../helpers/test';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { hasForm, prerenderRules, speculationRulesType } from '../../site/scripts/speculation-rules';
import { distDir } from '../helpers/browser';
import { routeTable } from '../helpers/site';

const htmlOf = (path: string) => readFileSync(join(distDir, htmlFileForPath(path)), 'utf8');
const formPages = routeTable.filter((entry) => hasForm(htmlOf(entry.path))).map((entry) => entry.path);

test('every page names the speculation rules file in its headers, and the file is served as speculation rules', async ({
  request,
}) => {
  const named = new Set<string>();
  for (const entry of routeTable) {
    const response = await request.get(entry.path);
    const header = response.headers()['speculation-rules'];
    expect(header, entry.path).toMatch(/^"\/assets\/speculation-rules-[0-9a-f]+\.json"$/);
    named.add(JSON.parse(header!));
  }
  expect(named.size).toBe(1);
  const rules = await request.get([...named][0]!);
  expect(rules.headers()['content-type']).toBe(speculationRulesType);
  expect(rules.headers()['cache-control']).toContain('immutable');
  const paths = routeTable.map((entry) => entry.path).filter((path) => !formPages.includes(path));
  expect(await rules.json()).toEqual(prerenderRules(paths));
});

test('the pages with a form are the sign-up page, the blog index and the newsletter’s pages (their sign-up box), and the newsletter link pages, and no other', () => {
  const issuePages = routeTable
    .filter((entry) => entry.page === 'newsletter-issue')
    .map((entry) => entry.path);
  expect(formPages.sort()).toEqual(
    [
      '/blogs',
      '/newsletter',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/sign-up',
      ...issuePages,
    ].sort(),
  );
});

test('Chromium takes the rules: before the app starts, links to pages without a form are prerender candidates; once it has started, none is', async ({
  page,
}) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Preload.enable');
  const ruleSets: { url?: string; errorType?: string }[] = [];
  const candidates: string[][] = [];
  session.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet));
  session.on('Preload.preloadingAttemptSourcesUpdated', (event) =>
    candidates.push(event.preloadingAttemptSources.map((source) => new URL(source.key.url).pathname)),
  );
  // The app's entry waits until the candidates before it starts are known.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');

  await expect.poll(() => candidates.at(-1) ?? []).toEqual(expect.arrayContaining(['/cases', '/careers']));
  expect(ruleSets).toHaveLength(1);
  expect(ruleSets[0]!.errorType).toBeUndefined();
  expect(ruleSets[0]!.url).toMatch(/\/assets\/speculation-rules-[0-9a-f]+\.json$/);
  const linked = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  // The home page links to the pages with a form a visitor opens from it (the newsletter's link
  // pages are opened from an email), and none of them is a candidate.
  expect(linked).toEqual(expect.arrayContaining(['/blogs', '/sign-up']));
  expect(candidates.at(-1)!.filter((path) => formPages.includes(path))).toEqual([]);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => candidates.at(-1)).toEqual([]);
});
