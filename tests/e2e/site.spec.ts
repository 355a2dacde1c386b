import { expect, test, type Page, type Request } from '../helpers/test';
import { notFoundEntry, routeTable } from '../helpers/site';
import { pageTitle } from '../helpers/site';
import { expectSecurityHeaders, watchCspViolations } from '../helpers/security';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { withoutScripts } from '../../scripts/static-server';
import { axeViolations, distDir, openHydrated, watchConsole } from '../helpers/browser';
import {
  headingsNamingFocusable,
  hiddenFromTreeOnLoad,
  layoutViewports,
  textOutsideWithSpacing,
} from '../helpers/a11y';
import { headerCta } from '../../site/src/content/navigation';
import { shellCopy } from '../../site/src/content/shell';

/**
 * The scripts the document shown has asked for that have not arrived (or failed) yet. A new document
 * starts a new count: what the one before asked for ahead (its idle prefetching) dies with it.
 */
function watchPendingScripts(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending.clear();
  });
  return () => [...pending].map((request) => request.url());
}

/**
 * The route table by template (the page module that renders it), and the route each template's
 * accessibility audit runs on: its longest built page, the one that uses the most of the template's
 * parts (an article with tables, checklists and videos rather than one with paragraphs only).
 */
const templates = new Map<string, (typeof routeTable)[number][]>();
for (const entry of routeTable) templates.set(entry.page, [...(templates.get(entry.page) ?? []), entry]);
const auditedRoute = (entries: readonly (typeof routeTable)[number][]) =>
  entries.reduce((longest, entry) =>
    statSync(join(distDir, htmlFileForPath(entry.path))).size >
    statSync(join(distDir, htmlFileForPath(longest.path))).size
      ? entry
      : longest,
  );

const [phone, desktop] = layoutViewports;
/** What `hiddenFromTreeOnLoad` finds on a page whose tree is whole on load. */
const nothingHidden = { headings: [], links: [], landmarks: [], textCharacters: 0 };

/**
 * The header at the window's width: below 640 px no call to action (the menu has it), below 1024 px
 * the menu button, whole, on the screen; and the page never scrolls sideways. The header is HTML and
 * CSS that no script measures, so it is the same before and after the app starts. One round trip
 * finds the elements, hidden or not, and measures what is shown of them as `toBeVisible` would.
 */
async function expectHeaderFits(page: Page, path: string) {
  const { width } = page.viewportSize()!;
  const at = `${path} at ${width} px`;
  const found = await page.evaluate(
    ({ cta, menu }) => {
      const shown = (elements: Element[]) =>
        elements
          .filter((element) => element.checkVisibility({ visibilityProperty: true }))
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0)
          .map((box) => ({ left: box.left, right: box.right }));
      const header = document.querySelector('header')!;
      return {
        links: shown([...header.querySelectorAll('a')].filter((link) => link.textContent?.trim() === cta)),
        buttons: shown(
          [...header.querySelectorAll('button')].filter((button) => button.textContent?.trim() === menu),
        ),
        scrollWidth: document.documentElement.scrollWidth,
      };
    },
    { cta: headerCta.name, menu: shellCopy.mobileMenu.open },
  );
  expect(found.links, `${at}: the call to action shown`).toHaveLength(width < 640 ? 0 : 1);
  if (width < 1024) {
    expect(found.buttons, `${at}: the menu button shown`).toHaveLength(1);
    expect(found.buttons[0]!.right, `${at}: the menu button is cut off`).toBeLessThanOrEqual(width);
  }
  expect(found.scrollWidth, `${at} scrolls sideways`).toBeLessThanOrEqual(width);
}

