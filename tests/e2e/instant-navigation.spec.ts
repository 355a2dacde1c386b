/**
 * Navigating inside the site after the app has started: the next page's JavaScript comes in one
 * batch that the build listed (the route graph), is fetched ahead on intent and, for the header's and
 * footer's destinations, when the page is idle, never on a connection that asks to save data, and no
 * file is fetched twice. Requests are counted in Chromium (its DevTools protocol says which came from
 * the network and which from the cache); nothing here is timed (`npm run bench -- --mode navigation`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routeGraphUrl, type RouteGraph } from '../../site/src/lib/route-graph';
import { distDir, openHydrated } from '../helpers/browser';
import { notFoundEntry, pageTitle, routeTable } from '../helpers/site';

/** The route graph the build wrote beside the entry. */
function readRouteGraph(): RouteGraph {
  const entry = /data-entry="([^"]+)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))![1]!;
  return JSON.parse(readFileSync(join(distDir, routeGraphUrl(entry)), 'utf8'));
}
const graph = readRouteGraph();
const filesOf = (path: string) => graph.routes[path]!.map((index) => graph.files[index]!);
const sharedFiles = graph.shared.map((index) => graph.files[index]!);

interface LoggedRequest {
  path: string;
  type: string;
  /** Answered from the memory or disk cache: no request went out. */
  cached: boolean;
  /** Position of the request in the log, and of its last byte (once it finished). */
  sentAt: number;
  finishedAt?: number;
}

/**
 * Every request of the page as Chromium sends it, in order, with what came from a cache. With
 * `saveData`, the page is told the visitor asked to save data (`navigator.connection.saveData`).
 */
async function logRequests(page: Page, { saveData = false } = {}) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  if (saveData) await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const byId = new Map<string, LoggedRequest>();
  const log: LoggedRequest[] = [];
  let step = 0;
  session.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!url.protocol.startsWith('http')) return;
    const request = { path: url.pathname, type: event.type ?? '', cached: false, sentAt: step++ };
    byId.set(event.requestId, request);
    log.push(request);
  });
  session.on('Network.requestServedFromCache', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.cached = true;
  });
  session.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache)) request.cached = true;
  });
  session.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.finishedAt = step++;
  });
  return {
    /** What went out to the network from now on. */
    since() {
      const from = step;
      return () => log.filter((request) => request.sentAt >= from && !request.cached);
    },
    fromNetwork: () => log.filter((request) => !request.cached),
  };
}

/** Navigates inside the app (the router sees a history entry, as after Back or Forward). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const scriptsOf = (requests: LoggedRequest[]) => requests.filter((request) => request.path.endsWith('.js'));

/** One route of every page module (its path, its route graph key, its title), and the not-found page. */
const pageKinds = [
  ...[
    ...new Map(routeTable.filter((entry) => entry.path !== '/').map((entry) => [entry.page, entry])).values(),
  ].map((entry) => ({ path: entry.path, route: entry.path, title: entry.title })),
  { path: '/no-such-page', route: '*', title: notFoundEntry.title },
];

test.describe('a navigation after the app has started', () => {
  for (const { path, route, title } of pageKinds) {
    test(`to ${path} asks for every module of the page at once, all of them listed by the build`, async ({
      page,
    }) => {
      // Saving data: nothing is fetched ahead, so the click has everything to fetch.
      const network = await logRequests(page, { saveData: true });
      await openHydrated(page, '/');
      await page.waitForLoadState('networkidle');
      const sent = network.since();
      await navigateInApp(page, path);
      await expect(page).toHaveTitle(pageTitle(title));
      await page.waitForLoadState('networkidle');

      const scripts = scriptsOf(sent());
      expect(scripts.length).toBeGreaterThan(0);
      const listed = new Set([...filesOf(route), ...sharedFiles]);
      expect(scripts.map((request) => request.path).filter((path) => !listed.has(path))).toEqual([]);
      // One batch: every module was asked for before the first of them arrived, so none waited
      // for another to be found.
      const firstArrival = Math.min(...scripts.map((request) => request.finishedAt ?? Infinity));
      expect(
        scripts.filter((request) => request.sentAt > firstArrival).map((request) => request.path),
      ).toEqual([]);
    });
  }
});

