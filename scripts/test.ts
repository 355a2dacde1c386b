/**
 * `npm test`: every suite, against real parts, as many at a time as the machine's two cores carry.
 *
 *   first, side by side:   unit (Vitest, Node)
 *                          build (Vite + prerender), then the checks of what it built (Vitest, Node)
 *                          the local stack starting (PGlite, gateway, functions in Deno, mail catcher)
 *   once the build and the stack are ready, beside the unit suite if it still runs:
 *                          e2e (Playwright, Debian Chromium) against the built site served by
 *                          wrangler, backed by the local stack
 *   once the unit suite is done, beside e2e:
 *                          integration (Vitest) against the local stack, then the edge functions
 *                          (Deno), then the Hono app (Vitest in the Workers runtime)
 *
 * The e2e suite prints as it goes; the suites beside it print their whole output when they end, so
 * two reports never interleave. The local stack runs on its own ports with a throw-away database, so
 * `npm start` may run beside it. Its rate limits are raised (`sharedStackRateLimits`): every suite
 * submits forms from 127.0.0.1, and the limits themselves are tested on a stack of their own
 * (tests/integration/abuse.test.ts). After the suites, any request the stack answered as "not
 * emulated" fails the run (the `local stack` line). Ends with a table of every suite's counts and
 * time, and exits non-zero on any failure.
 *
 * `npm test -- unit e2e` runs only the named suites (`e2e` builds first);
 * `npm test -- e2e tests/e2e/contact-form.spec.ts` runs only the named spec files of the e2e suite.
 * Every port is one the system reports free at the start, so runs never collide with each other or
 * with an ephemeral port.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localKeys } from '../supabase/local/keys.ts';
import { startLocalStack, type LocalStack } from '../supabase/local/stack.ts';
import { formatRateLimitOverrides } from '../shared/config-rules.ts';
import { rateLimitDefaults, type RateLimitName } from '../shared/schemas/limits.ts';
import { freePort, offlineWranglerEnv, repoRoot } from './process.ts';
import { startSiteServer } from './site-server.ts';

const suiteNames = ['unit', 'build', 'integration', 'functions', 'workers', 'e2e'] as const;
type SuiteName = (typeof suiteNames)[number];

/** Suite names to run (all when none), and e2e spec files to narrow the e2e suite to. */
const only = process.argv.slice(2).filter((arg) => !arg.endsWith('.spec.ts'));
const e2eFiles = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));
const unknown = only.filter((name) => !(suiteNames as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}: the suites are ${suiteNames.join(', ')}.`);
  process.exit(2);
}

/**
 * The shared stack's limits, in the database and in the edge API's own count: high enough for every
 * suite's submissions from one address.
 */
const sharedStackRateLimits = Object.fromEntries(
  Object.keys(rateLimitDefaults).map((name) => [name, 10_000]),
) as Record<RateLimitName, number>;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  exitCode: number;
}
interface SuiteResult extends Counts {
  name: string;
  seconds: number;
}
const results: SuiteResult[] = [];
const wanted = (name: SuiteName) => only.length === 0 || only.includes(name);
const failedOnly = (exitCode = 1): Counts => ({ passed: 0, failed: 1, skipped: 0, exitCode });

/**
 * Runs a command; `live` output goes straight to the terminal, otherwise it is kept and printed in
 * one block when the command ends (`label` heads it). Resolves with the exit code and the output.
 */
function runCommand(
  label: string,
  command: string,
  args: string[],
  { live, ...options }: SpawnOptions & { live: boolean },
): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: string[] = [];
    const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (data: Buffer) => {
      chunks.push(data.toString());
      if (live) process.stdout.write(data);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const done = (exitCode: number) => {
      const output = chunks.join('');
      if (!live) process.stdout.write(`\n=== ${label} ===\n${output}`);
      resolve({ exitCode, output });
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

/** Times a suite and records its result; a suite that throws counts as one failure. */
async function timed(name: string, body: () => Promise<Counts>) {
  const started = performance.now();
  let counts: Counts;
  try {
    counts = await body();
  } catch (error) {
    console.error(`${name}:`, error);
    counts = failedOnly();
  }
  results.push({ name, ...counts, seconds: (performance.now() - started) / 1000 });
  return counts;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

async function vitest(
  label: string,
  config: string,
  reportDir: string,
  env: NodeJS.ProcessEnv,
  live: boolean,
) {
  const outputFile = join(reportDir, `${config.replace(/\W+/g, '-')}.json`);
  const { exitCode } = await runCommand(
    label,
    'npx',
    [
      'vitest',
      'run',
      '-c',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { env, live },
  );
  const report = await readJson<VitestJson>(outputFile);
  if (!report) return failedOnly(exitCode || 1);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    exitCode,
  };
}

async function denoTests(env: NodeJS.ProcessEnv, live: boolean): Promise<Counts> {
  const { exitCode, output } = await runCommand(
    'functions',
    'npx',
    [
      'deno',
      'test',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-run',
      '--config',
      'supabase/functions/deno.json',
      'tests/functions/',
    ],
    { env, live },
  );
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const summary = plain.match(
    /(?:ok|FAILED) \| (\d+) passed(?: \((\d+) steps?\))? \| (\d+) failed(?: \((\d+) steps?\))?(?: \| (\d+) ignored)?/,
  );
  const passed = summary ? Number(summary[1]) : 0;
  const failed = summary ? Number(summary[3]) : 0;
  return {
    passed,
    failed: failed + (exitCode !== 0 && failed === 0 ? 1 : 0),
    skipped: summary?.[5] ? Number(summary[5]) : 0,
    exitCode,
  };
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function playwright(reportDir: string, env: NodeJS.ProcessEnv): Promise<Counts> {
  const outputFile = join(reportDir, 'playwright.json');
  const { exitCode } = await runCommand(
    'e2e',
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json', ...e2eFiles],
    { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile }, live: true },
  );
  const report = await readJson<PlaywrightJson>(outputFile);
  if (!report) return failedOnly(exitCode || 1);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected + (exitCode !== 0 && unexpected === 0 ? 1 : 0),
    skipped,
    exitCode,
  };
}

/** The build in a process of its own (a fresh module cache, its output kept apart), then its checks. */
async function buildAndCheck(reportDir: string, live: boolean): Promise<Counts> {
  const env = { ...process.env };
  delete env.CF_PAGES;
  const built = await runCommand('build', process.execPath, ['--import', 'tsx', 'site/scripts/build.ts'], {
    env,
    live,
  });
  if (built.exitCode !== 0) return failedOnly(built.exitCode);
  return vitest('build checks', 'tests/vitest.build.config.ts', reportDir, process.env, live);
}

async function main() {
  const started = performance.now();
  // Ports the system says are free now: a fixed number could be an ephemeral port someone holds.
  const ports = { gateway: await freePort(), mail: await freePort(), site: await freePort() };
  const reportDir = await mkdtemp(join(tmpdir(), 'emberwise-test-reports-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'emberwise-test-db-'));
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  const siteUrl = `http://127.0.0.1:${ports.site}`;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

  // The e2e suite serves the built site, so the build runs also when only e2e is asked for.
  const needsSite = wanted('e2e') || wanted('build');
  const needsStack = wanted('integration') || wanted('functions') || wanted('e2e');
  // Alone, a suite prints as it goes; side by side, only the e2e suite does.
  const alone = [...suiteNames].filter(wanted).length === 1;

  try {
    console.log('=== starting: unit, build and the local stack, side by side ===');
    let stack: LocalStack | undefined;
    // The unit suite needs neither the site nor the stack: the e2e suite, the longest, starts as
    // soon as those two are ready instead of waiting for it, and the backend suites follow it.
    const unit = wanted('unit')
      ? timed('unit', () => vitest('unit', 'tests/vitest.unit.config.ts', reportDir, process.env, alone))
      : undefined;
    const [built] = await Promise.all([
      needsSite && timed('build', () => buildAndCheck(reportDir, alone || !wanted('unit'))),
      needsStack &&
        timed('local stack up', async () => {
          stack = await startLocalStack({
            dataDir,
            gatewayPort: ports.gateway,
            mailPort: ports.mail,
            siteUrl,
            quiet: true,
            rateLimits: sharedStackRateLimits,
            // The schedule runs as in npm start, only more often: every suite's emails get their retries.
            resendIntervalMs: 2000,
          });
          return { passed: 1, failed: 0, skipped: 0, exitCode: 0 };
        }),
    ]);
    if (stack) {
      const started = stack;
      stops.push(() => started.stop());
    }
    const env: NodeJS.ProcessEnv = stack
      ? {
          ...process.env,
          LOCAL_GATEWAY_URL: stack.gatewayUrl,
          LOCAL_MAIL_URL: stack.mailUrl,
          LOCAL_ANON_KEY: stack.anonKey,
          LOCAL_SERVICE_ROLE_KEY: stack.serviceRoleKey,
          LOCAL_EDGE_API_SECRET: stack.edgeApiSecret,
        }
      : { ...process.env };

    const e2e = async () => {
      if (!wanted('e2e')) return;
      if (!built || built.failed > 0 || !stack) {
        results.push({ name: 'e2e', ...failedOnly(), seconds: 0 });
        console.error('e2e: not run, the build or the local stack failed');
        return;
      }
      console.log(`\n=== e2e (site ${siteUrl}, gateway ${stack.gatewayUrl}, mail ${stack.mailUrl}) ===`);
      // Supervised: a wrangler exit mid-run is reported and the server started again, instead of
      // every later test failing on a refused connection. Its debug log stays only if it restarted.
      const wranglerLogs = join(reportDir, 'wrangler');
      const site = await startSiteServer({
        port: ports.site,
        bindings: {
          SUPABASE_URL: gatewayUrl,
          EDGE_API_SECRET: localKeys.edgeApiSecret,
          RATE_LIMIT_OVERRIDES: formatRateLimitOverrides(sharedStackRateLimits),
        },
        env,
        logDir: wranglerLogs,
        inspector: false,
      });
      stops.push(site.stop);
      await timed('e2e', () => playwright(reportDir, { ...env, E2E_PORT: String(ports.site) }));
      await site.stop();
      if (site.restarts() === 0) await rm(wranglerLogs, { recursive: true, force: true });
      else
        console.log(
          `the site server was started again ${site.restarts()} time(s); wrangler's logs: ${wranglerLogs}`,
        );
    };
    const backend = async () => {
      await unit;
      const live = alone;
      if (wanted('integration'))
        await timed('integration', () =>
          vitest('integration', 'tests/vitest.integration.config.ts', reportDir, env, live),
        );
      if (wanted('functions')) await timed('functions', () => denoTests(env, live));
      if (wanted('workers'))
        await timed('workers', () =>
          vitest(
            'workers',
            'tests/vitest.workers.config.ts',
            reportDir,
            { ...env, ...offlineWranglerEnv },
            live,
          ),
        );
    };
    await Promise.all([unit, e2e(), backend()]);

    if (stack) {
      const unsupported = stack.unsupportedRequests();
      for (const request of unsupported) {
        console.error(
          `not emulated: ${request.service} ${request.method} ${request.path} (${request.reason})`,
        );
      }
      console.log(
        unsupported.length === 0
          ? '\nevery request of the suites was one the local stack emulates'
          : `\n${unsupported.length} request(s) of a shape the local stack does not emulate: extend supabase/local or change the caller`,
      );
      results.push({
        name: 'local stack',
        passed: unsupported.length === 0 ? 1 : 0,
        failed: unsupported.length === 0 ? 0 : 1,
        skipped: 0,
        exitCode: 0,
        seconds: 0,
      });
    }
  } finally {
    await stopAll();
  }

  const total = results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log('\n=== summary ===');
  console.log(
    `${'suite'.padEnd(15)} ${'passed'.padStart(6)} ${'failed'.padStart(6)} ${'skipped'.padStart(7)}  time`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(15)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(6)} ${String(r.skipped).padStart(7)}  ${r.seconds.toFixed(1)} s`,
    );
  }
  console.log(
    `total time ${((performance.now() - started) / 1000).toFixed(1)} s (side by side: unit, build and the stack; e2e from the build on; integration, functions and workers after unit)`,
  );
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed > 0 || results.some((r) => r.exitCode !== 0) ? 1 : 0);
}

void main();
