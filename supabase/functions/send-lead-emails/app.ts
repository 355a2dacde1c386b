/**
 * send-lead-emails: called by the browser (anon key) right after it inserted a lead. Reads the
 * address from the body (the shared schema), then sends what the database says is pending for
 * that address, and answers `{ ok: true }` whatever the address turned out to be: the answer never
 * tells whether an address is on file, and a failed send is left to the schedule.
 * `POST /resend-pending` (service role only) is that schedule: pg_cron on the hosted project, a timer
 * in the local stack.
 */
import { Hono } from 'hono';
import { leadEmailsRequestSchema } from '../../../shared/schemas/lead.ts';
import {
  applyCommonMiddleware,
  describeError,
  fail,
  hasBearer,
  messages,
  ok,
  readSubmission,
  type Logger,
} from '../_shared/http.ts';
import {
  resendPendingLeadEmails,
  sendPendingLeadEmailsFor,
  type LeadFlowDeps,
} from '../_shared/lead-flow.ts';

export const functionName = 'send-lead-emails';

export interface LeadAppDeps extends LeadFlowDeps {
  allowedOrigins: string[] | '*';
  serviceRoleKey: string;
  logger: Logger;
}

export function createApp(deps: LeadAppDeps) {
  const app = new Hono().basePath(`/${functionName}`);
  applyCommonMiddleware(app, { allowedOrigins: deps.allowedOrigins, logger: deps.logger });

  app.post('/', async (c) => {
    const submission = await readSubmission(c, leadEmailsRequestSchema);
    if (submission.kind === 'invalid') return fail(c, 400, submission.error);
    if (submission.kind === 'honeypot') {
      deps.logger.info('lead emails: honeypot filled, ignored');
      return ok(c);
    }
    try {
      const summary = await sendPendingLeadEmailsFor(submission.data.email, deps);
      deps.logger.info('lead emails', { ...summary });
    } catch (error) {
      // Stored is stored: whatever is still pending goes out with the next scheduled call.
      deps.logger.error('lead emails failed', { error: describeError(error) });
    }
    return ok(c);
  });

  app.post('/resend-pending', async (c) => {
    if (!hasBearer(c, deps.serviceRoleKey)) return fail(c, 401, messages.unauthorized);
    const summary = await resendPendingLeadEmails(deps);
    deps.logger.info('lead emails re-sent', { ...summary });
    return ok(c, { ...summary });
  });

  return app;
}
