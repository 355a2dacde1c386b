/**
 * Navigating inside the site after the app has started: the next page's modules (listed by the
 * build, the route graph) and its prerendered HTML (its words and head) come in one batch, are
 * fetched ahead on intent and, for the header's and footer's destinations, when the page is idle,
 * never on a connection that asks to save data, and no file is fetched twice. Requests are counted
 * in Chromium (its DevTools protocol says which came from the network and which from the cache);
 * nothing here is timed (`npm run bench -- --mode navigation`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../helpers/test';
import { repoRoot } from '../../scripts/process';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { chunkFiles, entryKeyOf, type ClientManifest } from '../../site/scripts/route-graph';
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

/** The app's own navigation code, loaded once: preloading, the page HTML reader, the head. */
const manifest: ClientManifest = JSON.parse(
  readFileSync(join(repoRoot, '.ssr/client-manifest.json'), 'utf8'),
);
const firstLoad = chunkFiles(manifest, entryKeyOf(manifest));
const navigationCode = new Set(
  ['src/app/navigation-network.ts', 'src/lib/head.ts'].flatMap((key) =>
    [...chunkFiles(manifest, key)].filter((file) => !firstLoad.has(file)).map((file) => `/${file}`),
  ),
);

/**
 * The text of a page's main content (or of `selector` in it) as its prerendered HTML has it, spaces
 * collapsed.
 */
async function prerenderedText(page: Page, path: string, selector = 'main') {
  const html = readFileSync(
    join(distDir, path === '/no-such-page' ? '404.html' : htmlFileForPath(path)),
    'utf8',
  );
  return page.evaluate(
    ({ source, selector }) => {
      const element = new DOMParser().parseFromString(source, 'text/html').querySelector(selector)!;
      return element.textContent!.replace(/\s+/g, ' ').trim();
    },
    { source: html, selector },
  );
}

/** The visitor moves: the app loads its code for fetching ahead (main.tsx), and the route graph. */
async function moveAround(page: Page, network: { fromNetwork: () => LoggedRequest[] }) {
  await page.mouse.move(3, 500);
  await page.mouse.move(5, 520);
  await expect
    .poll(() =>
      network
        .fromNetwork()
        .filter((request) => /\/navigation-network-[\w-]+\.js$|\.routes\.json$/.test(request.path))
        .filter((request) => request.finishedAt !== undefined),
    )
    .toHaveLength(2);
}

interface LoggedRequest {
  path: string;
  type: string;
  /** Answered from the memory or disk cache: no request went out. */
  cached: boolean;
  /** Position of the request in the log, and of its last byte (once it finished). */
  sentAt: number;
  finishedAt?: number;
  /** The answer's status, once it came; a request that failed on the way has none. */
  status?: number;
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
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) request.cached = true;
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

