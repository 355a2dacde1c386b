/**
 * The navigation mode of `npm run bench`: how long a visitor waits between clicking a link and
 * seeing the next page's h1, for pairs of pages that cover every kind of page, each pair measured
 *   - after the app has started (the app's own navigation),
 *   - before it starts, as a plain navigation, without and with the site's speculation rules,
 *   - and as a full page load of the second page, the floor,
 * at each CPU slowdown (DevTools' Emulation.setCPUThrottlingRate), `runs` times, run for run.
 *
 * The browser is driven with puppeteer-core: it attaches to pages the way Chromium allows prerendering
 * under DevTools (under Playwright, Chromium cancels every prerender with `PrerenderingDisabledByDevTools`).
 * It is pinned to the 24.x Lighthouse brings: one copy installed, and 25 needs Node 22. Before each click the pointer
 * rests on the link for `dwellMs`, as a visitor's does, which is what both the app's prefetching and
 * the speculation rules' `moderate` eagerness react to. A page is measured once it has settled: loaded,
 * no request for half a second, and the main thread idle.
 *
 * What is timed: after the app started, from the click event to the end of the first frame that
 * shows the new page's h1 in the viewport (in the page, by animation frames). For a document
 * navigation, from the click event in the old document to the new document's first contentful paint
 * (its h1 is above the fold, in that paint), both on the clock of the page (timeOrigin + time).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  combineNavigationRuns,
  navigationModes,
  type NavigationMode,
  type NavigationResult,
  type NavigationRun,
} from './bench-report.ts';
import { playwrightChromiumFlags, chromiumPath } from '../site/scripts/chromium.ts';
import { serveStatic } from './static-server.ts';
import type { loadServerEntry } from '../site/scripts/prerender.ts';

type ServerEntry = Awaited<ReturnType<typeof loadServerEntry>>;

interface NavigationPair {
  name: string;
  from: string;
  to: string;
  /** Where the link is clicked: by default the page's main content, else the header, else the footer. */
  in?: 'header';
}

/**
 * One pair for each kind of page: home -> cases, cases -> a case, blogs -> an article, an article ->
 * a related article, careers -> a position, one solution page -> another (through the header's menu).
 */
export function navigationPairs({ routeTable, blogPosts, paths }: ServerEntry): NavigationPair[] {
  const first = (page: string) => routeTable.filter((entry) => entry.page === page);
  const article = blogPosts.find((post) => post.related.length > 0)!;
  const [solution, otherSolution] = first('solution-page');
  return [
    { name: 'home -> cases', from: paths.home(), to: paths.cases(), in: 'header' },
    { name: 'cases -> a case', from: paths.cases(), to: first('case-page')[0]!.path },
    { name: 'blogs -> an article', from: paths.blogs(), to: paths.blogPost(article.slug) },
    {
      name: 'article -> related article',
      from: paths.blogPost(article.slug),
      to: paths.blogPost(article.related[0]!),
    },
    { name: 'careers -> a position', from: paths.careers(), to: first('career-page')[0]!.path },
    { name: 'solution -> solution', from: solution!.path, to: otherSolution!.path },
  ];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loaded, no request for half a second, every animation (reveals, menus) finished, then an idle
 * moment of the main thread.
 */
async function settle(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
  await page.evaluate(async () => {
    const finished = Promise.all(document.getAnimations().map((animation) => animation.finished));
    await Promise.race([
      finished.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 }));
  });
}

/**
 * Brings the link to `to` on screen (the one in the page's main content if there is one, then the
 * header's, then the footer's), opening the header menu that holds it, and returns its centre.
 */
type Point = { x: number; y: number };
type Located =
  { missing: true } | { menu: Point } | { phoneMenu: Point } | { scrolled: true } | { point: Point };

