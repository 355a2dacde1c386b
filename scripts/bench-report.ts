/**
 * The numbers `npm run bench` reports: what it reads from a Lighthouse report, how it combines the
 * runs of a route (medians, with the spread of the timed ones) with the runs of the same page without
 * its scripts, the budgets it checks them against, and the table it prints. Pure, so it is unit tested.
 */
import type { Result as LighthouseResult } from 'lighthouse';

export type LighthouseReport = LighthouseResult;

/** The performance budgets of every route. Scores are 0-100, times in ms, sizes in bytes of gzip. */
export const budgets = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  /** LCP at most this many times the LCP of the same HTML without its scripts. */
  lcpRatio: 1.1,
  tbtMs: 50,
  cls: 0.01,
  jsBytes: 110 * 1024,
} as const;

/** The numbers of one Lighthouse run. */
export interface RunNumbers {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Paths of the scripts the page loaded (its first-load JavaScript). Scripts asked for at low
   * priority are left out: they are the app's prefetches for pages the visitor may open next
   * (site/src/app/route-preload.ts), not this page's JavaScript.
   */
  scripts: string[];
  /** Transferred bytes of everything on first load. */
  totalBytes: number;
  /** Transferred bytes of the HTML document, headers included. */
  documentBytes: number;
}

/** The median of several runs and the lowest and highest value seen. */
interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface RouteResult {
  path: string;
  /**
   * The page says noindex on purpose (RouteEntry.indexable false): Lighthouse's "is-crawlable"
   * audit is left out of its SEO score, every other SEO audit still counts.
   */
  noindex?: boolean;
  runs: number;
  performance: Spread;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: number;
  /** The same HTML with every script removed, measured in the same session. */
  noScriptLcpMs: Spread;
  noScriptTbtMs: number;
  /** Median LCP over median LCP without scripts. */
  lcpRatio: number;
  /** Median TBT minus median TBT without scripts: the blocking time the scripts add. */
  addedTbtMs: number;
  /** First-load JavaScript in bytes of gzip (the files the page loaded, compressed like the e2e budget). */
  jsBytes: number;
  totalBytes: number;
  /** Transferred bytes of the HTML document (median), with its scripts and without. */
  documentBytes: number;
  noScriptDocumentBytes: number;
}

/**
 * What the first round trip of a new connection carries: ten TCP segments of 1,460 bytes, as
 * Lighthouse's simulation assumes. The simulation paints only once the whole HTML has arrived, so a
 * page whose HTML crosses this line with its scripts (the bootstrap and its module list, about 1 KB
 * compressed) but not without them reads one round trip slower than its no-script twin. A browser
 * paints the first screen from the first bytes; the build test checks those fit in this window.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
}

/** Chromium's priorities of a request asked for at `fetchpriority="low"` (or lower). */
const prefetchPriorities = new Set(['Low', 'VeryLow']);

