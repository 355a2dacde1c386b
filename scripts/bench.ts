/**
 * `npm run bench [-- --runs 5] [--server static|wrangler] [--protocol h2|http1] [--skip-build]
 * [--only /path,/other]`:
 * builds the site, serves a snapshot of the production build and runs Lighthouse (mobile defaults)
 * in Debian's Chromium on every route of the route table, one after another.
 *
 * - `--server static` (the default) serves the snapshot from a plain static server that applies
 *   `_headers` and `_redirects` and gzips like Pages (`static-server.ts`): no worker in the path,
 *   so the numbers are stable. It answers over TLS and HTTP/2, as Pages does for every visitor
 *   (Lighthouse's simulation then multiplexes the page's requests on one connection, as a browser
 *   does on the deployed site); `--protocol http1` serves plain HTTP/1.1 instead, to compare with
 *   earlier reports. `--server wrangler` serves it with `wrangler pages dev` (real workerd,
 *   Functions included, HTTP/1.1 only).
 * - Every route is measured `--runs` times (default 5) and, in the same session, run for run, the
 *   same HTML with its scripts removed. The report gives medians with the spread of the runs, the
 *   LCP ratio to the page without scripts and the blocking time the scripts add, and lists every
 *   budget a route misses.
 *
 * `npm run bench -- --mode navigation [--runs 5] [--cpu 1,4] [--modes app,tap,plain,prerender,load]
 * [--dwell 500] [--only /from,...]`
 * times navigations instead (`bench-navigation.ts`): for a pair of pages of every kind, click -> new
 * h1 visible after the app has started (a mouse click, and a tap on a 390 px phone), before it starts (a plain navigation, without and with the
 * speculation rules) and as a full page load, at each CPU slowdown. `--only` keeps the pairs that
 * start on the given paths; `--dwell` is how long the pointer rests on a link before the click.
 *
 * Prints the table and writes every report plus `summary.md` and `summary.json` under
 * `bench/results/<timestamp>/`. Measure on a quiet machine: nothing else building or serving.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  budgetLine,
  budgetMisses,
  budgets,
  combineRuns,
  formatKb,
  formatMs,
  navigationBudgetLine,
  navigationBudgetMisses,
  navigationBudgets,
  navigationModes,
  readRun,
  renderNavigationTable,
  renderTable,
  type LighthouseReport as Report,
  type NavigationMode,
  type NavigationResult,
  type RouteResult,
  type RunNumbers,
} from './bench-report.ts';
import { benchNavigation, navigationPairs } from './bench-navigation.ts';
import { buildSite } from '../site/scripts/build.ts';
import { chromiumFlags, chromiumPath } from '../site/scripts/chromium.ts';
import { loadServerEntry } from '../site/scripts/prerender.ts';
import { serveStatic } from './static-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`wrangler pages dev did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Serves a directory like Cloudflare Pages (static files, _headers, _redirects, functions/). */
async function servePages(dir: string, port: number) {
  const child = spawn(
    join(root, 'node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, child);
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { origin: `http://127.0.0.1:${port}`, stop: async () => stop() };
}

/** Lighthouse errors that say "the trace was bad, try again", not "the page is broken". */
const TRANSIENT_ERRORS = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'NO_TRACING_STARTED',
  'PROTOCOL_TIMEOUT',
]);

/** One Lighthouse run (mobile defaults), retried once when the trace itself failed. */
async function measure(url: string, port: number, attempt = 1): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableFullPageScreenshot: true,
  });
  const error = result?.lhr.runtimeError;
  if (result && !error) return result.lhr;
  if (attempt < 3 && error && TRANSIENT_ERRORS.has(error.code)) return measure(url, port, attempt + 1);
  throw new Error(`Lighthouse failed on ${url}: ${error?.message ?? 'no result'}`);
}

/** One request for a page, read to its end; over TLS the local server's certificate is taken as it is. */
function warm(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on('end', resolve);
    }).on('error', reject);
  });
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: 'lighthouse' },
      runs: { type: 'string', default: '5' },
      server: { type: 'string', default: 'static' },
      protocol: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      cpu: { type: 'string', default: '1,4' },
      modes: { type: 'string', default: navigationModes.join(',') },
      dwell: { type: 'string', default: '500' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error('--runs takes a whole number from 1 to 9');
  if (values.mode !== 'lighthouse' && values.mode !== 'navigation')
    throw new Error('--mode is lighthouse or navigation');
  if (values.server !== 'static' && values.server !== 'wrangler')
    throw new Error('--server is static or wrangler');
  const protocol = values.protocol ?? (values.server === 'static' ? 'h2' : 'http1');
  if (protocol !== 'h2' && protocol !== 'http1') throw new Error('--protocol is h2 or http1');
  if (values.server === 'wrangler' && protocol === 'h2')
    throw new Error('--server wrangler answers over HTTP/1.1 only: leave --protocol out');
  const cpuRates = values.cpu.split(',').map(Number);
  if (!cpuRates.every((rate) => Number.isInteger(rate) && rate >= 1 && rate <= 20))
    throw new Error('--cpu takes slowdown factors from 1 to 20, e.g. 1,4');
  const modes = values.modes.split(',').map((mode) => mode.trim()) as NavigationMode[];
  if (!modes.length || !modes.every((mode) => navigationModes.includes(mode)))
    throw new Error(`--modes takes some of ${navigationModes.join(', ')}`);
  const dwellMs = Number(values.dwell);
  if (!Number.isInteger(dwellMs) || dwellMs < 0 || dwellMs > 5_000)
    throw new Error('--dwell takes milliseconds from 0 to 5000');
  return {
    mode: values.mode,
    runs,
    server: values.server,
    http2: protocol === 'h2',
    skipBuild: values['skip-build'],
    only: values.only?.split(',').map((path) => path.trim()),
    cpuRates,
    modes,
    dwellMs,
  };
}

