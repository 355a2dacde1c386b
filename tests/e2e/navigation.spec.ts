import { expect, test } from '../helpers/test';
import { openHydrated, watchConsole } from '../helpers/browser';

/**
 * A visit that starts on one page and moves through the site without reloading: every page reached
 * this way renders its whole content in the browser (not only the prerendered HTML of a first visit)
 * and gets its own title.
 */
test('pages reached by navigating inside the site show their full content and title', async ({ page }) => {
  test.setTimeout(90_000);
  const messages = watchConsole(page);
  await openHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('button', { name: 'Solutions' }).hover();
  await page.getByRole('link', { name: 'Videos' }).first().click();
  await expect(page).toHaveURL('/video-modalities');
  await expect(page).toHaveTitle('Video AI Solutions | Emberwise');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transform Your Business with Video AI' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Human Resources' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(2);

  await nav.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveTitle('Blogs | Emberwise');
  await page.getByRole('link', { name: /^Read article ?: Writing by speaking/ }).click();
  await expect(page).toHaveURL('/blog/willow-voice-ai');
  await expect(page.locator('.prose h2').first()).toBeVisible();
  await expect(page.locator('.prose')).toContainText('2,000 words');
  await expect(page).toHaveTitle(/Willow voice dictation .* \| Emberwise$/);

  await nav.getByRole('link', { name: 'Cases', exact: true }).click();
  await page.getByRole('link', { name: /^View Details ?: Financial Compliance Automation/ }).click();
  await expect(page.getByRole('main')).toContainText('99.7%');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.locator('.prose h2')).toHaveCount(11);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);

  await nav.getByRole('link', { name: 'Careers', exact: true }).click();
  await page.getByRole('link', { name: /^Learn More ?: AI Transformation Specialist/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Transformation Specialist' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Apply for AI Transformation Specialist' }),
  ).toBeVisible();
  expect(messages).toEqual([]);
});

/**
 * After a navigation the app inserts a copy of the page's long-form content made ahead, and each
 * visit takes its copy: a page visited again inside the app, by a link or by Back, shows all of it.
 */
test('an article visited twice inside the site shows its whole body both times, by a link and by Back', async ({
  page,
}) => {
  await openHydrated(page, '/blogs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const article = page.getByRole('link', { name: /^Read article ?: Writing by speaking/ });
  const body = page.locator('.prose');

  await article.click();
  await expect(page).toHaveURL('/blog/willow-voice-ai');
  await expect(body).toContainText('2,000 words');
  const paragraphs = await body.locator('p').count();
  expect(paragraphs).toBeGreaterThan(5);

  await nav.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveURL('/blogs');
  await article.click();
  await expect(page).toHaveURL('/blog/willow-voice-ai');
  await expect(body).toContainText('2,000 words');
  await expect(body.locator('p')).toHaveCount(paragraphs);

  await page.goBack();
  await expect(page).toHaveURL('/blogs');
  await page.goForward();
  await expect(page).toHaveURL('/blog/willow-voice-ai');
  await expect(body.locator('p')).toHaveCount(paragraphs);
});

test('a link to the page already shown adds no history entry, and Back leaves the page', async ({ page }) => {
  await openHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page).toHaveURL('/cases');
  const entries = await page.evaluate(() => history.length);
  await nav.getByRole('link', { name: 'Cases', exact: true }).click();
  await nav.getByRole('link', { name: 'Cases', exact: true }).click();
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accelerate your AI transformation' }),
  ).toBeVisible();
});

/**
 * A navigation starts the new page at its top, and the header shows it at once: opaque for a page
 * scrolled down, as it was at the top of the new page, in the same frame as the new page itself.
 */
test("the new page's first frame shows the header as at its top, after a link low on a scrolled page", async ({
  page,
}) => {
  await openHydrated(page, '/cases');
  const header = page.getByRole('banner');
  const story = page.getByRole('link', { name: /^View Details ?: Financial Compliance Automation/ });
  await story.scrollIntoViewIfNeeded();
  await expect(header).toHaveAttribute('data-scrolled', '');
  await page.evaluate(() => {
    const before = document.querySelector('h1');
    (window as Window & { firstFrame?: Promise<{ scrolled: boolean; y: number }> }).firstFrame = new Promise(
      (resolve) =>
        addEventListener(
          'click',
          () => {
            const frame = () => {
              const heading = document.querySelector('h1');
              if (!heading || heading === before) return requestAnimationFrame(frame);
              resolve({
                scrolled: document.querySelector('header')!.hasAttribute('data-scrolled'),
                y: window.scrollY,
              });
            };
            requestAnimationFrame(frame);
          },
          { capture: true, once: true },
        ),
    );
  });
  await story.click();
  const first = await page.evaluate(
    () => (window as Window & { firstFrame?: Promise<{ scrolled: boolean; y: number }> }).firstFrame!,
  );
  expect(first).toEqual({ scrolled: false, y: 0 });
  await expect(header).not.toHaveAttribute('data-scrolled');
});
