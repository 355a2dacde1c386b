import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  combineNavigationRuns,
  combineRuns,
  navigationBudgetMisses,
  readRun,
  renderNavigationTable,
  renderTable,
  spread,
  type LighthouseReport,
  FIRST_ROUND_TRIP_BYTES,
  type RunNumbers,
} from '../../scripts/bench-report';

/** The parts of a Lighthouse report the bench reads. */
function report(
  overrides: {
    performance?: number;
    lcp?: number;
    tbt?: number;
    scripts?: string[];
    prefetched?: string[];
    documentBytes?: number;
  } = {},
): LighthouseReport {
  const scripts = overrides.scripts ?? ['/assets/index-a.js', '/assets/framework-b.js'];
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1200 },
      'total-blocking-time': { numericValue: overrides.tbt ?? 20 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'total-byte-weight': { numericValue: 150_000 },
      'network-requests': {
        details: {
          items: [
            {
              url: 'http://127.0.0.1:1/',
              resourceType: 'Document',
              transferSize: overrides.documentBytes ?? 9_000,
            },
            ...scripts.map((path) => ({
              url: `http://127.0.0.1:1${path}`,
              resourceType: 'Script',
              priority: 'High',
            })),
            ...(overrides.prefetched ?? []).map((path) => ({
              url: `http://127.0.0.1:1${path}`,
              resourceType: 'Script',
              priority: 'Low',
            })),
          ],
        },
      },
    },
  } as unknown as LighthouseReport;
}

const sizes: Record<string, number> = { '/assets/index-a.js': 8 * 1024, '/assets/framework-b.js': 95 * 1024 };
const gzipBytes = (path: string) => sizes[path] ?? 1024;

function route(runs: RunNumbers[], noScriptRuns: RunNumbers[], path = '/') {
  return combineRuns(path, runs, noScriptRuns, { gzipBytes });
}

describe('bench report', () => {
  it('reads scores as 0-100, the lab metrics, the scripts a run loaded and the size of its HTML', () => {
    expect(readRun(report())).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1200,
      tbtMs: 20,
      cls: 0.001,
      scripts: ['/assets/index-a.js', '/assets/framework-b.js'],
      totalBytes: 150_000,
      documentBytes: 9_000,
    });
  });

  it("leaves the app's low-priority prefetches for the next page out of the page's scripts", () => {
    expect(readRun(report({ prefetched: ['/assets/case-view-c.js'] })).scripts).toEqual([
      '/assets/index-a.js',
      '/assets/framework-b.js',
    ]);
  });

  it('leaves is-crawlable out of the SEO score of a page that says noindex on purpose', () => {
    const lhr = report();
    lhr.categories.seo = {
      score: 0.66,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'hreflang', weight: 1 },
      ],
    } as unknown as LighthouseReport['categories'][string];
    lhr.audits['is-crawlable'] = { score: 0 } as LighthouseReport['audits'][string];
    lhr.audits['document-title'] = { score: 1 } as LighthouseReport['audits'][string];
    lhr.audits['hreflang'] = { score: null } as LighthouseReport['audits'][string];
    expect(readRun(lhr).seo).toBe(66);
    expect(readRun(lhr, { noindex: true }).seo).toBe(100);
    lhr.audits['document-title'] = { score: 0 } as LighthouseReport['audits'][string];
    expect(readRun(lhr, { noindex: true }).seo).toBe(0);
  });

  it('takes medians of the runs with their spread, against the same page without scripts', () => {
    expect(spread([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    const runs = [1100, 1300, 1200, 1250, 1150].map((lcp, i) => readRun(report({ lcp, tbt: 10 * i })));
    const noScript = [1000, 1100, 1050, 1000, 1200].map((lcp) =>
      readRun(report({ lcp, tbt: 0, scripts: [] })),
    );
    const result = route(runs, noScript);
    expect(result).toMatchObject({
      runs: 5,
      performance: { median: 99, min: 99, max: 99 },
      lcpMs: { median: 1200, min: 1100, max: 1300 },
      noScriptLcpMs: { median: 1050, min: 1000, max: 1200 },
      tbtMs: { median: 20, min: 0, max: 40 },
      addedTbtMs: 20,
      jsBytes: 103 * 1024,
    });
    expect(result.lcpRatio).toBeCloseTo(1200 / 1050);
    expect(budgetMisses(result)).toEqual(['LCP 1.14 × the page without scripts > 1.10 ×']);
  });

  it('names each budget a route misses', () => {
    const fine = route([readRun(report())], [readRun(report({ scripts: [] }))]);
    expect(budgetMisses(fine)).toEqual([]);
    // 8 + 95 KB of known chunks plus eight chunks of 1 KB: 111 KB.
    const scripts = [...Object.keys(sizes), ...Array.from({ length: 8 }, (_, i) => `/assets/chunk-${i}.js`)];
    const slow = route(
      [readRun(report({ performance: 0.97, lcp: 1900, tbt: 80, scripts }))],
      [readRun(report({ lcp: 1800, tbt: 0, scripts: [] }))],
    );
    expect(budgetMisses(slow)).toEqual([
      'performance 97 < 99',
      'LCP 1.90 s > 1.50 s',
      'TBT 80 ms > 50 ms',
      'first-load JS 111.0 KB > 110.0 KB',
    ]);
  });

  it('says when an LCP ratio miss is the HTML crossing the first round trip only with its scripts', () => {
    const edge = route(
      [readRun(report({ lcp: 1360, documentBytes: FIRST_ROUND_TRIP_BYTES + 1 }))],
      [readRun(report({ lcp: 1200, documentBytes: 13_553, scripts: [] }))],
    );
    expect(budgetMisses(edge)).toEqual([
      'LCP 1.13 × the page without scripts > 1.10 × (its HTML is 14601 bytes with scripts and 13553 ' +
        'without: only the page without them fits the 14600 bytes of a first round trip, and ' +
        "Lighthouse's simulation paints once the whole HTML has arrived)",
    ]);
    const slowScripts = route(
      [readRun(report({ lcp: 1360, documentBytes: 12_000 }))],
      [readRun(report({ lcp: 1200, documentBytes: 11_000, scripts: [] }))],
    );
    expect(budgetMisses(slowScripts)).toEqual(['LCP 1.13 × the page without scripts > 1.10 ×']);
  });

  it('prints medians with the spread and a last row with the worst median of every column', () => {
    const a = route(
      [1100, 1200, 1300].map((lcp) => readRun(report({ lcp }))),
      [1000, 1100, 1200].map((lcp) => readRun(report({ lcp, scripts: [] }))),
      '/a',
    );
    const b = route([readRun(report({ performance: 1, lcp: 900 }))], [readRun(report({ lcp: 900 }))], '/b');
    const lines = renderTable([a, b]).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^\| route +\| perf +\| a11y \| best \| SEO \| LCP s +\| no-JS LCP s +\| ratio \| TBT ms +\| added TBT \| CLS +\| JS \(gzip\) \|$/,
    );
    expect(lines[2]).toMatch(
      /^\| \/a +\| 99 +\| 100 +\| 100 +\| 100 \| 1\.20 \(1\.10–1\.30\) \| 1\.10 \(1\.00–1\.20\) \| 1\.09 +\|/,
    );
    expect(lines[4]).toMatch(
      /^\| worst +\| 99 +\| 100 +\| 100 +\| 100 \| 1\.20 +\| 1\.10 +\| 1\.09 +\| 20 +\| 0 ms +\| 0\.001 \| 103\.0 KB/,
    );
  });
});