async function linkPoint(page: Page, { to, in: area }: NavigationPair, touch = false): Promise<Point> {
  const locate = (): Promise<Located> =>
    page.evaluate(
      (target: string, preferred: string, visibleOnly: boolean): Located => {
        const rank = (link: Element) =>
          link.closest(preferred) ? 0 : link.closest('main') ? 1 : link.closest('header') ? 2 : 3;
        const link = [...document.querySelectorAll(`a[href="${target}"]`)]
          // On a phone the header's links sit in its closed menu: a visitor taps one they can see.
          .filter((candidate) => !visibleOnly || candidate.checkVisibility({ visibilityProperty: true }))
          .sort((a, b) => rank(a) - rank(b))[0];
        if (!link) {
          // On a phone a link only the header's menu holds is reached as a visitor does: tap the
          // menu's button, then the group (a closed disclosure) the link is in, then the link.
          const centre = (element: Element) => {
            const box = element.getBoundingClientRect();
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          };
          const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
          for (const hidden of visibleOnly ? document.querySelectorAll(`header a[href="${target}"]`) : []) {
            const summary = hidden.closest('details:not([open])')?.querySelector('summary');
            if (summary && shown(summary)) return { phoneMenu: centre(summary) };
            const toggle = [...document.querySelectorAll('header button[aria-expanded="false"]')].find(
              (button) =>
                shown(button) &&
                document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(hidden),
            );
            if (toggle) return { phoneMenu: centre(toggle) };
          }
          return { missing: true };
        }
        const menu = link.closest('[data-menu]');
        if (!link.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && menu) {
          const button = menu.querySelector('button')!.getBoundingClientRect();
          return { menu: { x: button.x + button.width / 2, y: button.y + button.height / 2 } };
        }
        const box = link.getBoundingClientRect();
        if (box.top < 0 || box.bottom > innerHeight) {
          link.scrollIntoView({ block: 'center', behavior: 'instant' });
          return { scrolled: true };
        }
        return { point: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
      },
      to,
      touch ? 'main' : (area ?? 'main'),
      touch,
    );
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await locate();
    if ('missing' in found) throw new Error(`No link to ${to} on ${page.url()}`);
    if ('point' in found) return found.point;
    if ('menu' in found) await page.mouse.move(found.menu.x, found.menu.y);
    if ('phoneMenu' in found) await page.touchscreen.tap(found.phoneMenu.x, found.phoneMenu.y);
    await sleep(400);
    await settle(page);
  }
  throw new Error(`The link to ${to} on ${page.url()} did not come into view`);
}

/**
 * Rests the pointer on the pair's link for `dwellMs`, then clicks it; if the page moved meanwhile
 * (a section laid out late) and the link is no longer under the pointer, it points again.
 */
async function hoverAndClick(
  page: Page,
  pair: NavigationPair,
  dwellMs: number,
  beforeClick: () => Promise<unknown>,
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { x, y } = await linkPoint(page, pair);
    await page.mouse.move(x, y);
    await sleep(dwellMs);
    const onLink = await page.evaluate(
      (target: string, px: number, py: number) =>
        document.elementFromPoint(px, py)?.closest('a')?.getAttribute('href') === target,
      pair.to,
      x,
      y,
    );
    if (!onLink) continue;
    await beforeClick();
    await page.mouse.down();
    await page.mouse.up();
    return;
  }
  throw new Error(`The link to ${pair.to} on ${page.url()} kept moving away from the pointer`);
}

/** Taps the pair's link the way a phone does: a touch on it and its click, with no hover before. */
async function tap(page: Page, pair: NavigationPair, beforeTap: () => Promise<unknown>) {
  const { x, y } = await linkPoint(page, pair, true);
  await beforeTap();
  await page.touchscreen.tap(x, y);
}

/** In the page: from the next click to the end of the first frame showing a new h1 in the viewport. */
function watchForNewHeading() {
  const before = document.querySelector('h1');
  const shown = new Promise<number>((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const frame = () => {
          const heading = document.querySelector('h1');
          const box = heading?.getBoundingClientRect();
          const visible =
            heading &&
            heading !== before &&
            heading.textContent?.trim() &&
            box &&
            box.bottom > 0 &&
            box.top < innerHeight &&
            // Not hidden in any way: a page rendered ahead of the click has its h1 already, invisible.
            heading.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          if (visible) setTimeout(() => resolve(performance.now() - event.timeStamp), 0);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
  (window as Window & { __benchShown?: Promise<number> }).__benchShown = shown;
}

/** In a new document: when its first contentful paint happened, once there is one, on the page's clock. */
function paintOf(path: string) {
  if (location.pathname !== path) return undefined;
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  if (!paint) return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    activationStart?: number;
  })[];
  return {
    paintedAt: performance.timeOrigin + paint.startTime,
    sinceStart: paint.startTime,
    activationStart: navigation?.activationStart ?? 0,
  };
}

async function waitForPaint(page: Page, path: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const paint = await page.evaluate(paintOf, path);
      if (paint) return paint;
    } catch {
      // The old document is going, or the tab is swapping to the prerendered one.
    }
    await sleep(25);
  }
  throw new Error(`${path} did not paint`);
}

/** A phone as the tap mode holds it: 390 px wide, touch, a device pixel ratio of 3. */
const phone = {
  viewport: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
};

interface Origins {
  /** The site as deployed. */
  site: string;
  /** The app's entry refused (so the app never starts), speculation rules sent. */
  held: string;
  /** The app's entry refused, no speculation rules. */
  heldPlain: string;
}

