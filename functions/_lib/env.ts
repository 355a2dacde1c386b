/**
 * The bindings of the Pages Functions, read once per environment object and checked with zod.
 * Absent backend settings are a supported state (the backend is "missing"); present but malformed
 * ones are a deployment error that names every bad key (values are never echoed).
 */
import * as z from 'zod/mini';
import { DEFAULT_APP_VERSION } from './config';

/** What Cloudflare passes as `env` (Pages project variables and secrets). */
export interface Bindings {
  /** The Supabase project, e.g. https://<ref>.supabase.co (its form-relay function is called). */
  SUPABASE_URL?: string;
  /** Shared with the form-relay function (a Supabase secret of the same name). */
  FORM_RELAY_SECRET?: string;
  APP_VERSION?: string;
  /** Set by Cloudflare Pages on every deployment; the version when APP_VERSION is absent. */
  CF_PAGES_COMMIT_SHA?: string;
}

const bindingsSchema = z.object({
  SUPABASE_URL: z.optional(z.url({ protocol: /^https?$/ })),
  FORM_RELAY_SECRET: z.optional(z.string().check(z.minLength(32))),
  APP_VERSION: z.optional(z.string().check(z.maxLength(100))),
  CF_PAGES_COMMIT_SHA: z.optional(z.string().check(z.maxLength(100))),
});

/** Pages passes an empty string for a variable set to nothing: the same as not set. */
const withoutEmpty = (bindings: object) =>
  Object.fromEntries(Object.entries(bindings).filter(([, value]) => value !== ''));

export interface BackendSettings {
  /** Supabase project URL without a trailing slash. */
  url: string;
  formRelaySecret: string;
}

export interface ApiEnv {
  version: string;
  /** Null when the deployment has no backend configured. */
  backend: BackendSettings | null;
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
  const { SUPABASE_URL, FORM_RELAY_SECRET, APP_VERSION, CF_PAGES_COMMIT_SHA } = result.data;
  const env: ApiEnv = {
    version: APP_VERSION ?? CF_PAGES_COMMIT_SHA?.slice(0, 12) ?? DEFAULT_APP_VERSION,
    backend:
      SUPABASE_URL && FORM_RELAY_SECRET
        ? { url: SUPABASE_URL.replace(/\/+$/, ''), formRelaySecret: FORM_RELAY_SECRET }
        : null,
  };
  cache.set(source, env);
  return env;
}