test.describe('every route of the route table', () => {
  test('answers 200 at its own address with the security headers', async ({ request }) => {
    for (const entry of routeTable) {
      const response = await request.get(entry.path, { maxRedirects: 0 });
      expect(response.status(), entry.path).toBe(200);
      expectSecurityHeaders(response.headers(), entry.path);
    }
  });

  // Each template's routes in one browser page, one after the other: every route is loaded and
  // started as a visitor would (its console, its policy and its hydration watched), laid out at both
  // layouts, and axe audits the template's richest route, whose accessibility tree must hold every
  // heading, link, landmark and word of the page as loaded, not only of its first screens. The
  // first-load JavaScript of every page is measured from the build (tests/build/budgets.test.ts),
  // which is what the browser asks for.
  for (const [template, entries] of templates) {
    test(`the ${template} pages start without a console error or CSP violation, load every script they ask for once used, keep the header's menu button on the screen and its call to action where it fits without scrolling sideways, name nothing focusable with a heading (a screen reader reading through would skip it), and the richest has no axe violation and its accessibility tree holds the whole page on load, and no text leaves a 320 px window with a reader's wider text spacing`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + entries.length * 10_000);
      const messages = watchConsole(page);
      const violations = await watchCspViolations(page);
      const pendingScripts = watchPendingScripts(page);
      const audited = auditedRoute(entries);
      for (const entry of entries) {
        await page.setViewportSize(phone);
        await openHydrated(page, entry.path);
        await expect(page, entry.path).toHaveTitle(pageTitle(entry.title));
        await expect(page.locator('h1'), entry.path).toHaveCount(1);
        await expectHeaderFits(page, entry.path);
        await page.setViewportSize(desktop);
        await expectHeaderFits(page, entry.path);
        expect(
          await headingsNamingFocusable(page),
          `${entry.path}: headings a screen reader reading through skips`,
        ).toEqual([]);
        if (entry === audited) {
          expect(await axeViolations(page), entry.path).toEqual([]);
          expect(await hiddenFromTreeOnLoad(page), `${entry.path}: left out of the tree on load`).toEqual(
            nothingHidden,
          );
        }
        // Interaction loads more (lazy chunks, focus-triggered imports): let what it asks for
        // arrive and run under the policy.
        await page.mouse.move(200, 200);
        await page.keyboard.press('Tab');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await expect
          .poll(pendingScripts, { message: `${entry.path}: scripts still loading after the interaction` })
          .toEqual([]);
        expect(violations, entry.path).toEqual([]);
        expect(messages, entry.path).toEqual([]);
        await page.mouse.move(0, 0);
        // Last, as it restyles the page: a reader's wider text spacing at the narrowest width.
        await page.setViewportSize(phone);
        expect(await textOutsideWithSpacing(page), `${entry.path} with wider text spacing`).toEqual([]);
      }
    });
  }

  test('the prerendered HTML of every route holds its heading, title and description before any script runs', async ({
    page,
    request,
  }) => {
    // The HTML as served, read by the browser's own parser into a document that runs no script.
    const served = await Promise.all(
      routeTable.map(async (entry) => ({ entry, html: await (await request.get(entry.path)).text() })),
    );
    for (const { entry, html } of served) {
      const found = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'text/html');
        return {
          title: document.title,
          h1s: document.querySelectorAll('h1').length,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        };
      }, html);
      expect(found.title, entry.path).toBe(pageTitle(entry.title));
      expect(found.h1s, entry.path).toBe(1);
      expect(found.description, entry.path).toBe(entry.description);
      expect(found.canonical, entry.path).toMatch(new RegExp(`${entry.path}$`));
    }
  });
});

