/**
 * The functions' configuration, read once at start-up and checked with zod. A missing or malformed
 * value stops the function with the full list of problems instead of failing on the first request.
 * A production configuration (SUPABASE_URL is not a loopback address) also refuses the local stack's
 * secrets and keys and any loopback address: they would work nowhere but on a developer's machine.
 * Secrets (service-role key, mail provider key, edge API secret) only ever live here and in the
 * clients built from them.
 */
import * as z from 'zod/mini';
import { isLocalStackValue, isLoopbackUrl } from '../../../shared/config-rules.ts';
import { edgeSecretMinLength } from '../../../shared/edge-protocol.ts';

/** A comma-separated list of one or more email addresses. */
const emailList = z.pipe(
  z.string(),
  z.pipe(
    z.transform((value: string) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    z.array(z.email()).check(z.minLength(1)),
  ),
);

const functionEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().check(z.minLength(20)),
  RESEND_API_KEY: z.string().check(z.minLength(1)),
  /** Where the mail provider's SDK sends requests: unset in production, the local mail catcher in dev. */
  RESEND_BASE_URL: z.optional(z.url()),
  /** Who hears about new leads (comma-separated list allowed). */
  LEAD_NOTIFY_EMAIL: emailList,
  /**
   * Who hears about job applications (cover letters, salaries): required, with no fallback to
   * LEAD_NOTIFY_EMAIL, so an application never lands in the sales inbox by omission.
   */
  APPLICATION_NOTIFY_EMAIL: emailList,
  /** Sender, e.g. `Emberwise <hello@emberwise.ai>` (a domain verified with the mail provider). */
  MAIL_FROM: z.string().check(
    z.minLength(3),
    z.refine((value) => !/[\r\n]/.test(value), 'must be one line'),
  ),
  /** Public site, for links in emails. */
  SITE_URL: z._default(z.url(), 'https://www.emberwise.ai'),
  /** Shared with the edge API (its binding of the same name): proves a form call comes from it. */
  EDGE_API_SECRET: z
    .string()
    .check(z.minLength(edgeSecretMinLength, `must be at least ${edgeSecretMinLength} characters`)),
});

export interface FunctionEnv {
  supabaseUrl: string;
  serviceRoleKey: string;
  resendApiKey: string;
  resendBaseUrl?: string;
  leadNotifyEmails: string[];
  applicationNotifyEmails: string[];
  mailFrom: string;
  siteUrl: string;
  edgeApiSecret: string;
}

/** What a production configuration may not hold. */
function productionProblems(env: z.output<typeof functionEnvSchema>): string[] {
  if (isLoopbackUrl(env.SUPABASE_URL)) return [];
  const problems: string[] = [];
  if (isLocalStackValue(env.EDGE_API_SECRET)) problems.push("EDGE_API_SECRET: the local stack's secret");
  if (isLocalStackValue(env.SUPABASE_SERVICE_ROLE_KEY)) {
    problems.push("SUPABASE_SERVICE_ROLE_KEY: the local stack's demo key");
  }
  if (isLocalStackValue(env.RESEND_API_KEY)) problems.push("RESEND_API_KEY: the local stack's key");
  if (env.RESEND_BASE_URL && isLoopbackUrl(env.RESEND_BASE_URL)) {
    problems.push('RESEND_BASE_URL: a loopback address (the local mail catcher)');
  }
  if (isLoopbackUrl(env.SITE_URL)) problems.push('SITE_URL: a loopback address');
  return problems;
}

/** Parses the environment (e.g. `Deno.env.toObject()`); throws listing every problem. */
export function readEnv(source: Record<string, string | undefined>): FunctionEnv {
  const result = functionEnvSchema.safeParse(source);
  const problems = result.success
    ? productionProblems(result.data)
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (!result.success || problems.length) {
    throw new Error(`Invalid function environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = result.data;
  return {
    supabaseUrl: env.SUPABASE_URL.replace(/\/+$/, ''),
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    resendApiKey: env.RESEND_API_KEY,
    resendBaseUrl: env.RESEND_BASE_URL,
    leadNotifyEmails: env.LEAD_NOTIFY_EMAIL,
    applicationNotifyEmails: env.APPLICATION_NOTIFY_EMAIL,
    mailFrom: env.MAIL_FROM.trim(),
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    edgeApiSecret: env.EDGE_API_SECRET,
  };
}
