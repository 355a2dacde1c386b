import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp, type AppDeps } from '../../../functions/_lib/app';
import { ClientLimiter } from '../../../functions/_lib/limiter';
import type { Bindings } from '../../../functions/_lib/env';
import { fakeEdgeSecret, fakeSupabaseUrl } from './fake-functions';

/** The origin the tests' requests go to (the app compares a form's Origin with it). */
export const siteOrigin = 'http://localhost';

/** A visitor's address, as Cloudflare puts it in CF-Connecting-IP. */
export const visitorIp = '203.0.113.7';

/** Bindings of a deployment with the backend configured (pointing at the fake). */
export function configuredEnv(extra: Bindings = {}): Bindings {
  return { SUPABASE_URL: fakeSupabaseUrl, EDGE_API_SECRET: fakeEdgeSecret, ...extra };
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
 * its background work (`waitUntil`) so tests can inspect everything the request caused. Each call
 * gets a fresh count of the per-client limits unless `deps` brings one.
 */
export async function send(path: string, init: RequestInit = {}, env: Bindings = {}, deps: AppDeps = {}) {
  const ctx = createExecutionContext();
  const app = createApp({ limiter: new ClientLimiter(), ...deps });
  const response = await app.request(`${siteOrigin}${path}`, init, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A form post as a browser without JavaScript sends it from this site's page. */
export function postFormTo(
  path: string,
  fields: Record<string, string>,
  env: Bindings,
  deps: AppDeps = {},
  headers: Record<string, string> = {},
) {
  return send(
    path,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: siteOrigin,
        'cf-connecting-ip': visitorIp,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    },
    env,
    deps,
  );
}

/** `POST /api/contact` with form-encoded fields, as a browser without JavaScript sends it. */
export function postForm(fields: Record<string, string>, env: Bindings, deps: AppDeps = {}) {
  return postFormTo('/api/contact', fields, env, deps);
}
