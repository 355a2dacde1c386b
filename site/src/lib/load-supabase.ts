/**
 * Loads the Supabase client and the form schemas on demand. The forms call `preloadSupabase()` when
 * a visitor first focuses one of their fields, so both chunks are downloading while they type and
 * are ready by the time they submit; `loadSupabase()` and `loadFormValidation()` then resolve at once.
 */
import type { BrowserSupabaseClient } from '@/lib/supabase-client';

type FormValidation = typeof import('@/lib/form-validation');

let loading: Promise<BrowserSupabaseClient> | undefined;
let loadingValidation: Promise<FormValidation> | undefined;

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

export function loadFormValidation(): Promise<FormValidation> {
  loadingValidation ??= import('@/lib/form-validation').catch((error: unknown) => {
    loadingValidation = undefined;
    throw error;
  });
  return loadingValidation;
}

/** Starts loading the client and the schemas without waiting; failures surface on the real submit. */
export function preloadSupabase(): void {
  loadSupabase().catch(() => undefined);
  loadFormValidation().catch(() => undefined);
}
