/**
 * The browser's Supabase client (public anon key; persistent session in
 * localStorage, automatic token refresh). It weighs about 55 KB gzip, so it is never part of the
 * first-load JavaScript: import this module ONLY with a dynamic `import()`, through
 * `loadSupabase()` in `load-supabase.ts`. A static import anywhere would pull it into the page chunk.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientEnv } from '@/lib/env';

export type BrowserSupabaseClient = SupabaseClient;

export function createBrowserSupabaseClient(
  url: string = clientEnv.supabaseUrl,
  anonKey: string = clientEnv.supabaseAnonKey,
): BrowserSupabaseClient {
  if (!url || !anonKey) {
    throw new Error(
      'Supabase is not configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time.',
    );
  }
  return createClient(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
    },
  });
}

let client: BrowserSupabaseClient | undefined;

/** The one client of this page (created on first call). */
export function getSupabaseClient(): BrowserSupabaseClient {
  client ??= createBrowserSupabaseClient();
  return client;
}
