/**
 * Sending what the email queue (`public.email_outbox`) holds for one flow: claim what is due, render
 * each email, send it with the queue row's id as the provider's idempotency key (a repeated call never
 * delivers a second copy), and report each outcome back so the database can mark it sent or schedule
 * the next try. Used right after a submission (only the emails it queued) and by the scheduled
 * re-send (everything due). The rules of when an email may go live in the database.
 */
import { emailQueue } from '../../../shared/schemas/limits.ts';
import type { ClaimedEmail, Database, Flow } from './db.ts';
import { describeError, type Logger } from './http.ts';
import type { Mailer, OutgoingEmail } from './mailer.ts';
import {
  renderCeilingNotice,
  renderHeldDigest,
  renderUndeliveredDigest,
  type TrippedCeiling,
} from './templates/digest-emails.ts';
import type { ListItem } from './templates/layout.ts';

/** Turns a claimed email into what is sent; undefined when it cannot be rendered (its row is gone). */
export type Renderer = (email: ClaimedEmail) => Omit<OutgoingEmail, 'idempotencyKey'> | undefined;

/**
 * A flow's renderer with the team's emails about emails in front: the digests of the held
 * notifications and of the emails given up, each listed with the flow's own line (`item`), and the
 * notice of a tripped ceiling, all sent to the team. Every other email goes to `render`.
 */
export function withTeamDigests(
  digests: {
    form: string;
    teamEmails: string[];
    siteUrl: string;
    item: (purpose: string, subject: Record<string, unknown> | null) => ListItem;
  },
  render: Renderer,
): Renderer {
  return (email) => {
    if (email.purpose === 'ceiling') {
      if (!email.subject) return undefined;
      const tripped = email.subject as unknown as TrippedCeiling;
      return {
        ...renderCeilingNotice({ form: digests.form }, tripped, digests.siteUrl),
        to: digests.teamEmails,
      };
    }
    if (email.purpose !== 'digest' && email.purpose !== 'undelivered') return render(email);
    const items = (email.items ?? []).map((entry) => digests.item(entry.purpose, entry.subject));
    const digest = email.purpose === 'digest' ? renderHeldDigest : renderUndeliveredDigest;
    return { ...digest({ form: digests.form }, items, digests.siteUrl), to: digests.teamEmails };
  };
}

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/** What one delivery round did, for logs and the re-send route's answer. Counts only, no addresses. */
interface DeliverySummary {
  sent: number;
  failed: number;
  /** Visitor emails waiting for a ceiling to open. */
  deferred: number;
  /** Team notifications held for the digest. */
  held: number;
  /** Visitor emails over their network's share: not sent. */
  dropped: number;
  /** Emails given up after 24 hours of failures (listed in the team's undelivered digest). */
  givenUp: number;
}

export const emailIdempotencyKey = (emailId: string) => `email/${emailId}`;

export async function deliverEmails(
  deps: OutboxDeps,
  flow: Flow,
  render: Renderer,
  ids: string[] | null = null,
): Promise<DeliverySummary> {
  if (ids && ids.length === 0) return { sent: 0, failed: 0, deferred: 0, held: 0, dropped: 0, givenUp: 0 };
  const claim = await deps.db.claimEmails(flow, ids, emailQueue.batchSize);
  const summary: DeliverySummary = {
    sent: 0,
    failed: 0,
    deferred: claim.deferred,
    held: claim.held,
    dropped: claim.dropped,
    givenUp: claim.given_up,
  };
  if (claim.given_up) {
    deps.logger.error('emails given up after 24 hours: the undelivered digest lists them', {
      flow,
      count: claim.given_up,
    });
  }
  for (const email of claim.emails) {
    let sent = false;
    let copy: { subject: string; to: string[] } | undefined;
    try {
      const outgoing = render(email);
      if (outgoing) {
        const result = await deps.mailer.send({ ...outgoing, idempotencyKey: emailIdempotencyKey(email.id) });
        sent = result.ok;
        copy = { subject: outgoing.subject, to: outgoing.to };
      } else {
        deps.logger.error('an email could not be rendered', { flow, id: email.id, purpose: email.purpose });
      }
    } catch (error) {
      deps.logger.error('an email could not be sent', { flow, id: email.id, error: describeError(error) });
    }
    summary[sent ? 'sent' : 'failed'] += 1;
    try {
      await deps.db.finishEmail(email.id, sent, sent ? copy : undefined);
    } catch (error) {
      // The claim lapses after its lease and the schedule takes the email over; the idempotency key
      // keeps a second send of a delivered one from arriving twice.
      deps.logger.error('could not record an email outcome', { id: email.id, error: describeError(error) });
    }
  }
  return summary;
}
