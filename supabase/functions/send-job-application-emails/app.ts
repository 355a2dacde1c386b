/**
 * send-job-application-emails: called by the careers dialog (anon key). Validates the payload with
 * the shared application schema, stores the application for the calling client (at most
 * `applications_per_client_per_hour`: 429 beyond), then emails the team and the applicant. Once the
 * application is stored the visitor gets `{ ok: true }` even if email fails: the row stays unmarked
 * and the scheduled `POST /resend-pending` (service role only) sends it later.
 */
import { Hono } from 'hono';
import { applicationSchema } from '../../../shared/schemas/application.ts';
import { rateLimitMessages } from '../../../shared/schemas/messages.ts';
import {
  resendPendingApplicationEmails,
  submitJobApplication,
  type ApplicationFlowDeps,
} from '../_shared/application-flow.ts';
import { RateLimitedError } from '../_shared/db.ts';
import {
  applyCommonMiddleware,
  clientAddress,
  fail,
  hasBearer,
  messages,
  ok,
  readSubmission,
  type Logger,
} from '../_shared/http.ts';

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
    const submission = await readSubmission(c, applicationSchema);
    if (submission.kind === 'invalid') return fail(c, 400, submission.error);
    if (submission.kind === 'honeypot') {
      deps.logger.info('job application: honeypot filled, ignored');
      return ok(c);
    }
    try {
      const { application, emails } = await submitJobApplication(submission.data, clientAddress(c), deps);
      deps.logger.info('job application stored', { applicationId: application.id, ...emails });
    } catch (error) {
      if (error instanceof RateLimitedError) return fail(c, 429, rateLimitMessages.application);
      throw error;
    }
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
