import { expect, test } from '../helpers/test';
import { bookingContent } from '../../site/src/content/booking';
import { projects } from '../helpers/site';
import { siteConfig } from '../../site/src/lib/site-config';
import { openHydrated } from '../helpers/browser';

test.describe('home page', () => {
  test('reads as the spec says: the hero with Get in touch, the 15-min ROI call and two client logos, the three value claims, the workflow diagram and a grid of the projects', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const main = page.getByRole('main');
    await test.step('hero offers Get in touch and the 15-min ROI call, with two client logos', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accelerate your AI transformation');
      await expect(main.getByRole('link', { name: 'Get in touch' }).first()).toHaveAttribute(
        'href',
        /^\/sign-up/,
      );
      await expect(main.getByRole('link', { name: 'Plan 15-min ROI call' })).toHaveAttribute(
        'href',
        '/book-consultation',
      );
      await expect(main.getByRole('img', { name: 'Northwind Health' })).toBeVisible();
      await expect(main.getByRole('img', { name: 'Lumen Capital' })).toBeVisible();
    });

    await test.step('states the three value claims', async () => {
      await expect(main.getByText('Revenue per full-time employee')).toBeVisible();
      await expect(main.getByText('2x', { exact: true })).toBeVisible();
      await expect(main.getByText('4x', { exact: true })).toBeVisible();
      await expect(main.getByText('Shorter cycle time')).toBeVisible();
      await expect(main.getByText('2-3 hrs', { exact: true })).toBeVisible();
      await expect(main.getByText(/1,200\+ hours monthly per team/)).toBeVisible();
    });

    await test.step('the agentic workflow diagram shows its stages and the five data types', async () => {
      const diagram = page.getByRole('figure');
      for (const stage of ['Data input', 'Knowledge base', 'System prompt', 'Actionable results']) {
        await expect(diagram.getByRole('heading', { name: stage })).toBeVisible();
      }
      const types = diagram.getByRole('list', { name: 'Data types' }).getByRole('listitem');
      await expect(types).toHaveText(['Documents', 'Images', 'Videos', 'Audio', 'Structured']);
    });

    await test.step('the project grid links to every published project page', async () => {
      const links = main.getByRole('link', { name: /View details/ });
      await expect(links).toHaveCount(projects.length);
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        projects.map((project) => `/projects/${project.id}`),
      );
    });
  });

  test('revealed sections fade in once scrolled into view, set aside only a screen ahead', async ({
    page,
  }) => {
    await openHydrated(page, '/', { motion: true });
    const card = page.getByRole('main').locator('[data-reveal]').last();
    // Far below the screen when the app starts, it is left as painted: starting hides nothing at once.
    await expect(page.locator('[data-reveal="pending"]').first()).toBeAttached();
    await expect(card).toHaveAttribute('data-reveal', '');
    await card.evaluate((element) =>
      window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight * 1.5),
    );
    await expect(card).toHaveAttribute('data-reveal', 'pending');
    await expect(card).toHaveCSS('opacity', '0');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'shown');
    await expect(card).toHaveCSS('opacity', '1');
  });

  test('what is on screen or above it when the app starts is never hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    // The visitor has scrolled a screen and a half down before the app starts.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // What lies within the next screen is set aside, in the same report as what is on screen.
    await expect.poll(() => page.locator('[data-reveal="pending"]').count()).toBeGreaterThan(0);
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('[data-reveal="pending"]')]
        .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(hidden).toEqual([]);
    // Scrolling back up, what was above the screen is still as painted: it was never set aside.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main [data-reveal]')]
            .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
            .map((element) => element.getAttribute('data-reveal')),
        ),
      )
      .not.toContain('pending');
  });
});

test.describe('booking page', () => {
  test('loads the scheduler frame (600 px high) only after the visitor asks, with a direct link as fallback', async ({
    page,
  }) => {
    const schedulerOrigin = new URL(siteConfig.bookingUrl).origin;
    const external: string[] = [];
    await page.route(`${schedulerOrigin}/**`, (route) => {
      external.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Scheduler</title><p>Pick a time</p>',
      });
    });
    await openHydrated(page, '/book-consultation');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule Your 15-Minute ROI Call');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(external).toEqual([]);
    await expect(page.getByRole('link', { name: /Open the booking calendar/ })).toHaveAttribute(
      'href',
      siteConfig.bookingUrl,
    );

    await page.getByRole('button', { name: bookingContent.loadLabel }).click();
    const frame = page.getByTitle(bookingContent.frameTitle);
    await expect(frame).toHaveAttribute('src', siteConfig.bookingUrl);
    expect(Math.round((await frame.boundingBox())!.height)).toBe(600);
    await expect(page.frameLocator('iframe').getByText('Pick a time')).toBeVisible();
  });
});

test.describe('logo variations page', () => {
  test('shows five variations on light and gradient backgrounds, the palette and a back link', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/design-system');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Design philosophy' })).toBeVisible();
    await expect(page.getByText('Deep plum', { exact: true })).toBeVisible();
    await expect(page.getByText('Ember orange', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Signature gradient', exact: true })).toBeVisible();
  });
});
