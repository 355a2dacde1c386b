/**
 * The functions' configuration, read once at start-up and checked with zod. A missing or malformed
 * value stops the function with the full list of problems instead of failing on the first request.
 * Secrets (service-role key, Resend key) only ever live here and in the clients built from them.
 */
import { z } from 'zod';

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).min(1));

const functionEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
  RESEND_API_KEY: z.string().min(1),
  /** Where the Resend SDK sends requests: unset in production, the local mail catcher in dev. */
  RESEND_BASE_URL: z.url().optional(),
  /** Who hears about new leads (comma-separated list allowed). */
  LEAD_NOTIFY_EMAIL: emailList,
  /** Who hears about job applications; defaults to LEAD_NOTIFY_EMAIL. */
  APPLICATION_NOTIFY_EMAIL: emailList.optional(),
  /** Sender, e.g. `Emberwise <hello@emberwise.ai>` (a domain verified in Resend). */
  MAIL_FROM: z
    .string()
    .min(3)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line'),
  /** Public site, for links in emails. */
  SITE_URL: z.url().default('https://www.emberwise.ai'),
  /** Browser origins allowed by CORS, comma-separated; `*` (default) allows any. */
  ALLOWED_ORIGINS: z.string().default('*'),
  /** Shared with the edge API (Pages binding of the same name): form-relay's only caller. */
  FORM_RELAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
  allowedOrigins: string[] | '*';
  /** Set where form-relay runs (it refuses to start without it). */
  formRelaySecret?: string;
}

/** Parses the environment (e.g. `Deno.env.toObject()`); throws listing every problem. */
export function readEnv(source: Record<string, string | undefined>): FunctionEnv {
  const result = functionEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid function environment:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const origins = env.ALLOWED_ORIGINS.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return {
    supabaseUrl: env.SUPABASE_URL,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    resendApiKey: env.RESEND_API_KEY,
    resendBaseUrl: env.RESEND_BASE_URL,
    leadNotifyEmails: env.LEAD_NOTIFY_EMAIL,
    applicationNotifyEmails: env.APPLICATION_NOTIFY_EMAIL ?? env.LEAD_NOTIFY_EMAIL,
    mailFrom: env.MAIL_FROM.trim(),
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    allowedOrigins: origins.length === 0 || origins.includes('*') ? '*' : origins,
    formRelaySecret: env.FORM_RELAY_SECRET,
  };
}