// One visit goes to a page of every kind in turn: each navigation asks only for what the build
// lists for its page (what earlier pages loaded is not asked for again), in one batch.
test("a navigation to a page of each kind after the app has started asks at once for the page's modules listed by the build and its HTML, and shows that HTML's content", async ({
  page,
}) => {
  test.setTimeout(30_000 + pageKinds.length * 5_000);
  // Saving data: nothing is fetched ahead, so each navigation has everything to fetch.
  const network = await logRequests(page, { saveData: true });
  await openHydrated(page, '/');
  await moveAround(page, network);
  for (const { path, route, title } of pageKinds) {
    await test.step(`to ${path}`, async () => {
      const sent = network.since();
      await navigateInApp(page, path);
      await expect(page).toHaveTitle(pageTitle(title));
      await page.waitForLoadState('networkidle');

      const requests = sent();
      const scripts = scriptsOf(requests);
      expect(scripts.length, path).toBeGreaterThan(0);
      const listed = new Set([...filesOf(route), ...navigationCode]);
      // No view and no content record: the page's words come as its HTML.
      expect(
        scripts.map((request) => request.path).filter((path) => !listed.has(path)),
        path,
      ).toEqual([]);
      // The not-found page has no words to take from HTML: its head comes after it, from 404.html.
      const html = requests.filter(
        (request) => request.path === path && request.type === 'Fetch' && route !== '*',
      );
      if (route !== '*') expect(html, path).toHaveLength(1);
      // One batch: everything was asked for before the first of it arrived, so nothing waited for
      // something else to be found.
      const batch = [...scripts, ...html];
      const firstArrival = Math.min(...batch.map((request) => request.finishedAt ?? Infinity));
      expect(
        batch.filter((request) => request.sentAt > firstArrival).map((request) => request.path),
        path,
      ).toEqual([]);

      const shown = (await page.getByRole('main').textContent())!.replace(/\s+/g, ' ').trim();
      expect(shown, path).toBe(await prerenderedText(page, path));
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
  // Back to the page the visit started on: the app kept it.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main')).toContainText(await prerenderedText(page, '/'));
  await page.waitForLoadState('networkidle');

  // Files that came twice. A request the local server answered with an error (a 502 of the port
  // in front of wrangler, say) downloaded nothing and was asked again: it is not a second copy,
  // and it is reported apart.
  const counts = new Map<string, number>();
  const fetched = network.fromNetwork();
  for (const { path, status } of fetched)
    if (status !== undefined && status < 500) counts.set(path, (counts.get(path) ?? 0) + 1);
  const unanswered = fetched.filter(({ status }) => status === undefined || status >= 500);
  expect(
    [...counts].filter(([, count]) => count > 1),
    `fetched twice (not counting ${unanswered.length} request(s) answered with an error or not at all: ${unanswered.map(({ path, status }) => `${path} ${status ?? 'failed'}`).join(', ')})`,
  ).toEqual([]);
  // The page's icon is one cached file, whether the browser shows it in the tab or the footer shows it.
  expect([...counts.keys()].filter((path) => /favicon/.test(path))).toHaveLength(1);
});

test.describe('prefetching after the app has started', () => {
  const cases = routeTable.filter((entry) => entry.page === 'case-page');

  /** What a page needs that the cases page has not loaded: its modules and its HTML. */
  const aheadOfCases = (path: string) => [
    ...filesOf(path).filter((file) => !filesOf('/cases').includes(file)),
    path,
  ];

  test("resting the pointer on a link, focusing it or touching it fetches the link's page", async ({
    page,
  }) => {
    const network = await logRequests(page);
    await openHydrated(page, '/cases');
    await page.waitForLoadState('networkidle');
    const requested = () => new Set(network.fromNetwork().map((request) => request.path));
    const links = cases.map((entry) => page.locator(`main a[href="${entry.path}"]`).first());
    const missing = (path: string) => aheadOfCases(path).filter((file) => !requested().has(file));
    for (const entry of cases.slice(0, 3)) expect(requested().has(entry.path), entry.path).toBe(false);

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
    await moveAround(page, network);
    const destinations = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
    const expected = [...new Set(destinations)].filter((path) => path !== '/' && graph.routes[path]);
    expect(expected).toEqual(expect.arrayContaining(['/cases', '/careers', '/privacy-policy']));
    await expect
      .poll(() => {
        const requested = new Set(network.fromNetwork().map((request) => request.path));
        return expected.flatMap((path) => [...filesOf(path), path]).filter((file) => !requested.has(file));
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
    expect(ahead.filter((file) => requested().has(file))).toEqual([]);

    // A click is a navigation: the visitor asked for the page.
    await link.click();
    await expect(page).toHaveURL(cases[0]!.path);
    await expect
      .poll(() => aheadOfCases(cases[0]!.path).filter((file) => !requested().has(file)))
      .toEqual([]);
  });

  test('before the visitor moves, nothing is fetched ahead and none of the code for it is loaded', async ({
    page,
  }) => {
    const network = await logRequests(page);
    await openHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const requested = new Set(network.fromNetwork().map((request) => request.path));
    expect([...navigationCode].filter((file) => requested.has(file))).toEqual([]);
    expect(['/cases', '/careers'].filter((path) => requested.has(path))).toEqual([]);
  });
});
