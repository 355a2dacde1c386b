/**
 * Loads the Supabase client on demand. The forms call `preloadSupabase()` when a visitor first
 * focuses one of their fields, so the ~55 KB chunk is downloading while they type and is ready by
 * the time they submit; `loadSupabase()` then resolves at once.
 */
import type { BrowserSupabaseClient } from '@/lib/supabase-client';

let loading: Promise<BrowserSupabaseClient> | undefined;

export function loadSupabase(): Promise<BrowserSupabaseClient> {
  loading ??= import('@/lib/supabase-client')
    .then((module) => module.getSupabaseClient())
    .catch((error: unknown) => {
      // A failed chunk download (offline for a moment) may succeed on the next attempt.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Starts loading the client without waiting for it; failures surface on the real submit. */
export function preloadSupabase(): void {
  loadSupabase().catch(() => undefined);
}
