import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import type { Bindings } from '../env';
import { fakeAnonKey, fakeSupabaseUrl } from './fake-supabase';

/** Bindings of a deployment with Supabase configured (pointing at the fake). */
export function configuredEnv(extra: Bindings = {}): Bindings {
  return { SUPABASE_URL: fakeSupabaseUrl, SUPABASE_ANON_KEY: fakeAnonKey, ...extra };
}

/** A complete, valid contact form submission. */
export const validForm = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  message: 'We want to automate our invoice checks.',
  source: 'footer',
  company_website: '',
};

/**
 * Sends one request through the app like Pages would, with an execution context, and waits for
 * its background work (`waitUntil`) so tests can inspect everything the request caused.
 */
export async function send(path: string, init: RequestInit = {}, env: Bindings = {}, deps: AppDeps = {}) {
  const ctx = createExecutionContext();
  const response = await createApp(deps).request(`http://localhost${path}`, init, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** `POST /api/contact` with form-encoded fields, as a browser without JavaScript sends it. */
export function postForm(fields: Record<string, string>, env: Bindings, deps: AppDeps = {}) {
  return send(
    '/api/contact',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    env,
    deps,
  );
}