test('no file is fetched twice while a visitor loads a page and moves through the site', async ({ page }) => {
  test.setTimeout(90_000);
  const network = await logRequests(page);
  await openHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page).toHaveTitle(pageTitle('Case Studies'));
  await page.getByRole('link', { name: /^View Details ?: Financial Compliance Automation/ }).click();
  await expect(page.getByRole('main')).toContainText('99.7%');
  await nav.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveTitle(pageTitle('Blogs'));
  await page.getByRole('link', { name: /^Read article ?: Writing by speaking/ }).click();
  await expect(page).toHaveURL('/blog/willow-voice-ai');
  await page.waitForLoadState('networkidle');

  const counts = new Map<string, number>();
  for (const { path } of network.fromNetwork()) counts.set(path, (counts.get(path) ?? 0) + 1);
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  // The page's icon is one cached file, whether the browser shows it in the tab or the footer shows it.
  expect([...counts.keys()].filter((path) => /favicon/.test(path))).toHaveLength(1);
});

test.describe('prefetching after the app has started', () => {
  const cases = routeTable.filter((entry) => entry.page === 'case-page');
  /** The files of a route that the cases page does not load itself. */
  const aheadOfCases = (path: string) => filesOf(path).filter((file) => !filesOf('/cases').includes(file));
  /** The file only this case's page needs: its story. */
  const storyOf = (path: string) =>
    filesOf(path).filter((file) =>
      cases.every((other) => other.path === path || !filesOf(other.path).includes(file)),
    );

  test("resting the pointer on a link, focusing it or touching it fetches the modules of the link's page", async ({
    page,
  }) => {
    const network = await logRequests(page);
    await openHydrated(page, '/cases');
    await page.waitForLoadState('networkidle');
    const requested = () => new Set(network.fromNetwork().map((request) => request.path));
    const links = cases.map((entry) => page.locator(`main a[href="${entry.path}"]`).first());
    const missing = (path: string) => aheadOfCases(path).filter((file) => !requested().has(file));
    for (const entry of cases.slice(0, 3)) {
      expect(storyOf(entry.path)).toHaveLength(1);
      expect(requested().has(storyOf(entry.path)[0]!), entry.path).toBe(false);
    }

    await links[0]!.hover();
    await expect.poll(() => missing(cases[0]!.path)).toEqual([]);
    await links[1]!.focus();
    await expect.poll(() => missing(cases[1]!.path)).toEqual([]);
    await links[2]!.dispatchEvent('touchstart');
    await expect.poll(() => missing(cases[2]!.path)).toEqual([]);
    await expect(page).toHaveURL('/cases');
  });

  test("the header's and footer's destinations are fetched once the page is idle", async ({ page }) => {
    const network = await logRequests(page);
    await openHydrated(page, '/');
    const destinations = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
    const expected = [...new Set(destinations)].filter((path) => path !== '/' && graph.routes[path]);
    expect(expected).toEqual(expect.arrayContaining(['/cases', '/careers', '/privacy-policy']));
    await expect
      .poll(() => {
        const requested = new Set(network.fromNetwork().map((request) => request.path));
        return expected.flatMap(filesOf).filter((file) => !requested.has(file));
      })
      .toEqual([]);
  });

  test('a visitor saving data gets nothing ahead: not on hover, focus or touch, not when idle', async ({
    page,
  }) => {
    const network = await logRequests(page, { saveData: true });
    await openHydrated(page, '/cases');
    const link = page.locator(`main a[href="${cases[0]!.path}"]`).first();
    await link.hover();
    await link.focus();
    await link.dispatchEvent('touchstart');
    await page.waitForLoadState('networkidle');
    const requested = () => new Set(network.fromNetwork().map((request) => request.path));
    const ahead = [cases[0]!.path, '/careers', '/privacy-policy'].flatMap(aheadOfCases);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.filter((file) => requested().has(file))).toEqual([]);

    // A click is a navigation: the visitor asked for the page.
    await link.click();
    await expect(page).toHaveURL(cases[0]!.path);
    await expect
      .poll(() => aheadOfCases(cases[0]!.path).filter((file) => !requested().has(file)))
      .toEqual([]);
  });
});
