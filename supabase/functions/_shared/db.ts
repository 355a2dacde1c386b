/**
 * What the functions ask of the database: every read and write is a call of one of the SQL functions
 * of supabase/migrations, made through the typed service calls of service-rpc.ts. The rules (rate
 * limits, one confirmation per address, the mail ceilings, the retry schedule) live in those SQL
 * functions, where concurrent calls are serialised; this module only carries the calls and names the
 * shapes of their JSON answers. `Database` is an interface so a flow can also be tested against a fake.
 */
import type { LinkOutcome } from '../../../shared/edge-protocol.ts';
import type { JobApplication } from '../../../shared/schemas/application.ts';
import type { Lead } from '../../../shared/schemas/lead.ts';
import type { NewsletterSignup } from '../../../shared/schemas/newsletter.ts';
import type { Json, Tables } from './database.gen.ts';
import type { ServiceRpc } from './service-rpc.ts';
import type { IssueBlock, IssueIndexEntry } from '../../../shared/schemas/newsletter-issue.ts';

export type LeadRow = Tables<'leads'>;
export type JobApplicationRow = Tables<'job_applications'>;

/** A returning contact's message, with the address and first-contact date of its lead (`email_subject`). */
export type LeadMessageRow = Tables<'lead_messages'> & { email: string; first_contact_at: string };

/** A newsletter subscriber, with the signed links of its emails and the issue an `issue` email carries. */
export type SubscriberRow = Tables<'newsletter_subscribers'> & {
  confirm_token: string;
  unsubscribe_token: string;
  issue: NewsletterIssueRow | null;
};

/** An issue as the email queue hands it over: what its emails are rendered from. */
export type NewsletterIssueRow = Pick<
  Tables<'newsletter_issues'>,
  'id' | 'subject' | 'body' | 'slug' | 'preheader'
> & {
  blocks: IssueBlock[] | null;
};

/** What `queue_newsletter_issues` did with one issue of the site's index. */
export type IssueOutcome =
  /** Queued for `queued` subscribers; over `days` days when more than `per_day` (issue_emails_per_day). */
  | { slug: string; outcome: 'queued'; queued: number; days: number; per_day: number }
  | { slug: string; outcome: 'sent'; changed: boolean }
  | { slug: string; outcome: 'waits'; until: string; month_taken_by: string };

/** A report `claim_newsletter_reports` handed over: counts of people for one issue. */
type NewsletterReportRow = {
  id: string;
  slug: string;
  subject: string;
  recipients: number;
  sent: number;
  failed: number;
  given_up: number;
  left_before_sending: number;
  unsubscribes_since_last_issue: number | null;
};

/** The function that owns an email (and the form it is about). */
export type Flow = 'lead' | 'application' | 'newsletter';
type Purpose =
  'notification' | 'returning_contact' | 'confirmation' | 'issue' | 'digest' | 'undelivered' | 'ceiling';

/** An email a digest lists, with the row it was about (null once that row is deleted). */
type DigestItem = {
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

/** What `claim_emails(flow, ids, batch_size)` answers. */
export type Claim = {
  given_up: number;
  deferred: number;
  held: number;
  /** Emails not sent: over their network's share, or about a restricted row. */
  dropped: number;
  emails: ClaimedEmail[];
};

/** What `schedule_health()` answers: the retention job's last run, and the mailbox copies waiting. */
type ScheduleHealth = {
  retention_ran_at: string | null;
  retention_ok: boolean;
  mailbox_copies: number;
};

/** What `submit_lead`, `submit_job_application` and `submit_newsletter_signup` answer: the emails they queued. */
type Submitted = { emails?: string[] } | null;

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
  /** Did the nightly retention job run within 26 hours (for the edge's health check). */
  scheduleHealth(): Promise<ScheduleHealth>;
  /** Proves the database answers this function's key: a read-only call granted to the service role alone. */
  ping(): Promise<void>;
  /** Queues the due issues of the site's index where the rules allow (once each, once a month). */
  queueNewsletterIssues(issues: IssueIndexEntry[]): Promise<IssueOutcome[]>;
  /** The issues whose report is due, each claimed for this call. */
  claimNewsletterReports(): Promise<NewsletterReportRow[]>;
  finishNewsletterReport(issueId: string, sent: boolean): Promise<void>;
}

export function createDatabase(rpc: ServiceRpc): Database {
  const emails = (submitted: unknown) => (submitted as Submitted)?.emails ?? [];
  return {
    submitLead: async (lead, clientAddress) =>
      emails(await rpc('submit_lead', { lead: { ...lead }, client_address: clientAddress })),
    submitApplication: async (application, clientAddress) => {
      const { company_website: _, ...row } = application;
      return emails(await rpc('submit_job_application', { application: row, client_address: clientAddress }));
    },
    submitNewsletterSignup: async (signup, clientAddress) =>
      emails(
        await rpc('submit_newsletter_signup', {
          signup: { email: signup.email, source: signup.source },
          client_address: clientAddress,
        }),
      ),
    confirmNewsletter: async (token, clientAddress) =>
      (await rpc('confirm_newsletter_subscription', { token, client_address: clientAddress })) as LinkOutcome,
    unsubscribeNewsletter: async (token, clientAddress) =>
      (await rpc('unsubscribe_newsletter', { token, client_address: clientAddress })) as LinkOutcome,
    claimEmails: async (flow, ids, batchSize) =>
      (await rpc('claim_emails', { flow, ...(ids ? { ids } : {}), batch_size: batchSize })) as Claim,
    finishEmail: async (id, sent, copy) => {
      await rpc('finish_email', {
        email_id: id,
        sent,
        ...(copy ? { sent_subject: copy.subject, sent_to: copy.to.join(', ') } : {}),
      });
    },
    ping: async () => {
      await rpc('email_queue_state', {});
    },
    scheduleHealth: async () => (await rpc('schedule_health', {})) as ScheduleHealth,
    queueNewsletterIssues: async (issues) =>
      (await rpc('queue_newsletter_issues', {
        issues: issues as unknown as Json,
      })) as unknown as IssueOutcome[],
    claimNewsletterReports: async () =>
      (await rpc('claim_newsletter_reports', {})) as unknown as NewsletterReportRow[],
    finishNewsletterReport: async (issueId, sent) => {
      await rpc('finish_newsletter_report', { issue_id: issueId, sent });
    },
  };
}
