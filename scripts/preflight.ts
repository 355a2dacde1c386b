/**
 * `npm run preflight -- production|preview [--functions-env <file>] [--remote] [--allow-higher-limits]`:
 * checks the configuration a deploy of that Pages environment would use, before anything ships, and
 * names each problem with its fix. It reads
 *   - wrangler.toml's [env.<environment>.vars], as Pages resolves them (Wrangler's own reader);
 *   - from the environment: EDGE_API_SECRET (the Pages secret), SUPABASE_SECRET_KEY (the key in Vault;
 *     SUPABASE_SERVICE_ROLE_KEY for a legacy one), MAIL_DOMAIN (optional: the domain verified in
 *     Resend, when not the site's own), SUPABASE_CUSTOM_DOMAIN (optional: the project's custom domain);
 *   - the function secrets from --functions-env (the file `supabase secrets set --env-file` takes),
 *     or else from the environment under the same names;
 *   - the studio, when the Pages variables name it: studio/worker/wrangler.toml's route and, from the
 *     environment, the worker's secrets.
 * Without --remote it makes no request. With --remote it also asks, read-only, the Supabase project
 * whether it accepts the key, each function's health route (with EDGE_API_SECRET) whether it started,
 * reaches the database and takes the secret, and the site's /api/health whether it reaches them.
 * Bad input (an unknown flag, a flag without its value, a file that cannot be read) is one line.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { edgeCalls, edgeSecretHeader } from '../shared/edge-protocol.ts';
import { readPagesVars } from '../site/scripts/env.ts';
import {
  deployProblems,
  formatProblems,
  mailDomainToVerify,
  pagesEnvironments,
  studioWorkerOptionalSecretNames,
  studioWorkerSecretNames,
  type DeployConfig,
  type PagesEnvironment,
  type Problem,
} from '../site/scripts/preflight-rules.ts';
import { createServiceRpc, StoreError } from '../supabase/functions/_shared/service-rpc.ts';
import { repoRoot } from './process.ts';

const functionSecretNames = [
  'RESEND_API_KEY',
  'LEAD_NOTIFY_EMAIL',
  'APPLICATION_NOTIFY_EMAIL',
  'MAIL_FROM',
  'SITE_URL',
  'EDGE_API_SECRET',
  'RESEND_BASE_URL',
  'NEWSLETTER_TEST_SECRET',
];

type Vars = Record<string, string | undefined>;

async function readStudioRoutes(): Promise<string[]> {
  const { unstable_readConfig } = await import('wrangler');
  const { routes = [] } = unstable_readConfig({ config: join(repoRoot, 'studio/worker/wrangler.toml') });
  return routes.map((route: string | { pattern: string }) =>
    typeof route === 'string' ? route : route.pattern,
  );
}

const pick = (source: Vars, names: readonly string[]): Vars =>
  Object.fromEntries(names.filter((name) => source[name]).map((name) => [name, source[name]]));

/** Gathers what a deploy of `environment` would use. */
export async function gatherConfig(
  environment: PagesEnvironment,
  env: Vars,
  functionsEnvFile?: string,
  readVars: typeof readPagesVars = readPagesVars,
): Promise<DeployConfig> {
  const pagesVars = await readVars(environment);
  const other = pagesEnvironments.find((name) => name !== environment)!;
  let functionSecrets: Vars;
  if (functionsEnvFile) {
    const text = await readFile(functionsEnvFile, 'utf8').catch(() => {
      throw new UsageError(`--functions-env: cannot read ${functionsEnvFile}.`);
    });
    functionSecrets = parseEnv(text) as Vars;
  } else {
    functionSecrets = pick(env, functionSecretNames);
  }
  const studioNamed = Boolean(pagesVars.STUDIO_GITHUB_REPO || pagesVars.STUDIO_GITHUB_APP_SLUG);
  return {
    environment,
    pagesVars,
    otherPagesVars: await readVars(other),
    pagesSecret: env.EDGE_API_SECRET || undefined,
    functionSecrets,
    serviceKey: env.SUPABASE_SECRET_KEY || env.SUPABASE_SERVICE_ROLE_KEY || undefined,
    supabaseDomain: env.SUPABASE_CUSTOM_DOMAIN || undefined,
    mailDomain: env.MAIL_DOMAIN || undefined,
    studio: studioNamed
      ? {
          routePatterns: await readStudioRoutes(),
          workerSecrets: pick(env, [...studioWorkerSecretNames, ...studioWorkerOptionalSecretNames]),
        }
      : undefined,
  };
}

