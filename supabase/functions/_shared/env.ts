/**
 * The functions' configuration, read once at start-up and checked with zod. A missing or malformed
 * value stops the function with the full list of problems instead of failing on the first request.
 * A production configuration (SUPABASE_URL is not a loopback address) also refuses the local stack's
 * secrets and keys, any loopback address, any site address that is not https, and a mail provider
 * address other than Resend's own: they would work nowhere but on a developer's machine, or send
 * visitors and mail somewhere else. Secrets (service keys, mail provider key, edge API secret) only
 * ever live here and in the clients built from them.
 *
 * Supabase gives every function SUPABASE_URL and its server keys by itself: the secret keys
 * (`sb_secret_…`) as the JSON object SUPABASE_SECRET_KEYS (name -> key), and the legacy service_role
 * JWT as SUPABASE_SERVICE_ROLE_KEY while the project still has legacy keys. The database calls use
 * the secret key named `default` (else the first, else the legacy key); the schedule's call may
 * carry any of them.
 */
import * as z from 'zod/mini';
import { isLocalStackValue, isLoopbackUrl, publicHttpsUrlProblem } from '../../../shared/config-rules.ts';
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
  SUPABASE_SERVICE_ROLE_KEY: z.optional(z.string().check(z.minLength(20))),
  /** `{"default": "sb_secret_…", …}`, as Supabase sets it. */
  SUPABASE_SECRET_KEYS: z.optional(z.string()),
  RESEND_API_KEY: z.string().check(z.minLength(1)),
  /** Where the mail provider's SDK sends requests: unset in production, the local mail catcher in dev. */
  RESEND_BASE_URL: z.optional(z.url()),
  /** Sends a second to the mail provider (its limit for the team); default 2. */
  RESEND_REQUESTS_PER_SECOND: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.regex(/^(?:[1-9]\d*|0?\.\d*[1-9]\d*)(?:\.\d+)?$/, 'must be a number of sends a second above 0'),
        ),
      z.transform(Number),
    ),
  ),
  /** Who hears about new leads (comma-separated list allowed). */
  LEAD_NOTIFY_EMAIL: emailList,
  /**
   * Who hears about job applications (cover letters, salaries): required, with no fallback to
   * LEAD_NOTIFY_EMAIL, so an application never lands in the sales inbox by omission.
   */
  APPLICATION_NOTIFY_EMAIL: emailList,
  /** The team's test address: the only one a test of a newsletter issue goes to; defaults to LEAD_NOTIFY_EMAIL. */
  NEWSLETTER_TEST_EMAIL: z.optional(emailList),
  /** Sender, e.g. `Emberwise <hello@emberwise.ai>` (a domain verified with the mail provider). */
  MAIL_FROM: z.string().check(
    z.minLength(3),
    z.refine((value) => !/[\r\n]/.test(value), 'must be one line'),
  ),
  /**
   * Optional: the secret the production studio's worker sends to ask for a test of an issue
   * (`POST newsletter/send-test`, which mails the team's test address only). Without it, only a
   * server key can ask.
   */
  NEWSLETTER_TEST_SECRET: z.optional(
    z.string().check(z.minLength(edgeSecretMinLength, `must be at least ${edgeSecretMinLength} characters`)),
  ),
  /** Public site, for links in emails. */
  SITE_URL: z._default(z.url({ protocol: /^https?$/ }), 'https://www.emberwise.ai'),
  /** Shared with the edge API (its binding of the same name): proves a form call comes from it. */
  EDGE_API_SECRET: z
    .string()
    .check(z.minLength(edgeSecretMinLength, `must be at least ${edgeSecretMinLength} characters`)),
});

export interface FunctionEnv {
  supabaseUrl: string;
  /** The key the database calls are made with: a secret key, else the legacy service_role JWT. */
  serviceKey: string;
  /** Every server key of the project: the bearer the schedule's call must carry is one of them. */
  serviceKeys: string[];
  resendApiKey: string;
  resendBaseUrl?: string;
  /** Sends a second to the mail provider; undefined for the default (pacing.ts). */
  resendPerSecond?: number;
  leadNotifyEmails: string[];
  applicationNotifyEmails: string[];
  newsletterTestEmails: string[];
  /** What the studio's worker proves itself with when it asks for a test send; unset: no studio. */
  newsletterTestSecret?: string;
  mailFrom: string;
  siteUrl: string;
  edgeApiSecret: string;
}

/** Resend's API: the only mail provider address a production configuration may name. */
export const resendApiOrigin = 'https://api.resend.com';

