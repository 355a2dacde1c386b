/**
 * send-lead-emails: owns the contact form. The edge API posts each submission here (`POST /`, with
 * its secret and the visitor's address); this checks it with the shared contact schema, stores it
 * (`public.submit_lead`: a new lead, or a returning contact's message), answers, and then sends the
 * emails the database queued: the team's notification and the visitor's confirmation, or a "returning
 * contact" notification. `POST /resend-pending` is the schedule's call for whatever is still due.
 */
import { contactFormSchema, leadFromContactForm } from '../../../shared/schemas/lead.ts';
import type { LeadMessageRow, LeadRow } from '../_shared/database.types.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { createFunctionApp, type FunctionDeps } from '../_shared/function-app.ts';
import type { Renderer } from '../_shared/outbox.ts';
import { renderHeldDigest, renderUndeliveredDigest } from '../_shared/templates/digest-emails.ts';
import type { ListItem } from '../_shared/templates/layout.ts';
import {
  renderLeadConfirmation,
  renderLeadNotification,
  renderReturningContactNotification,
} from '../_shared/templates/lead-emails.ts';
import { excerpt, fullName } from '../_shared/text.ts';

export const functionName = 'send-lead-emails';

const source = { form: 'contact form' };

/** How one email of this flow reads in a digest. */
function listItem(purpose: string, subject: Record<string, unknown> | null): ListItem {
  const row = subject as (LeadRow & Partial<LeadMessageRow>) | null;
  if (!row) return { title: 'A lead that has been deleted since' };
  const name = fullName(row.first_name, row.last_name);
  if (purpose === 'confirmation') return { title: `Confirmation to ${row.email}` };
  if (purpose === 'returning_contact') {
    return {
      title: `Someone using ${row.email} (not verified) wrote again as ${name}`,
      detail: excerpt(row.message),
    };
  }
  return { title: `New lead: ${name} (${row.email}), source ${row.source}`, detail: excerpt(row.message) };
}

export function createLeadRenderer(config: { teamEmails: string[]; siteUrl: string }): Renderer {
  const { teamEmails, siteUrl } = config;
  return (email) => {
    const items = (email.items ?? []).map((item) => listItem(item.purpose, item.subject));
    switch (email.purpose) {
      case 'digest':
        return { ...renderHeldDigest(source, items, siteUrl), to: teamEmails };
      case 'undelivered':
        return { ...renderUndeliveredDigest(source, items, siteUrl), to: teamEmails };
    }
    if (!email.subject) return undefined;
    if (email.purpose === 'returning_contact') {
      const message = email.subject as LeadMessageRow;
      return {
        ...renderReturningContactNotification(message, siteUrl),
        to: teamEmails,
        replyTo: [message.email],
      };
    }
    const lead = email.subject as LeadRow;
    if (email.purpose === 'confirmation') {
      return { ...renderLeadConfirmation(lead, siteUrl), to: [lead.email], replyTo: teamEmails };
    }
    return { ...renderLeadNotification(lead, siteUrl), to: teamEmails, replyTo: [lead.email] };
  };
}

export function createApp(deps: FunctionDeps, env: Pick<FunctionEnv, 'leadNotifyEmails' | 'siteUrl'>) {
  const { app, edgeRoute } = createFunctionApp(
    {
      name: functionName,
      flow: 'lead',
      render: createLeadRenderer({ teamEmails: env.leadNotifyEmails, siteUrl: env.siteUrl }),
    },
    deps,
  );
  edgeRoute('/', contactFormSchema, async (form, clientAddress) => ({
    emails: await deps.db.submitLead(leadFromContactForm(form), clientAddress),
  }));
  return app;
}
