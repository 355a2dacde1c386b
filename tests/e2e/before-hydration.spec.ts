/**
 * The page is its HTML: it paints and works before the app's JavaScript runs, and the app changes
 * nothing visible when it takes over. Here the entry script is held back (or refused) to look at the
 * page as a visitor on a slow connection sees it first.
 */
import { expect, test, type Page } from '../helpers/test';
import sharp from 'sharp';
import { contactContent } from '../../site/src/content/contact';
import { holdApp, withoutApp } from '../helpers/a11y';
import { haveStack, leadsFor, stackMissing, uniqueEmail } from '../helpers/local-stack';

/**
 * Pixels that differ clearly between two screenshots of the same size. The rasteriser may shade a
 * few edge pixels of an SVG icon slightly differently from one paint to the next, so tiny
 * differences are ignored; anything a person could see (a highlight, a moved block) is hundreds.
 */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  if (first!.info.width !== second!.info.width || first!.info.height !== second!.info.height) return Infinity;
  const { channels } = first!.info;
  let changed = 0;
  for (let i = 0; i < first!.data.length; i += channels) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(first!.data[i + c]! - second!.data[i + c]!) > 40) {
        changed++;
        break;
      }
    }
  }
  return changed;
}

/** What rasterising noise amounts to at most on a 1280x900 screenshot. */
const NOISE_PIXELS = 60;

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('before the app is ready', () => {
  test('header links navigate and the header menus open on hover and keyboard focus', async ({ page }) => {
    await withoutApp(page);
    await page.goto('/book-consultation');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const servicesPanel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(servicesPanel).toBeHidden();
    await services.hover();
    await expect(servicesPanel).toBeVisible();
    await expect(servicesPanel.getByRole('link', { name: /Agentic Workflows/ })).toBeVisible();

    await page.mouse.move(5, 700);
    await expect(servicesPanel).toBeHidden();
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    const solutionsPanel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    await expect(solutionsPanel).toBeVisible();
    await solutionsPanel.getByRole('link', { name: 'Audio' }).hover();
    await expect(solutionsPanel.locator('[data-preview]').filter({ visible: true })).toContainText(
      'Calls, recordings, podcasts',
    );

    await nav.getByRole('link', { name: 'Cases', exact: true }).click();
    await expect(page).toHaveURL('/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
  });

  test('the app asks for its scripts only after the page has loaded and painted, its pictures included', async ({
    page,
  }) => {
    // The article's picture is part of `load`, which the app waits for. (Its largest paint is not a
    // line the app waits for: under load the picture can be painted after the app asked for its
    // scripts, so no test asserts that order.)
    for (const path of ['/', '/ai-strategy', '/sign-up', '/blog/agentic-ai-future']) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const order = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
        return {
          loaded: navigation!.loadEventEnd,
          painted: paint!.startTime,
          scripts: scripts.length,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(
        order.firstScript,
        `${path}: a script was requested before the load event`,
      ).toBeGreaterThanOrEqual(order.loaded);
      expect(order.firstScript, `${path}: a script was requested before the first paint`).toBeGreaterThan(
        order.painted,
      );
    }
  });

  test('a tap on the mobile menu opens it as soon as the app is ready', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a click on a tab before the app is ready is not lost', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/video-modalities');
    await page.getByRole('tab', { name: 'Human Resources' }).click();
    release();
    await expect(page.getByRole('tab', { name: 'Human Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#human-resources$/);
  });

  test('what a visitor types before the app is ready stays in the form', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/sign-up');
    await page.getByLabel(contactContent.form.name.label, { exact: true }).fill('Typed Early');
    await page.getByLabel(contactContent.form.email.label, { exact: true }).fill('early@example.com');
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByLabel(contactContent.form.name.label, { exact: true })).toHaveValue('Typed Early');
    await expect(page.getByLabel(contactContent.form.email.label, { exact: true })).toHaveValue(
      'early@example.com',
    );
  });

  test('the contact form posts as plain HTML and the lead is stored', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    await withoutApp(page);
    const email = uniqueEmail('before-app');
    await page.goto('/sign-up');
    await page.getByLabel(contactContent.form.name.label, { exact: true }).fill('Plain Html');
    await page.getByLabel(contactContent.form.email.label, { exact: true }).fill(email);
    await page.getByRole('button', { name: contactContent.form.submit }).click();
    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: contactContent.thankYou.title })).toBeVisible();
    expect(await leadsFor(email)).toHaveLength(1);
  });
});

test.describe('when the app takes over', () => {
  // A page of each way of keeping the prerendered HTML: a static page, one with its own widgets and
  // long copy in slots (tabs), an article, the careers page with its dialog, and /cases, which
  // renders entirely in React.
  for (const path of ['/', '/video-modalities', '/blog/lovable-bolt-replit', '/careers', '/cases']) {
    test(`${path} looks exactly the same before and after hydration`, async ({ browser }) => {
      const viewport = { width: 1280, height: 900 };
      const asHtml = await browser.newContext({
        javaScriptEnabled: false,
        viewport,
        reducedMotion: 'reduce',
      });
      const withApp = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const shot = async (page: Page) => {
        await page.evaluate(() => document.fonts.ready);
        return page.screenshot({ animations: 'disabled', caret: 'hide' });
      };
      const [before, after] = await Promise.all([asHtml.newPage(), withApp.newPage()]);
      // The two pages load side by side: each waits on its own network.
      await Promise.all([
        before.goto(path, { waitUntil: 'networkidle' }),
        (async () => {
          await after.goto(path);
          await after.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          await after.waitForLoadState('networkidle');
        })(),
      ]);
      const changed = await changedPixels(await shot(before), await shot(after));
      expect(changed, `${path} changed when the app took over`).toBeLessThanOrEqual(NOISE_PIXELS);
      await asHtml.close();
      await withApp.close();
    });
  }
});
