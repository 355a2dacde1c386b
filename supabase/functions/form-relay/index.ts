import { createDeps } from '../_shared/deps.ts';
import { readEnv } from '../_shared/env.ts';
import { createApp } from './app.ts';

const env = readEnv(Deno.env.toObject());
if (!env.formRelaySecret) throw new Error('Invalid function environment:\n  FORM_RELAY_SECRET: required');

/** Supabase's edge runtime keeps a request's background work alive with EdgeRuntime.waitUntil. */
const runtime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime;

Deno.serve(
  createApp({
    ...createDeps(env),
    formRelaySecret: env.formRelaySecret,
    background: (work) => (runtime ? runtime.waitUntil(work) : void work),
  }).fetch,
);
