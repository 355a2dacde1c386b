/**
 * Builds the real dependencies of the functions from the environment: the database calls with the
 * service role, the Resend mailer, the logger. Tests build their own (fakes or a local stack).
 */
import type { ApplicationFlowDeps } from './application-flow.ts';
import {
  createApplicationStore,
  createEmailLedger,
  createLeadStore,
  createNewsletterStore,
  createRpc,
  type NewsletterStore,
} from './db.ts';
import type { FunctionEnv } from './env.ts';
import { consoleLogger } from './http.ts';
import type { LeadFlowDeps } from './lead-flow.ts';
import { createResendMailer } from './mailer.ts';

export interface FunctionDeps extends LeadFlowDeps, ApplicationFlowDeps {
  newsletter: NewsletterStore;
  allowedOrigins: string[] | '*';
  serviceRoleKey: string;
}

export function createDeps(env: FunctionEnv): FunctionDeps {
  const rpc = createRpc(env.supabaseUrl, env.serviceRoleKey);
  const logger = consoleLogger;
  return {
    leads: createLeadStore(rpc),
    applications: createApplicationStore(rpc),
    newsletter: createNewsletterStore(rpc),
    ledger: createEmailLedger(rpc),
    mailer: createResendMailer({
      apiKey: env.resendApiKey,
      baseUrl: env.resendBaseUrl,
      from: env.mailFrom,
      logger,
    }),
    logger,
    leadNotifyEmails: env.leadNotifyEmails,
    applicationNotifyEmails: env.applicationNotifyEmails,
    siteUrl: env.siteUrl,
    allowedOrigins: env.allowedOrigins,
    serviceRoleKey: env.serviceRoleKey,
  };
}
