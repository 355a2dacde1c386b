/**
 * Sending one tracked email. A team email is sent and then marked; a visitor's email is first
 * reserved in the database (which refuses a second confirmation to the same address and holds back
 * everything over the site's mail ceilings), then sent and marked, or released when the send fails so
 * the schedule can try again. Every send carries a Resend idempotency key, so two calls racing for
 * the same email never deliver it twice.
 */
import type { Reservation, TrackedEmailKind, VisitorEmailKind } from './database.types.ts';
import type { EmailLedger } from './db.ts';
import { describeError, type Logger } from './http.ts';
import type { Mailer, OutgoingEmail } from './mailer.ts';

export interface DeliveryDeps {
  ledger: EmailLedger;
  mailer: Mailer;
  logger: Logger;
}

/** What became of one email in one call. */
export type EmailOutcome = 'sent' | 'already-sent' | 'failed' | Exclude<Reservation, 'send' | 'done'>;

async function markSent(
  kind: TrackedEmailKind,
  id: string,
  recipient: 'team' | 'visitor',
  deps: DeliveryDeps,
) {
  try {
    await deps.ledger.markSent(kind, id, recipient);
  } catch (error) {
    // The email went out; an unmarked one is only re-sent under the same idempotency key.
    deps.logger.error('could not mark an email as sent', {
      kind,
      id,
      recipient,
      error: describeError(error),
    });
  }
}

export async function sendTeamEmail(
  kind: TrackedEmailKind,
  id: string,
  email: OutgoingEmail,
  deps: DeliveryDeps,
): Promise<EmailOutcome> {
  const result = await deps.mailer.send(email);
  if (!result.ok) return 'failed';
  await markSent(kind, id, 'team', deps);
  return 'sent';
}

export async function sendVisitorEmail(
  kind: VisitorEmailKind,
  id: string,
  render: () => OutgoingEmail,
  deps: DeliveryDeps,
): Promise<EmailOutcome> {
  const reservation = await deps.ledger.reserveVisitorEmail(kind, id);
  if (reservation === 'done') return 'already-sent';
  if (reservation !== 'send') return reservation;
  const result = await deps.mailer.send(render());
  if (result.ok) {
    await markSent(kind, id, 'visitor', deps);
    return 'sent';
  }
  try {
    await deps.ledger.releaseVisitorEmail(kind, id);
  } catch (error) {
    // The reservation then lapses after its lease and the schedule takes it over.
    deps.logger.error('could not release a visitor email', { kind, id, error: describeError(error) });
  }
  return 'failed';
}

/** Counts of a batch of sends, for logs and the re-send routes' answer. */
export interface DeliverySummary {
  sent: number;
  failed: number;
  deferred: number;
  skipped: number;
}

export const emptySummary = (): DeliverySummary => ({ sent: 0, failed: 0, deferred: 0, skipped: 0 });

export function count(summary: DeliverySummary, outcome: EmailOutcome): void {
  if (outcome === 'sent') summary.sent++;
  else if (outcome === 'failed') summary.failed++;
  else if (outcome === 'deferred' || outcome === 'busy') summary.deferred++;
  else if (outcome === 'skip') summary.skipped++;
}
