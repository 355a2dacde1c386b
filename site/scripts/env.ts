/**
 * Build-time configuration, read once and checked with zod: the `VITE_*` values baked into the
 * client bundle. Fails fast with the list of what is wrong.
 *
 * Two modes. A local build (`npm start`, `npm test`, a plain `npm run build`) may leave Supabase
 * unset or point it at the local stack on the loopback address. A production build (Cloudflare
 * Pages sets `CF_PAGES`, or `npm run build -- --mode production`) ships to visitors, so it refuses
 * to build without a real Supabase project: a site whose contact form cannot work must not deploy.
 */
import { z } from 'zod';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const buildEnvSchema = z.object({
  VITE_SITE_URL: z.url().default('https://www.emberwise.ai'),
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(20).optional(),
  ),
  VITE_BOOKING_URL: z.url().default('https://cal.com/emberwise/roi-call'),
  VITE_VIDEO_ORIGIN: z.url().default('https://www.youtube-nocookie.com'),
});

export type BuildEnv = z.infer<typeof buildEnvSchema>;
export type BuildMode = 'local' | 'production';

const loopbackHosts = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\]|::1)$/i;

/** True for a URL that only works on the machine that built the site. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return loopbackHosts.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

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

export function readBuildEnv(source: NodeJS.ProcessEnv = process.env, mode: BuildMode = 'local'): BuildEnv {
  const result = buildEnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (result.success && mode === 'production') {
    const env = result.data;
    if (!env.VITE_SUPABASE_URL) {
      problems.push(
        '  VITE_SUPABASE_URL: missing; set it to the Supabase project URL (https://<ref>.supabase.co)',
      );
    } else if (isLoopbackUrl(env.VITE_SUPABASE_URL)) {
      problems.push(
        `  VITE_SUPABASE_URL: ${env.VITE_SUPABASE_URL} is a loopback address that only works on this machine; set the Supabase project URL`,
      );
    }
    if (!env.VITE_SUPABASE_ANON_KEY) {
      problems.push("  VITE_SUPABASE_ANON_KEY: missing; set it to the project's anon (public) key");
    }
    if (isLoopbackUrl(env.VITE_SITE_URL)) {
      problems.push(`  VITE_SITE_URL: ${env.VITE_SITE_URL} is a loopback address; set the public site URL`);
    }
  }
  if (problems.length) {
    throw new Error(`Invalid ${mode} build configuration:\n${problems.join('\n')}`);
  }
  return result.data!;
}