/**
 * The names of the secrets the deployed studio worker holds, as `wrangler secret list` gives them
 * (Cloudflare never gives a value back). Throws with Wrangler's words when it cannot tell.
 */
export async function listWorkerSecretNames(
  run: (args: string[]) => Promise<string> = runWrangler,
): Promise<string[]> {
  const output = await run(['secret', 'list', '-c', 'studio/worker/wrangler.toml', '--format', 'json']);
  const start = output.indexOf('[');
  const list: unknown = start === -1 ? undefined : JSON.parse(output.slice(start));
  if (!Array.isArray(list)) throw new Error(`wrangler secret list answered: ${output.trim().slice(0, 300)}`);
  return list.flatMap((entry: unknown) =>
    entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string'
      ? [(entry as { name: string }).name]
      : [],
  );
}

function runWrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'node_modules/wrangler/bin/wrangler.js'), ...args],
      { cwd: repoRoot, maxBuffer: 1 << 20 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error((stderr || stdout || error.message).trim().split('\n').at(-1)))
          : resolve(stdout),
    );
  });
}

/** What a function's health route says about it, as a problem; undefined when it is healthy. */
async function functionHealthProblem(
  url: string,
  secret: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<Omit<Problem, 'setting'> | undefined> {
  const answer = await fetchImpl(url, { headers: secret ? { [edgeSecretHeader]: secret } : {} }).catch(
    () => undefined,
  );
  if (!answer) return { problem: 'does not answer', fix: 'check SUPABASE_URL' };
  const text = await answer.text();
  let body: { ok?: unknown; database?: unknown; mail?: { senderDomain?: unknown; provider?: unknown } } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Supabase's own error pages are JSON too; anything else is reported by its status.
  }
  if (answer.status === 404 && /function was not found|NOT_FOUND/i.test(text)) {
    return {
      problem: 'not deployed to the project',
      fix: 'run supabase functions deploy --use-api from the repository root',
    };
  }
  if (answer.status === 401) {
    return {
      problem: 'refuses EDGE_API_SECRET: the function secret differs from the one checked here',
      fix: 'set the same value with supabase secrets set and npx wrangler pages secret put EDGE_API_SECRET',
    };
  }
  if (answer.status === 503 && body.database === 'unreachable') {
    return {
      problem: 'started, but cannot reach the database with its key',
      fix: "check the project's API keys and that the migrations are applied (supabase db push)",
    };
  }
  if (!answer.ok || body.ok !== true) {
    return {
      problem: `answers ${answer.status} instead of its health: it likely stops at start-up for want of a secret`,
      fix: 'read its logs in the dashboard (Edge Functions, the function, Logs), then supabase secrets set --env-file supabase/.env.production',
    };
  }
  return undefined;
}

/**
 * Read-only questions to the Supabase project and the site: does the project take the key, does each
 * function start, reach its database and take the secret, and does the deployed site reach them.
 */
