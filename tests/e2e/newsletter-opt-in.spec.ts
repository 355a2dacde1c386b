/**
 * Double opt-in, end to end in Chromium through the local mailbox: a sign-up sends one confirmation
 * email; its link opens a page whose one button confirms the subscription, with and without
 * JavaScript; signing up again sends no second confirmation the same day.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../helpers/test';
import { newsletterCopy } from '../../site/src/content/blog/newsletter';
import { newsletterLinkCopy } from '../../site/src/content/newsletter-links';
import { openHydrated } from '../helpers/browser';
import { emailsTo, haveStack, stackMissing, uniqueEmail, type CaughtEmail } from '../helpers/local-stack';

const { LOCAL_GATEWAY_URL, LOCAL_SERVICE_ROLE_KEY } = process.env;

async function subscriberStatus(email: string): Promise<string | undefined> {
  const response = await fetch(
    `${LOCAL_GATEWAY_URL}/rest/v1/newsletter_subscribers?email=eq.${encodeURIComponent(email)}&select=status`,
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY!, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
  );
  return ((await response.json()) as { status: string }[])[0]?.status;
}

async function signUp(page: Page, email: string) {
  await openHydrated(page, '/blogs');
  const box = page.getByRole('region', { name: newsletterCopy.title });
  await box.getByLabel(newsletterCopy.emailLabel, { exact: true }).fill(email);
  await box.getByRole('button', { name: newsletterCopy.submit }).click();
  await expect(page.getByText(newsletterCopy.toasts.success.title)).toBeVisible();
}

/** The confirmation link of the one confirmation email to `email`, made relative to the site under test. */
async function confirmationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const emails = await emailsTo(email);
      const text = emails[0]?.text ?? '';
      link = /https?:\/\/[^\s]+\/newsletter\/confirm\?token=[^\s]+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link.replace(/^https?:\/\/[^/]+/, '');
}

/** A sign-up confirmed through its link, as a reader does it. */
async function confirmedSubscriber(page: Page, email: string) {
  await signUp(page, email);
  await openHydrated(page, await confirmationLink(email));
  await page.getByRole('button', { name: newsletterLinkCopy.confirm.submit }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterLinkCopy.confirm.outcomes.confirmed!);
}

/**
 * Queues an issue for every confirmed subscriber, on the path the schedule takes for an issue of the
 * studio's index (marked as an exception: other tests send issues this month too), and has the
 * newsletter function send it now.
 */
async function sendIssue(subject: string) {
  const headers = {
    apikey: LOCAL_SERVICE_ROLE_KEY!,
    authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
    'content-type': 'application/json',
  };
  const slug = subject.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const queued = await fetch(`${LOCAL_GATEWAY_URL}/rest/v1/rpc/queue_newsletter_issues`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      issues: [
        {
          slug,
          subject,
          preheader: 'What we saw in client work this month, and one more thing worth your time to read.',
          blocks: [{ kind: 'paragraph', content: ['What we saw in client work this month.'] }],
          sendOn: new Date().toISOString().slice(0, 10),
          exception: true,
          contentHash: createHash('sha256').update(subject).digest('hex'),
        },
      ],
    }),
  });
  expect(await queued.json()).toEqual([
    { slug, outcome: 'queued', queued: expect.any(Number), days: 1, per_day: expect.any(Number) },
  ]);
  await fetch(`${LOCAL_GATEWAY_URL}/functions/v1/newsletter/resend-pending`, {
    method: 'POST',
    headers,
    body: '{}',
  });
}

/** The issue email to `email`: its unsubscribe page link and its List-Unsubscribe address. */
async function issueTo(email: string, subject: string) {
  let found: CaughtEmail | undefined;
  await expect
    .poll(async () => {
      found = (await emailsTo(email)).find((mail) => mail.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  const page = /https?:\/\/[^\s)]+\/newsletter\/unsubscribe\?token=[^\s)]+/.exec(found!.text)![0];
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(found!.headers!['List-Unsubscribe']!)![1]!;
  expect(found!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  return { page: page.replace(/^https?:\/\/[^/]+/, ''), oneClick: oneClick.replace(/^https?:\/\/[^/]+/, '') };
}

test.describe('newsletter double opt-in', () => {
  test.skip(!haveStack, stackMissing);

  test('a sign-up sends one confirmation; its link confirms the subscription in one click', async ({
    page,
  }) => {
    const email = uniqueEmail('opt-in');
    await signUp(page, email);
    expect(await subscriberStatus(email)).toBe('pending');
    const link = await confirmationLink(email);

    await openHydrated(page, link);
    const copy = newsletterLinkCopy.confirm;
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByRole('status')).toHaveText(copy.outcomes.confirmed!);
    expect(await subscriberStatus(email)).toBe('confirmed');

    // Signing up again, confirmed or not, sends no second confirmation today. (Issues other tests
    // send in parallel reach this confirmed address too, so only confirmations are counted.)
    await signUp(page, email);
    await page.waitForTimeout(1500);
    const confirmations = (await emailsTo(email)).filter((mail) =>
      mail.text.includes('/newsletter/confirm?token='),
    );
    expect(confirmations).toHaveLength(1);
  });

  test('an issue reaches exactly the confirmed subscribers; its unsubscribe link removes the address in one click', async ({
    page,
  }) => {
    const confirmed = uniqueEmail('issue-reader');
    const pending = uniqueEmail('issue-pending');
    await confirmedSubscriber(page, confirmed);
    await signUp(page, pending);
    const subject = `November notes ${Date.now()}`;
    await sendIssue(subject);
    const links = await issueTo(confirmed, subject);
    expect((await emailsTo(pending)).filter((mail) => mail.subject === subject)).toEqual([]);

    await openHydrated(page, links.page);
    const copy = newsletterLinkCopy.unsubscribe;
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByRole('status')).toHaveText(copy.outcomes.unsubscribed!);
    expect(await subscriberStatus(confirmed)).toBeUndefined();
  });

  test('a mail client’s one-click unsubscribe (RFC 8058) removes the address', async ({ page, request }) => {
    const email = uniqueEmail('one-click');
    await confirmedSubscriber(page, email);
    const subject = `One-click notes ${Date.now()}`;
    await sendIssue(subject);
    const links = await issueTo(email, subject);
    // What a mail client sends: a POST with this one field, from no page of ours (no Origin).
    const answer = await request.post(links.oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect([answer.status(), await answer.text()]).toEqual([200, 'unsubscribed']);
    expect(await subscriberStatus(email)).toBeUndefined();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the confirmation page works as plain HTML: the token is in its form, the answer in its line', async ({
      page,
    }) => {
      const email = uniqueEmail('opt-in-no-js');
      await page.goto('/blogs');
      const box = page.getByRole('region', { name: newsletterCopy.title });
      await box.getByLabel(newsletterCopy.emailLabel, { exact: true }).fill(email);
      await box.getByRole('button', { name: newsletterCopy.submit }).click();
      await expect(page).toHaveURL(/\/blogs\?newsletter=done#newsletter-done$/);
      await expect(page.getByText(newsletterCopy.fallback.requested)).toBeVisible();
      const link = await confirmationLink(email);
      await page.goto(link);
      const copy = newsletterLinkCopy.confirm;
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page).toHaveURL(/\/newsletter\/confirm\?result=confirmed#subscription-confirmed$/);
      await expect(page.getByText(copy.outcomes.confirmed!)).toBeVisible();
      expect(await subscriberStatus(email)).toBe('confirmed');
    });
  });
});
