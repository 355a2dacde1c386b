/**
 * The numbers `npm run bench` reports: what it reads from a Lighthouse report, the budgets of
 * ARCHITECTURE.md it checks them against, and the table it prints. Pure, so it is unit tested.
 */
import type { Result as LighthouseResult } from 'lighthouse';

export type LighthouseReport = LighthouseResult;

/** ARCHITECTURE.md, "Budgets". Scores are 0-100, times in ms. */
export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
} as const;

export interface RouteResult {
  path: string;
  /**
   * The page says noindex on purpose (RouteEntry.indexable false): Lighthouse's "is-crawlable"
   * audit is left out of its SEO score, every other SEO audit still counts.
   */
  noindex?: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred (compressed) bytes of JavaScript on first load. */
  jsBytes: number;
  /** Transferred bytes of everything on first load. */
  totalBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

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

/** The numbers of one Lighthouse report that the table shows. */
export function summarise(path: string, lhr: LighthouseReport, { noindex = false } = {}): RouteResult {
  const score = (id: string) => categoryScore(lhr, id);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  return {
    path,
    ...(noindex ? { noindex } : {}),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: categoryScore(lhr, 'seo', noindex ? ['is-crawlable'] : []),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((total, request) => total + (request.transferSize ?? 0), 0),
    totalBytes: numeric('total-byte-weight'),
  };
}

/** Which budgets a route misses, as readable strings. */
export function budgetMisses(result: RouteResult): string[] {
  const misses: string[] = [];
  if (result.performance < budgets.performance)
    misses.push(`performance ${result.performance} < ${budgets.performance}`);
  if (result.accessibility < budgets.accessibility)
    misses.push(`accessibility ${result.accessibility} < ${budgets.accessibility}`);
  if (result.bestPractices < budgets.bestPractices)
    misses.push(`best practices ${result.bestPractices} < ${budgets.bestPractices}`);
  if (result.seo < budgets.seo) misses.push(`SEO ${result.seo} < ${budgets.seo}`);
  if (result.lcpMs > budgets.lcpMs) misses.push(`LCP ${formatMs(result.lcpMs)} > ${formatMs(budgets.lcpMs)}`);
  if (result.tbtMs > budgets.tbtMs) misses.push(`TBT ${Math.round(result.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (result.cls > budgets.cls) misses.push(`CLS ${result.cls.toFixed(3)} > ${budgets.cls}`);
  return misses;
}

export const formatMs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const columns: { title: string; cell: (result: RouteResult) => string }[] = [
  { title: 'route', cell: (r) => r.path },
  { title: 'perf', cell: (r) => String(r.performance) },
  { title: 'a11y', cell: (r) => String(r.accessibility) },
  { title: 'best', cell: (r) => String(r.bestPractices) },
  { title: 'SEO', cell: (r) => (r.noindex ? `${r.seo}*` : String(r.seo)) },
  { title: 'LCP', cell: (r) => formatMs(r.lcpMs) },
  { title: 'TBT', cell: (r) => `${Math.round(r.tbtMs)} ms` },
  { title: 'CLS', cell: (r) => r.cls.toFixed(3) },
  { title: 'JS (gzip)', cell: (r) => formatKb(r.jsBytes) },
  { title: 'total', cell: (r) => formatKb(r.totalBytes) },
];

/** The worst value of each column over all routes. */
export function worstOf(results: RouteResult[]): RouteResult {
  const pick = <K extends keyof RouteResult>(key: K, worst: (a: number, b: number) => number) =>
    results.map((r) => r[key] as number).reduce((a, b) => worst(a, b));
  return {
    path: 'worst',
    performance: pick('performance', Math.min),
    accessibility: pick('accessibility', Math.min),
    bestPractices: pick('bestPractices', Math.min),
    seo: pick('seo', Math.min),
    lcpMs: pick('lcpMs', Math.max),
    tbtMs: pick('tbtMs', Math.max),
    cls: pick('cls', Math.max),
    jsBytes: pick('jsBytes', Math.max),
    totalBytes: pick('totalBytes', Math.max),
  };
}

/** A GitHub-flavoured markdown table (also readable as plain text in a terminal). */
export function renderTable(results: RouteResult[]): string {
  const rows = [...results, worstOf(results)].map((result) => columns.map((column) => column.cell(result)));
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
