/**
 * A newsletter issue as the marketing team writes it: created in the local studio in Chromium, over
 * a copy of the working tree; built; previewed as the email in HTML and in plain text; a test sent
 * to the team's test address (and to nobody else) through the newsletter function of the local
 * stack; then marked ready for its day. What the schedule does with a ready issue (exactly the
 * confirmed subscribers, once, one issue a month, the team's report) is proven against the same
 * function in tests/integration/newsletter-issues.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../helpers/test';
import { repoRoot } from '../../scripts/process';
import { sendIssueTest } from '../../scripts/newsletter';
import { startStudioServer } from '../../studio/local-server';
import { caughtEmails, haveStack, stackMissing } from '../helpers/local-stack';
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

test.afterAll(async () => {
  await studio?.stop();
  await remove?.();
});

test('an issue written in the studio is previewed as its email, and its test reaches the test address only', async ({
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

  await test.step('the editor marks it ready for its day', async () => {
    await page.goto(studioUrl(`/keystatic/collection/newsletter/item/${slug}`));
    await page.getByRole('button', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Ready to send' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => readFile(join(root, file), 'utf8'), { timeout: 30_000 })
      .toMatch(/^state: ready$/m);
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
