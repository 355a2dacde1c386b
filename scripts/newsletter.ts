/**
 * `npm run newsletter -- send <file>`: sends an issue of the newsletter to exactly the confirmed
 * subscribers. The file is plain text: its first line is the subject (a leading `#` is dropped), the
 * rest the body, paragraphs separated by a blank line. The issue is queued in the database (one email
 * per subscriber, each with its own unsubscribe link and one-click unsubscribe headers) and the
 * newsletter function sends it through the mail provider at once and on its schedule.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { callSql, describeTarget, serviceTarget, type ServiceTarget } from './service-client.ts';

function parseIssue(text: string): { subject: string; body: string } {
  const [first = '', ...rest] = text.replace(/\r\n?/g, '\n').split('\n');
  const subject = first.replace(/^#\s*/, '').trim();
  const body = rest.join('\n').trim();
  if (!subject || !body) throw new Error('An issue file is a subject line, a blank line, then the body.');
  return { subject, body };
}

export async function sendIssue(file: string, target: ServiceTarget): Promise<{ queued: number }> {
  const issue = parseIssue(await readFile(file, 'utf8'));
  const queued = (await callSql(target, 'queue_newsletter_issue', issue)) as { queued: number };
  // Start sending now; whatever this call does not get to, the schedule sends.
  await fetch(`${target.url}/functions/v1/newsletter/resend-pending`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.key}`, 'content-type': 'application/json' },
    body: '{}',
  }).then((response) => response.body?.cancel());
  return queued;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, file] = process.argv.slice(2);
  const target = serviceTarget();
  console.error(`(${describeTarget(target)})`);
  if (command !== 'send' || !file) {
    console.error('Usage: npm run newsletter -- send <issue.txt>');
    process.exit(1);
  }
  sendIssue(file, target).then(
    ({ queued }) => console.log(`Queued the issue for ${queued} confirmed subscriber(s).`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
