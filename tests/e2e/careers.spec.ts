import { expect, test, type Page } from '../helpers/test';
import { axeViolations, openHydrated, watchConsole, watchScripts } from '../helpers/browser';
import { applicationsFor, emailsTo, haveStack, stackMissing, uniqueEmail } from '../helpers/local-stack';

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });

async function fillApplication(
  page: Page,
  values: { email: string; coverLetter?: string; linkedin?: string },
) {
  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Hopper');
  await field(page, 'Email').fill(values.email);
  await field(page, 'Phone').fill('+31 20 123 4567');
  await field(page, 'LinkedIn profile').fill(values.linkedin ?? 'https://www.linkedin.com/in/grace-hopper');
  await field(page, 'Years of experience').fill('12');
  if (values.coverLetter) await field(page, 'Cover letter').fill(values.coverLetter);
}

test.describe('careers page (/careers)', () => {
  test('shows the story, values, benefits and three open positions with their details, and View Open Positions scrolls to them and moves focus to their heading', async ({
    page,
  }) => {
    await openHydrated(page, '/careers');
    const main = page.getByRole('main');
    for (const value of [
      'Results-Driven Excellence',
      'Intellectual Curiosity',
      'Collaborative Partnership',
      'Sustainable Innovation',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 3, name: 'Unlimited PTO' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Equity' })).toBeVisible();
    const images = main.locator('figure img');
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
      await expect(image).toHaveAttribute('alt', /.{20,}/);
    }
    const learnMore = main.getByRole('link', { name: /^Learn More/ });
    expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/careers/generative-ai-solutions-architect',
      '/careers/ai-transformation-specialist',
      '/careers/automation---integration-engineer--agentic-workflows-',
    ]);
    await expect(main.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', /^\/sign-up/);

    // View Open Positions scrolls to the positions and moves focus to their heading.
    await page.getByRole('link', { name: 'View Open Positions' }).click();
    const section = page.getByRole('region', { name: 'Roles we’re hiring for' });
    await expect(section.getByRole('heading', { level: 2, name: 'Roles we’re hiring for' })).toBeFocused();
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('View Open Positions taken from the keyboard lands on the heading of the positions, with its focus ring showing', async ({
    page,
  }) => {
    await openHydrated(page, '/careers');
    await page.getByRole('link', { name: 'View Open Positions' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'Roles we’re hiring for' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const ring = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        visible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(ring).toEqual({ visible: true, style: 'solid', width: expect.any(Number) });
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  test('the dialog code loads on the first open; the dialog keeps focus inside and the page still, closes on Escape giving focus back to its button; the general application is titled so and needs a cover letter', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await openHydrated(page, '/careers');
    await page.waitForLoadState('networkidle');
    expect([...scripts.urls].some((url) => url.includes('job-application'))).toBe(false);
    const opener = page.getByRole('button', { name: 'Send General Application' });
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'General Application' })).toBeVisible();
    expect([...scripts.urls].some((url) => url.includes('job-application'))).toBe(true);

    await expect(field(page, 'First name')).toBeVisible();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
    // The page scrolls again once the dialog is gone.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');

    await opener.click();
    await fillApplication(page, { email: uniqueEmail('general-no-letter') });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    const coverLetter = field(page, 'Cover letter');
    expect(await coverLetter.evaluate((input: HTMLTextAreaElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await expect(dialog(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a general application is stored and both emails arrive', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const messages = watchConsole(page);
    const email = uniqueEmail('general');
    await openHydrated(page, '/careers');
    await page.getByRole('button', { name: 'Send General Application' }).click();
    await fillApplication(page, { email, coverLetter: 'I would like to build evaluation tooling with you.' });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toContainText(
      "We've received your application and will be in touch soon.",
    );
    await expect(dialog(page)).toHaveCount(0);
    expect(await applicationsFor(email)).toEqual([
      expect.objectContaining({
        position_type: 'general',
        first_name: 'Grace',
        last_name: 'Hopper',
        experience_years: 12,
      }),
    ]);
    await expect.poll(async () => (await emailsTo(email)).length).toBe(2);
    expect(messages).toEqual([]);
  });

  test('a double click on Submit stores one application', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('double-click');
    await openHydrated(page, '/careers');
    await page.getByRole('button', { name: 'Send General Application' }).click();
    await fillApplication(page, { email, coverLetter: 'Twice as keen.' });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toBeVisible();
    expect(await applicationsFor(email)).toHaveLength(1);
  });

  test('a refusal from the server shows its message and keeps every input', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    await openHydrated(page, '/careers');
    await page.getByRole('button', { name: 'Send General Application' }).click();
    const email = uniqueEmail('refused');
    // A URL the browser accepts but the server does not: only http(s) web addresses are stored.
    await fillApplication(page, { email, coverLetter: 'Hello', linkedin: 'ftp://files.example.com/cv.pdf' });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Submission Failed' });
    await expect(alert).toContainText(/LinkedIn/);
    await expect(dialog(page)).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Cover letter')).toHaveValue('Hello');
    expect(await applicationsFor(email)).toEqual([]);
  });

  test('an unreachable backend shows Submission Failed, keeps the input and lets the visitor retry', async ({
    page,
  }) => {
    // The post is tried again 3 times (1 s, 2 s, 4 s): the page clock runs those waits fast.
    await page.clock.install();
    await openHydrated(page, '/careers');
    await page.route('**/api/applications', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send General Application' }).click();
    const email = uniqueEmail('offline');
    await fillApplication(page, { email, coverLetter: 'Offline letter' });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Submission Failed' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return alert.isVisible();
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    await expect(alert).toContainText('Please try again later.');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page, 'Cover letter')).toHaveValue('Offline letter');
    await expect(dialog(page).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });
});

test.describe('position pages', () => {
  // Each position's facts, sections and links are checked in its built page (tests/build/pages.test.ts).
  test('a specific application needs no cover letter and is stored for its position', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('specific');
    await openHydrated(page, '/careers/ai-transformation-specialist');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await fillApplication(page, { email });
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toBeVisible();
    expect(await applicationsFor(email)).toEqual([
      expect.objectContaining({
        position_type: 'specific',
        position_title: 'AI Transformation Specialist',
        cover_letter: null,
      }),
    ]);
  });

  test('the tidy form of the engineer’s path redirects for good to the path that is linked', async ({
    request,
  }) => {
    const response = await request.get('/careers/automation-integration-engineer-agentic-workflows', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, 'http://site').pathname).toBe(
      '/careers/automation---integration-engineer--agentic-workflows-',
    );
  });
});