/** A category score (0-100) computed like Lighthouse does, without the audits named in `skip`. */
function categoryScore(lhr: LighthouseReport, id: string, skip: readonly string[] = []): number {
  const category = lhr.categories[id];
  if (!category) return 0;
  if (!skip.length) return Math.round((category.score ?? 0) * 100);
  const refs = category.auditRefs.filter(
    (ref) => !skip.includes(ref.id) && lhr.audits[ref.id]?.score !== null,
  );
  const weight = refs.reduce((total, ref) => total + ref.weight, 0);
  if (!weight) return 100;
  return Math.round(
    (refs.reduce((total, ref) => total + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / weight) * 100,
  );
}

/** The numbers of one Lighthouse report. */
export function readRun(lhr: LighthouseReport, { noindex = false } = {}): RunNumbers {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo', noindex ? ['is-crawlable'] : []),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: requests
      .filter(
        (request) =>
          request.resourceType === 'Script' && request.url && !prefetchPriorities.has(request.priority ?? ''),
      )
      .map((request) => new URL(request.url!).pathname),
    totalBytes: numeric('total-byte-weight'),
    documentBytes:
      requests.find((request) => request.resourceType === 'Document')?.transferSize ?? Number.NaN,
  };
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/**
 * One route's result from its runs with scripts and its runs without. `gzipBytes` gives the gzip
 * size of a script the page loaded.
 */
export function combineRuns(
  path: string,
  runs: RunNumbers[],
  noScriptRuns: RunNumbers[],
  { noindex = false, gzipBytes }: { noindex?: boolean; gzipBytes: (scriptPath: string) => number },
): RouteResult {
  const median = (pick: (run: RunNumbers) => number, of = runs) => spread(of.map(pick)).median;
  const lcpMs = spread(runs.map((run) => run.lcpMs));
  const tbtMs = spread(runs.map((run) => run.tbtMs));
  const noScriptLcpMs = spread(noScriptRuns.map((run) => run.lcpMs));
  const noScriptTbtMs = median((run) => run.tbtMs, noScriptRuns);
  const scripts = new Set(runs.flatMap((run) => run.scripts));
  return {
    path,
    ...(noindex ? { noindex } : {}),
    runs: runs.length,
    performance: spread(runs.map((run) => run.performance)),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    seo: median((run) => run.seo),
    lcpMs,
    tbtMs,
    cls: median((run) => run.cls),
    noScriptLcpMs,
    noScriptTbtMs,
    lcpRatio: lcpMs.median / noScriptLcpMs.median,
    addedTbtMs: tbtMs.median - noScriptTbtMs,
    jsBytes: [...scripts].reduce((total, script) => total + gzipBytes(script), 0),
    totalBytes: median((run) => run.totalBytes),
    documentBytes: median((run) => run.documentBytes),
    noScriptDocumentBytes: median((run) => run.documentBytes, noScriptRuns),
  };
}

/** Which budgets a route misses, as readable strings. */
export function budgetMisses(result: RouteResult): string[] {
  const misses: string[] = [];
  const performance = result.performance.median;
  if (performance < budgets.performance) misses.push(`performance ${performance} < ${budgets.performance}`);
  if (result.accessibility < budgets.accessibility)
    misses.push(`accessibility ${result.accessibility} < ${budgets.accessibility}`);
  if (result.bestPractices < budgets.bestPractices)
    misses.push(`best practices ${result.bestPractices} < ${budgets.bestPractices}`);
  if (result.seo < budgets.seo) misses.push(`SEO ${result.seo} < ${budgets.seo}`);
  if (result.lcpMs.median > budgets.lcpMs)
    misses.push(`LCP ${formatMs(result.lcpMs.median)} > ${formatMs(budgets.lcpMs)}`);
  if (result.lcpRatio > budgets.lcpRatio) {
    const { documentBytes: withScripts, noScriptDocumentBytes: without } = result;
    const window = withScripts > FIRST_ROUND_TRIP_BYTES && without <= FIRST_ROUND_TRIP_BYTES;
    misses.push(
      `LCP ${result.lcpRatio.toFixed(2)} × the page without scripts > ${budgets.lcpRatio.toFixed(2)} ×` +
        (window
          ? ` (its HTML is ${withScripts} bytes with scripts and ${without} without: only the page without ` +
            `them fits the ${FIRST_ROUND_TRIP_BYTES} bytes of a first round trip, and Lighthouse's ` +
            'simulation paints once the whole HTML has arrived)'
          : ''),
    );
  }
  if (result.tbtMs.median > budgets.tbtMs)
    misses.push(`TBT ${Math.round(result.tbtMs.median)} ms > ${budgets.tbtMs} ms`);
  if (result.cls > budgets.cls) misses.push(`CLS ${result.cls.toFixed(3)} > ${budgets.cls}`);
  if (result.jsBytes > budgets.jsBytes)
    misses.push(`first-load JS ${formatKb(result.jsBytes)} > ${formatKb(budgets.jsBytes)}`);
  return misses;
}

export const formatMs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const formatRange = (value: Spread, format: (n: number) => string) =>
  value.min === value.max
    ? format(value.median)
    : `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const whole = (n: number) => String(Math.round(n));

const columns: { title: string; cell: (result: RouteResult) => string }[] = [
  { title: 'route', cell: (r) => r.path },
  { title: 'perf', cell: (r) => formatRange(r.performance, whole) },
  { title: 'a11y', cell: (r) => whole(r.accessibility) },
  { title: 'best', cell: (r) => whole(r.bestPractices) },
  { title: 'SEO', cell: (r) => (r.noindex ? `${whole(r.seo)}*` : whole(r.seo)) },
  { title: 'LCP s', cell: (r) => formatRange(r.lcpMs, seconds) },
  { title: 'no-JS LCP s', cell: (r) => formatRange(r.noScriptLcpMs, seconds) },
  { title: 'ratio', cell: (r) => r.lcpRatio.toFixed(2) },
  { title: 'TBT ms', cell: (r) => formatRange(r.tbtMs, whole) },
  { title: 'added TBT', cell: (r) => `${whole(r.addedTbtMs)} ms` },
  { title: 'CLS', cell: (r) => r.cls.toFixed(3) },
  { title: 'JS (gzip)', cell: (r) => formatKb(r.jsBytes) },
];

const worstColumns: ((results: RouteResult[]) => string)[] = [
  () => 'worst',
  (rs) => whole(Math.min(...rs.map((r) => r.performance.median))),
  (rs) => whole(Math.min(...rs.map((r) => r.accessibility))),
  (rs) => whole(Math.min(...rs.map((r) => r.bestPractices))),
  (rs) => whole(Math.min(...rs.map((r) => r.seo))),
  (rs) => seconds(Math.max(...rs.map((r) => r.lcpMs.median))),
  (rs) => seconds(Math.max(...rs.map((r) => r.noScriptLcpMs.median))),
  (rs) => Math.max(...rs.map((r) => r.lcpRatio)).toFixed(2),
  (rs) => whole(Math.max(...rs.map((r) => r.tbtMs.median))),
  (rs) => `${whole(Math.max(...rs.map((r) => r.addedTbtMs)))} ms`,
  (rs) => Math.max(...rs.map((r) => r.cls)).toFixed(3),
  (rs) => formatKb(Math.max(...rs.map((r) => r.jsBytes))),
];

/**
 * A GitHub-flavoured markdown table (also readable as plain text in a terminal): medians, with the
 * lowest and highest run in brackets where they differ, and a last row with the worst median of
 * every column.
 */
export function renderTable(results: RouteResult[]): string {
  const rows = [
    ...results.map((result) => columns.map((column) => column.cell(result))),
    worstColumns.map((cell) => cell(results)),
  ];
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(columns.map((column) => column.title)),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The budgets as one line for the report. */
export function budgetLine(): string {
  return (
    `Budgets (medians): performance >= ${budgets.performance}, accessibility, best practices and SEO ` +
    `${budgets.seo}, LCP <= ${formatMs(budgets.lcpMs)} and <= ${budgets.lcpRatio.toFixed(2)} × the page ` +
    `without scripts, TBT <= ${budgets.tbtMs} ms, CLS <= ${budgets.cls}, first-load JS <= ${formatKb(budgets.jsBytes)} gzip`
  );
}

/**
 * How the navigation bench (`--mode navigation`) moves from one page to the next:
 * - `app`: the app has started; the click is the app's own navigation (route graph fetched ahead on
 *   hover, in one batch);
 * - `plain`: the app has not started and the site sends no speculation rules: a plain navigation;
 * - `prerender`: the app has not started and the site's speculation rules are in force: a plain
 *   navigation to a link the pointer rested on, which the browser may have prerendered;
 * - `tap`: the app has started, on a phone: a 390 px wide touch screen, and a tap on the link (no
 *   hover before it; the app prepares the page from the `touchstart`);
 * - `load`: the same page as a full page load (no click), the floor the others compare to.
 */
export type NavigationMode = 'app' | 'tap' | 'plain' | 'prerender' | 'load';
export const navigationModes: readonly NavigationMode[] = ['app', 'tap', 'plain', 'prerender', 'load'];

/** Click -> h1 visible budgets in ms, as medians, by CPU slowdown. */
export const navigationBudgets = {
  /** After the app has started, on every pair. */
  app: { 1: 50, 4: 150 } as Record<number, number>,
  /**
   * A tap on a phone after the app has started: no worse than the 271-365 ms (medians at 4x) the
   * app took before its navigation was rewritten.
   */
  tap: { 4: 365 } as Record<number, number>,
  /** Before it starts, with speculation rules, in a browser that prerenders. */
  prerender: { 1: 150 } as Record<number, number>,
};

/** One timed navigation: click (or navigation start) to the new h1 visible. */
export interface NavigationRun {
  ms: number;
  /** The new page was a prerendered one, activated by the click. */
  prerendered?: boolean;
}

export interface NavigationResult {
  pair: string;
  from: string;
  to: string;
  /** CPU slowdown factor (Emulation.setCPUThrottlingRate). */
  cpu: number;
  modes: Partial<Record<NavigationMode, Spread & { runs: number; prerendered?: number }>>;
  /** The machine was busier than its cores while this pair ran. */
  busy: boolean;
}

export function combineNavigationRuns(
  pair: { name: string; from: string; to: string },
  cpu: number,
  runs: Partial<Record<NavigationMode, NavigationRun[]>>,
  busy: boolean,
): NavigationResult {
  const modes: NavigationResult['modes'] = {};
  for (const mode of navigationModes) {
    const timed = runs[mode];
    if (!timed?.length) continue;
    modes[mode] = {
      ...spread(timed.map((run) => run.ms)),
      runs: timed.length,
      ...(mode === 'prerender' ? { prerendered: timed.filter((run) => run.prerendered).length } : {}),
    };
  }
  return { pair: pair.name, from: pair.from, to: pair.to, cpu, modes, busy };
}

/** Which navigation budgets a pair misses at its CPU slowdown, as readable strings. */
export function navigationBudgetMisses(result: NavigationResult): string[] {
  const misses: string[] = [];
  for (const mode of ['app', 'tap', 'prerender'] as const) {
    const limit = navigationBudgets[mode][result.cpu];
    const measured = result.modes[mode];
    if (limit === undefined || !measured) continue;
    if (measured.median > limit)
      misses.push(`${modeTitles[mode]} at ${result.cpu}x CPU: ${whole(measured.median)} ms > ${limit} ms`);
    if (mode === 'prerender' && measured.prerendered !== measured.runs)
      misses.push(
        `${modeTitles[mode]} at ${result.cpu}x CPU: prerendered in ${measured.prerendered} of ${measured.runs} runs`,
      );
  }
  return misses;
}

const modeTitles: Record<NavigationMode, string> = {
  app: 'app started',
  tap: 'app started, tap at 390 px',
  plain: 'before start, no rules',
  prerender: 'before start, rules, hovered',
  load: 'full page load',
};

const navigationColumns: { title: string; cell: (result: NavigationResult) => string }[] = [
  { title: 'pair', cell: (r) => `${r.pair}${r.busy ? ' (busy)' : ''}` },
  { title: 'CPU', cell: (r) => `${r.cpu}x` },
  ...navigationModes.map((mode) => ({
    title: `${modeTitles[mode]} ms`,
    cell: (r: NavigationResult) => {
      const measured = r.modes[mode];
      if (!measured) return '-';
      const prerendered =
        measured.prerendered !== undefined && measured.prerendered !== measured.runs
          ? ` [${measured.prerendered}/${measured.runs} prerendered]`
          : '';
      return `${formatRange(measured, whole)}${prerendered}`;
    },
  })),
];

/** The navigation results as a markdown table: medians in ms, the lowest and highest run in brackets. */
export function renderNavigationTable(results: NavigationResult[]): string {
  const rows = results.map((result) => navigationColumns.map((column) => column.cell(result)));
  const widths = navigationColumns.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(navigationColumns.map((column) => column.title)),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The navigation budgets as one line for the report. */
export function navigationBudgetLine(): string {
  return (
    `Budgets (medians, click -> h1 visible): app started <= ${navigationBudgets.app[4]} ms at 4x CPU and ` +
    `<= ${navigationBudgets.app[1]} ms at 1x; a tap at 390 px <= ${navigationBudgets.tap[4]} ms at 4x; before start, with speculation rules, to a hovered link ` +
    `<= ${navigationBudgets.prerender[1]} ms at 1x (where the browser prerenders)`
  );
}