/**
 * The build just kept both cores busy, and the one-minute load average remembers it: the first routes
 * would be measured on a machine still catching up. Wait (two minutes at most) until it has calmed down.
 */
async function waitForQuietMachine() {
  const quiet = availableParallelism() / 2;
  const deadline = Date.now() + 120_000;
  if (loadavg()[0]! <= quiet) return;
  console.log(`Waiting for the load average (${loadavg()[0]!.toFixed(1)}) to fall to ${quiet.toFixed(1)}...`);
  while (loadavg()[0]! > quiet && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2_000));
}

const slugOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '__'));

/** The machine's load during a run, as a sentence for the report. */
function machineLine(load: number, extra = '') {
  const cores = availableParallelism();
  return (
    `Machine: ${cores} CPU cores, load average up to ${load.toFixed(1)}${extra}.` +
    (load > cores
      ? ' The machine was busy with other work: CPU-bound numbers read worse than on a quiet machine.'
      : '')
  );
}

type Options = ReturnType<typeof readOptions>;

/** `--mode navigation`: click -> h1 for every pair of pages, in every way of navigating. */
async function mainNavigation(options: Options, snapshot: string, started: number) {
  const server = await loadServerEntry(root);
  const pairs = navigationPairs(server).filter((pair) => !options.only || options.only.includes(pair.from));
  if (pairs.length === 0) throw new Error(`No navigation pair starts on --only ${options.only?.join(',')}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = join(root, 'bench/results', `${stamp}-navigation`);
  await mkdir(outDir, { recursive: true });
  const { results, chromeVersion, highestLoad } = await benchNavigation({
    snapshot,
    pairs,
    modes: options.modes,
    runs: options.runs,
    cpuRates: options.cpuRates,
    dwellMs: options.dwellMs,
    onResult: (result: NavigationResult) => {
      const misses = navigationBudgetMisses(result);
      console.log(
        `${result.pair} at ${result.cpu}x: ${Object.entries(result.modes)
          .map(([mode, spread]) => `${mode} ${Math.round(spread.median)} ms`)
          .join(
            ', ',
          )}${result.busy ? ' (busy)' : ''}${misses.length ? `  (misses: ${misses.join('; ')})` : ''}`,
      );
    },
  });
  const table = renderNavigationTable(results);
  const machine = machineLine(
    highestLoad,
    `; pairs marked (busy) ran while it was above ${availableParallelism()}`,
  );
  const misses = results.flatMap((result) =>
    navigationBudgetMisses(result).map((miss) => `${result.pair}: ${miss}`),
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const markdown = [
    `# Navigation bench ${stamp}`,
    '',
    `Chromium ${chromeVersion}, desktop viewport 1440x900, the production build served by a plain static ` +
      `server applying _headers and gzip. Click -> new h1 visible, in ms: medians of ${options.runs} run(s) with ` +
      `the lowest and highest in brackets. The pointer rests on the link ${options.dwellMs} ms before the click. ` +
      `Pairs: ${pairs.map((pair) => `${pair.name} (${pair.from} -> ${pair.to})`).join('; ')}. Took ${minutes} min.`,
    '',
    table,
    '',
    navigationBudgetLine(),
    '',
    machine,
    '',
    misses.length
      ? `## Budget misses\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'Every pair meets every navigation budget.',
    '',
  ].join('\n');
  await writeFile(join(outDir, 'summary.md'), markdown);
  await writeFile(
    join(outDir, 'summary.json'),
    JSON.stringify(
      { runs: options.runs, dwellMs: options.dwellMs, budgets: navigationBudgets, results },
      null,
      2,
    ),
  );
  console.log(`\n${table}\n\n${navigationBudgetLine()}\n${machine}`);
  console.log(
    misses.length
      ? `\nBudget misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`
      : '\nEvery pair meets every navigation budget.',
  );
  console.log(`\nReport: ${outDir} (${minutes} min)`);
  if (misses.length) process.exitCode = 1;
}

async function main() {
  const options = readOptions();
  const started = Date.now();
  // The bench's `--mode` is what it measures, not the build's: it measures the local build.
  if (!options.skipBuild) await buildSite('local');
  await waitForQuietMachine();

  // Measure a private copy, so a build started meanwhile in the same tree cannot change the files.
  const snapshot = await mkdtemp(join(tmpdir(), 'emberwise-bench-'));
  await cp(join(root, 'dist'), snapshot, { recursive: true });
  if (options.mode === 'navigation') {
    try {
      await mainNavigation(options, snapshot, started);
    } finally {
      await rm(snapshot, { recursive: true, force: true });
    }
    return;
  }
  const { routeTable } = await loadServerEntry(root);
  const routes = routeTable.filter((entry) => !options.only || options.only.includes(entry.path));
  if (routes.length === 0)
    throw new Error(`No route of the route table matches --only ${options.only?.join(',')}`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = join(root, 'bench/results', stamp);
  await mkdir(outDir, { recursive: true });

  const site =
    options.server === 'static'
      ? await serveStatic({ dir: snapshot, http2: options.http2 })
      : await servePages(snapshot, await freePort());
  // The page without scripts is served the same way as the page, so only the scripts differ.
  const htmlOnly = await serveStatic({ dir: snapshot, stripScripts: true, http2: options.http2 });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // Over TLS the servers present a throw-away certificate for 127.0.0.1.
    chromeFlags: [
      ...chromiumFlags,
      '--headless=new',
      ...(options.http2 ? ['--ignore-certificate-errors'] : []),
    ],
  });

  const gzipSizes = new Map<string, number>();
  const gzipBytes = (script: string) => {
    if (!gzipSizes.has(script))
      gzipSizes.set(script, gzipSync(readFileSync(join(snapshot, script)), { level: 9 }).length);
    return gzipSizes.get(script)!;
  };

  const results: RouteResult[] = [];
  let lighthouseVersion = '';
  let chromeVersion = '';
  const benchmarkIndexes: number[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    // The first request of each path warms the server (and compiles workerd); Lighthouse should not time that.
    for (const entry of routes)
      for (const origin of [site.origin, htmlOnly.origin]) await warm(`${origin}${entry.path}`);

    for (const entry of routes) {
      const noindex = entry.indexable === false;
      const runs: RunNumbers[] = [];
      const noScriptRuns: RunNumbers[] = [];
      // Run for run, so both variants share whatever the machine was doing at the time.
      for (let run = 1; run <= options.runs; run++) {
        for (const [variant, origin, into] of [
          ['', site.origin, runs],
          ['.no-js', htmlOnly.origin, noScriptRuns],
        ] as const) {
          const lhr = await measure(`${origin}${entry.path}`, chrome.port);
          into.push(readRun(lhr, { noindex }));
          lighthouseVersion = lhr.lighthouseVersion;
          chromeVersion = lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '';
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          await writeFile(
            join(outDir, `${slugOf(entry.path)}${variant}.run${run}.json`),
            JSON.stringify(lhr),
          );
        }
      }
      const result = combineRuns(entry.path, runs, noScriptRuns, { noindex, gzipBytes });
      results.push(result);
      const misses = budgetMisses(result);
      console.log(
        `${entry.path}: perf ${result.performance.median}, LCP ${formatMs(result.lcpMs.median)} ` +
          `(${result.lcpRatio.toFixed(2)} × no-JS), TBT ${Math.round(result.tbtMs.median)} ms, ` +
          `JS ${formatKb(result.jsBytes)}${misses.length ? `  (misses: ${misses.join('; ')})` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    await site.stop();
    await htmlOnly.stop();
    await rm(snapshot, { recursive: true, force: true });
  }

  const table = renderTable(results);
  const load = Math.max(loadBefore, loadavg()[0]!);
  const machine = machineLine(
    load,
    `, Lighthouse CPU benchmark index ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );
  const misses = results.flatMap((result) => budgetMisses(result).map((miss) => `${result.path}: ${miss}`));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const serverLine =
    options.server === 'static'
      ? `served by a plain static server applying _headers and _redirects, gzip, over ${options.http2 ? 'TLS and HTTP/2' : 'HTTP/1.1'}`
      : 'served by wrangler pages dev, HTTP/1.1';
  const markdown = [
    `# Lighthouse bench ${stamp}`,
    '',
    `Lighthouse ${lighthouseVersion} (mobile defaults) in Chromium ${chromeVersion}, ${routes.length} routes ` +
      `${serverLine}. ${options.runs} run(s) per route and as many of the same HTML without scripts ` +
      `(static server); medians, with the lowest and highest run in brackets. Took ${minutes} min.`,
    '',
    table,
    '',
    budgetLine(),
    ...(results.some((result) => result.noindex)
      ? ['', '\\* noindex on purpose: SEO without the is-crawlable audit; every other SEO audit counts.']
      : []),
    '',
    machine,
    '',
    misses.length
      ? `## Budget misses\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'Every route meets every budget.',
    '',
  ].join('\n');
  await writeFile(join(outDir, 'summary.md'), markdown);
  await writeFile(
    join(outDir, 'summary.json'),
    JSON.stringify({ runs: options.runs, server: options.server, budgets, results }, null, 2),
  );

  console.log(`\n${table}\n\n${budgetLine()}\n${machine}`);
  console.log(
    misses.length
      ? `\nBudget misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`
      : '\nEvery route meets every budget.',
  );
  console.log(`\nReports: ${outDir} (${minutes} min)`);
  if (misses.length) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
