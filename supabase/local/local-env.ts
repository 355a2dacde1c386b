/**
 * The local stack's environment, read once and checked: where it listens and keeps its data.
 * Explicit `startLocalStack` options win over these; these win over the defaults.
 */
import { z } from 'zod';
import { parseRateLimitOverrides } from '../../shared/config-rules.ts';

/** `name=value,name=value` of the named rate limits (shared/schemas/limits.ts). */
const rateLimits = z.string().transform((text, ctx) => {
  try {
    return parseRateLimitOverrides(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return {};
  }
});

const port = z.coerce.number().int().min(0).max(65535);

const localEnvSchema = z.object({
  LOCAL_GATEWAY_PORT: port.default(54321),
  LOCAL_MAIL_PORT: port.default(54324),
  /** Relative paths are taken from the repository root. */
  LOCAL_DATA_DIR: z.string().min(1).default('.local'),
  LOCAL_SITE_URL: z.url().default('http://127.0.0.1:8788'),
  /** How often the re-send routes are called (what pg_cron does in production); 0 turns it off. */
  LOCAL_RESEND_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often the retention job runs (pg_cron runs it nightly in production); 0 turns it off. */
  LOCAL_RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** Overrides of the rate limits, e.g. `leads_per_client_per_hour=50`; unset: the production defaults. */
  LOCAL_RATE_LIMITS: rateLimits.default({}),
});

export type LocalEnv = z.infer<typeof localEnvSchema>;

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
