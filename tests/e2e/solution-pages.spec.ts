import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../helpers/test';
import { axeViolations, distDir, openHydrated, watchConsole } from '../helpers/browser';
import { routeTable } from '../helpers/site';

const departments = [
  'Customer Service',
  'Sales & Marketing',
  'Human Resources',
  'Legal & Compliance',
  'Operations & IT',
  'Finance & Analytics',
];

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Departments' });
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('solution pages', () => {
  test('the department tabs start on Overview and a tab shows its department’s two examples', async ({
    page,
  }) => {
    await openHydrated(page, '/video-modalities');
    await expect(tablist(page).getByRole('tab')).toHaveText(['Overview', ...departments]);
    await expect(tablist(page).getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel(page).getByRole('button', { name: /Legal & Compliance/ })).toBeVisible();

    await tablist(page).getByRole('tab', { name: 'Sales & Marketing' }).click();
    await expect(tablist(page).getByRole('tab', { name: 'Sales & Marketing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel(page).getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(panel(page)).toContainText('Real-world use case');
    await expect(panel(page)).toContainText('Workflow');
    await expect(page).toHaveURL(/#sales-&-marketing$/);

    await tablist(page).getByRole('tab', { name: 'Overview' }).click();
    await expect(panel(page).getByRole('button', { name: /Human Resources/ })).toBeVisible();
    await expect(page).toHaveURL(/\/video-modalities$/);
  });

  test('a department card on the Overview selects that department and moves focus to its tab', async ({
    page,
  }) => {
    await openHydrated(page, '/audio-modalities');
    await panel(page)
      .getByRole('button', { name: /Finance & Analytics/ })
      .click();
    const tab = tablist(page).getByRole('tab', { name: 'Finance & Analytics' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    await expect(page).toHaveURL(/#finance-&-analytics$/);
    await expect(panel(page).getByRole('heading', { level: 3 })).toHaveCount(2);
  });

  test('the hash opens its department after a reload, and an unknown key falls back to the first department', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await openHydrated(page, '/video-modalities#legal-&-compliance');
    await expect(tablist(page).getByRole('tab', { name: 'Legal & Compliance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(tablist(page).getByRole('tab', { name: 'Legal & Compliance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await openHydrated(page, '/video-modalities#no-such-department');
    await expect(tablist(page).getByRole('tab', { name: 'Customer Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(messages).toEqual([]);
  });

  test('the tabs work from the keyboard: arrows, Home and End move focus and selection together', async ({
    page,
  }) => {
    await openHydrated(page, '/text-chat-modalities');
    const overview = tablist(page).getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist(page).getByRole('tab', { name: 'Customer Service' })).toBeFocused();
    await expect(tablist(page).getByRole('tab', { name: 'Customer Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await expect(tablist(page).getByRole('tab', { name: 'Finance & Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tablist(page).getByRole('tab', { name: 'Finance & Analytics' })).toBeFocused();
  });

  test('has no axe violation with a department open', async ({ page }) => {
    await openHydrated(page, '/multimodal-modalities#operations-&-it');
    await expect(tablist(page).getByRole('tab', { name: 'Operations & IT' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the text & chat page offers a consultation and every page offers the four services', async ({
    page,
  }) => {
    await openHydrated(page, '/text-chat-modalities');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
    const learnMore = page.getByRole('main').getByRole('link', { name: /^Learn More/ });
    expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/ai-strategy',
      '/agentic-workflows',
      '/custom-dashboarding',
      '/change-management',
    ]);
  });

  test('every example and figure of each page is in its prerendered HTML', async () => {
    for (const entry of routeTable.filter((route) => route.page === 'solution-page')) {
      const html = readFileSync(join(distDir, `${entry.path.slice(1)}.html`), 'utf8');
      const record = (await import(`../../site/src/content/solutions/${entry.data!.modality}.ts`)).default;
      for (const department of record.departments.departments) {
        for (const example of department.examples) {
          const text = (value: string) =>
            value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');
          expect(html, example.title).toContain(text(example.title));
          for (const metric of example.metrics) expect(html, metric).toContain(text(metric));
        }
      }
    }
  });
});
