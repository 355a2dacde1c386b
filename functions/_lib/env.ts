/**
 * The bindings of the Pages Functions, read once per environment object and checked with zod.
 * Absent Supabase settings are a supported state (the backend is "missing"); present but malformed
 * ones are a deployment error that names every bad key (values are never echoed).
 */
import { z } from 'zod';
import { DEFAULT_APP_VERSION } from './config';

/** What Cloudflare passes as `env` (Pages project variables and secrets). */
export interface Bindings {
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  APP_VERSION?: string;
  /** Set by Cloudflare Pages on every deployment; the version when APP_VERSION is absent. */
  CF_PAGES_COMMIT_SHA?: string;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const bindingsSchema = z.object({
  SUPABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SUPABASE_ANON_KEY: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
  APP_VERSION: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  CF_PAGES_COMMIT_SHA: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
});

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

export interface ApiEnv {
  version: string;
  /** Null when the deployment has no Supabase project configured. */
  supabase: SupabaseSettings | null;
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

  const result = bindingsSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError([...new Set(result.error.issues.map((issue) => issue.path.join('.')))]);
  }
  const { SUPABASE_URL, SUPABASE_ANON_KEY, APP_VERSION, CF_PAGES_COMMIT_SHA } = result.data;
  const env: ApiEnv = {
    version: APP_VERSION ?? CF_PAGES_COMMIT_SHA?.slice(0, 12) ?? DEFAULT_APP_VERSION,
    supabase:
      SUPABASE_URL && SUPABASE_ANON_KEY
        ? { url: SUPABASE_URL.replace(/\/+$/, ''), anonKey: SUPABASE_ANON_KEY }
        : null,
  };
  cache.set(source, env);
  return env;
}
