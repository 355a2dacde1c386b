/**
 * Client-safe configuration, read once. Only `VITE_*` values live here; they are public by design
 * and baked in at build time. The build script validates them (site/scripts/env.ts) and fails fast.
 * Outside Vite (Node tools such as the Playwright tests read the route table) `import.meta.env` does
 * not exist, so the same names are read from the process environment.
 */
const env: ImportMetaEnv =
  import.meta.env ??
  (globalThis as unknown as { process?: { env: ImportMetaEnv } }).process?.env ??
  ({} as ImportMetaEnv);

export const clientEnv = {
  siteUrl: (env.VITE_SITE_URL || 'https://www.emberwise.ai').replace(/\/+$/, ''),
  supabaseUrl: env.VITE_SUPABASE_URL ?? '',
  supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY ?? '',
  bookingUrl: env.VITE_BOOKING_URL || 'https://cal.com/emberwise/roi-call',
} as const;
