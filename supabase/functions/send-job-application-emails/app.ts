/**
 * send-job-application-emails: called by the careers dialog (anon key). Validates the payload,
 * stores the application, then emails the team and the applicant. Once the application is stored
 * the visitor gets `{ ok: true }` even if email fails: the row stays unmarked and the scheduled
 * `POST /resend-pending` (service role only) sends it later.
 */
import { Hono } from 'hono';
import {
  resendPendingApplicationEmails,
  submitJobApplication,
  type ApplicationFlowDeps,
} from '../_shared/application-flow.ts';
import {
  applyCommonMiddleware,
  fail,
  hasBearer,
  messages,
  ok,
  readSubmission,
  type Logger,
} from '../_shared/http.ts';
import { jobApplicationSchema } from '../_shared/schemas.ts';

export const functionName = 'send-job-application-emails';

export interface ApplicationAppDeps extends ApplicationFlowDeps {
  allowedOrigins: string[] | '*';
  serviceRoleKey: string;
  logger: Logger;
}

export function createApp(deps: ApplicationAppDeps) {
  const app = new Hono().basePath(`/${functionName}`);
  applyCommonMiddleware(app, { allowedOrigins: deps.allowedOrigins, logger: deps.logger });

  app.post('/', async (c) => {
    const submission = await readSubmission(c, jobApplicationSchema);
    if (submission.kind === 'invalid') return fail(c, 400, submission.error);
    if (submission.kind === 'honeypot') {
      deps.logger.info('job application: honeypot filled, ignored');
      return ok(c);
    }

    const { application, emails } = await submitJobApplication(submission.data, deps);
    deps.logger.info('job application stored', { applicationId: application.id, ...emails });
    return ok(c);
  });

  app.post('/resend-pending', async (c) => {
    if (!hasBearer(c, deps.serviceRoleKey)) return fail(c, 401, messages.unauthorized);
    const summary = await resendPendingApplicationEmails(deps);
    deps.logger.info('job application emails re-sent', { ...summary });
    return ok(c, { ...summary });
  });

  return app;
}
