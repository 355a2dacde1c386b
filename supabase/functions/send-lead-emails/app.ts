/**
 * send-lead-emails: called by the browser (anon key) right after it inserted a lead. Parses and
 * validates the body, hands the address to the lead flow and answers `{ ok: true }` whatever the
 * lead turned out to be, so the answer never tells whether an address is on file.
 */
import { Hono } from 'hono';
import { applyCommonMiddleware, fail, ok, readSubmission, type Logger } from '../_shared/http.ts';
import { sendLeadEmails, type LeadFlowDeps } from '../_shared/lead-flow.ts';
import { leadEmailRequestSchema } from '../_shared/schemas.ts';

export const functionName = 'send-lead-emails';

export interface LeadAppDeps extends LeadFlowDeps {
  allowedOrigins: string[] | '*';
  logger: Logger;
}

export function createApp(deps: LeadAppDeps) {
  const app = new Hono().basePath(`/${functionName}`);
  applyCommonMiddleware(app, { allowedOrigins: deps.allowedOrigins, logger: deps.logger });

  app.post('/', async (c) => {
    const submission = await readSubmission(c, leadEmailRequestSchema);
    if (submission.kind === 'invalid') return fail(c, 400, submission.error);
    if (submission.kind === 'honeypot') {
      deps.logger.info('lead emails: honeypot filled, ignored');
      return ok(c);
    }

    const outcome = await sendLeadEmails(submission.data.email, deps);
    deps.logger.info('lead emails', { outcome });
    if (outcome === 'send-failed') {
      return fail(c, 500, 'We could not send the emails right now. Please try again later.');
    }
    return ok(c);
  });

  return app;
}
