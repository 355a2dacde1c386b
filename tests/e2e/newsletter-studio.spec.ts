/**
 * A newsletter issue as the marketing team writes it: created in the local studio in Chromium, over
 * a copy of the working tree; built; previewed as the email in HTML and in plain text; a test sent
 * to the team's test address (and to nobody else) through the newsletter function of the local
 * stack; then marked ready for today, built into the index the schedule reads and the archive, and
 * sent on the schedule's path to exactly the confirmed subscribers, once, with the team's report.
 * The monthly rule, an unsubscribed address and the function's own read of the index are proven
 * against the same function in tests/integration/newsletter-issues.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../helpers/test';
import { repoRoot } from '../../scripts/process';
import { sendIssueTest } from '../../scripts/newsletter';
import { startStudioServer } from '../../studio/local-server';
import { caughtEmails, haveStack, stackMissing, uniqueEmail } from '../helpers/local-stack';
import { callSql } from '../../scripts/service-client';
import type { NewsletterIndex } from '../../shared/schemas/newsletter-issue';
import { contentToday } from '../../site/scripts/vite-plugins/publication';
import { buildWorkingTree, workingTreeCopy } from '../helpers/studio';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(!haveStack, stackMissing);

const { LOCAL_GATEWAY_URL, LOCAL_MAIL_URL, LOCAL_SERVICE_ROLE_KEY } = process.env;
const testAddress = 'newsletter-test@emberwise.local';

const issue = {
  subject: `Studio test issue ${Date.now().toString(36)}: agents that finish the job`,
  preheader:
    'Three workflows we moved from a chat window to agents this month, and what the hand-over taught us.',
  paragraph:
    'This month we moved three client workflows from a chat window into agents that finish the work.',
};
const slug = issue.subject
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');
const file = `content/newsletter/${slug}.mdx`;

let root: string;
let remove: () => Promise<void>;
let studio: Awaited<ReturnType<typeof startStudioServer>>;
const studioUrl = (path: string) => studio.url.replace(/\/keystatic$/, path);

test.beforeAll(async () => {
  ({ root, remove } = await workingTreeCopy());
  studio = await startStudioServer({
    root,
    dist: join(repoRoot, 'dist'),
    port: 0,
    siteUrl: 'http://127.0.0.1',
    sendNewsletterTest: (document) =>
      sendIssueTest(document, { url: LOCAL_GATEWAY_URL!, key: LOCAL_SERVICE_ROLE_KEY!, local: true }),
    mailboxUrl: LOCAL_MAIL_URL,
  });
});

const target = { url: LOCAL_GATEWAY_URL!, key: LOCAL_SERVICE_ROLE_KEY!, local: true };
const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${LOCAL_GATEWAY_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY!,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
let visitor = 0;
/** A visitor's address of its own for each call, so no hourly limit of the link pages is reached. */
const clientAddress = () => `203.0.113.${(visitor = (visitor % 250) + 1)}`;
/**
 * A subscriber as the sign-up box leaves one and, when confirmed, as the link of its confirmation
 * email does (the token is signed when that email is sent, and only the email holds it).
 */
