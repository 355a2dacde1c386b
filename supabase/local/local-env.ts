/**
 * The local stack's environment, read once and checked: where it listens and keeps its data.
 * Explicit `startLocalStack` options win over these; these win over the defaults.
 */
import * as z from 'zod/mini';
import { parseRateLimitOverrides } from '../../shared/config-rules.ts';

/** `name=value,name=value` of the named rate limits (shared/schemas/limits.ts). */
const rateLimits = z.pipe(
  z.string(),
  z.transform((text: string, context) => {
    try {
      return parseRateLimitOverrides(text);
    } catch (error) {
      context.issues.push({ code: 'custom', message: (error as Error).message, input: text });
      return z.NEVER;
    }
  }),
);

/** A whole number of at least `min` and at most `max`, given as text. */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/, 'must be a whole number')),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );

const localEnvSchema = z.object({
  LOCAL_GATEWAY_PORT: z._default(wholeNumber(0, 65535), 54321),
  LOCAL_MAIL_PORT: z._default(wholeNumber(0, 65535), 54324),
  /** Relative paths are taken from the repository root. */
  LOCAL_DATA_DIR: z._default(z.string().check(z.minLength(1)), '.local'),
  LOCAL_SITE_URL: z._default(z.url(), 'http://127.0.0.1:8788'),
  /** How often the re-send routes are called (what pg_cron does in production); 0 turns it off. */
  LOCAL_RESEND_INTERVAL_MS: z._default(wholeNumber(0), 30_000),
  /** How often the retention job runs (pg_cron runs it nightly in production); 0 turns it off. */
  LOCAL_RETENTION_INTERVAL_MS: z._default(wholeNumber(0), 3_600_000),
  /** Overrides of the rate limits, e.g. `leads_per_client_per_hour=50`; unset: the production defaults. */
  LOCAL_RATE_LIMITS: z._default(rateLimits, {}),
});

type LocalEnv = z.output<typeof localEnvSchema>;

export function readLocalEnv(env: NodeJS.ProcessEnv = process.env): LocalEnv {
  const parsed = localEnvSchema.safeParse({
    LOCAL_GATEWAY_PORT: env.LOCAL_GATEWAY_PORT || undefined,
    LOCAL_MAIL_PORT: env.LOCAL_MAIL_PORT || undefined,
    LOCAL_DATA_DIR: env.LOCAL_DATA_DIR || undefined,
    LOCAL_SITE_URL: env.LOCAL_SITE_URL || undefined,
    LOCAL_RESEND_INTERVAL_MS: env.LOCAL_RESEND_INTERVAL_MS || undefined,
    LOCAL_RETENTION_INTERVAL_MS: env.LOCAL_RETENTION_INTERVAL_MS || undefined,
    LOCAL_RATE_LIMITS: env.LOCAL_RATE_LIMITS || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid local stack environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
