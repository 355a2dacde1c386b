/**
 * `npm run preflight -- production|preview [--functions-env <file>] [--remote]`: checks the
 * configuration a deploy of that Pages environment would use, before anything ships, and names each
 * problem with its fix. It reads
 *   - wrangler.toml's [env.<environment>.vars], as Pages resolves them (Wrangler's own reader);
 *   - from the environment: EDGE_API_SECRET (the Pages secret), SUPABASE_SERVICE_ROLE_KEY (the key in
 *     Vault), MAIL_DOMAIN (optional: the domain verified in Resend, when not the site's own);
 *   - the function secrets from --functions-env (the file `supabase secrets set --env-file` takes),
 *     or else from the environment under the same names;
 *   - the studio, when the Pages variables name it: studio/worker/wrangler.toml's route and, from the
 *     environment, the worker's secrets.
 * Without --remote it makes no request. With --remote it also asks the Supabase project, read-only,
 * whether it accepts the service_role key and whether the three functions are deployed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { edgeCalls } from '../shared/edge-protocol.ts';
import { readPagesVars } from '../site/scripts/env.ts';
import {
  deployProblems,
  formatProblems,
  mailDomainToVerify,
  pagesEnvironments,
  type DeployConfig,
  type PagesEnvironment,
  type Problem,
} from '../site/scripts/preflight-rules.ts';
import { repoRoot } from './process.ts';

const studioWorkerSecretNames = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'STUDIO_GITHUB_REPO',
];
const functionSecretNames = [
  'RESEND_API_KEY',
  'LEAD_NOTIFY_EMAIL',
  'APPLICATION_NOTIFY_EMAIL',
  'MAIL_FROM',
  'SITE_URL',
  'EDGE_API_SECRET',
  'RESEND_BASE_URL',
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
async function gatherConfig(
  environment: PagesEnvironment,
  env: Vars,
  functionsEnvFile?: string,
): Promise<DeployConfig> {
  const pagesVars = await readPagesVars(environment);
  const other = pagesEnvironments.find((name) => name !== environment)!;
  const functionSecrets = functionsEnvFile
    ? (parseEnv(await readFile(functionsEnvFile, 'utf8')) as Vars)
    : pick(env, functionSecretNames);
  const studioNamed = Boolean(pagesVars.STUDIO_GITHUB_REPO || pagesVars.STUDIO_GITHUB_APP_SLUG);
  return {
    environment,
    pagesVars,
    otherPagesVars: await readPagesVars(other),
    pagesSecret: env.EDGE_API_SECRET || undefined,
    functionSecrets,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || undefined,
    mailDomain: env.MAIL_DOMAIN || undefined,
    studio: studioNamed
      ? { routePatterns: await readStudioRoutes(), workerSecrets: pick(env, studioWorkerSecretNames) }
      : undefined,
  };
}

/** Read-only questions to the Supabase project: does it take the key, are the functions there. */
async function remoteProblems(config: DeployConfig, fetchImpl: typeof fetch = fetch): Promise<Problem[]> {
  const url = config.pagesVars.SUPABASE_URL?.replace(/\/+$/, '');
  const key = config.serviceRoleKey;
  if (!url || !key) return [];
  const problems: Problem[] = [];
  const rest = await fetchImpl(`${url}/rest/v1/`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  if (rest.status === 401 || rest.status === 403) {
    problems.push({
      setting: 'SUPABASE_SERVICE_ROLE_KEY',
      problem: `the project at ${url} refuses it (${rest.status})`,
      fix: 'copy the service_role key of this project from its "Legacy API keys" tab',
    });
  }
  const names = [...new Set(Object.values(edgeCalls).map((call) => call.functionName))];
  for (const name of names) {
    const answer = await fetchImpl(`${url}/functions/v1/${name}`, { method: 'GET' });
    const body = await answer.text();
    if (answer.status === 404 && /function was not found|NOT_FOUND/i.test(body)) {
      problems.push({
        setting: `function ${name}`,
        problem: 'not deployed to the project',
        fix: 'run supabase functions deploy --use-api from the repository root',
      });
    }
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const fileFlag = args.indexOf('--functions-env');
  const functionsEnvFile = fileFlag >= 0 ? args[fileFlag + 1] : undefined;
  const environment = args.find(
    (arg, index) => !arg.startsWith('--') && (fileFlag < 0 || index !== fileFlag + 1),
  );
  if (!pagesEnvironments.includes(environment as PagesEnvironment)) {
    console.error('Usage: npm run preflight -- production|preview [--functions-env <file>] [--remote]');
    process.exit(2);
  }
  const config = await gatherConfig(environment as PagesEnvironment, process.env, functionsEnvFile);
  const problems = deployProblems(config);
  if (args.includes('--remote')) {
    console.log(
      `Asking ${config.pagesVars.SUPABASE_URL} (read-only: the REST root and the functions' addresses)...`,
    );
    problems.push(...(await remoteProblems(config)));
  } else {
    console.log(
      'Checked shapes and equalities only, without network (add --remote to ask the Supabase project).',
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

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
