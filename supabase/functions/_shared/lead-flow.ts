/**
 * What send-lead-emails does once the request is valid. It never sends to an address it is merely
 * given: it looks the lead up, and only a lead created in the last hour whose confirmation has not
 * gone out gets email (no open relay, and one confirmation per lead). The claim on
 * confirmation_sent_at makes concurrent calls race in the database, where exactly one wins; the
 * Resend idempotency keys make a retried send a no-op at the provider.
 */
import type { LeadStore } from './db.ts';
import { describeError, type Logger } from './http.ts';
import type { Mailer } from './mailer.ts';
import { renderLeadConfirmation, renderLeadNotification } from './templates/lead-emails.ts';

/** How long after the insert a lead can still set off its emails. */
export const leadFreshnessMs = 60 * 60 * 1000;
/** Clock difference tolerated between the database and the function. */
const clockSkewMs = 5 * 60 * 1000;

export const leadNotificationKey = (leadId: string) => `lead-notification/${leadId}`;
export const leadConfirmationKey = (leadId: string) => `lead-confirmation/${leadId}`;

export type LeadEmailOutcome =
  'sent' | 'unknown-lead' | 'stale-lead' | 'already-confirmed' | 'claimed-elsewhere' | 'send-failed';

export interface LeadFlowDeps {
  leads: LeadStore;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  leadNotifyEmails: string[];
  siteUrl: string;
}

/** True when a lead created at `createdAt` may still set off its emails at `now`. */
export function isFreshLead(createdAt: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(createdAt);
  return age >= -clockSkewMs && age <= leadFreshnessMs;
}

export async function sendLeadEmails(email: string, deps: LeadFlowDeps): Promise<LeadEmailOutcome> {
  const lead = await deps.leads.findByEmail(email);
  if (!lead) return 'unknown-lead';
  if (lead.confirmation_sent_at) return 'already-confirmed';
  const now = deps.now();
  if (!isFreshLead(lead.created_at, now)) return 'stale-lead';

  const claimed = await deps.leads.claimConfirmation(lead.id, now);
  if (!claimed) return 'claimed-elsewhere';

  let notified = Boolean(claimed.notification_sent_at);
  if (!notified) {
    const result = await deps.mailer.send({
      ...renderLeadNotification(claimed, deps.siteUrl),
      to: deps.leadNotifyEmails,
      replyTo: [claimed.email],
      idempotencyKey: leadNotificationKey(claimed.id),
    });
    if (result.ok) {
      notified = true;
      try {
        await deps.leads.markNotificationSent(claimed.id, deps.now());
      } catch (error) {
        // Sent all the same; a later retry is deduplicated by the idempotency key.
        deps.logger.error('could not mark lead notification', {
          leadId: claimed.id,
          error: describeError(error),
        });
      }
    }
  }

  const confirmation = await deps.mailer.send({
    ...renderLeadConfirmation(claimed, deps.siteUrl),
    to: [claimed.email],
    replyTo: deps.leadNotifyEmails,
    idempotencyKey: leadConfirmationKey(claimed.id),
  });

  if (notified && confirmation.ok) return 'sent';

  // Give the claim back so the next call (a resubmission within the hour) can finish the job; what
  // did go out is not sent twice, thanks to notification_sent_at and the idempotency keys.
  try {
    await deps.leads.releaseConfirmation(claimed.id);
  } catch (error) {
    deps.logger.error('could not release lead confirmation claim', {
      leadId: claimed.id,
      error: describeError(error),
    });
  }
  return 'send-failed';
}
