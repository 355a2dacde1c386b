import { expect, test, type Page, type Request } from '../helpers/test';
import { notFoundEntry, routeTable } from '../helpers/site';
import { pageTitle } from '../helpers/site';
import { expectSecurityHeaders, watchCspViolations } from '../helpers/security';
import {
  FIRST_LOAD_JS_BUDGET,
  axeViolations,
  openHydrated,
  prefetchedScripts,
  watchConsole,
  watchScripts,
} from '../helpers/browser';

/** The scripts the page has asked for that have not arrived (or failed) yet. */
function watchPendingScripts(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => [...pending].map((request) => request.url());
}

test.describe('every route of the route table', () => {
  // One load per route proves all of it: three loads per route (this, the JavaScript budget and the
  // security headers, each its own test) cost as much as the rest of the suite.
  for (const entry of routeTable) {
    test(`${entry.path} answers 200 with its title, one h1 and the security headers, loads at most 125 KB gzip of JavaScript before interaction, and shows no console error, CSP violation or axe violation`, async ({
      page,
    }) => {
      // Twice the default: axe on the longest pages takes most of it on a busy machine.
      test.setTimeout(60_000);
      const messages = watchConsole(page);
      const violations = await watchCspViolations(page);
      const scripts = watchScripts(page);
      const pendingScripts = watchPendingScripts(page);
      const response = await openHydrated(page, entry.path);
      await page.waitForLoadState('networkidle');
      expect(response?.status()).toBe(200);
      expect(response?.url()).toBe(new URL(entry.path, page.url()).href);
      expectSecurityHeaders(await response!.allHeaders(), entry.path);
      await expect(page).toHaveTitle(pageTitle(entry.title));
      await expect(page.locator('h1')).toHaveCount(1);
      // Everything the page loaded by itself, before the visitor does anything.
      expect(scripts.urls.size).toBeGreaterThan(0);
      // What the app fetched ahead for the next page is not this page's JavaScript.
      expect(scripts.gzipBytes(await prefetchedScripts(page))).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
      expect(await axeViolations(page)).toEqual([]);
      // Interaction loads more (lazy chunks, focus-triggered imports): let what it asks for arrive
      // and run under the policy.
      await page.mouse.move(200, 200);
      await page.keyboard.press('Tab');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect
        .poll(pendingScripts, { message: 'scripts still loading after the interaction' })
        .toEqual([]);
      expect(violations).toEqual([]);
      expect(messages).toEqual([]);
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