export async function remoteProblems(
  config: DeployConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<Problem[]> {
  const url = config.pagesVars.SUPABASE_URL?.replace(/\/+$/, '');
  const key = config.serviceKey;
  if (!url || !key) return [];
  const problems: Problem[] = [];
  // A read-only SQL function granted to the service role alone: it answers only to a server key of
  // this project, once the migrations are applied.
  try {
    await createServiceRpc(url, key, { fetch: fetchImpl })('email_queue_state', {});
  } catch (error) {
    const status = error instanceof StoreError ? error.status : 0;
    problems.push({
      setting: status === 404 ? 'migrations' : 'SUPABASE_SECRET_KEY',
      problem:
        status === 0
          ? `the project at ${url} does not answer`
          : status === 404
            ? 'the project has no public.email_queue_state(): the migrations are not applied'
            : `the project at ${url} refuses the key (${status})`,
      fix:
        status === 404
          ? 'run supabase db push'
          : 'copy a secret key of this project (Project Settings > API Keys), or its legacy service_role key',
    });
  }
  const secret = config.functionSecrets.EDGE_API_SECRET ?? config.pagesSecret;
  const names = [...new Set(Object.values(edgeCalls).map((call) => call.functionName))];
  for (const name of names) {
    const problem = await functionHealthProblem(`${url}/functions/v1/${name}/health`, secret, fetchImpl);
    if (problem) problems.push({ setting: `function ${name}`, ...problem });
  }
  // The Pages secret cannot be read back from Cloudflare; the deployed edge API shows it holds the
  // same value when every function takes its health call.
  const site = config.pagesVars.VITE_SITE_URL?.replace(/\/+$/, '');
  if (site) {
    const health = await fetchImpl(`${site}/api/health`).then(
      async (response) => ({
        status: response.status,
        body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
      }),
      () => undefined,
    );
    if (!health) {
      problems.push({
        setting: 'the site',
        problem: `${site}/api/health does not answer`,
        fix: 'deploy the site (step 6), or check its address',
      });
    } else if (health.body.backend === 'missing') {
      problems.push({
        setting: 'EDGE_API_SECRET (Pages)',
        problem: `${site} has no backend configured`,
        fix: 'set the Pages secret EDGE_API_SECRET and SUPABASE_URL, then redeploy',
      });
    } else if (health.status !== 200) {
      problems.push({
        setting: 'EDGE_API_SECRET (Pages)',
        problem: `${site}/api/health answers ${health.status}: the site's calls to ${JSON.stringify(health.body.functions ?? {})} fail (a Pages secret that differs from the functions' one does this)`,
        fix: 'set the same value with npx wrangler pages secret put EDGE_API_SECRET and supabase secrets set, then redeploy',
      });
    }
  }
  return problems;
}

/** Bad input to the command itself: printed as one line, with the usage. */
class UsageError extends Error {}

const usage =
  'Usage: npm run preflight -- production|preview [--functions-env <file>] [--remote] [--allow-higher-limits]';

interface PreflightArgs {
  environment: PagesEnvironment;
  functionsEnvFile?: string;
  remote: boolean;
  allowHigherLimits: boolean;
}

/** The command line, or a UsageError saying what is wrong with it. */
export function parsePreflightArgs(args: readonly string[]): PreflightArgs {
  let environment: PagesEnvironment | undefined;
  let functionsEnvFile: string | undefined;
  let remote = false;
  let allowHigherLimits = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--functions-env') {
      const value = args[++index];
      if (!value || value.startsWith('--')) throw new UsageError('--functions-env needs a file.');
      functionsEnvFile = value;
    } else if (arg === '--remote') remote = true;
    else if (arg === '--allow-higher-limits') allowHigherLimits = true;
    else if (arg.startsWith('-')) throw new UsageError(`Unknown flag ${arg}.`);
    else if (environment) throw new UsageError(`One environment only, not ${environment} and ${arg}.`);
    else if (pagesEnvironments.includes(arg as PagesEnvironment)) environment = arg as PagesEnvironment;
    else throw new UsageError(`Unknown environment "${arg}": production or preview.`);
  }
  if (!environment) throw new UsageError('Name the environment: production or preview.');
  return { environment, functionsEnvFile, remote, allowHigherLimits };
}

async function main() {
  const { environment, functionsEnvFile, remote, allowHigherLimits } = parsePreflightArgs(
    process.argv.slice(2),
  );
  const config = await gatherConfig(environment, process.env, functionsEnvFile);
  config.allowHigherLimits = allowHigherLimits;
  if (remote && config.studio) {
    try {
      config.studio.storedSecretNames = await listWorkerSecretNames();
    } catch (error) {
      console.log(
        `The studio worker's secrets could not be listed (${(error as Error).message}); the ones not in the shell are reported missing.`,
      );
    }
  }
  const problems = deployProblems(config);
  if (remote) {
    console.log(
      `Asking ${config.pagesVars.SUPABASE_URL} (read-only: the key, each function's health, the site's /api/health)...`,
    );
    problems.push(...(await remoteProblems(config)));
  } else {
    console.log(
      'Checked shapes and equalities only, without network (add --remote to ask the Supabase project).',
    );
    console.log(
      'EDGE_API_SECRET: the two copies given here were compared; what Supabase and Pages hold is checked with --remote (each function, then the site).',
    );
  }
  const domain = mailDomainToVerify(config);
  if (domain) console.log(`Mail is sent from ${domain}: that domain must be verified in Resend.`);
  if (problems.length) {
    console.error(
      `The ${environment} configuration has ${problems.length} problem(s):\n${formatProblems(problems)}`,
    );
    process.exit(1);
  }
  console.log(`The ${environment} configuration is complete.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${usage}`);
    else console.error(`The preflight stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
