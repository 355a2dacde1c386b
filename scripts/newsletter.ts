/**
 * `npm run newsletter -- <command> content/newsletter/<address>.mdx`: a developer's way to an issue
 * the studio wrote, on the path the schedule takes. The file is read and checked by the build's own
 * reader (`site/scripts/vite-plugins/newsletter-issues.ts`), then:
 *   send   queues it now, whatever its send date, through `queue_newsletter_issues` (once per issue
 *          and content, one issue a calendar month unless it is marked as an exception; one email
 *          per confirmed subscriber, each with its own unsubscribe link), and starts the sending;
 *   test   sends it, `[TEST]` in the subject, to the team's test address only.
 */
import { fileURLToPath } from 'node:url';
import { issueIndex } from '../site/scripts/newsletter-files.ts';
import { readIssueEntry } from '../site/scripts/vite-plugins/newsletter-issues.ts';
import { issueDocument } from '../site/scripts/vite-plugins/newsletter-reader.ts';
import type { NewsletterIssueMeta } from '../site/src/types/newsletter.ts';
import type { IssueDocument } from '../shared/schemas/newsletter-issue.ts';
import type { Json } from '../supabase/functions/_shared/database.gen.ts';
import { callSql, describeTarget, serviceTarget, type ServiceTarget } from './service-client.ts';

type Outcome =
  | { slug: string; outcome: 'queued'; queued: number; days: number; per_day: number }
  | { slug: string; outcome: 'sent'; changed: boolean }
  | { slug: string; outcome: 'waits'; until: string; month_taken_by: string };

/** The issue of a file, or an error that says what is wrong with it. */
async function readIssueFile(file: string): Promise<NewsletterIssueMeta> {
  const { issue } = await readIssueEntry(file, { ...process.env, CONTENT_PREVIEW: '0' });
  if (issue.publication.state === 'invalid')
    throw new Error(`The issue breaks a rule: ${(issue.publication.problems ?? []).join('; ')}`);
  return issue as NewsletterIssueMeta;
}

/** A POST to a route of the newsletter function with the service key. */
async function callNewsletter(target: ServiceTarget, route: string, body: unknown) {
  const response = await fetch(`${target.url}/functions/v1/newsletter${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string };
  if (!response.ok) throw new Error(answer.error ?? `The newsletter function answered ${response.status}.`);
  return answer;
}

/** What became of the issue, in a sentence. */
export function describeOutcome(outcome: Outcome): string {
  switch (outcome.outcome) {
    case 'queued':
      return outcome.days > 1
        ? `Queued the issue for ${outcome.queued} confirmed subscriber(s), over ${outcome.days} days (${outcome.per_day} a day, issue_emails_per_day); the team is told.`
        : `Queued the issue for ${outcome.queued} confirmed subscriber(s).`;
    case 'sent':
      return outcome.changed
        ? 'This issue went out before, with other content; it is not sent again.'
        : 'This issue went out before; it is not sent again.';
    case 'waits':
      return `This month had its issue (${outcome.month_taken_by}): mark this one as an exception in the studio, or send it from ${outcome.until}.`;
  }
}

export async function sendIssue(file: string, target: ServiceTarget): Promise<Outcome> {
  const issue = await readIssueFile(file);
  if (issue.state === 'draft') throw new Error('The issue is a draft: set its state to "ready" first.');
  const [entry] = issueIndex([issue]).issues;
  const [outcome] = (await callSql(target, 'queue_newsletter_issues', {
    issues: [entry] as unknown as Json,
  })) as unknown as Outcome[];
  // Start sending now; whatever this call does not get to, the schedule sends.
  if (outcome!.outcome === 'queued') await callNewsletter(target, '/resend-pending', {});
  return outcome!;
}

/** A test of an issue, `[TEST]` in the subject, to the team's test address only; answers who got it. */
export async function sendIssueTest(issue: IssueDocument, target: ServiceTarget): Promise<{ to: string[] }> {
  const answer = await callNewsletter(target, '/send-test', issue);
  return { to: (answer as { to: string[] }).to };
}

export async function sendTest(file: string, target: ServiceTarget): Promise<string[]> {
  return (await sendIssueTest(issueDocument(await readIssueFile(file)), target)).to;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'send' && command !== 'test') || !file) {
    console.error('Usage: npm run newsletter -- send|test content/newsletter/<address>.mdx');
    process.exit(1);
  }
  const target = serviceTarget();
  console.error(`(${describeTarget(target)})`);
  const run =
    command === 'send'
      ? sendIssue(file, target).then(describeOutcome)
      : sendTest(file, target).then((to) => `Sent a test to ${to.join(', ')}.`);
  run.then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
