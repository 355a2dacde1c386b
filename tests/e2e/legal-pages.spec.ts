import { expect, test } from '../helpers/test';
import { axeViolations, openHydrated, watchConsole } from '../helpers/browser';

const h2s = (page: import('@playwright/test').Page) => page.getByRole('main').locator('.prose h2');

test.describe('legal pages', () => {
  test('the privacy policy has its sections in order, names the GDPR and links its table of contents', async ({
    page,
  }) => {
    await openHydrated(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(h2s(page)).toHaveText([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Data Security',
      'Cookies',
      'Your Rights',
      'Changes to This Policy',
      'Contact Us',
    ]);
    await expect(page.getByRole('main')).toContainText('GDPR');
    await expect(page.getByRole('main')).toContainText('Autoriteit Persoonsgegevens');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Your Rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your Rights' })).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the privacy policy is dated the visitor’s today once hydrated, without a hydration warning', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.clock.setFixedTime(new Date('2030-05-17T10:00:00'));
    await openHydrated(page, '/privacy-policy');
    await expect(page.getByRole('main').getByText(/^Last updated:/)).toHaveText('Last updated: 17 May 2030');
    expect(messages).toEqual([]);
  });

  test('the cookie policy covers the cookie types, third parties and managing cookies, and leads home', async ({
    page,
  }) => {
    await openHydrated(page, '/cookies');
    await expect(h2s(page)).toHaveText([
      'What Are Cookies',
      'Types of Cookies',
      'Cookies We Use',
      'Third-Party Cookies',
      'Managing Cookies',
      'Changes to This Policy',
      'Contact Us',
    ]);
    const types = page.getByRole('main').locator('.prose h3');
    for (const type of [
      'Essential cookies',
      'Analytics cookies',
      'Functional cookies',
      'Marketing cookies',
    ]) {
      await expect(types.filter({ hasText: type })).toHaveCount(1);
    }
    await expect(page.getByRole('main')).toContainText(/session/i);
    await expect(page.getByRole('main')).toContainText(/persistent/i);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('the terms have eleven numbered sections in order, with the law of the Netherlands', async ({
    page,
  }) => {
    await openHydrated(page, '/terms');
    await expect(h2s(page)).toHaveText([
      '1. Acceptance of Terms',
      '2. Our Services',
      '3. User Responsibilities',
      '4. Intellectual Property',
      '5. Privacy',
      '6. Limitation of Liability',
      '7. Availability of the Website',
      '8. Termination',
      '9. Governing Law',
      '10. Changes to These Terms',
      '11. Contact',
    ]);
    const governingLaw = await page.evaluate(() => {
      const heading = document.getElementById('9-governing-law');
      const text: string[] = [];
      for (
        let node = heading?.nextElementSibling;
        node && node.tagName !== 'H2';
        node = node.nextElementSibling
      ) {
        text.push(node.textContent ?? '');
      }
      return text.join(' ');
    });
    expect(governingLaw).toContain('Netherlands');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
