/**
 * The contact form (/sign-up) in Chromium against the built site and the local stack: the lead lands
 * in the database, both emails reach the mail catcher, a returning address is thanked exactly like a
 * new one (nothing tells whether an address is on file), and an unreachable backend or the hourly
 * limit leaves the visitor's input in place.
 */
import { expect, test, type Page } from '../helpers/test';
import { contactContent } from '../../site/src/content/contact';
import { contactIntroContent } from '../../site/src/content/contact-intro';
import { fieldMessages, rateLimitMessages } from '../../shared/schemas/messages';
import { axeViolations, openHydrated, watchConsole, watchScripts } from '../helpers/browser';

const { LOCAL_GATEWAY_URL, LOCAL_MAIL_URL, LOCAL_SERVICE_ROLE_KEY } = process.env;
const haveStack = Boolean(LOCAL_GATEWAY_URL && LOCAL_MAIL_URL && LOCAL_SERVICE_ROLE_KEY);
const stackMissing =
  'needs LOCAL_GATEWAY_URL, LOCAL_MAIL_URL and LOCAL_SERVICE_ROLE_KEY (npm test sets them) and a build pointing at that stack';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface LeadRow {
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
  status: string;
}
interface CaughtEmail {
  to: string[];
  replyTo?: string[];
  subject: string;
}

