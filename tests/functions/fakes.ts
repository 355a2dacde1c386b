/**
 * In-memory stand-ins for the database calls and the mailer, for testing the function apps in Deno.
 * They keep the database's rules that the apps rely on (one row per address with returning-contact
 * messages, one reservation per visitor email, idempotency keys); the rules themselves are tested on
 * the real database in tests/integration and tests/functions/stack.test.ts.
 */
import type {
  JobApplicationRow,
  LeadMessageRow,
  LeadRow,
  Reservation,
} from '../../supabase/functions/_shared/database.types.ts';
import {
  RateLimitedError,
  type ApplicationStore,
  type EmailLedger,
  type LeadStore,
  type NewsletterStore,
} from '../../supabase/functions/_shared/db.ts';
import type { Logger } from '../../supabase/functions/_shared/http.ts';
import type { Mailer, OutgoingEmail } from '../../supabase/functions/_shared/mailer.ts';

export const silentLogger: Logger = { info: () => {}, error: () => {} };

export interface FakeDatabase {
  leads: LeadRow[];
  messages: LeadMessageRow[];
  applications: JobApplicationRow[];
  subscribers: { email: string; source: string; client: string }[];
  /** Submissions per client address (what the rate limits count). */
  submissions: Map<string, number>;
  /** Per-client limit of every form; Infinity by default. */
  limit: number;
  /** Visitor emails the site may still send (the mail ceilings); Infinity by default. */
  ceiling: number;
}

export function fakeDatabase(): FakeDatabase {
  return {
    leads: [],
    messages: [],
    applications: [],
    subscribers: [],
    submissions: new Map(),
    limit: Number.POSITIVE_INFINITY,
    ceiling: Number.POSITIVE_INFINITY,
  };
}

function count(db: FakeDatabase, form: string, client: string) {
  const key = `${form}/${client}`;
  const used = db.submissions.get(key) ?? 0;
  if (used >= db.limit) throw new RateLimitedError(form);
  db.submissions.set(key, used + 1);
}

export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: crypto.randomUUID(),
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    message: 'Can AI read our invoices?',
    source: 'website',
    status: 'new',
    created_at: new Date().toISOString(),
    confirmation_sent_at: null,
    confirmation_reserved_at: null,
    notification_sent_at: null,
    emails_given_up_at: null,
    ...overrides,
  };
}

export function fakeLeadStore(db: FakeDatabase): LeadStore {
  const pending = (lead: LeadRow) =>
    !lead.emails_given_up_at && (!lead.notification_sent_at || !lead.confirmation_sent_at);
  const pendingMessage = (message: LeadMessageRow) =>
    !message.notification_sent_at && !message.emails_given_up_at;
  return {
    submit: async (lead, clientAddress) => {
      await Promise.resolve();
      count(db, 'lead', clientAddress);
      const existing = db.leads.find((row) => row.email === lead.email);
      if (!existing) {
        db.leads.push(
          leadRow({
            email: lead.email,
            first_name: lead.first_name,
            last_name: lead.last_name ?? null,
            message: lead.message ?? null,
            source: lead.source,
          }),
        );
        return;
      }
      db.messages.push({
        id: crypto.randomUUID(),
        lead_id: existing.id,
        email: existing.email,
        first_name: lead.first_name,
        last_name: lead.last_name ?? null,
        message: lead.message ?? null,
        source: lead.source,
        created_at: new Date().toISOString(),
        first_contact_at: existing.created_at,
        notification_sent_at: null,
        emails_given_up_at: null,
      });
    },
    workFor: async (email) => {
      await Promise.resolve();
      return {
        leads: db.leads.filter((lead) => lead.email === email && pending(lead)).map((lead) => ({ ...lead })),
        messages: db.messages.filter((m) => m.email === email && pendingMessage(m)).map((m) => ({ ...m })),
      };
    },
    pendingWork: async (batchSize) => {
      await Promise.resolve();
      return {
        gave_up: 0,
        leads: db.leads
          .filter(pending)
          .slice(0, batchSize)
          .map((lead) => ({ ...lead })),
        messages: db.messages
          .filter(pendingMessage)
          .slice(0, batchSize)
          .map((m) => ({ ...m })),
      };
    },
  };
}

