/**
 * The newsletter's issues, as the function handles them: it learns which issues are due from the
 * index the site's build publishes (`/newsletter/issues.json`, no database write from the studio),
 * hands them to the database, which queues each once and once a calendar month; sends the team a
 * report after each issue (counts of people, never opens or clicks); and sends a test of an issue to
 * the team's test address only. The emails themselves go through the email queue like every other.
 */
import {
  newsletterIndexSchema,
  type IssueDocument,
  type IssueIndexEntry,
} from '../../../shared/schemas/newsletter-issue.ts';
import type { IssueOutcome, NewsletterIssueRow } from './db.ts';
import { describeError } from './http.ts';
import type { SendResult } from './mailer.ts';
import type { OutboxDeps } from './outbox.ts';
import { renderNewsletterIssue, renderNewsletterReport } from './templates/newsletter-emails.ts';

/** The site's index could not be read: the message says why, for the logs and the team's command. */
export class IssueIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IssueIndexError';
  }
}

/**
 * The issues the site published as due. A site without an index (404: no issue was ever due) has
 * none; anything else that is not an index is an error that names what is wrong.
 */
export async function readIssueIndex(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<IssueIndexEntry[]> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new IssueIndexError(`The index of issues at ${url} could not be read: ${describeError(error)}`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return [];
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new IssueIndexError(`The index of issues at ${url} answered ${response.status}.`);
  }
  const index = newsletterIndexSchema.safeParse(await response.json().catch(() => undefined));
  if (!index.success) {
    const [issue] = index.error.issues;
    throw new IssueIndexError(
      `The index of issues at ${url} is not one this function reads: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return index.data.issues;
}

/** What the email of a stored issue is made of; undefined for an issue without blocks (none of the studio's). */
export function storedIssueDocument(issue: NewsletterIssueRow | null | undefined): IssueDocument | undefined {
  if (!issue?.slug || !issue.blocks || !issue.preheader) return undefined;
  return { slug: issue.slug, subject: issue.subject, preheader: issue.preheader, blocks: issue.blocks };
}

/** Queues the due issues (the database decides: once each, once a month) and logs what became of each. */
export async function queueDueIssues(deps: OutboxDeps, issues: IssueIndexEntry[]): Promise<IssueOutcome[]> {
  if (issues.length === 0) return [];
  const outcomes = await deps.db.queueNewsletterIssues(issues);
  for (const outcome of outcomes) {
    if (outcome.outcome === 'queued') {
      deps.logger.info('newsletter issue queued', { slug: outcome.slug, recipients: outcome.queued });
    } else if (outcome.outcome === 'waits') {
      deps.logger.info('newsletter issue waits for next month: this month had its issue', {
        slug: outcome.slug,
        until: outcome.until,
        monthTakenBy: outcome.month_taken_by,
      });
    } else if (outcome.changed) {
      deps.logger.error('a sent newsletter issue changed since; it is not sent again', {
        slug: outcome.slug,
      });
    }
  }
  return outcomes;
}

/** Sends the reports that are due to the team; answers how many went. */
export async function sendIssueReports(
  deps: OutboxDeps,
  team: { emails: string[]; siteUrl: string },
): Promise<number> {
  let sent = 0;
  for (const report of await deps.db.claimNewsletterReports()) {
    const email = renderNewsletterReport(
      {
        slug: report.slug,
        subject: report.subject,
        recipients: report.recipients,
        sent: report.sent,
        failed: report.failed,
        givenUp: report.given_up,
        leftBeforeSending: report.left_before_sending,
        unsubscribesSinceLastIssue: report.unsubscribes_since_last_issue,
      },
      team.siteUrl,
    );
    const result = await deps.mailer.send({
      ...email,
      to: team.emails,
      idempotencyKey: `newsletter-report/${report.id}`,
    });
    await deps.db.finishNewsletterReport(report.id, result.ok);
    if (result.ok) sent += 1;
    else
      deps.logger.error('the newsletter report could not be sent; the next schedule tries again', {
        slug: report.slug,
      });
  }
  return sent;
}

/** A test of an issue, to the team's test address and nobody else, as often as asked. */
export function sendIssueTest(
  deps: OutboxDeps,
  issue: IssueDocument,
  test: { emails: string[]; siteUrl: string },
): Promise<SendResult> {
  return deps.mailer.send({
    ...renderNewsletterIssue(issue, 'test', test.siteUrl),
    to: test.emails,
    idempotencyKey: `newsletter-test/${crypto.randomUUID()}`,
  });
}