/** The secret keys of SUPABASE_SECRET_KEYS, `default` first; a problem when it is not that JSON object. */
function secretKeys(text: string | undefined): { keys: string[]; problem?: string } {
  if (text === undefined || text.trim() === '') return { keys: [] };
  const problem = 'SUPABASE_SECRET_KEYS: not a JSON object of secret keys ({"default": "sb_secret_…"})';
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { keys: [], problem };
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (!entries.every(([, key]) => typeof key === 'string' && key.startsWith('sb_secret_'))) {
      return { keys: [], problem };
    }
    entries.sort(([a], [b]) => Number(b === 'default') - Number(a === 'default'));
    return { keys: entries.map(([, key]) => key as string) };
  } catch {
    return { keys: [], problem };
  }
}

/** What a production configuration may not hold. */
function productionProblems(env: z.output<typeof functionEnvSchema>, keys: string[]): string[] {
  if (isLoopbackUrl(env.SUPABASE_URL)) return [];
  const problems: string[] = [];
  const supabaseUrl = publicHttpsUrlProblem(env.SUPABASE_URL);
  if (supabaseUrl) problems.push(`SUPABASE_URL: ${supabaseUrl}`);
  if (isLocalStackValue(env.EDGE_API_SECRET)) problems.push("EDGE_API_SECRET: the local stack's secret");
  if (env.NEWSLETTER_TEST_SECRET && isLocalStackValue(env.NEWSLETTER_TEST_SECRET))
    problems.push("NEWSLETTER_TEST_SECRET: the local stack's secret");
  if (env.SUPABASE_SERVICE_ROLE_KEY && isLocalStackValue(env.SUPABASE_SERVICE_ROLE_KEY)) {
    problems.push("SUPABASE_SERVICE_ROLE_KEY: the local stack's demo key");
  }
  if (keys.some(isLocalStackValue)) problems.push("SUPABASE_SECRET_KEYS: the local stack's key");
  if (isLocalStackValue(env.RESEND_API_KEY)) problems.push("RESEND_API_KEY: the local stack's key");
  if (env.RESEND_BASE_URL && isLoopbackUrl(env.RESEND_BASE_URL)) {
    problems.push('RESEND_BASE_URL: a loopback address (the local mail catcher)');
  } else if (env.RESEND_BASE_URL && new URL(env.RESEND_BASE_URL).origin !== resendApiOrigin) {
    problems.push(
      `RESEND_BASE_URL: ${env.RESEND_BASE_URL} is not Resend (${resendApiOrigin}); leave it unset`,
    );
  }
  const siteUrl = publicHttpsUrlProblem(env.SITE_URL);
  if (siteUrl) problems.push(`SITE_URL: ${siteUrl}`);
  return problems;
}

/** Parses the environment (e.g. `Deno.env.toObject()`); throws listing every problem. */
export function readEnv(source: Record<string, string | undefined>): FunctionEnv {
  const result = functionEnvSchema.safeParse(source);
  const secret = secretKeys(source.SUPABASE_SECRET_KEYS);
  const keys = [
    ...secret.keys,
    ...(result.success && result.data.SUPABASE_SERVICE_ROLE_KEY
      ? [result.data.SUPABASE_SERVICE_ROLE_KEY]
      : []),
  ];
  const problems = result.success
    ? productionProblems(result.data, secret.keys)
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (secret.problem) problems.push(secret.problem);
  if (result.success && !keys.length && !secret.problem) {
    problems.push(
      'SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY: neither is set (Supabase sets them for every function)',
    );
  }
  if (!result.success || problems.length) {
    throw new Error(`Invalid function environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = result.data;
  return {
    supabaseUrl: env.SUPABASE_URL.replace(/\/+$/, ''),
    serviceKey: keys[0]!,
    serviceKeys: keys,
    resendApiKey: env.RESEND_API_KEY,
    resendBaseUrl: env.RESEND_BASE_URL,
    resendPerSecond: env.RESEND_REQUESTS_PER_SECOND,
    leadNotifyEmails: env.LEAD_NOTIFY_EMAIL,
    applicationNotifyEmails: env.APPLICATION_NOTIFY_EMAIL,
    newsletterTestEmails: env.NEWSLETTER_TEST_EMAIL ?? env.LEAD_NOTIFY_EMAIL,
    newsletterTestSecret: env.NEWSLETTER_TEST_SECRET,
    mailFrom: env.MAIL_FROM.trim(),
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    edgeApiSecret: env.EDGE_API_SECRET,
  };
}
