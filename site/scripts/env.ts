/**
 * Build-time configuration, read once and checked with zod: the public `VITE_*` values baked into
 * the pages (the site's own address, and the third parties a visitor may ask for). The browser never
 * talks to the backend, so no backend setting is part of a build. Fails fast with the list of what is
 * wrong.
 *
 * Two modes. A local build (`npm start`, `npm test`, a plain `npm run build`) may point anywhere. A
 * production build (Cloudflare Pages sets `CF_PAGES`, or `npm run build -- --mode production`) ships
 * to visitors, so it refuses a site address that only works on the machine that built it, and runs
 * the deploy preflight's checks on what its environment holds: on Pages that is wrangler.toml's
 * variables of the deployment's environment, so a broken configuration fails the build.
 */
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { isLoopbackUrl } from '../../shared/config-rules.ts';
import { buildProblems, type PagesEnvironment } from './preflight-rules.ts';

export { isLoopbackUrl };

const buildEnvSchema = z.object({
  VITE_SITE_URL: z._default(z.url(), 'https://www.emberwise.ai'),
  VITE_BOOKING_URL: z._default(z.url(), 'https://cal.com/emberwise/roi-call'),
  VITE_VIDEO_ORIGIN: z._default(z.url(), 'https://www.youtube-nocookie.com'),
});

export type BuildEnv = z.output<typeof buildEnvSchema>;
export type BuildMode = 'local' | 'production';

/** `production` on Cloudflare Pages (CF_PAGES) or with `--mode production`; `local` otherwise. */
export function buildMode(
  argv: readonly string[] = process.argv,
  source: NodeJS.ProcessEnv = process.env,
): BuildMode {
  const flag = argv.indexOf('--mode');
  const requested = flag >= 0 ? argv[flag + 1] : undefined;
  if (requested !== undefined && requested !== 'production' && requested !== 'local') {
    throw new Error(`Unknown build mode "${requested}": use --mode production or --mode local.`);
  }
  if (requested) return requested;
  return source.CF_PAGES ? 'production' : 'local';
}

/** The Pages environment a production build off Pages stands for: `--env preview`, else production. */
export function pagesEnvironmentOf(argv: readonly string[] = process.argv): PagesEnvironment {
  const flag = argv.indexOf('--env');
  const requested = flag >= 0 ? argv[flag + 1] : 'production';
  if (requested !== 'production' && requested !== 'preview') {
    throw new Error(
      `Invalid production build configuration: --env ${requested} is not production or preview`,
    );
  }
  return requested;
}

/** The text variables of one Pages environment, resolved by Wrangler as a deployment resolves them. */
export async function readPagesVars(
  environment: PagesEnvironment,
  configPath = fileURLToPath(new URL('../../wrangler.toml', import.meta.url)),
) {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: configPath, env: environment });
  return Object.fromEntries(
    Object.entries(config.vars).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The environment with wrangler.toml's variables of one Pages environment added, so a build made
 * with `--mode production` for `wrangler pages deploy` bakes in what a Pages build would. A variable
 * the shell sets to another value would make the two differ: that stops the build.
 */
export function withPagesVars(
  source: Record<string, string | undefined>,
  pagesVars: Record<string, string>,
): Record<string, string | undefined> {
  const differing = Object.entries(pagesVars)
    .filter(([name, value]) => source[name] !== undefined && source[name] !== value)
    .map(([name, value]) => `  ${name}: "${source[name]}" in the shell, "${value}" in wrangler.toml`);
  if (differing.length) {
    throw new Error(
      `Invalid production build configuration: the shell overrides wrangler.toml, which the deployed Functions read:\n${differing.join('\n')}`,
    );
  }
  return { ...source, ...pagesVars };
}

export function readBuildEnv(source: NodeJS.ProcessEnv = process.env, mode: BuildMode = 'local'): BuildEnv {
  const result = buildEnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (result.success && mode === 'production') {
    problems.push(
      ...buildProblems(source).map(({ setting, problem, fix }) => `  ${setting}: ${problem}. Fix: ${fix}.`),
    );
    for (const name of ['VITE_BOOKING_URL', 'VITE_VIDEO_ORIGIN'] as const) {
      if (isLoopbackUrl(result.data[name])) {
        problems.push(
          `  ${name}: ${result.data[name]} is a loopback address that only works on this machine`,
        );
      }
    }
  }
  if (problems.length) {
    throw new Error(`Invalid ${mode} build configuration:\n${problems.join('\n')}`);
  }
  return result.data!;
}
