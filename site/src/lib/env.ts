/**
 * Client-safe configuration, read once. Only `VITE_*` values live here; they are public by design
 * and baked in at build time. The build script validates them (site/scripts/env.ts) and fails fast.
 */
export const clientEnv = {
  siteUrl: (import.meta.env.VITE_SITE_URL ?? 'https://www.emberwise.ai').replace(/\/+$/, ''),
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL ?? '',
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '',
  bookingUrl: import.meta.env.VITE_BOOKING_URL ?? 'https://cal.com/emberwise/roi-call',
} as const;
