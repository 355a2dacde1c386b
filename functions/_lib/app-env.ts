import type { Bindings } from './env';

/** Hono environment of the API: Cloudflare bindings, no request variables. */
export interface AppEnv {
  Bindings: Bindings;
}

/** What the app factory takes from outside; tests replace the Supabase HTTP boundary here. */
export interface AppDeps {
  /** fetch used for Supabase calls (defaults to the runtime's fetch). */
  fetch?: typeof fetch;
}
