/**
 * Rows of the tables and answers of the database functions the edge functions call (see
 * supabase/migrations), so every RPC answer is read with its type.
 */

export type LeadRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
  status: string;
  created_at: string;
  confirmation_sent_at: string | null;
  confirmation_reserved_at: string | null;
  notification_sent_at: string | null;
  emails_given_up_at: string | null;
};

/** A returning contact's message, with the address and first-contact date of its lead. */
export type LeadMessageRow = {
  id: string;
  lead_id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
  created_at: string;
  first_contact_at: string;
  notification_sent_at: string | null;
  emails_given_up_at: string | null;
};

export type JobApplicationRow = {
  id: string;
  position_title: string | null;
  position_type: 'general' | 'specific';
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  cover_letter: string | null;
  experience_years: number | null;
  job_title: string | null;
  company_name: string | null;
  salary_expectation: string | null;
  availability: string | null;
  source: string;
  created_at: string;
  idempotency_key: string;
  team_emailed_at: string | null;
  applicant_emailed_at: string | null;
  applicant_email_reserved_at: string | null;
  applicant_email_skipped_at: string | null;
  emails_given_up_at: string | null;
};

/** `lead_email_work(address)` and `pending_lead_email_work(batch_size)`. */
export type LeadEmailWork = {
  leads: LeadRow[];
  messages: LeadMessageRow[];
  /** Rows the schedule just marked as given up (pending only). */
  gave_up?: number;
};

/** `pending_application_email_work(batch_size)`. */
export type ApplicationEmailWork = {
  applications: JobApplicationRow[];
  gave_up: number;
};

/** `reserve_visitor_email(kind, row_id)`: what to do with a visitor's email. */
export type Reservation = 'send' | 'done' | 'busy' | 'deferred' | 'skip';

export type VisitorEmailKind = 'lead' | 'application';
export type TrackedEmailKind = VisitorEmailKind | 'lead_message';
export type Recipient = 'team' | 'visitor';
