/**
 * Contrast measured on the rendered pixels: the focus ring against what it is drawn on, on every kind
 * of surface the site has (white, plum, the signature gradient under the home page's header and in
 * its hero and footer), at both layouts (320 and 1366 px), and text on the signature gradient, where
 * the colour behind a word depends on where the word falls, at 320 px: the narrowest window wraps
 * the most words onto the darkest and lightest ends of the gradient.
 */
import { expect, test, type Page } from '../helpers/test';
import { casesPageCopy } from '../../site/src/content/cases/page-copy';
import { headerCta, mainNavigation } from '../../site/src/content/navigation';
import { shellCopy } from '../../site/src/content/shell';
import { focusRingContrast, layoutViewports, textContrast, waitForApp, withoutApp } from '../helpers/a11y';

/** Text of at least this size (px), or this size in bold, is large: 3:1 is enough for it. */
const LARGE_TEXT_PX = 24;
const LARGE_BOLD_TEXT_PX = 18.66;

const [phone, desktop] = layoutViewports;

/** Marks the elements that hold text of their own inside the signature gradient, for `textContrast`. */
async function markGradientText(page: Page) {
  return page.evaluate(
    ({ large, largeBold }) => {
      let count = 0;
      for (const surface of document.querySelectorAll('.bg-signature')) {
        for (const element of surface.querySelectorAll<HTMLElement>('*')) {
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
          );
          if (
            !ownText ||
            !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
            element.closest('[aria-hidden="true"], .sr-only')
          )
            continue;
          // Text on a surface of its own (a white button) is measured against that surface: keep it.
          const style = getComputedStyle(element);
          const size = parseFloat(style.fontSize);
          const isLarge = size >= large || (size >= largeBold && Number(style.fontWeight) >= 700);
          element.dataset.contrastCheck = isLarge ? 'large' : 'normal';
          count++;
        }
      }
      return count;
    },
    { large: LARGE_TEXT_PX, largeBold: LARGE_BOLD_TEXT_PX },
  );
}

for (const viewport of layoutViewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const state of ['before the app starts', 'once the app runs'] as const) {
      test(`${state}, every focus ring on the home page stands out 3:1 from what surrounds it`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        if (state === 'before the app starts') await withoutApp(page);
        await page.goto('/');
        if (state === 'once the app runs') await waitForApp(page);
        await page.keyboard.press('Tab');
        const header = page.locator('header');
        const targets = [
          page.getByRole('link', { name: shellCopy.skipLink }),
          header.getByRole('link', { name: shellCopy.header.homeLink }),
          ...(viewport.width >= 640 ? [header.getByRole('link', { name: headerCta.name, exact: true })] : []),
          ...(viewport.width >= 1024
            ? [
                header.getByRole('link', { name: mainNavigation[0]!.name, exact: true }),
                header.getByRole('button', { name: shellCopy.header.services }),
              ]
            : [header.getByRole('button', { name: shellCopy.mobileMenu.open })]),
          ...(await page.locator('main section').first().getByRole('link').all()),
          ...(await page.getByRole('contentinfo').locator('.bg-signature').getByRole('link').all()),
        ];
        const failures: string[] = [];
        for (const target of targets) {
          const ratio = await focusRingContrast(page, target);
          if (ratio >= 3) continue;
          const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
          failures.push(`the focus ring of "${name}": ${ratio.toFixed(2)}:1`);
        }
        expect(failures).toEqual([]);
        if (viewport.width >= 1024) {
          // A link in a menu panel: white, inside the header that is light on the gradient.
          const services = header.getByRole('button', { name: shellCopy.header.services });
          await services.hover();
          const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
          const link = panel.getByRole('link').first();
          await expect(link).toBeVisible();
          expect(
            await focusRingContrast(page, link),
            'the focus ring in a menu panel',
          ).toBeGreaterThanOrEqual(3);
        }
      });
    }
  });
}

test.describe(`at ${desktop.width} px`, () => {
  test.use({ viewport: desktop });

  // The ring is drawn the same at every width: measured once, where the filters sit in one row.
  test('focus rings on white and on dark buttons stand out 3:1 from the page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/cases');
    await waitForApp(page);
    await page.keyboard.press('Tab');
    const filters = page.getByRole('group', { name: casesPageCopy.filterLabel });
    for (const target of [
      filters.getByRole('button', { name: casesPageCopy.all }),
      filters.getByRole('button', { name: 'Voice AI' }),
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(casesPageCopy.viewDetails) })
        .first(),
    ]) {
      expect(await focusRingContrast(page, target), await target.innerText()).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe(`at ${phone.width} px`, () => {
  test.use({ viewport: phone });

  for (const path of [
    '/',
    '/projects/healthcare-voice-ai',
    '/careers/ai-transformation-specialist',
    '/blog/ai-regulation-compliance',
  ]) {
    test(`text on the signature gradient of ${path} reaches 4.5:1 (3:1 when large) on the pixels behind it`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await withoutApp(page);
      await page.goto(path);
      expect(await markGradientText(page)).toBeGreaterThan(0);
      const marked = page.locator('[data-contrast-check]');
      const sizes = await marked.evaluateAll((elements) =>
        elements.map((element) => (element as HTMLElement).dataset.contrastCheck),
      );
      const failures: string[] = [];
      for (const [index, { text, ratio, glyphPixels }] of (await textContrast(page, marked)).entries()) {
        const minimum = sizes[index] === 'large' ? 3 : 4.5;
        if (glyphPixels === 0) failures.push(`"${text.slice(0, 50)}": no glyph found to measure`);
        else if (ratio < minimum) failures.push(`"${text.slice(0, 50)}": ${ratio.toFixed(2)}:1`);
      }
      expect(failures).toEqual([]);
    });
  }
});
