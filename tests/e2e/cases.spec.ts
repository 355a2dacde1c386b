import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../helpers/test';
import { projects } from '../helpers/site';
import { axeViolations, distDir, openHydrated } from '../helpers/browser';

const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filter by technology' });
const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
const titlesOf = (technology?: string) =>
  projects
    .filter((project) => !technology || project.technology === technology)
    .map((project) => project.title);

test.describe('case studies (/cases)', () => {
  test('All is pressed first and shows every published case, each with its badges and a View Details link', async ({
    page,
  }) => {
    await openHydrated(page, '/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await expect(filterGroup(page).getByRole('button')).toHaveText([
      'All',
      'Voice AI',
      'Text AI',
      'Document Processing',
      'Content Generation',
    ]);
    await expect(filterGroup(page).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardTitles(page)).toHaveText(titlesOf());
    const details = page.getByRole('main').getByRole('link', { name: /^View Details/ });
    expect(await details.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      projects.map((project) => project.link),
    );
    await expect(page.getByRole('main')).toContainText('2026 Q1');
    await expect(page.getByRole('main')).toContainText('Coming Soon');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('each filter shows exactly its cases, keeps them in the query string, and Back restores the previous one', async ({
    page,
  }) => {
    await openHydrated(page, '/cases');
    for (const technology of ['Voice AI', 'Text AI', 'Document Processing', 'Content Generation']) {
      await filterGroup(page).getByRole('button', { name: technology }).click();
      await expect(filterGroup(page).getByRole('button', { name: technology })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(filterGroup(page).getByRole('button', { name: 'All' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(cardTitles(page)).toHaveText(titlesOf(technology));
      expect(new URL(page.url()).searchParams.get('technology')).toBe(technology);
    }
    await page.goBack();
    await expect(filterGroup(page).getByRole('button', { name: 'Document Processing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardTitles(page)).toHaveText(titlesOf('Document Processing'));
    await filterGroup(page).getByRole('button', { name: 'All' }).click();
    await expect(cardTitles(page)).toHaveText(titlesOf());
    await expect(page).toHaveURL(/\/cases$/);
  });

  test('a shared filtered link opens filtered, and an unknown value shows All', async ({ page }) => {
    await openHydrated(page, '/cases?technology=Voice%20AI');
    await expect(cardTitles(page)).toHaveText(titlesOf('Voice AI'));
    await openHydrated(page, '/cases?technology=Blockchain');
    await expect(filterGroup(page).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardTitles(page)).toHaveText(titlesOf());
  });

  test("the prerendered page shows every published case's card", async () => {
    const html = readFileSync(join(distDir, 'cases.html'), 'utf8');
    for (const project of projects) expect(html).toContain(`href="${project.link}"`);
  });
});

test.describe('case pages', () => {
  const figures: Record<string, string[]> = {
    'healthcare-voice-ai': ['80%', '70%', '15 hours', '35%', '25%'],
    'lead-data-enrichment': ['95%', '3x', '45%', '80%'],
    'promptcoach-ai': ['60%', '75%', '10,000'],
    'compliance-financial': ['99.7%', '90%'],
    'legal-contract-analysis': ['2026 Q1', 'Coming 2026 Q1', '75%', 'Q4 2025', 'Q1 2026', 'Q2 2026'],
    'social-media-automation': ['Coming Soon', '80%', 'Instagram', 'LinkedIn', 'Twitter', 'Facebook'],
  };

  test('every figure of each case is in its prerendered HTML', () => {
    for (const [id, values] of Object.entries(figures)) {
      const html = readFileSync(join(distDir, `projects/${id}.html`), 'utf8');
      for (const value of values) expect(html, `${id}: ${value}`).toContain(value);
      expect(html, id).toContain('"@type":"Article"');
    }
  });

  test('the upcoming social media product tells its story in the planned sections', async ({ page }) => {
    await openHydrated(page, '/projects/social-media-automation');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText([
      'The problem',
      'Our vision',
      'Platform capabilities',
      'Content types',
      'Key features in development',
      'Anticipated benefits',
    ]);
  });

  test('a case page leads back to the projects on the home page and on to the contact form', async ({
    page,
  }) => {
    await openHydrated(page, '/projects/healthcare-voice-ai');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accelerate your AI transformation' }),
    ).toBeVisible();
    await page.goBack();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Get in touch/ })
        .first(),
    ).toHaveAttribute('href', /^\/sign-up/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
