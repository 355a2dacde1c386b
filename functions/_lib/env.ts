/**
 * The bindings of the Pages Functions, read once per environment object and checked with zod.
 * Absent backend settings are a supported state (the backend is "missing"); present but malformed
 * ones are a deployment error that names every bad key (values are never echoed). A production
 * configuration (SUPABASE_URL is not a loopback address) also refuses the local stack's secret.
 */
import * as z from 'zod/mini';
import { isLocalStackValue, isLoopbackUrl, parseRateLimitOverrides } from '../../shared/config-rules';
import { edgeSecretMinLength } from '../../shared/edge-protocol';
import type { RateLimitName } from '../../shared/schemas/limits';
import { DEFAULT_APP_VERSION } from './config';

/** The static files of the deployment, as Pages hands them to its Functions. */
interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

/** What Cloudflare passes as `env` (the Pages project's variables and secrets). */
export interface Bindings {
  /** The Supabase project, e.g. https://<ref>.supabase.co (its functions are called). */
  SUPABASE_URL?: string;
  /** Shared with the Supabase functions (a function secret of the same name). */
  EDGE_API_SECRET?: string;
  /** Overrides of the per-client limits the edge counts first, `name=value,...` (tests, campaigns). */
  RATE_LIMIT_OVERRIDES?: string;
  APP_VERSION?: string;
  /** Set by Cloudflare Pages on every deployment; the version when APP_VERSION is absent. */
  CF_PAGES_COMMIT_SHA?: string;
  /** The deployment's static files, handed to Functions by Pages (a refused form's page comes from here). */
  ASSETS?: AssetsBinding;
}

const overrides = z.pipe(
  z.string(),
  z.transform((text: string, context) => {
    try {
      return parseRateLimitOverrides(text);
    } catch {
      context.issues.push({ code: 'custom', message: 'not name=value pairs', input: text });
      return z.NEVER;
    }
  }),
);

const bindingsSchema = z.object({
  SUPABASE_URL: z.optional(z.url({ protocol: /^https?$/ })),
  EDGE_API_SECRET: z.optional(z.string().check(z.minLength(edgeSecretMinLength))),
  RATE_LIMIT_OVERRIDES: z.optional(overrides),
  APP_VERSION: z.optional(z.string().check(z.maxLength(100))),
  CF_PAGES_COMMIT_SHA: z.optional(z.string().check(z.maxLength(100))),
});

/** Pages passes an empty string for a variable set to nothing: the same as not set. */
const withoutEmpty = (bindings: object) =>
  Object.fromEntries(Object.entries(bindings).filter(([, value]) => value !== ''));

export interface BackendSettings {
  /** Supabase project URL without a trailing slash. */
  url: string;
  edgeApiSecret: string;
}

interface ApiEnv {
  version: string;
  /** Null when the deployment has no backend configured. */
  backend: BackendSettings | null;
  rateLimitOverrides: Partial<Record<RateLimitName, number>>;
}

/** Thrown when a binding is present but malformed; the message lists the keys, never the values. */
export class ConfigError extends Error {
  constructor(readonly keys: string[]) {
    super(`Invalid Pages Functions configuration: ${keys.join(', ')}`);
    this.name = 'ConfigError';
  }
}

const cache = new WeakMap<object, ApiEnv>();

export function readApiEnv(bindings: Bindings | undefined): ApiEnv {
  const source = bindings ?? {};
  const cached = cache.get(source);
  if (cached) return cached;

  const result = bindingsSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new ConfigError([...new Set(result.error.issues.map((issue) => issue.path.join('.')))]);
  }
  const { SUPABASE_URL, EDGE_API_SECRET, RATE_LIMIT_OVERRIDES, APP_VERSION, CF_PAGES_COMMIT_SHA } =
    result.data;
  if (SUPABASE_URL && !isLoopbackUrl(SUPABASE_URL) && EDGE_API_SECRET && isLocalStackValue(EDGE_API_SECRET)) {
    throw new ConfigError(['EDGE_API_SECRET']);
  }
  const env: ApiEnv = {
    version: APP_VERSION ?? CF_PAGES_COMMIT_SHA?.slice(0, 12) ?? DEFAULT_APP_VERSION,
    backend:
      SUPABASE_URL && EDGE_API_SECRET
        ? { url: SUPABASE_URL.replace(/\/+$/, ''), edgeApiSecret: EDGE_API_SECRET }
        : null,
    rateLimitOverrides: RATE_LIMIT_OVERRIDES ?? {},
  };
  cache.set(source, env);
  return env;
}
