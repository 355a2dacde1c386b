/**
 * Builds the real dependencies of a function from its environment: the database calls with the
 * service key, the mailer, the logger, and Supabase's way of finishing work after the answer.
 * Tests build their own.
 */
import { createDatabase } from './db.ts';
import { resendApiOrigin, type FunctionEnv } from './env.ts';
import type { FunctionDeps } from './function-app.ts';
import { consoleLogger } from './http.ts';
import { createResendMailer } from './mailer.ts';
import { defaultCallsPerSecond } from './pacing.ts';
import { createServiceRpc } from './service-rpc.ts';

/** Supabase's edge runtime keeps a request's background work alive with EdgeRuntime.waitUntil. */
const runtime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime;

export function createDeps(env: FunctionEnv): FunctionDeps {
  const logger = consoleLogger;
  return {
    db: createDatabase(createServiceRpc(env.supabaseUrl, env.serviceKey)),
    mailer: createResendMailer({
      apiKey: env.resendApiKey,
      baseUrl: env.resendBaseUrl,
      perSecond: env.resendPerSecond,
      from: env.mailFrom,
      logger,
    }),
    logger,
    serviceKeys: env.serviceKeys,
    edgeApiSecret: env.edgeApiSecret,
    mailSettings: {
      senderDomain: /@([^@>\s]+)>?\s*$/.exec(env.mailFrom)?.[1] ?? '',
      provider: new URL(env.resendBaseUrl ?? resendApiOrigin).host,
      perSecond: env.resendPerSecond ?? defaultCallsPerSecond,
    },
    background: (work) => (runtime ? runtime.waitUntil(work) : void work),
  };
}