export function fakeApplicationStore(db: FakeDatabase): ApplicationStore {
  const pending = (row: JobApplicationRow) =>
    !row.emails_given_up_at &&
    (!row.team_emailed_at || (!row.applicant_emailed_at && !row.applicant_email_skipped_at));
  return {
    submit: async (application, clientAddress) => {
      await Promise.resolve();
      const stored = db.applications.find((row) => row.idempotency_key === application.idempotency_key);
      if (stored) return { ...stored };
      count(db, 'application', clientAddress);
      const { company_website: _, ...fields } = application;
      const row: JobApplicationRow = {
        id: crypto.randomUUID(),
        created_at: new Date().toISOString(),
        team_emailed_at: null,
        applicant_emailed_at: null,
        applicant_email_reserved_at: null,
        applicant_email_skipped_at: null,
        emails_given_up_at: null,
        position_title: null,
        phone: null,
        linkedin_url: null,
        portfolio_url: null,
        cover_letter: null,
        experience_years: null,
        job_title: null,
        company_name: null,
        salary_expectation: null,
        availability: null,
        ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? null])),
      } as JobApplicationRow;
      db.applications.push(row);
      return { ...row };
    },
    pendingWork: async (batchSize) => {
      await Promise.resolve();
      return {
        gave_up: 0,
        applications: db.applications
          .filter(pending)
          .slice(0, batchSize)
          .map((row) => ({ ...row })),
      };
    },
  };
}

export function fakeNewsletterStore(db: FakeDatabase): NewsletterStore {
  return {
    submit: async (signup, clientAddress) => {
      await Promise.resolve();
      count(db, 'newsletter', clientAddress);
      if (!db.subscribers.some((row) => row.email === signup.email)) {
        db.subscribers.push({ email: signup.email, source: signup.source, client: clientAddress });
      }
    },
  };
}

/** Reservations like the database's: once per lead, once per application address and position. */
export function fakeLedger(db: FakeDatabase): EmailLedger {
  const now = () => new Date().toISOString();
  return {
    reserveVisitorEmail: async (kind, id): Promise<Reservation> => {
      await Promise.resolve();
      if (kind === 'lead') {
        const lead = db.leads.find((row) => row.id === id);
        if (!lead) return 'skip';
        if (lead.confirmation_sent_at) return 'done';
        if (lead.confirmation_reserved_at) return 'busy';
        if (db.ceiling <= 0) return 'deferred';
        db.ceiling--;
        lead.confirmation_reserved_at = now();
        return 'send';
      }
      const application = db.applications.find((row) => row.id === id);
      if (!application || application.applicant_email_skipped_at) return 'skip';
      if (application.applicant_emailed_at) return 'done';
      if (application.applicant_email_reserved_at) return 'busy';
      const twin = db.applications.some(
        (other) =>
          other.id !== id &&
          other.email === application.email &&
          other.position_title === application.position_title &&
          other.applicant_email_reserved_at,
      );
      if (twin) {
        application.applicant_email_skipped_at = now();
        return 'skip';
      }
      if (db.ceiling <= 0) return 'deferred';
      db.ceiling--;
      application.applicant_email_reserved_at = now();
      return 'send';
    },
    releaseVisitorEmail: async (kind, id) => {
      await Promise.resolve();
      if (kind === 'lead') {
        const lead = db.leads.find((row) => row.id === id);
        if (lead && !lead.confirmation_sent_at) lead.confirmation_reserved_at = null;
      } else {
        const application = db.applications.find((row) => row.id === id);
        if (application && !application.applicant_emailed_at) application.applicant_email_reserved_at = null;
      }
    },
    markSent: async (kind, id, recipient) => {
      await Promise.resolve();
      if (kind === 'lead') {
        const lead = db.leads.find((row) => row.id === id)!;
        if (recipient === 'team') lead.notification_sent_at ??= now();
        else lead.confirmation_sent_at ??= now();
      } else if (kind === 'lead_message') {
        db.messages.find((row) => row.id === id)!.notification_sent_at ??= now();
      } else {
        const application = db.applications.find((row) => row.id === id)!;
        if (recipient === 'team') application.team_emailed_at ??= now();
        else application.applicant_emailed_at ??= now();
      }
    },
  };
}

/** Records what it is asked to send; `failNext` makes the next sends fail; keys are honoured. */
export function fakeMailer(): Mailer & { sent: OutgoingEmail[]; failNext: number } {
  const seen = new Set<string>();
  const mailer = {
    sent: [] as OutgoingEmail[],
    failNext: 0,
    send(email: OutgoingEmail) {
      if (mailer.failNext > 0) {
        mailer.failNext--;
        return Promise.resolve({ ok: false as const, error: 'send failed' });
      }
      if (!seen.has(email.idempotencyKey)) {
        seen.add(email.idempotencyKey);
        mailer.sent.push(email);
      }
      return Promise.resolve({ ok: true as const, id: crypto.randomUUID() });
    },
  };
  return mailer;
}