describe('navigation bench report', () => {
  const pair = { name: 'home -> cases', from: '/', to: '/cases' };
  const runs = (...ms: number[]) => ms.map((value) => ({ ms: value }));

  it('gives every way of navigating its median and spread', () => {
    const result = combineNavigationRuns(
      pair,
      4,
      { app: runs(120, 90, 200, 100, 110), load: runs(400, 380, 390) },
      false,
    );
    expect(result.modes.app).toEqual({ median: 110, min: 90, max: 200, runs: 5 });
    expect(result.modes.load?.median).toBe(390);
    expect(result.modes.plain).toBeUndefined();
  });

  it('holds the app to 150 ms at 4x CPU and 50 ms at 1x, and the hovered link to 150 ms at 1x', () => {
    expect(
      navigationBudgetMisses(combineNavigationRuns(pair, 4, { app: runs(140, 150, 160) }, false)),
    ).toEqual([]);
    expect(
      navigationBudgetMisses(combineNavigationRuns(pair, 4, { app: runs(151, 160, 170) }, false)),
    ).toEqual(['app started at 4x CPU: 160 ms > 150 ms']);
    expect(navigationBudgetMisses(combineNavigationRuns(pair, 1, { app: runs(60, 55, 70) }, false))).toEqual([
      'app started at 1x CPU: 60 ms > 50 ms',
    ]);
    const prerendered = (ms: number) => ({ ms, prerendered: true });
    expect(
      navigationBudgetMisses(
        combineNavigationRuns(
          pair,
          1,
          { prerender: [prerendered(40), prerendered(200), prerendered(180)] },
          false,
        ),
      ),
    ).toEqual(['before start, rules, hovered at 1x CPU: 180 ms > 150 ms']);
    // No budget for a plain navigation, nor for the hovered link at 4x CPU.
    expect(
      navigationBudgetMisses(
        combineNavigationRuns(pair, 4, { plain: runs(900), prerender: [prerendered(400)] }, false),
      ),
    ).toEqual([]);
  });

  it('counts a hovered link the browser did not prerender as a miss', () => {
    expect(
      navigationBudgetMisses(
        combineNavigationRuns(pair, 1, { prerender: [{ ms: 40, prerendered: true }, { ms: 300 }] }, false),
      ),
    ).toContain('before start, rules, hovered at 1x CPU: prerendered in 1 of 2 runs');
  });

  it('prints a row per pair and CPU rate, marks busy runs and how many hovered links were prerendered', () => {
    const table = renderNavigationTable([
      combineNavigationRuns(
        pair,
        1,
        { app: runs(30, 40, 35), prerender: [{ ms: 90, prerendered: true }, { ms: 300 }] },
        true,
      ),
    ]);
    const [header, , row] = table.split('\n');
    expect(header).toMatch(/\| pair .*\| CPU .*\| app started ms .*\| full page load ms/);
    expect(row).toContain('home -> cases (busy)');
    expect(row).toContain('35 (30–40)');
    expect(row).toContain('[1/2 prerendered]');
  });
});
