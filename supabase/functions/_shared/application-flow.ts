/**
 * What send-job-application-emails does once the payload is valid: store the application first
 * (an email outage never loses an application), then send whichever of its two emails is not yet
 * marked as sent. A retry with the same idempotency key finds the stored row instead of adding one,
 * and the Resend idempotency keys keep a repeated send from delivering twice.
 */
import type { JobApplicationInsert, JobApplicationRow } from './database.types.ts';
import type { ApplicationEmail, ApplicationStore } from './db.ts';
import { describeError, type Logger } from './http.ts';
import type { Mailer, OutgoingEmail } from './mailer.ts';
import type { JobApplicationInput } from './schemas.ts';
import {
  renderApplicationApplicantEmail,
  renderApplicationTeamEmail,
} from './templates/application-emails.ts';

export const applicationTeamKey = (applicationId: string) => `job-application-team/${applicationId}`;
export const applicationApplicantKey = (applicationId: string) =>
  `job-application-applicant/${applicationId}`;

/** How many pending applications one resend-pending call works through. */
export const resendBatchSize = 100;

export interface ApplicationFlowDeps {
  applications: ApplicationStore;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  applicationNotifyEmails: string[];
  siteUrl: string;
}

export type EmailState = 'sent' | 'already-sent' | 'failed';

export interface EmailProgress {
  team: EmailState;
  applicant: EmailState;
}

/** The row to insert for a validated payload (the honeypot field is not stored). */
export function toApplicationInsert(input: JobApplicationInput): JobApplicationInsert {
  return {
    idempotency_key: input.idempotency_key,
    position_title: input.position_title ?? null,
    position_type: input.position_type,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone ?? null,
    linkedin_url: input.linkedin_url ?? null,
    portfolio_url: input.portfolio_url ?? null,
    cover_letter: input.cover_letter ?? null,
    experience_years: input.experience_years ?? null,
    job_title: input.job_title ?? null,
    company_name: input.company_name ?? null,
    salary_expectation: input.salary_expectation ?? null,
    availability: input.availability ?? null,
    source: input.source,
  };
}

/** Stores the application (or finds the one stored under its key), then sends what is pending. */
export async function submitJobApplication(
  input: JobApplicationInput,
  deps: ApplicationFlowDeps,
): Promise<{ application: JobApplicationRow; emails: EmailProgress }> {
  const application =
    (await deps.applications.findByKey(input.idempotency_key)) ??
    (await deps.applications.insert(toApplicationInsert(input)));
  const emails = await sendPendingApplicationEmails(application, deps);
  return { application, emails };
}

function emailFor(
  which: ApplicationEmail,
  application: JobApplicationRow,
  deps: ApplicationFlowDeps,
): OutgoingEmail {
  if (which === 'team') {
    return {
      ...renderApplicationTeamEmail(application, deps.siteUrl),
      to: deps.applicationNotifyEmails,
      replyTo: [application.email],
      idempotencyKey: applicationTeamKey(application.id),
    };
  }
  return {
    ...renderApplicationApplicantEmail(application, deps.siteUrl),
    to: [application.email],
    // The applicant answers with their resume: that reply must reach the team.
    replyTo: deps.applicationNotifyEmails,
    idempotencyKey: applicationApplicantKey(application.id),
  };
}

/** Sends the team and applicant emails that are not marked as sent, and marks what went out. */
export async function sendPendingApplicationEmails(
  application: JobApplicationRow,
  deps: ApplicationFlowDeps,
): Promise<EmailProgress> {
  const sentAt = { team: application.team_emailed_at, applicant: application.applicant_emailed_at };
  const progress: EmailProgress = { team: 'already-sent', applicant: 'already-sent' };
  for (const which of ['team', 'applicant'] as const) {
    if (sentAt[which]) continue;
    const result = await deps.mailer.send(emailFor(which, application, deps));
    if (!result.ok) {
      progress[which] = 'failed';
      continue;
    }
    progress[which] = 'sent';
    try {
      await deps.applications.markEmailed(application.id, which, deps.now());
    } catch (error) {
      // The email went out; an unmarked row is only re-sent under the same idempotency key.
      deps.logger.error('could not mark application email as sent', {
        applicationId: application.id,
        email: which,
        error: describeError(error),
      });
    }
  }
  return progress;
}

export interface ResendSummary {
  pending: number;
  teamSent: number;
  applicantSent: number;
  failed: number;
}

/** Sends every pending application's missing emails (the scheduled retry). */
export async function resendPendingApplicationEmails(deps: ApplicationFlowDeps): Promise<ResendSummary> {
  const pending = await deps.applications.listPending(resendBatchSize);
  const summary: ResendSummary = { pending: pending.length, teamSent: 0, applicantSent: 0, failed: 0 };
  for (const application of pending) {
    const progress = await sendPendingApplicationEmails(application, deps);
    if (progress.team === 'sent') summary.teamSent++;
    if (progress.applicant === 'sent') summary.applicantSent++;
    if (progress.team === 'failed' || progress.applicant === 'failed') summary.failed++;
  }
  return summary;
}