test.describe('the longest page as it loads', () => {
  const longest = auditedRoute(routeTable);
  /** Blocks whose contents the browser is skipping: it has not laid them out (`content-visibility`). */
  const skippedBlocks = (page: Page) =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('footer a, .prose > * > *, main section > *')].filter(
          (element) => !element.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    );

  test('its markup leaves the blocks away from the screen unlaid out for the first paint', async ({
    page,
  }) => {
    // The page's own script renders them all before it has loaded, so it is left out here to see
    // what the first paint is given: the screen at the top, and nothing laid out far below it.
    await page.setViewportSize(phone);
    await page.route(`**${longest.path}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    });
    await page.goto(longest.path, { waitUntil: 'load' });
    await expect(page.locator('h1')).toBeInViewport();
    expect(
      await page.locator('h1').evaluate((h1) => h1.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await skippedBlocks(page), `${longest.path}: blocks left out of the first paint`).toBeGreaterThan(
      10,
    );
  });

  test('once it has loaded, every block is laid out and in the accessibility tree, however far the rendering after the first paint got', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    // The page as loaded, not the app: it would add its own regions to the tree while this reads it.
    await page.route('**/assets/*.js', (route) => route.abort());
    // Nor the blocks the page renders step by step after its first paint: here no step runs, so
    // what is rendered once it has loaded is what the load itself guarantees.
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame;
      window.requestAnimationFrame = () => 0;
      addEventListener('load', () => (window.requestAnimationFrame = frame));
    });
    await page.goto(longest.path, { waitUntil: 'load' });
    expect(await skippedBlocks(page), `${longest.path}: blocks not laid out on load`).toBe(0);
    expect(await hiddenFromTreeOnLoad(page), `${longest.path}: left out of the tree on load`).toEqual(
      nothingHidden,
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-lazy');
  });

  test('without JavaScript, every block is laid out from the first paint', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(longest.path, { waitUntil: 'load' });
    expect(await skippedBlocks(page), `${longest.path}: blocks not laid out without scripts`).toBe(0);
    await context.close();
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 and shows the not-found page, logging the path', async ({ page }) => {
    const messages = watchConsole(page);
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(notFoundEntry.title));
    await expect.poll(() => messages.join('\n')).toContain('/this-page-does-not-exist');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accelerate your AI transformation' }),
    ).toBeVisible();
  });

  test('a page that fails to load shows the router error screen with the error message, and the next link works', async ({
    page,
  }) => {
    await openHydrated(page, '/', { motion: true });
    await page.route('**/assets/design-system-*.js', (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/design-system');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/import|fetch|module/i);
    // The error screen stands for that page only: the next navigation shows its page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Cases', exact: true })
      .click();
    await expect(page).toHaveURL('/cases');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('header', () => {
  test('on the home page it uses the light variant until scrolled past 20 px, then turns opaque', async ({
    page,
  }) => {
    await openHydrated(page, '/', { motion: true });
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-variant', 'light');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect(header).toHaveAttribute('data-variant', 'dark');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('on other pages it uses the dark-text variant', async ({ page }) => {
    await openHydrated(page, '/book-consultation', { motion: true });
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'dark');
  });

  test('the Services menu opens on hover with the four services', async ({ page }) => {
    await openHydrated(page, '/book-consultation', { motion: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    expect(Math.round((await panel.boundingBox())!.width)).toBe(400);
    for (const [name, href] of [
      ['AI Strategy & Roadmapping', '/ai-strategy'],
      ['Agentic Workflows', '/agentic-workflows'],
      ['Custom Dashboarding', '/custom-dashboarding'],
      ['Change Management', '/change-management'],
    ]) {
      await expect(panel.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
    await expect(panel).toContainText('Strategic transformation guidance');
    await expect(panel).toContainText('Autonomous AI systems');
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Data Modalities menu previews text-chat first and follows the hovered modality', async ({
    page,
  }) => {
    await openHydrated(page, '/book-consultation', { motion: true });
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await trigger.hover();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Data Modalities');
    expect(Math.round((await panel.boundingBox())!.width)).toBe(800);
    // One preview per modality; CSS shows the one of the hovered modality, text-chat by default.
    const preview = panel.locator('[data-preview]').filter({ visible: true });
    await expect(preview).toHaveCount(1);
    await expect(preview).toContainText('Text & Chat');
    await expect(preview).toContainText('Emails, tickets, messages');
    await panel.getByRole('link', { name: 'Audio' }).hover();
    await expect(preview).toContainText('Calls, recordings, podcasts');
    await panel.getByRole('link', { name: 'Documents' }).hover();
    await expect(preview).toContainText('PDFs, Word, contracts');
    const hrefs = await panel
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual([
      '/text-chat-modalities',
      '/documents-modalities',
      '/images-modalities',
      '/video-modalities',
      '/audio-modalities',
      '/multimodal-modalities',
    ]);
  });

  test('menus open from the keyboard and close with Escape, returning focus', async ({ page }) => {
    await openHydrated(page, '/book-consultation', { motion: true });
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: /AI Strategy & Roadmapping/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: /Agentic Workflows/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('header links lead to the main pages and the call to action to /sign-up', async ({ page }) => {
    await openHydrated(page, '/book-consultation', { motion: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Cases', '/cases'],
      ['Blogs', '/blogs'],
      ['Careers', '/careers'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its Services and Solutions groups expand independently, and it closes after navigating', async ({
    page,
  }) => {
    await openHydrated(page, '/', { motion: true });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // Each group is a native disclosure (<details>): it expands with or without JavaScript.
    const group = (name: string) =>
      menu.locator('details').filter({ has: page.locator('summary', { hasText: name }) });
    const services = group('Services');
    const solutions = group('Solutions');
    await services.locator('summary').click();
    await expect(services).toHaveAttribute('open', '');
    await expect(solutions).not.toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'Custom Dashboarding' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Multimodal' })).toBeHidden();
    await solutions.locator('summary').click();
    await expect(services).toHaveAttribute('open', '');
    await expect(solutions).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'Multimodal' })).toBeVisible();
    await services.locator('summary').press('Enter');
    await expect(services).not.toHaveAttribute('open');
    await expect(solutions).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Get in touch' }).click();
    await expect(page).toHaveURL(/\/sign-up/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('shows the current year, the legal links and a mail-to link', async ({ page }) => {
    await openHydrated(page, '/', { motion: true });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('its call-to-action block shows on every page but the contact form page', async ({ page }) => {
    await openHydrated(page, '/book-consultation', { motion: true });
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Ready to put AI to work?' }),
    ).toBeVisible();
    await openHydrated(page, '/sign-up');
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Ready to put AI to work?' }),
    ).toHaveCount(0);
  });
});

test.describe('navigation', () => {
  test('every navigation scrolls the window to the top', async ({ page }) => {
    await openHydrated(page, '/', { motion: true });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a 15-min ROI call' }).click();
    await expect(page).toHaveURL('/book-consultation');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page opened at a heading stays at that heading when the app starts', async ({ page }) => {
    await openHydrated(page, '/privacy-policy#your-rights');
    // The app has started; give a late scroll the chance to happen before looking.
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 2, name: 'Your Rights' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
