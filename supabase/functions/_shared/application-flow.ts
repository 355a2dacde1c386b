/**
 * What send-job-application-emails does once the payload is valid: store the application first (an
 * email outage never loses an application; a retry with the same idempotency key finds the stored
 * row), then send whichever of its two emails is pending. The applicant's confirmation is reserved in
 * the database first: at most one per address and position per 24 hours, and none over the mail
 * ceilings (it waits for the schedule then).
 */
import type { JobApplicationRow } from './database.types.ts';
import type { ApplicationStore } from './db.ts';
import {
  count,
  emptySummary,
  sendTeamEmail,
  sendVisitorEmail,
  type DeliveryDeps,
  type DeliverySummary,
  type EmailOutcome,
} from './delivery.ts';
import type { JobApplication } from '../../../shared/schemas/application.ts';
import {
  renderApplicationApplicantEmail,
  renderApplicationTeamEmail,
} from './templates/application-emails.ts';

export const applicationTeamKey = (applicationId: string) => `job-application-team/${applicationId}`;
export const applicationApplicantKey = (applicationId: string) =>
  `job-application-applicant/${applicationId}`;

/** How many pending applications one re-send call works through. */
export const resendBatchSize = 20;

export interface ApplicationFlowDeps extends DeliveryDeps {
  applications: ApplicationStore;
  applicationNotifyEmails: string[];
  siteUrl: string;
}

export interface EmailProgress {
  team: EmailOutcome;
  applicant: EmailOutcome;
}

/** Stores the application for the client at `clientAddress` (may throw RateLimitedError), then emails. */
export async function submitJobApplication(
  input: JobApplication,
  clientAddress: string,
  deps: ApplicationFlowDeps,
): Promise<{ application: JobApplicationRow; emails: EmailProgress }> {
  const application = await deps.applications.submit(input, clientAddress);
  const emails = await sendPendingApplicationEmails(application, deps);
  return { application, emails };
}

/** Sends the team and applicant emails that are still pending. */
export async function sendPendingApplicationEmails(
  application: JobApplicationRow,
  deps: ApplicationFlowDeps,
): Promise<EmailProgress> {
  const team = application.team_emailed_at
    ? 'already-sent'
    : await sendTeamEmail(
        'application',
        application.id,
        {
          ...renderApplicationTeamEmail(application, deps.siteUrl),
          to: deps.applicationNotifyEmails,
          replyTo: [application.email],
          idempotencyKey: applicationTeamKey(application.id),
        },
        deps,
      );
  const applicant =
    application.applicant_emailed_at || application.applicant_email_skipped_at
      ? 'already-sent'
      : await sendVisitorEmail(
          'application',
          application.id,
          () => ({
            ...renderApplicationApplicantEmail(application, deps.siteUrl),
            to: [application.email],
            // The applicant answers with their resume: that reply must reach the team.
            replyTo: deps.applicationNotifyEmails,
            idempotencyKey: applicationApplicantKey(application.id),
          }),
          deps,
        );
  return { team, applicant };
}

export interface ResendSummary {
  pending: number;
  gaveUp: number;
  team: DeliverySummary;
  applicant: DeliverySummary;
}

/** The scheduled re-send: gives up on 24-hour-old failures, then sends what is pending. */
export async function resendPendingApplicationEmails(deps: ApplicationFlowDeps): Promise<ResendSummary> {
  const work = await deps.applications.pendingWork(resendBatchSize);
  if (work.gave_up) {
    deps.logger.error('application emails given up after 24 hours: follow these up by hand', {
      count: work.gave_up,
    });
  }
  const summary: ResendSummary = {
    pending: work.applications.length,
    gaveUp: work.gave_up,
    team: emptySummary(),
    applicant: emptySummary(),
  };
  for (const application of work.applications) {
    const progress = await sendPendingApplicationEmails(application, deps);
    count(summary.team, progress.team);
    count(summary.applicant, progress.applicant);
  }
  return summary;
}
