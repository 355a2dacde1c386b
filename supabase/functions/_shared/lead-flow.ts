/**
 * What send-lead-emails (and form-relay, for the no-JavaScript form) do once a lead is stored. The
 * function never sends to an address it is merely given: it asks the database what is pending for
 * that address (a lead from the last 24 hours whose emails have not all gone out, and messages of a
 * returning contact) and sends exactly that. The team notification and the prospect's confirmation
 * are tracked and re-sent independently; the confirmation goes out once per address.
 */
import type { LeadEmailWork, LeadMessageRow, LeadRow } from './database.types.ts';
import type { LeadStore } from './db.ts';
import {
  count,
  emptySummary,
  sendTeamEmail,
  sendVisitorEmail,
  type DeliveryDeps,
  type DeliverySummary,
  type EmailOutcome,
} from './delivery.ts';
import {
  renderLeadConfirmation,
  renderLeadNotification,
  renderReturningContactNotification,
} from './templates/lead-emails.ts';

export const leadNotificationKey = (leadId: string) => `lead-notification/${leadId}`;
export const leadConfirmationKey = (leadId: string) => `lead-confirmation/${leadId}`;
export const returningContactKey = (messageId: string) => `lead-message-notification/${messageId}`;

/** How many leads (and as many messages) one re-send call works through. */
export const resendBatchSize = 20;

export interface LeadFlowDeps extends DeliveryDeps {
  leads: LeadStore;
  leadNotifyEmails: string[];
  siteUrl: string;
}

export interface LeadEmailProgress {
  team: EmailOutcome;
  visitor: EmailOutcome;
}

/** Sends whichever of a lead's two emails is still pending. */
export async function sendLeadEmails(lead: LeadRow, deps: LeadFlowDeps): Promise<LeadEmailProgress> {
  const team = lead.notification_sent_at
    ? 'already-sent'
    : await sendTeamEmail(
        'lead',
        lead.id,
        {
          ...renderLeadNotification(lead, deps.siteUrl),
          to: deps.leadNotifyEmails,
          replyTo: [lead.email],
          idempotencyKey: leadNotificationKey(lead.id),
        },
        deps,
      );
  const visitor = lead.confirmation_sent_at
    ? 'already-sent'
    : await sendVisitorEmail(
        'lead',
        lead.id,
        () => ({
          ...renderLeadConfirmation(lead, deps.siteUrl),
          to: [lead.email],
          replyTo: deps.leadNotifyEmails,
          idempotencyKey: leadConfirmationKey(lead.id),
        }),
        deps,
      );
  return { team, visitor };
}

/** The team's "returning contact" notification with the new message (no email to the contact). */
export function sendReturningContactNotification(
  message: LeadMessageRow,
  deps: LeadFlowDeps,
): Promise<EmailOutcome> {
  return sendTeamEmail(
    'lead_message',
    message.id,
    {
      ...renderReturningContactNotification(message, deps.siteUrl),
      to: deps.leadNotifyEmails,
      replyTo: [message.email],
      idempotencyKey: returningContactKey(message.id),
    },
    deps,
  );
}

export interface LeadWorkSummary {
  team: DeliverySummary;
  visitor: DeliverySummary;
}

export async function sendLeadWork(work: LeadEmailWork, deps: LeadFlowDeps): Promise<LeadWorkSummary> {
  const summary = { team: emptySummary(), visitor: emptySummary() };
  for (const lead of work.leads) {
    const progress = await sendLeadEmails(lead, deps);
    count(summary.team, progress.team);
    count(summary.visitor, progress.visitor);
  }
  for (const message of work.messages) {
    count(summary.team, await sendReturningContactNotification(message, deps));
  }
  return summary;
}

/** Everything pending for one address (called right after the visitor's insert). */
export async function sendPendingLeadEmailsFor(email: string, deps: LeadFlowDeps): Promise<LeadWorkSummary> {
  return sendLeadWork(await deps.leads.workFor(email), deps);
}

/** The scheduled re-send: gives up on 24-hour-old failures, then sends what is pending. */
export async function resendPendingLeadEmails(
  deps: LeadFlowDeps,
): Promise<LeadWorkSummary & { pending: number; gaveUp: number }> {
  const work = await deps.leads.pendingWork(resendBatchSize);
  if (work.gave_up) {
    deps.logger.error('lead emails given up after 24 hours: follow these up by hand', {
      count: work.gave_up,
    });
  }
  const summary = await sendLeadWork(work, deps);
  return { ...summary, pending: work.leads.length + work.messages.length, gaveUp: work.gave_up ?? 0 };
}
