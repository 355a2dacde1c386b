/**
 * `npm test`: every suite, in order, against real parts.
 *   1. unit (Vitest, Node)             4. edge functions (Deno) against the local stack
 *   2. build (Vite + prerender)        5. Hono app (Vitest in the Workers runtime)
 *   3. integration (Vitest) against    6. end to end (Playwright, Debian Chromium) against the
 *      the local stack                    built site served by wrangler, backed by the local stack
 * The local stack runs on its own ports with a throw-away database, so `npm start` may run beside it.
 * Its rate limits are raised (`sharedStackRateLimits`): every suite submits forms from 127.0.0.1, and the
 * limits themselves are tested on a stack of their own (tests/integration/abuse.test.ts). After the
 * suites, any request the stack answered as "not emulated" fails the run (the `local stack` line).
 * Prints per-suite counts and a closing "N passed, N failed" line; exits non-zero on any failure.
 * `npm test -- e2e tests/e2e/contact-form.spec.ts` runs only the named spec files of the e2e suite.
 * Every port is one the system reports free at the start, so runs never collide with each other or
 * with an ephemeral port.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localKeys } from '../supabase/local/keys.ts';
import { startLocalStack, type LocalStack } from '../supabase/local/stack.ts';
import { formatRateLimitOverrides } from '../shared/config-rules.ts';
import { rateLimitDefaults, type RateLimitName } from '../shared/schemas/limits.ts';
import { buildSite } from '../site/scripts/build.ts';
import { freePort, offlineWranglerEnv, repoRoot, run, startBackground } from './process.ts';
import { startSiteServer } from './site-server.ts';

/** Suite names to run (all when none), and e2e spec files to narrow the e2e suite to. */
const only = process.argv.slice(2).filter((arg) => !arg.endsWith('.spec.ts'));
const e2eFiles = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));

/**
 * The shared stack's limits, in the database and in the edge API's own count: high enough for every
 * suite's submissions from one address.
 */
const sharedStackRateLimits = Object.fromEntries(
  Object.keys(rateLimitDefaults).map((name) => [name, 10_000]),
) as Record<RateLimitName, number>;

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  exitCode: number;
  seconds: number;
}
const results: SuiteResult[] = [];

function wanted(name: string) {
  return only.length === 0 || only.includes(name);
}

async function timed(
  name: string,
  body: () => Promise<Omit<SuiteResult, 'name' | 'seconds'>>,
  always = false,
) {
  if (!always && !wanted(name)) return;
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  let result: Omit<SuiteResult, 'name' | 'seconds'>;
  try {
    result = await body();
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1, skipped: 0, exitCode: 1 };
  }
  results.push({ name, ...result, seconds: (performance.now() - started) / 1000 });
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

async function vitest(config: string, reportDir: string, env: NodeJS.ProcessEnv = process.env) {
  const outputFile = join(reportDir, `${config.replace(/\W+/g, '-')}.json`);
  const exitCode = await run(
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
    { env },
  );
  const report = await readJson<VitestJson>(outputFile);
  if (!report) return { passed: 0, failed: 1, skipped: 0, exitCode: exitCode || 1 };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    exitCode,
  };
}

async function denoTests(env: NodeJS.ProcessEnv) {
  const chunks: string[] = [];
  const { child } = startBackground(
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
    { env, detached: false, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (data: Buffer) => {
    process.stdout.write(data);
    chunks.push(data.toString());
  });
  child.stderr!.on('data', (data: Buffer) => process.stderr.write(data));
  const exitCode: number = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  // eslint-disable-next-line no-control-regex
  const output = chunks.join('').replace(/\x1b\[[0-9;]*m/g, '');
  const summary = output.match(
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

async function playwright(reportDir: string, env: NodeJS.ProcessEnv) {
  const outputFile = join(reportDir, 'playwright.json');
  const exitCode = await run(
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json', ...e2eFiles],
    {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile },
    },
  );
  const report = await readJson<PlaywrightJson>(outputFile);
  if (!report) return { passed: 0, failed: 1, skipped: 0, exitCode: exitCode || 1 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected + (exitCode !== 0 && unexpected === 0 ? 1 : 0),
    skipped,
    exitCode,
  };
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

  try {
    await timed('unit', () => vitest('tests/vitest.unit.config.ts', reportDir));

    // The e2e suite serves the built site, so the build runs also when only e2e is asked for.
    const needsSite = wanted('e2e') || wanted('build');
    if (needsSite) {
      await timed(
        'build',
        async () => {
          await buildSite();
          return { passed: 1, failed: 0, skipped: 0, exitCode: 0 };
        },
        true,
      );
    }

    const needsStack = ['integration', 'functions', 'e2e'].some(wanted);
    let env: NodeJS.ProcessEnv = { ...process.env };
    let stack: LocalStack | undefined;
    if (needsStack) {
      console.log('\n=== local stack ===');
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
      const started = stack;
      stops.push(() => started.stop());
      env = {
        ...env,
        LOCAL_GATEWAY_URL: stack.gatewayUrl,
        LOCAL_MAIL_URL: stack.mailUrl,
        LOCAL_ANON_KEY: stack.anonKey,
        LOCAL_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        LOCAL_EDGE_API_SECRET: stack.edgeApiSecret,
      };
      console.log(`gateway ${stack.gatewayUrl}, mail ${stack.mailUrl}`);
    }

    await timed('integration', () => vitest('tests/vitest.integration.config.ts', reportDir, env));
    await timed('functions', () => denoTests(env));
    await timed('workers', () =>
      vitest('tests/vitest.workers.config.ts', reportDir, { ...env, ...offlineWranglerEnv }),
    );

    if (wanted('e2e')) {
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
    }

    if (stack) {
      const unsupported = stack.unsupportedRequests();
      await timed(
        'local stack',
        async () => {
          for (const request of unsupported) {
            console.error(
              `not emulated: ${request.service} ${request.method} ${request.path} (${request.reason})`,
            );
          }
          console.log(
            unsupported.length === 0
              ? 'every request of the suites was one the local stack emulates'
              : `${unsupported.length} request(s) of a shape the local stack does not emulate: extend supabase/local or change the caller`,
          );
          return {
            passed: unsupported.length === 0 ? 1 : 0,
            failed: unsupported.length === 0 ? 0 : 1,
            skipped: 0,
            exitCode: 0,
          };
        },
        true,
      );
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
  for (const r of results) {
    console.log(
      `${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(1)} s`,
    );
  }
  console.log(`total time ${((performance.now() - started) / 1000).toFixed(1)} s (repo ${repoRoot})`);
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed > 0 || results.some((r) => r.exitCode !== 0) ? 1 : 0);
}

void main();
