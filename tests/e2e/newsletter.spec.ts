/**
 * The Stay Updated box on /blogs in Chromium against the built site and the local stack: with the
 * app running it stores a pending sign-up and says to look for the confirmation email in a toast; as plain HTML (no JavaScript) it posts
 * to the edge API and comes back to the box, scrolled to a line saying how it went. An address signed up
 * twice stays one row, and a refused address loses nothing the visitor typed.
 */
import { expect, test, type Page } from '../helpers/test';
import { newsletterCopy } from '../../site/src/content/blog/newsletter';
import { shellCopy } from '../../site/src/content/shell';
import { fieldMessages } from '../../shared/schemas/messages';
import { axeViolations, openHydrated, watchConsole } from '../helpers/browser';
import { haveStack, newsletterRowsFor, stackMissing, uniqueEmail } from '../helpers/local-stack';

const box = (page: Page) => page.getByRole('region', { name: newsletterCopy.title });
const emailField = (page: Page) => box(page).getByLabel(newsletterCopy.emailLabel, { exact: true });
const subscribe = (page: Page) => box(page).getByRole('button', { name: newsletterCopy.submit });
const toastRegion = (page: Page) => page.getByRole('region', { name: shellCopy.toaster.regionLabel });

test.describe('Stay Updated on /blogs', () => {
  test('signing up shows the check-your-inbox toast, empties the field and stores one row for two sign-ups', async ({
    page,
  }) => {
    test.skip(!haveStack, stackMissing);
    const messages = watchConsole(page);
    const email = uniqueEmail('reader');
    await openHydrated(page, '/blogs');
    await expect(box(page).getByRole('heading', { name: newsletterCopy.title })).toBeVisible();

    await emailField(page).fill(email);
    await subscribe(page).click();
    await expect(toastRegion(page).getByText(newsletterCopy.toasts.success.title)).toBeVisible();
    await expect(toastRegion(page).getByText(newsletterCopy.toasts.success.description)).toBeVisible();
    await expect(emailField(page)).toHaveValue('');

    // The same reader again, typed differently: the same answer, and still one row.
    await emailField(page).fill(email.toUpperCase());
    await subscribe(page).click();
    await expect(emailField(page)).toHaveValue('');
    expect(await newsletterRowsFor(email)).toEqual([{ email, source: newsletterCopy.source }]);
    expect(messages).toEqual([]);
    // As the privacy policy says: no cookie and nothing in the browser's storage.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
      0,
      0,
      '',
    ]);
  });

  test('an empty address is refused with a sentence saying why, and nothing is stored', async ({ page }) => {
    await openHydrated(page, '/blogs');
    await subscribe(page).click();
    const toast = toastRegion(page).getByRole('alert');
    await expect(toast).toContainText(newsletterCopy.toasts.error.title);
    await expect(toast).toContainText(fieldMessages.emailRequired);
    await expect(subscribe(page)).toBeEnabled();
  });

  test('the browser refuses a malformed address before anything is sent', async ({ page }) => {
    await openHydrated(page, '/blogs');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await emailField(page).fill('not an address');
    await subscribe(page).click();
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(emailField(page)).toHaveValue('not an address');
    expect(requests).toEqual([]);
  });

  test('the privacy policy opens in a new tab, and the address typed in the box stays', async ({ page }) => {
    await openHydrated(page, '/blogs');
    await emailField(page).fill('still-here@example.com');
    const popup = page.waitForEvent('popup');
    await box(page).getByRole('link', { name: newsletterCopy.privacy.label }).click();
    const policy = await popup;
    await expect(policy).toHaveURL(/\/privacy-policy$/);
    await expect(policy.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(emailField(page)).toHaveValue('still-here@example.com');
  });

  test('has no axe violations, with the line a sign-up without JavaScript comes back to showing', async ({
    page,
  }) => {
    await openHydrated(page, '/blogs?newsletter=invalid#newsletter-invalid');
    await expect(box(page).getByRole('alert')).toHaveText(newsletterCopy.fallback.invalid);
    await expect(box(page).getByRole('alert')).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Stay Updated without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the edge API, stores the address and comes back to the box saying so', async ({
    page,
  }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('no-js-box');
    await page.goto('/blogs');
    await emailField(page).fill(email);
    await subscribe(page).click();
    await expect(page).toHaveURL(/\/blogs\?newsletter=done#newsletter-done$/);
    // Without JavaScript the notice comes from the query string only once the app runs; the box is
    // still there, in view, for a second try.
    await expect(box(page)).toBeInViewport();
    expect(await newsletterRowsFor(email)).toEqual([{ email, source: newsletterCopy.source }]);
  });
});
