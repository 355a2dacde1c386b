/**
 * Database access for the functions: every read and write is a call of one of the database
 * functions of supabase/migrations (PostgREST's `/rest/v1/rpc/<name>`), made with the service-role key
 * (they are granted to nobody else). The rules (rate limits, one confirmation per address, the mail
 * ceilings, giving up after 24 hours) live in those SQL functions, where concurrent calls are
 * serialised; the stores here only carry the calls. Each store is an interface so the flows can be
 * tested with fakes.
 */
import type { JobApplication } from '../../../shared/schemas/application.ts';
import type { Lead } from '../../../shared/schemas/lead.ts';
import { rateLimitErrorCode } from '../../../shared/schemas/messages.ts';
import type { NewsletterSignup } from '../../../shared/schemas/newsletter.ts';
import type {
  ApplicationEmailWork,
  JobApplicationRow,
  LeadEmailWork,
  Recipient,
  Reservation,
  TrackedEmailKind,
  VisitorEmailKind,
} from './database.types.ts';

/** A failed database call; `message` is for the logs, never for the visitor. */
export class StoreError extends Error {
  constructor(operation: string, status: number, detail: { code?: string; message?: string } | null) {
    super(`${operation} failed (${status}): ${detail?.code ?? ''} ${detail?.message ?? 'no detail'}`.trim());
    this.name = 'StoreError';
  }
}

/** The client reached its hourly limit for this form (the database answered 429). */
export class RateLimitedError extends Error {
  constructor(operation: string) {
    super(`${operation}: rate limited`);
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
      if (response.status === 429 && detail?.code === rateLimitErrorCode) throw new RateLimitedError(fn);
      throw new StoreError(fn, response.status, detail);
    }
    return (text ? JSON.parse(text) : null) as T;
  };
}

export interface LeadStore {
  /** Inserts the lead for the visitor at `clientAddress` (the no-JavaScript form); may throw RateLimitedError. */
  submit(lead: Lead, clientAddress: string): Promise<void>;
  /** The pending emails of one address: its fresh lead and its returning-contact messages. */
  workFor(email: string): Promise<LeadEmailWork>;
  /** Marks 24-hour-old failures as given up, then the oldest pending emails of every address. */
  pendingWork(batchSize: number): Promise<LeadEmailWork>;
}

export interface ApplicationStore {
  /** Stores the application (or finds it by its idempotency key); may throw RateLimitedError. */
  submit(application: JobApplication, clientAddress: string): Promise<JobApplicationRow>;
  pendingWork(batchSize: number): Promise<ApplicationEmailWork>;
}

export interface NewsletterStore {
  /** Signs the address up for the visitor at `clientAddress`; may throw RateLimitedError. */
  submit(signup: NewsletterSignup, clientAddress: string): Promise<void>;
}

/** Which email went out, and the reservation of visitor emails against the mail limits. */
export interface EmailLedger {
  reserveVisitorEmail(kind: VisitorEmailKind, id: string): Promise<Reservation>;
  releaseVisitorEmail(kind: VisitorEmailKind, id: string): Promise<void>;
  markSent(kind: TrackedEmailKind, id: string, recipient: Recipient): Promise<void>;
}

export function createLeadStore(rpc: Rpc): LeadStore {
  return {
    submit: async (lead, clientAddress) => {
      const { company_website: _, ...row } = lead;
      await rpc('submit_lead', { lead: row, client_address: clientAddress });
    },
    workFor: (email) => rpc<LeadEmailWork>('lead_email_work', { address: email }),
    pendingWork: (batchSize) => rpc<LeadEmailWork>('pending_lead_email_work', { batch_size: batchSize }),
  };
}

export function createApplicationStore(rpc: Rpc): ApplicationStore {
  return {
    submit: (application, clientAddress) => {
      const { company_website: _, ...row } = application;
      return rpc<JobApplicationRow>('submit_job_application', {
        application: row,
        client_address: clientAddress,
      });
    },
    pendingWork: (batchSize) =>
      rpc<ApplicationEmailWork>('pending_application_email_work', { batch_size: batchSize }),
  };
}

export function createNewsletterStore(rpc: Rpc): NewsletterStore {
  return {
    submit: async (signup, clientAddress) => {
      await rpc('submit_newsletter_signup', {
        signup: { email: signup.email, source: signup.source },
        client_address: clientAddress,
      });
    },
  };
}

export function createEmailLedger(rpc: Rpc): EmailLedger {
  return {
    reserveVisitorEmail: (kind, id) => rpc<Reservation>('reserve_visitor_email', { kind, row_id: id }),
    releaseVisitorEmail: async (kind, id) => {
      await rpc('release_visitor_email', { kind, row_id: id });
    },
    markSent: async (kind, id, recipient) => {
      await rpc('mark_email_sent', { kind, row_id: id, recipient });
    },
  };
}
