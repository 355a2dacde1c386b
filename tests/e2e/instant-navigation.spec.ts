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
  ['src/app/route-preload.ts', 'src/app/page-html.ts', 'src/lib/head.ts'].flatMap((key) =>
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
        .filter((request) => /\/route-preload-[\w-]+\.js$|\.routes\.json$/.test(request.path))
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

  const counts = new Map<string, number>();
  for (const { path } of network.fromNetwork()) counts.set(path, (counts.get(path) ?? 0) + 1);
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
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

/**
 * Rendering ahead: where the mouse rests on a link until its page is prepared, the page is rendered
 * after the one shown, hidden (`main > [data-ahead]`), and the click shows those same elements.
 */
test.describe('the page under the mouse, rendered ahead of the click', () => {
  const cases = routeTable.filter((entry) => entry.page === 'case-page');
  /** A case's h1, as its prerendered HTML has it. */
  const headingOf = (page: Page, index: number) => prerenderedText(page, cases[index]!.path, 'main h1');
  const aheadFrame = (page: Page) => page.locator('main > [data-ahead]');

  /** Remembers the element of the page rendered ahead, to find it again after the click. */
  const markAhead = (page: Page) =>
    aheadFrame(page).evaluate((frame) => {
      (window as Window & { __ahead?: Element }).__ahead = frame;
    });
  const shownIsMarked = (page: Page) =>
    page.evaluate(() => {
      const frames = [...document.querySelectorAll('main > *')];
      const marked = (window as Window & { __ahead?: Element }).__ahead;
      return frames.length === 1 && frames[0] === marked && !marked.hasAttribute('data-ahead');
    });

  test('is out of sight and out of reach until the click, which shows those very elements at the top, with the focus on its heading', async ({
    page,
  }) => {
    await openHydrated(page, '/cases', { motion: true });
    await page.mouse.move(3, 500);
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    const link = page.locator(`main a[href="${cases[0]!.path}"]`).first();
    await link.hover();
    await expect(aheadFrame(page)).toHaveCount(1);
    const aheadHeading = aheadFrame(page).locator('h1');
    await expect(aheadHeading).toHaveText(await headingOf(page, 0));

    // Nothing of it shows, takes the pointer or the keyboard, or reaches assistive technology.
    await expect(aheadHeading).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
    const focusable = aheadFrame(page).locator('a[href]').first();
    expect(await focusable.evaluate((anchor) => (anchor.focus(), document.activeElement === anchor))).toBe(
      false,
    );
    // The reveal leaves it alone while it is hidden: judged now, its first screen would fade in later.
    await expect(aheadFrame(page).locator('[data-reveal]:not([data-reveal=""])')).toHaveCount(0);

    await markAhead(page);
    await link.click();
    await expect(page).toHaveURL(cases[0]!.path);
    expect(await shownIsMarked(page)).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(await headingOf(page, 0));
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const shown = (await page.getByRole('main').textContent())!.replace(/\s+/g, ' ').trim();
    expect(shown).toBe(await prerenderedText(page, cases[0]!.path));
    // What the reveal sets aside is below the fold, and what is on the first screen was never hidden.
    await expect(page.locator('main [data-reveal=""]')).toHaveCount(0);
    expect(
      await page
        .locator('main [data-reveal="pending"]')
        .evaluateAll((elements) =>
          elements.filter((element) => element.getBoundingClientRect().top < innerHeight),
        ),
    ).toHaveLength(0);
  });

  test('takes nothing from the URL of the page shown: a department in the hash stays with its own solution page', async ({
    page,
  }) => {
    await openHydrated(page, '/video-modalities#legal-&-compliance');
    const selectedTab = page.getByRole('tab', { selected: true });
    await expect(selectedTab).toHaveText('Legal & Compliance');
    const scrolled = await page.evaluate(() => scrollY);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await trigger.hover();
    const audio = page
      .locator(`#${await trigger.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Audio', exact: true });
    await audio.hover();
    await expect(aheadFrame(page)).toHaveCount(1);
    await expect(aheadFrame(page).locator('[role="tab"][aria-selected="true"]')).toHaveText('Overview');
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await expect(selectedTab).toHaveText('Legal & Compliance');

    await markAhead(page);
    await audio.click();
    await expect(page).toHaveURL('/audio-modalities');
    expect(await shownIsMarked(page)).toBe(true);
    await expect(selectedTab).toHaveText('Overview');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('is one page at a time, the one under the mouse, and neither keyboard focus, touch nor a still pointer renders one', async ({
    page,
  }) => {
    await openHydrated(page, '/cases');
    await page.mouse.move(3, 500);
    const links = cases.slice(0, 3).map((entry) => page.locator(`main a[href="${entry.path}"]`).first());
    await links[0]!.hover();
    await expect(aheadFrame(page).locator('h1')).toHaveText(await headingOf(page, 0));
    await links[1]!.hover();
    await expect(aheadFrame(page).locator('h1')).toHaveText(await headingOf(page, 1));
    await expect(aheadFrame(page)).toHaveCount(1);

    // Going elsewhere drops it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Careers', exact: true })
      .click();
    await expect(page).toHaveURL('/careers');
    await expect(page.locator('main > *')).toHaveCount(1);

    // Focus and touch fetch the page and prepare it, but render nothing ahead; nor does a link that
    // comes under a still pointer (the browser tells the page with a pointerover and no move), until
    // the pointer moves on it.
    await page.goBack();
    await expect(page).toHaveURL('/cases');
    const link = page.locator(`main a[href="${cases[2]!.path}"]`).first();
    await link.focus();
    await link.dispatchEvent('touchstart');
    await link.dispatchEvent('pointerover', { pointerType: 'mouse', bubbles: true });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(page.locator('main > *')).toHaveCount(1);
    await link.dispatchEvent('pointermove', { pointerType: 'mouse', bubbles: true });
    await expect(aheadFrame(page).locator('h1')).toHaveText(await headingOf(page, 2));
  });
});
