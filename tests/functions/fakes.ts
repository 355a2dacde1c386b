/** In-memory stand-ins for the stores and the mailer, for testing the function apps in Deno. */
import type { JobApplicationRow, LeadRow } from '../../supabase/functions/_shared/database.types.ts';
import type { ApplicationStore, LeadStore } from '../../supabase/functions/_shared/db.ts';
import type { Logger } from '../../supabase/functions/_shared/http.ts';
import type { Mailer, OutgoingEmail } from '../../supabase/functions/_shared/mailer.ts';

export const silentLogger: Logger = { info: () => {}, error: () => {} };

export function fakeLeadStore(rows: LeadRow[] = []): LeadStore & { rows: LeadRow[] } {
  return {
    rows,
    findByEmail: (email) => Promise.resolve(rows.find((row) => row.email === email) ?? null),
    claimConfirmation: async (id, at) => {
      await Promise.resolve();
      const row = rows.find((candidate) => candidate.id === id && candidate.confirmation_sent_at === null);
      if (!row) return null;
      row.confirmation_sent_at = at.toISOString();
      return { ...row };
    },
    releaseConfirmation: (id) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row.confirmation_sent_at = null;
      return Promise.resolve();
    },
    markNotificationSent: (id, at) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row.notification_sent_at = at.toISOString();
      return Promise.resolve();
    },
  };
}

export function fakeApplicationStore(): ApplicationStore & { rows: JobApplicationRow[] } {
  const rows: JobApplicationRow[] = [];
  return {
    rows,
    findByKey: (key) => Promise.resolve(rows.find((row) => row.idempotency_key === key) ?? null),
    insert: (application) => {
      const row: JobApplicationRow = {
        ...application,
        id: crypto.randomUUID(),
        created_at: new Date().toISOString(),
        team_emailed_at: null,
        applicant_emailed_at: null,
      };
      rows.push(row);
      return Promise.resolve({ ...row });
    },
    markEmailed: (id, email, at) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row[email === 'team' ? 'team_emailed_at' : 'applicant_emailed_at'] = at.toISOString();
      return Promise.resolve();
    },
    listPending: (limit) =>
      Promise.resolve(
        rows
          .filter((row) => !row.team_emailed_at || !row.applicant_emailed_at)
          .slice(0, limit)
          .map((row) => ({ ...row })),
      ),
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
    notification_sent_at: null,
    ...overrides,
  };
}
