import { expect, test } from '../helpers/test';
import { openHydrated, watchConsole } from '../helpers/browser';

// The sections of the three legal pages are checked in their built pages (tests/build/pages.test.ts).
test.describe('legal pages', () => {
  test('the privacy policy is dated the visitor’s today once hydrated, without a hydration warning, and its table of contents leads to each section', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.clock.setFixedTime(new Date('2030-05-17T10:00:00'));
    await openHydrated(page, '/privacy-policy');
    await expect(page.getByRole('main').getByText(/^Last updated:/)).toHaveText('Last updated: 17 May 2030');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Your Rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your Rights' })).toBeInViewport();
    expect(messages).toEqual([]);
  });
});
