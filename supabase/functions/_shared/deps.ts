/**
 * Builds the real dependencies of both functions from the environment: service-role stores,
 * the Resend mailer, the logger and the clock. Tests build their own (fakes or a local stack).
 */
import type { ApplicationFlowDeps } from './application-flow.ts';
import { createApplicationStore, createLeadStore, createServiceClient } from './db.ts';
import type { FunctionEnv } from './env.ts';
import { consoleLogger } from './http.ts';
import type { LeadFlowDeps } from './lead-flow.ts';
import { createResendMailer } from './mailer.ts';

export interface FunctionDeps extends LeadFlowDeps, ApplicationFlowDeps {
  allowedOrigins: string[] | '*';
  serviceRoleKey: string;
}

export function createDeps(env: FunctionEnv): FunctionDeps {
  const client = createServiceClient(env.supabaseUrl, env.serviceRoleKey);
  const logger = consoleLogger;
  return {
    leads: createLeadStore(client),
    applications: createApplicationStore(client),
    mailer: createResendMailer({
      apiKey: env.resendApiKey,
      baseUrl: env.resendBaseUrl,
      from: env.mailFrom,
      logger,
    }),
    logger,
    now: () => new Date(),
    leadNotifyEmails: env.leadNotifyEmails,
    applicationNotifyEmails: env.applicationNotifyEmails,
    siteUrl: env.siteUrl,
    allowedOrigins: env.allowedOrigins,
    serviceRoleKey: env.serviceRoleKey,
  };
}
