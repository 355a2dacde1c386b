/**
 * send-lead-emails: owns the contact form. The edge API posts each submission here (`POST /`, with
 * its secret and the visitor's address); this checks it with the shared contact schema, stores it
 * (`public.submit_lead`: a new lead, or a returning contact's message), answers, and then sends the
 * emails the database queued: the team's notification and the visitor's confirmation, or a "returning
 * contact" notification. `POST /resend-pending` is the schedule's call for whatever is still due.
 */
import { contactFormSchema, leadFromContactForm } from '../../../shared/schemas/lead.ts';
import type { LeadMessageRow, LeadRow } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { createFunctionApp, type FunctionDeps } from '../_shared/function-app.ts';
import { withTeamDigests, type Renderer } from '../_shared/outbox.ts';
import {
  leadDigestItem,
  renderLeadConfirmation,
  renderLeadNotification,
  renderReturningContactNotification,
} from '../_shared/templates/lead-emails.ts';

export const functionName = 'send-lead-emails';

function createLeadRenderer(config: { teamEmails: string[]; siteUrl: string }): Renderer {
  const { teamEmails, siteUrl } = config;
  return withTeamDigests({ form: 'contact form', teamEmails, siteUrl, item: leadDigestItem }, (email) => {
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
  });
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