async function measure(
  browser: Browser,
  origins: Origins,
  mode: NavigationMode,
  pair: NavigationPair,
  { cpu, dwellMs }: { cpu: number; dwellMs: number },
): Promise<NavigationRun> {
  const page = await browser.newPage();
  // tsx compiles this file keeping function names with a helper; functions sent to the page need it too.
  await page.evaluateOnNewDocument('globalThis.__name = (target) => target;');
  try {
    if (mode === 'load') {
      await page.emulateCPUThrottling(cpu);
      await page.goto(`${origins.site}${pair.to}`, { waitUntil: 'load' });
      return { ms: (await waitForPaint(page, pair.to)).sinceStart };
    }
    if (mode === 'app' || mode === 'tap') {
      if (mode === 'tap') await page.emulate(phone);
      await page.goto(`${origins.site}${pair.from}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]');
      // A visitor who has been on the page a moment has moved: the app fetches ahead from then on.
      if (mode === 'tap') await page.evaluate(() => scrollBy(0, 1));
      else await page.mouse.move(0, 0);
      await settle(page);
      await page.emulateCPUThrottling(cpu);
      if (mode === 'tap') await tap(page, pair, () => page.evaluate(watchForNewHeading));
      else await hoverAndClick(page, pair, dwellMs, () => page.evaluate(watchForNewHeading));
      const ms = await page.evaluate(
        () => (window as Window & { __benchShown?: Promise<number> }).__benchShown!,
      );
      if (new URL(page.url()).pathname !== pair.to) throw new Error(`${pair.name}: landed on ${page.url()}`);
      return { ms };
    }
    let clickedAt: number | undefined;
    await page.exposeFunction('__benchClicked', (at: number) => (clickedAt = at));
    await page.goto(`${mode === 'plain' ? origins.heldPlain : origins.held}${pair.from}`, {
      waitUntil: 'load',
    });
    await settle(page);
    await page.emulateCPUThrottling(cpu);
    await hoverAndClick(page, pair, dwellMs, () =>
      page.evaluate(() =>
        addEventListener(
          'click',
          (event) =>
            (window as Window & { __benchClicked?: (at: number) => void }).__benchClicked?.(
              performance.timeOrigin + event.timeStamp,
            ),
          { capture: true, once: true },
        ),
      ),
    );
    const paint = await waitForPaint(page, pair.to);
    if (clickedAt === undefined) throw new Error(`${pair.name}: the click was not seen`);
    return { ms: paint.paintedAt - clickedAt, prerendered: paint.activationStart > 0 };
  } finally {
    await page.close();
  }
}

interface NavigationBenchOptions {
  snapshot: string;
  pairs: NavigationPair[];
  /** The ways of navigating to measure (all by default). */
  modes?: readonly NavigationMode[];
  runs: number;
  cpuRates: number[];
  dwellMs: number;
  onResult?: (result: NavigationResult) => void;
}

export async function benchNavigation({
  snapshot,
  pairs,
  modes = navigationModes,
  runs,
  cpuRates,
  dwellMs,
  onResult,
}: NavigationBenchOptions) {
  const entry = /data-entry="([^"]+)"/.exec(await readFile(join(snapshot, 'index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error('The build has no entry script');
  const refuseEntry = (path: string) => path === entry;
  const servers = {
    site: await serveStatic({ dir: snapshot }),
    held: await serveStatic({ dir: snapshot, refuse: refuseEntry }),
    heldPlain: await serveStatic({
      dir: snapshot,
      refuse: refuseEntry,
      withoutHeaders: ['Speculation-Rules'],
    }),
  };
  const origins: Origins = {
    site: servers.site.origin,
    held: servers.held.origin,
    heldPlain: servers.heldPlain.origin,
  };
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...playwrightChromiumFlags],
    defaultViewport: { width: 1440, height: 900 },
    protocolTimeout: 120_000,
  });
  const cores = availableParallelism();
  const results: NavigationResult[] = [];
  let highestLoad = loadavg()[0]!;
  try {
    for (const pair of pairs) {
      // Untimed: fills each origin's HTTP cache, as for a visitor already on the site.
      for (const mode of modes) await measure(browser, origins, mode, pair, { cpu: 1, dwellMs });
      for (const cpu of cpuRates) {
        let load = loadavg()[0]!;
        const timed: Partial<Record<NavigationMode, NavigationRun[]>> = {};
        // Run for run, so every mode shares whatever the machine was doing at the time.
        for (let run = 0; run < runs; run++)
          for (const mode of modes)
            (timed[mode] ??= []).push(await measure(browser, origins, mode, pair, { cpu, dwellMs }));
        load = Math.max(load, loadavg()[0]!);
        highestLoad = Math.max(highestLoad, load);
        const result = combineNavigationRuns(pair, cpu, timed, load > cores);
        results.push(result);
        onResult?.(result);
      }
    }
    return { results, chromeVersion: (await browser.version()).replace(/^\D+/, ''), highestLoad };
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.stop();
  }
}
