/**
 * Rows of the form tables and answers of the SQL functions the functions call (see
 * supabase/migrations), so every RPC answer is read with its type.
 */
import type { LinkOutcome } from '../../../shared/edge-protocol.ts';

export type LeadRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
  status: 'new' | 'client';
  created_at: string;
  last_contact_at: string;
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
};

export type JobApplicationRow = {
  id: string;
  idempotency_key: string;
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
  retention_consent_at: string | null;
  procedure_closed_at: string | null;
};

/** A newsletter subscriber, with the signed links of its emails. */
export type SubscriberRow = {
  id: string;
  email: string;
  source: string;
  status: 'pending' | 'confirmed';
  created_at: string;
  confirmed_at: string | null;
  confirm_token: string;
  unsubscribe_token: string;
  /** The issue an `issue` email carries. */
  issue: { subject: string; body: string } | null;
};

/** The function that owns an email (and the form it is about). */
export type Flow = 'lead' | 'application' | 'newsletter';
export type Purpose =
  'notification' | 'returning_contact' | 'confirmation' | 'issue' | 'digest' | 'undelivered' | 'ceiling';

/** An email a digest lists, with the row it was about (null once that row is deleted). */
export type DigestItem = {
  id: string;
  purpose: Purpose;
  created_at: string;
  subject: Record<string, unknown> | null;
};

/** One email `claim_emails` handed over: the caller renders it from `subject` (or `items`) and sends it. */
export type ClaimedEmail = {
  id: string;
  purpose: Purpose;
  attempts: number;
  subject: Record<string, unknown> | null;
  items: DigestItem[] | null;
};

/** `claim_emails(flow, ids, batch_size)`. */
export type Claim = {
  given_up: number;
  deferred: number;
  held: number;
  /** Visitor emails over their network's share, not sent. */
  dropped: number;
  emails: ClaimedEmail[];
};

/** `submit_lead`, `submit_job_application`, `submit_newsletter_signup`: the emails they queued. */
export type Submitted = { emails: string[] };

export type { LinkOutcome };