async function leadsFor(email: string): Promise<LeadRow[]> {
  const response = await fetch(
    `${LOCAL_GATEWAY_URL}/rest/v1/leads?email=eq.${encodeURIComponent(email)}&select=email,first_name,last_name,message,source,status`,
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY!, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as LeadRow[];
}

async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${LOCAL_MAIL_URL}/api/emails`);
  return ((await response.json()) as { emails: CaughtEmail[] }).emails;
}

const nameField = (page: Page) => page.getByLabel(contactContent.form.name.label, { exact: true });

/** The small module that sends the form once the app runs. */
const isSubmitModule = (url: string) => /\/post-form-[^/]*\.js$/.test(url);

/**
 * Opens the form and waits until the page has hydrated and a first focus has started loading the
 * code that sends it, as it does for a visitor who starts typing. A submit before hydration is the
 * plain form post, which has its own tests.
 */
async function openForm(page: Page, path = '/sign-up') {
  const scripts = watchScripts(page);
  await openHydrated(page, path);
  await nameField(page).focus();
  await expect.poll(() => [...scripts.urls].some(isSubmitModule)).toBe(true);
}

async function fillForm(page: Page, values: { name: string; email: string; message?: string }) {
  await nameField(page).fill(values.name);
  await page.getByLabel(contactContent.form.email.label, { exact: true }).fill(values.email);
  if (values.message) await page.getByLabel(contactContent.form.message.label).fill(values.message);
}

const submitButton = (page: Page) => page.getByRole('button', { name: contactContent.form.submit });
const thankYouHeading = (page: Page) => page.getByRole('heading', { name: contactContent.thankYou.title });

test.describe('contact form', () => {
  test('a new lead sees the thank-you screen, is stored and gets both emails', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const messages = watchConsole(page);
    const email = uniqueEmail('e2e-lead');
    await openForm(page, '/sign-up?source=e2e-campaign');
    await expect(page.getByRole('heading', { level: 1, name: contactIntroContent.title })).toBeVisible();
    await fillForm(page, { name: 'Ada King Lovelace', email, message: 'Can AI sort our support tickets?' });
    await submitButton(page).click();

    await expect(thankYouHeading(page)).toBeVisible();
    await expect(thankYouHeading(page)).toBeFocused();
    const toast = page.getByRole('status').filter({ hasText: contactContent.toasts.success.title });
    await expect(toast).toContainText(contactContent.toasts.success.description);
    await expect(page.getByRole('link', { name: contactContent.thankYou.back.label })).toHaveAttribute(
      'href',
      '/',
    );
    // The thank-you screen is checked with the toast still showing (a pointer on it keeps it).
    await toast.hover();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await axeViolations(page)).toEqual([]);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);

    expect(await leadsFor(email)).toEqual([
      {
        email,
        first_name: 'Ada',
        last_name: 'King Lovelace',
        message: 'Can AI sort our support tickets?',
        source: 'e2e-campaign',
        status: 'new',
      },
    ]);
    await expect
      .poll(async () => {
        const emails = await caughtEmails();
        return {
          confirmation: emails.filter((mail) => mail.to.includes(email)).length,
          notification: emails.filter((mail) => mail.replyTo?.includes(email) && !mail.to.includes(email))
            .length,
        };
      })
      .toEqual({ confirmation: 1, notification: 1 });
    expect(messages).toEqual([]);
  });

  test('a returning address is thanked exactly like a new one and stored once', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('e2e-returning');
    await openForm(page);
    await fillForm(page, { name: 'Grace Hopper', email });
    await submitButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible();

    await openForm(page);
    await fillForm(page, { name: 'Grace Hopper', email: email.toUpperCase(), message: 'Second try' });
    await submitButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: contactContent.toasts.success.title });
    await expect(toast).toContainText(contactContent.toasts.success.description);
    expect(await leadsFor(email)).toHaveLength(1);
    await expect
      .poll(async () => (await caughtEmails()).filter((mail) => mail.to.includes(email)).length)
      .toBe(1);
  });

  test('a submission is one same-origin post to /api/contact, and the page talks to no other origin', async ({
    page,
  }) => {
    test.skip(!haveStack, stackMissing);
    const requests: { url: string; method: string; accept?: string }[] = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), method: request.method(), accept: request.headers().accept }),
    );
    await openForm(page);
    await fillForm(page, { name: 'Ada Lovelace', email: uniqueEmail('e2e-one-path') });
    await submitButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(requests.filter((request) => !request.url.startsWith(origin))).toEqual([]);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([{ url: `${origin}/api/contact`, method: 'POST', accept: 'application/json' }]);
  });

  test('over the hourly limit the form says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, error: rateLimitMessages.lead }),
      }),
    );
    await openForm(page);
    const values = { name: 'Ada Lovelace', email: uniqueEmail('e2e-limited'), message: 'Again?' };
    await fillForm(page, values);
    await submitButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: contactContent.toasts.limited.title });
    await expect(toast).toContainText(contactContent.toasts.limited.description);
    await expect(thankYouHeading(page)).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
    await expect(nameField(page)).toHaveValue(values.name);
    await expect(page.getByLabel(contactContent.form.message.label)).toHaveValue(values.message);
  });

  test('a field the server refuses is named in the toast, and what was typed stays', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    await openForm(page);
    // The browser's own checks pass (one line, valid address); the shared schema refuses the control character.
    await fillForm(page, { name: 'Ada\u0007Lovelace', email: uniqueEmail('e2e-refused') });
    await submitButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: contactContent.toasts.error.title });
    await expect(toast).toContainText(fieldMessages.controlCharacters);
    await expect(nameField(page)).toHaveValue('Ada\u0007Lovelace');
  });

  test('an unreachable backend shows "Something went wrong" and keeps what was typed', async ({ page }) => {
    // The post is tried again 3 times (1 s, 2 s, 4 s): the page clock runs those waits fast.
    await page.clock.install();
    await page.route('**/api/contact', (route) => route.abort());
    await openForm(page);
    const values = { name: 'Ada Lovelace', email: uniqueEmail('e2e-offline'), message: 'Still here?' };
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: contactContent.form.submitting })).toBeDisabled();

    const toast = page.getByRole('alert').filter({ hasText: contactContent.toasts.error.title });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return toast.isVisible();
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    await expect(toast).toContainText(contactContent.toasts.error.description);
    await expect(thankYouHeading(page)).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
    await expect(nameField(page)).toHaveValue(values.name);
    await expect(page.getByLabel(contactContent.form.email.label, { exact: true })).toHaveValue(values.email);
    await expect(page.getByLabel(contactContent.form.message.label)).toHaveValue(values.message);
  });

  test('the code that sends the form loads on the first focus of a field, not with the page', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/sign-up', { waitUntil: 'networkidle' });
    const submitModule = () => [...scripts.urls].some(isSubmitModule);
    expect(submitModule()).toBe(false);
    // A focus that lands before hydration does nothing, as it would for a person: focus again.
    await expect(async () => {
      await nameField(page).blur();
      await nameField(page).focus();
      expect(submitModule()).toBe(true);
    }).toPass({ intervals: [100, 250, 500] });
  });

  test('the fallback sends the visitor back to the line that says what went wrong', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/sign-up?error=invalid#contact-invalid');
    await expect(page.getByRole('alert')).toHaveText(contactContent.fallbackErrors.invalid);
    await expect(page.getByRole('alert')).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/sign-up?error=failed#contact-failed');
    await expect(page.getByRole('alert')).toHaveText(contactContent.fallbackErrors.failed);
    await page.goto('/sign-up?error=limited#contact-limited');
    await expect(page.getByRole('alert')).toHaveText(contactContent.fallbackErrors.limited);
    await page.goto('/sign-up?error=whatever#top');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered form posts to /api/contact with the fallback field names', async ({ page }) => {
    await page.goto('/sign-up');
    const form = page.locator('form[action="/api/contact"]');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(nameField(page)).toHaveAttribute('name', 'name');
    await expect(nameField(page)).toHaveAttribute('required', '');
    await expect(page.getByLabel(contactContent.form.email.label, { exact: true })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(page.getByLabel(contactContent.form.message.label)).toHaveAttribute('name', 'message');
    await expect(form.locator('input[name="source"]')).toHaveValue('website');
    await expect(form.locator('input[name="company_website"]')).toHaveAttribute('tabindex', '-1');
    await expect(submitButton(page)).toBeEnabled();
  });

  test('the line the edge API sends the visitor back to shows without JavaScript too', async ({ page }) => {
    await page.goto('/sign-up?error=limited#contact-limited');
    await expect(page.getByRole('alert')).toHaveText(contactContent.fallbackErrors.limited);
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(nameField(page)).toBeVisible();
  });
});
