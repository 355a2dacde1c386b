/**
 * Database access for the functions: every read and write is a call of one of the SQL functions of
 * supabase/migrations (PostgREST's `/rest/v1/rpc/<name>`), made with the service-role key (they are
 * granted to nobody else). The rules (rate limits, one confirmation per address, the mail ceilings,
 * the retry schedule) live in those SQL functions, where concurrent calls are serialised; this module
 * only carries the calls. `Database` is an interface so a flow can also be tested against a fake.
 */
import type { LinkOutcome } from '../../../shared/edge-protocol.ts';
import type { JobApplication } from '../../../shared/schemas/application.ts';
import type { Lead } from '../../../shared/schemas/lead.ts';
import type { LimitedForm } from '../../../shared/schemas/limits.ts';
import { rateLimitErrorCode } from '../../../shared/schemas/messages.ts';
import type { NewsletterSignup } from '../../../shared/schemas/newsletter.ts';
import type { Claim, Flow, Submitted } from './database.types.ts';

/** A failed database call; `message` is for the logs, never for the visitor. */
export class StoreError extends Error {
  constructor(operation: string, status: number, detail: { code?: string; message?: string } | null) {
    super(`${operation} failed (${status}): ${detail?.code ?? ''} ${detail?.message ?? 'no detail'}`.trim());
    this.name = 'StoreError';
  }
}

/** The client reached an hourly limit for this form (the database answered 429). */
export class RateLimitedError extends Error {
  constructor(readonly form: LimitedForm) {
    super(`${form}: rate limited`);
    this.name = 'RateLimitedError';
  }
}

export type Rpc = <T>(fn: string, args: Record<string, unknown>) => Promise<T>;

/** Calls `public.<fn>(...)` through PostgREST with the service-role key. */
export function createRpc(supabaseUrl: string, serviceRoleKey: string, fetchImpl: typeof fetch = fetch): Rpc {
  return async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const response = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) {
      let detail: { code?: string; message?: string } | null = null;
      try {
        detail = JSON.parse(text);
      } catch {
        detail = { message: text.slice(0, 200) };
      }
      if (response.status === 429 && detail?.code === rateLimitErrorCode) {
        throw new RateLimitedError(detail.message as LimitedForm);
      }
      throw new StoreError(fn, response.status, detail);
    }
    return (text ? JSON.parse(text) : null) as T;
  };
}

export interface Database {
  /** Stores a lead (or a returning contact's message) and queues its emails; may throw RateLimitedError. */
  submitLead(lead: Lead, clientAddress: string): Promise<string[]>;
  /** Stores an application (or finds it by its idempotency key) and queues its emails. */
  submitApplication(application: JobApplication, clientAddress: string): Promise<string[]>;
  /** Stores a pending sign-up and queues its confirmation where the rules allow. */
  submitNewsletterSignup(signup: NewsletterSignup, clientAddress: string): Promise<string[]>;
  /** A link page's button: counted for the client before the token is read (may throw RateLimitedError). */
  confirmNewsletter(token: string, clientAddress: string): Promise<LinkOutcome>;
  unsubscribeNewsletter(token: string, clientAddress: string): Promise<LinkOutcome>;
  /** The due emails of a flow (only `ids` when given), claimed for this call. */
  claimEmails(flow: Flow, ids: string[] | null, batchSize: number): Promise<Claim>;
  /** A sent email's subject and recipients are kept for the list of mailbox copies. */
  finishEmail(id: string, sent: boolean, copy?: { subject: string; to: string[] }): Promise<void>;
}

export function createDatabase(rpc: Rpc): Database {
  const emails = (submitted: Submitted) => submitted.emails ?? [];
  return {
    submitLead: async (lead, clientAddress) =>
      emails(await rpc<Submitted>('submit_lead', { lead, client_address: clientAddress })),
    submitApplication: async (application, clientAddress) => {
      const { company_website: _, ...row } = application;
      return emails(
        await rpc<Submitted>('submit_job_application', { application: row, client_address: clientAddress }),
      );
    },
    submitNewsletterSignup: async (signup, clientAddress) =>
      emails(
        await rpc<Submitted>('submit_newsletter_signup', {
          signup: { email: signup.email, source: signup.source },
          client_address: clientAddress,
        }),
      ),
    confirmNewsletter: (token, clientAddress) =>
      rpc<LinkOutcome>('confirm_newsletter_subscription', { token, client_address: clientAddress }),
    unsubscribeNewsletter: (token, clientAddress) =>
      rpc<LinkOutcome>('unsubscribe_newsletter', { token, client_address: clientAddress }),
    claimEmails: (flow, ids, batchSize) => rpc<Claim>('claim_emails', { flow, ids, batch_size: batchSize }),
    finishEmail: async (id, sent, copy) => {
      await rpc('finish_email', {
        email_id: id,
        sent,
        sent_subject: copy?.subject ?? null,
        sent_to: copy?.to.join(', ') ?? null,
      });
    },
  };
}
