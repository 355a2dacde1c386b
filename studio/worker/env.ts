/**
 * The studio API worker's settings, read once per request and checked with zod: a worker that
 * lacks one answers every request with 503 (and logs what is missing) instead of half working.
 */
import { z } from 'zod';

const workerEnvSchema = z.object({
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1),
  /** Signs the studio's session cookies: a random value of at least 32 characters. */
  KEYSTATIC_SECRET: z.string().min(32),
  STUDIO_GITHUB_REPO: z.string().regex(/^[\w.-]+\/[\w.-]+$/, { error: 'must be owner/name' }),
  /**
   * The GitHub accounts that may sign in to the studio, comma-separated (`ana-devries, jdoe`); anyone
   * else is refused at sign-in.
   */
  STUDIO_EDITORS: z
    .string()
    .regex(/^\s*[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*\s*$/, {
      error: 'must list the GitHub accounts of the editors, comma-separated',
    })
    .transform((list) => list.split(',').map((login) => login.trim().toLowerCase())),
  /** The public site (https), for the links of a previewed newsletter issue. */
  SITE_URL: z.url({ protocol: /^https$/, error: 'must be the public site, such as https://www.example.com' }),
  /**
   * The Supabase project and the secret its newsletter function takes from the studio (the function's
   * NEWSLETTER_TEST_SECRET): with both, "Send a test" on an issue's preview mails the team's test
   * address. Optional, but both or neither.
   */
  SUPABASE_URL: z.url({ protocol: /^https$/ }).optional(),
  NEWSLETTER_TEST_SECRET: z.string().min(32).optional(),
  /** The branch the site is published from. */
  STUDIO_PRODUCTION_BRANCH: z.string().min(1).default('main'),
  /**
   * The Pages project's deploy hook: the nightly run asks it for a build so that entries scheduled
   * for the day appear. Without it they appear with the next save.
   */
  PAGES_DEPLOY_HOOK_URL: z
    .string()
    .regex(/^https:\/\/api\.cloudflare\.com\/client\/v4\/pages\/webhooks\/deploy_hooks\/[\w-]+$/, {
      error:
        'must be the deploy hook URL Cloudflare Pages shows (https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/...)',
    })
    .optional(),
});

type StudioWorkerEnv = z.infer<typeof workerEnvSchema>;

export function readWorkerEnv(
  bindings: Record<string, unknown>,
): { ok: true; env: StudioWorkerEnv } | { ok: false; problems: string[] } {
  const result = workerEnvSchema.safeParse(bindings);
  if (result.success && Boolean(result.data.SUPABASE_URL) !== Boolean(result.data.NEWSLETTER_TEST_SECRET))
    return {
      ok: false,
      problems: [
        'SUPABASE_URL and NEWSLETTER_TEST_SECRET: set both (test sends of the newsletter) or neither',
      ],
    };
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}
