/**
 * Double opt-in, end to end in Chromium through the local mailbox: a sign-up sends one confirmation
 * email; its link opens a page whose one button confirms the subscription, with and without
 * JavaScript; signing up again sends no second confirmation the same day.
 */
import { expect, test, type Page } from '@playwright/test';
import { newsletterCopy } from '../../site/src/content/blog/newsletter';
import { newsletterLinkCopy } from '../../site/src/content/newsletter-links';
import { openHydrated } from '../helpers/browser';
import { emailsTo, haveStack, stackMissing, uniqueEmail } from '../helpers/local-stack';

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

    // Signing up again, confirmed or not, sends nothing more today.
    await signUp(page, email);
    await page.waitForTimeout(1500);
    expect(await emailsTo(email)).toHaveLength(1);
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