async function subscribe(email: string, status: 'confirmed' | 'pending') {
  await callSql(target, 'submit_newsletter_signup', {
    signup: { email, source: 'blogs' },
    client_address: clientAddress(),
  });
  if (status === 'pending') return;
  await resendPending();
  const confirmation = (await caughtEmails()).find((email_) => email_.to.includes(email));
  const token = /[?&]token=([^&\s"]+)/.exec(confirmation?.text ?? '')?.[1];
  expect(token, `the confirmation email to ${email}`).toBeTruthy();
  const outcome = await callSql(target, 'confirm_newsletter_subscription', {
    token: decodeURIComponent(token!),
    client_address: clientAddress(),
  });
  expect(outcome).toBe('confirmed');
}
async function confirmedSubscribers(): Promise<string[]> {
  const response = await rest('newsletter_subscribers?status=eq.confirmed&select=email');
  return ((await response.json()) as { email: string }[]).map((row) => row.email);
}
/** What the scheduled newsletter function does with the index it read: queue each due issue. */
async function queueIssue(entry: NewsletterIndex['issues'][number]) {
  return (await callSql(target, 'queue_newsletter_issues', { issues: [entry] as never })) as unknown[];
}
async function resendPending() {
  const response = await fetch(`${LOCAL_GATEWAY_URL}/functions/v1/newsletter/resend-pending`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

test.afterAll(async () => {
  await studio?.stop();
  await remove?.();
});

test('an issue written in the studio is previewed, tested to the test address only, and sent on its day to exactly the confirmed subscribers, once', async ({
  page,
}) => {
  await test.step('the editor creates a draft issue', async () => {
    await page.goto(studioUrl('/keystatic/collection/newsletter/create'));
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(issue.subject);
    await page.getByRole('textbox', { name: 'Preheader' }).fill(issue.preheader);
    const body = page.getByRole('textbox', { name: 'Issue' });
    await body.click();
    await page.keyboard.type(issue.paragraph);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`/keystatic/collection/newsletter/item/${slug}$`));
    const saved = await readFile(join(root, file), 'utf8');
    expect(saved).toContain(issue.paragraph);
    expect(saved).toMatch(/^state: draft$/m);
  });

  await buildWorkingTree(root);

  await test.step('its preview shows the email in HTML and in plain text', async () => {
    await page.goto(studioUrl(`/preview/newsletter/${slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Preview: ${issue.subject}`);
    await expect(page.getByText(issue.preheader, { exact: true })).toBeVisible();
    await expect(page.getByText(/^A draft: it goes to nobody\./)).toBeVisible();
    const email = page.frameLocator('iframe[title="The email as HTML"]');
    await expect(email.getByText(issue.paragraph)).toBeVisible();
    await expect(email.getByRole('link', { name: /unsubscribe/i }).first()).toBeVisible();
    await expect(page.locator('pre')).toContainText(issue.paragraph);
    await expect(page.locator('pre')).toContainText('/newsletter/unsubscribe');
  });

  await test.step('"Send a test" mails it to the team’s test address, marked [TEST], and to nobody else', async () => {
    await page.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByRole('status')).toContainText(`A test went to ${testAddress} only`);
    await page.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expect
      .poll(
        async () => (await caughtEmails()).filter((email) => email.subject.includes(issue.subject)).length,
      )
      .toBe(2);
    const sent = (await caughtEmails()).filter((email) => email.subject.includes(issue.subject));
    expect(sent.map((email) => email.subject)).toEqual([
      `[TEST] ${issue.subject}`,
      `[TEST] ${issue.subject}`,
    ]);
    expect(sent.map((email) => email.to)).toEqual([[testAddress], [testAddress]]);
    expect(sent[0]!.text).toContain(issue.paragraph);
  });

  await test.step('the editor marks it ready for today', async () => {
    await page.goto(studioUrl(`/keystatic/collection/newsletter/item/${slug}`));
    await page.getByRole('button', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Ready to send' }).click();
    // This run's stack may already have sent an issue this month (a retry): the editor says it is on purpose.
    await page.getByRole('checkbox', { name: 'A second issue this month, on purpose' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => readFile(join(root, file), 'utf8'), { timeout: 30_000 })
      .toMatch(/^state: ready$/m);
    const saved = await readFile(join(root, file), 'utf8');
    // The send date the studio filled in is today's.
    expect(saved).toMatch(new RegExp(`^sendDate: ${contentToday()}$`, 'm'));
  });

  const reader = uniqueEmail('issue-reader');
  const pending = uniqueEmail('issue-pending');
  let entry: NewsletterIndex['issues'][number] | undefined;

  await test.step('the build publishes it as due, with its web version in the archive', async () => {
    await buildWorkingTree(root);
    const index = JSON.parse(
      await readFile(join(root, 'dist/newsletter/issues.json'), 'utf8'),
    ) as NewsletterIndex;
    entry = index.issues.find((candidate) => candidate.slug === slug);
    expect(entry).toMatchObject({ subject: issue.subject, sendOn: contentToday(), exception: true });
    const web = await readFile(join(root, `dist/newsletter/${slug}.html`), 'utf8');
    expect(web).toContain(issue.paragraph);
    expect(await readFile(join(root, 'dist/newsletter.html'), 'utf8')).toContain(issue.subject);
  });

  await test.step('the schedule sends it to exactly the confirmed subscribers, once', async () => {
    await subscribe(reader, 'confirmed');
    await subscribe(pending, 'pending');
    const confirmedBefore = await confirmedSubscribers();
    // The schedule's round: the due index into queue_newsletter_issues, then what is due is sent.
    const [queued] = (await queueIssue(entry!)) as { slug: string; outcome: string; queued: number }[];
    expect(queued).toMatchObject({ slug, outcome: 'queued' });
    await resendPending();
    const confirmedAfter = await confirmedSubscribers();
    const sent = async () => (await caughtEmails()).filter((email) => email.subject === issue.subject);
    await expect.poll(async () => (await sent()).length, { timeout: 30_000 }).toBe(queued!.queued);
    const recipients = (await sent()).flatMap((email) => email.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const address of confirmedBefore) expect(recipients).toContain(address);
    for (const address of recipients) expect(confirmedAfter).toContain(address);
    expect(recipients).toContain(reader);
    expect(recipients).not.toContain(pending);
    const mine = (await sent()).find((email) => email.to.includes(reader))!;
    expect(mine.text).toContain(issue.paragraph);
    expect(mine.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mine.text).toContain(`/newsletter/${slug}`);

    // A second round (a retry, a rebuild, a second schedule) sends nothing.
    const [again] = (await queueIssue(entry!)) as { slug: string; outcome: string }[];
    expect(again).toMatchObject({ slug, outcome: 'sent' });
    await resendPending();
    expect((await sent()).length).toBe(recipients.length);

    // The team's report counts people: no opens, no clicks.
    const report = async () =>
      (await caughtEmails()).find((email) => email.subject === `Newsletter sent: ${issue.subject}`);
    await expect.poll(report, { timeout: 30_000 }).toBeTruthy();
    expect((await report())!.text).toContain(`Recipients: ${recipients.length}`);
    expect((await report())!.html).not.toMatch(/<img\b/);
  });
});

test('a preview of an address that is no saved issue says so, and a test of it sends nothing', async ({
  request,
}) => {
  const missing = await request.get(studioUrl('/preview/newsletter/no-such-issue'));
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('There is no saved newsletter issue at “no-such-issue”.');
  // Without the studio's key (a page that is not the studio's), "Send a test" is refused.
  const refused = await request.post(studioUrl(`/api/keystatic/newsletter/${slug}/test`));
  expect(refused.status()).toBe(403);
});
