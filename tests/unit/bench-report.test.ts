import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  renderTable,
  summarise,
  worstOf,
  type LighthouseReport,
  type RouteResult,
} from '../../site/scripts/bench-report';

/** The parts of a Lighthouse report the bench reads. */
function report(
  overrides: { performance?: number; lcp?: number; scripts?: number[] } = {},
): LighthouseReport {
  const scripts = overrides.scripts ?? [40_000, 20_000];
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1500 },
      'total-blocking-time': { numericValue: 20 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'total-byte-weight': { numericValue: 150_000 },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 9000 },
            ...scripts.map((transferSize) => ({ resourceType: 'Script', transferSize })),
          ],
        },
      },
    },
  } as unknown as LighthouseReport;
}

describe('bench report', () => {
  it('reads scores as 0-100, the lab metrics and the transferred JavaScript', () => {
    expect(summarise('/', report())).toEqual({
      path: '/',
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1500,
      tbtMs: 20,
      cls: 0.001,
      jsBytes: 60_000,
      totalBytes: 150_000,
    });
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
    expect(summarise('/thank-you', lhr).seo).toBe(66);
    expect(summarise('/thank-you', lhr, { noindex: true })).toMatchObject({ seo: 100, noindex: true });
    lhr.audits['document-title'] = { score: 0 } as LighthouseReport['audits'][string];
    expect(summarise('/thank-you', lhr, { noindex: true }).seo).toBe(0);
  });

  it('names each budget a route misses', () => {
    expect(budgetMisses(summarise('/', report()))).toEqual([]);
    expect(budgetMisses(summarise('/x', report({ performance: 0.97, lcp: 1900 })))).toEqual([
      'performance 97 < 98',
      'LCP 1.90 s > 1.80 s',
    ]);
  });

  it('adds a row with the worst value of every column', () => {
    const results: RouteResult[] = [
      summarise('/a', report({ performance: 1, lcp: 1200, scripts: [10_000] })),
      summarise('/b', report({ performance: 0.95, lcp: 1700, scripts: [90_000] })),
    ];
    expect(worstOf(results)).toMatchObject({ performance: 95, lcpMs: 1700, jsBytes: 90_000 });
    const lines = renderTable(results).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^\| route +\| perf \| a11y \| best \| SEO \| LCP +\| TBT +\| CLS +\| JS \(gzip\) \| total +\|$/,
    );
    expect(lines[4]).toMatch(
      /^\| worst +\| 95 +\| 100 +\| 100 +\| 100 \| 1\.70 s \| 20 ms \| 0\.001 \| 87\.9 KB/,
    );
  });
});
