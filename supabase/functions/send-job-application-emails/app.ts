/**
 * send-job-application-emails: owns the job application. The edge API posts each application here
 * (`POST /`, with its secret and the visitor's address); this checks it with the shared application
 * schema, stores it (`public.submit_job_application`: a retry with the same idempotency key finds the
 * stored row), answers, and then sends the emails the database queued: every field to the team, and
 * a confirmation asking the applicant for the resume by reply. `POST /resend-pending` is the
 * schedule's call for whatever is still due.
 */
import { applicationSchema } from '../../../shared/schemas/application.ts';
import type { JobApplicationRow } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { createFunctionApp, type FunctionDeps } from '../_shared/function-app.ts';
import { withTeamDigests, type Renderer } from '../_shared/outbox.ts';
import {
  applicationDigestItem,
  renderApplicationApplicantEmail,
  renderApplicationTeamEmail,
} from '../_shared/templates/application-emails.ts';

export const functionName = 'send-job-application-emails';

function createApplicationRenderer(config: { teamEmails: string[]; siteUrl: string }): Renderer {
  const { teamEmails, siteUrl } = config;
  const item = applicationDigestItem;
  return withTeamDigests({ form: 'application form', teamEmails, siteUrl, item }, (email) => {
    if (!email.subject) return undefined;
    const application = email.subject as JobApplicationRow;
    if (email.purpose === 'confirmation') {
      // The applicant answers with their resume: that reply must reach the team.
      return {
        ...renderApplicationApplicantEmail(application, siteUrl),
        to: [application.email],
        replyTo: teamEmails,
      };
    }
    return {
      ...renderApplicationTeamEmail(application, siteUrl),
      to: teamEmails,
      replyTo: [application.email],
    };
  });
}

export function createApp(deps: FunctionDeps, env: Pick<FunctionEnv, 'applicationNotifyEmails' | 'siteUrl'>) {
  const { app, edgeRoute } = createFunctionApp(
    {
      name: functionName,
      flow: 'application',
      render: createApplicationRenderer({ teamEmails: env.applicationNotifyEmails, siteUrl: env.siteUrl }),
    },
    deps,
  );
  edgeRoute('/', applicationSchema, async (application, clientAddress) => ({
    emails: await deps.db.submitApplication(application, clientAddress),
  }));
  return app;
}
