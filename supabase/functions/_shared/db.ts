/**
 * Database access for the functions, with the service role (it bypasses RLS; the migrations grant
 * it only what these stores do). Each store is an interface so the flows can be tested with fakes.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, JobApplicationInsert, JobApplicationRow, LeadRow } from './database.types.ts';

export type ServiceClient = SupabaseClient<Database>;

/** A failed query; `message` is for the logs, never for the visitor. */
export class StoreError extends Error {
  constructor(operation: string, detail: { code?: string; message?: string } | null) {
    super(`${operation} failed: ${detail?.code ?? ''} ${detail?.message ?? 'no detail'}`.trim());
    this.name = 'StoreError';
  }
}

export function createServiceClient(supabaseUrl: string, serviceRoleKey: string): ServiceClient {
  return createClient<Database>(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const leadColumns =
  'id, email, first_name, last_name, message, source, status, created_at, confirmation_sent_at, notification_sent_at';

export interface LeadStore {
  findByEmail(email: string): Promise<LeadRow | null>;
  /**
   * Sets confirmation_sent_at if it is still empty and returns the row, or null when another call
   * got there first: `update ... where id = ? and confirmation_sent_at is null returning *`.
   */
  claimConfirmation(id: string, at: Date): Promise<LeadRow | null>;
  /** Gives a claim back after a failed send, so a later call can try again. */
  releaseConfirmation(id: string): Promise<void>;
  markNotificationSent(id: string, at: Date): Promise<void>;
}

export function createLeadStore(client: ServiceClient): LeadStore {
  return {
    async findByEmail(email) {
      const { data, error } = await client.from('leads').select(leadColumns).eq('email', email);
      if (error) throw new StoreError('find lead', error);
      return data[0] ?? null;
    },
    async claimConfirmation(id, at) {
      const { data, error } = await client
        .from('leads')
        .update({ confirmation_sent_at: at.toISOString() })
        .eq('id', id)
        .is('confirmation_sent_at', null)
        .select(leadColumns);
      if (error) throw new StoreError('claim lead confirmation', error);
      return data[0] ?? null;
    },
    async releaseConfirmation(id) {
      const { error } = await client.from('leads').update({ confirmation_sent_at: null }).eq('id', id);
      if (error) throw new StoreError('release lead confirmation', error);
    },
    async markNotificationSent(id, at) {
      const { error } = await client
        .from('leads')
        .update({ notification_sent_at: at.toISOString() })
        .eq('id', id);
      if (error) throw new StoreError('mark lead notification', error);
    },
  };
}

const applicationColumns =
  'id, position_title, position_type, first_name, last_name, email, phone, linkedin_url, portfolio_url, cover_letter, experience_years, job_title, company_name, salary_expectation, availability, source, created_at, idempotency_key, team_emailed_at, applicant_emailed_at';

export type ApplicationEmail = 'team' | 'applicant';

export interface ApplicationStore {
  findByKey(idempotencyKey: string): Promise<JobApplicationRow | null>;
  /** Stores the application, or returns the row already stored under the same idempotency key. */
  insert(application: JobApplicationInsert): Promise<JobApplicationRow>;
  markEmailed(id: string, email: ApplicationEmail, at: Date): Promise<void>;
  /** Applications with an email still to send, oldest first. */
  listPending(limit: number): Promise<JobApplicationRow[]>;
}

export function createApplicationStore(client: ServiceClient): ApplicationStore {
  async function findByKey(idempotencyKey: string) {
    const { data, error } = await client
      .from('job_applications')
      .select(applicationColumns)
      .eq('idempotency_key', idempotencyKey);
    if (error) throw new StoreError('find application', error);
    return data[0] ?? null;
  }

  return {
    findByKey,
    async insert(application) {
      const { data, error } = await client
        .from('job_applications')
        .insert(application)
        .select(applicationColumns);
      if (error?.code === '23505') {
        // A concurrent retry stored it a moment ago: carry on with that row.
        const existing = await findByKey(application.idempotency_key);
        if (existing) return existing;
      }
      if (error || !data[0]) throw new StoreError('store application', error);
      return data[0];
    },
    async markEmailed(id, email, at) {
      const sentAt = at.toISOString();
      const { error } = await client
        .from('job_applications')
        .update(email === 'team' ? { team_emailed_at: sentAt } : { applicant_emailed_at: sentAt })
        .eq('id', id);
      if (error) throw new StoreError(`mark application ${email} email`, error);
    },
    async listPending(limit) {
      // Two simple filters instead of one `or=(...)`: the same rows, and every PostgREST speaks it.
      const queries = (['team_emailed_at', 'applicant_emailed_at'] as const).map((column) =>
        client.from('job_applications').select(applicationColumns).is(column, null),
      );
      const byId = new Map<string, JobApplicationRow>();
      for (const { data, error } of await Promise.all(queries)) {
        if (error) throw new StoreError('list pending applications', error);
        for (const row of data) byId.set(row.id, row);
      }
      return [...byId.values()]
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
        .slice(0, limit);
    },
  };
}
