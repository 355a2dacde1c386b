/**
 * The keyboard and screen-reader audit, by hand's rules rather than axe's: at 320, 390 and 1366 px,
 * before and after the app starts, a visitor with only a keyboard never loses the focus, never
 * reaches what they cannot see, and hears what changed. Chrome's accessibility tree (through the
 * DevTools protocol) stands in for the screen reader.
 */
import { expect, test, type Page } from '../helpers/test';
import { applicationDialogCopy } from '../../site/src/content/careers/application-dialog';
import { careersPage } from '../../site/src/content/careers/careers-page';
import { casesPageCopy } from '../../site/src/content/cases/page-copy';
import { contactContent } from '../../site/src/content/contact';
import { projects } from '../helpers/site';
import { shellCopy } from '../../site/src/content/shell';
import { solutionPageCopy } from '../../site/src/content/solutions/page-copy';
import { legalPageCopy } from '../../site/src/content/long-form';
import { newsletterLinkCopy } from '../../site/src/content/newsletter-links';
import { fieldMessages, webAddressMessage } from '../../shared/schemas/messages';
import {
  accessibilityTree,
  layoutViewports,
  failPosts,
  focusReport,
  holdApp,
  pixelsOutOfView,
  scrollSettled,
  tabThroughPage,
  waitForApp,
  withoutApp,
} from '../helpers/a11y';
import { pageTitle } from '../helpers/site';

const phones = layoutViewports.filter((viewport) => viewport.width < 1024);
const desktop = layoutViewports[1];
const states = ['before the app starts', 'once the app runs'] as const;
type State = (typeof states)[number];

/** Opens `path` as HTML only, or with the app running. */
async function open(page: Page, path: string, state: State) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (state === 'before the app starts') await withoutApp(page);
  await page.goto(path);
  if (state === 'once the app runs') await waitForApp(page);
}

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

for (const viewport of layoutViewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a failed job application keeps the focus in the dialog, reads the failure out inside it and lets Tab reach it', async ({
      page,
    }) => {
      await open(page, '/careers', 'once the app runs');
      const opener = page.getByRole('button', { name: careersPage.general.button });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const field = (label: string) => dialog.getByLabel(label, { exact: true });
      await field('First name').fill('Grace');
      await field('Last name').fill('Hopper');
      await field('Email').fill('grace@example.com');
      await field('Cover letter').fill('I would like to build evaluation tooling with you.');
      const posts = await failPosts(page);
      const submit = dialog.getByRole('button', { name: applicationDialogCopy.submit });
      await submit.focus();
      await page.keyboard.press('Enter');

      // Sending: the button says so and is disabled, and the focus stays on it.
      const sending = dialog.getByRole('button', { name: applicationDialogCopy.submitting });
      await expect(sending).toBeDisabled();
      await expect(sending).toBeFocused();
      await expect.poll(posts.sent).toBeGreaterThan(0);
      posts.release();

      // Failed: the message is in the dialog, focused, and in the dialog's accessible subtree.
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(applicationDialogCopy.toasts.failure.title);
      await expect(alert).toBeFocused();
      const tree = await accessibilityTree(page);
      const [announced] = tree.find('alert', applicationDialogCopy.toasts.failure.title);
      expect(announced, 'the failure is not in the accessibility tree').toBeDefined();
      expect(tree.ancestors(announced!).some((node) => node.role?.value === 'dialog')).toBe(true);

      // Tab reaches its close button; closing it gives the focus back to the submit button.
      await page.keyboard.press('Tab');
      const dismiss = alert.getByRole('button', { name: shellCopy.toaster.dismiss });
      await expect(dismiss).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(alert).toHaveCount(0);
      await expect(submit).toBeFocused();
      await expect(field('First name')).toHaveValue('Grace');
      expect(await focusIsOnBody(page)).toBe(false);

      await test.step('a field the edge refuses: the sentence beside it, the toast in the dialog’s flow over no field, Escape closes the toast only', async () => {
        await posts.stop();
        const portfolio = field(applicationDialogCopy.fields.portfolio.label);
        // The browser takes it as a URL; the edge's rule wants a domain with a dot.
        await portfolio.fill('http://localhost');
        await submit.focus();
        await page.keyboard.press('Enter');
        const refused = dialog.getByRole('alert');
        const sentence = webAddressMessage('Portfolio URL');
        await expect(refused).toContainText(sentence);
        await expect(refused).toBeFocused();
        // The focus back in the form, the toast still up: what has the focus is seen whole.
        await page.keyboard.press('Shift+Tab');
        await expect(refused).toBeVisible();
        const report = await focusReport(page);
        expect(report.inView, report.label).toBe(true);
        await refused.focus();
        await page.keyboard.press('Escape');
        await expect(refused).toHaveCount(0);
        await expect(dialog).toBeVisible();
        await expect(portfolio).toBeFocused();
        await expect(portfolio).toHaveAttribute('aria-invalid', 'true');
        await expect(portfolio).toHaveAccessibleDescription(sentence);
        await expect(field('First name')).toHaveValue('Grace');
        await expect(field('First name')).not.toHaveAttribute('aria-invalid');
      });
    });

    test('a failed contact message moves the focus to the failure, which is read out', async ({ page }) => {
      await open(page, '/sign-up', 'once the app runs');
      await page.getByLabel(contactContent.form.name.label, { exact: true }).fill('Ada Lovelace');
      await page.getByLabel(contactContent.form.email.label, { exact: true }).fill('ada@example.com');
      const posts = await failPosts(page);
      await page.getByRole('button', { name: contactContent.form.submit }).focus();
      await page.keyboard.press('Enter');
      const sending = page.getByRole('button', { name: contactContent.form.submitting });
      await expect(sending).toBeDisabled();
      await expect(sending).toBeFocused();
      await expect.poll(posts.sent).toBeGreaterThan(0);
      posts.release();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText(contactContent.toasts.error.title);
      await expect(alert).toBeFocused();
      const tree = await accessibilityTree(page);
      expect(tree.find('alert', contactContent.toasts.error.title)).toHaveLength(1);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(alert).toHaveCount(0);
      await expect(page.getByRole('button', { name: contactContent.form.submit })).toBeFocused();

      await test.step('an address the edge refuses: the sentence at the field, and the toast never covers what the keyboard reaches', async () => {
        await posts.stop();
        const email = page.getByLabel(contactContent.form.email.label, { exact: true });
        // The browser's own check lets it through; the edge's rule wants a domain with a dot.
        await email.fill('ada@localhost');
        await page.getByRole('button', { name: contactContent.form.submit }).press('Enter');
        const refused = page.getByRole('alert').filter({ hasText: fieldMessages.emailInvalid });
        await expect(refused).toBeFocused();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
        // Shift+Tab from the toast reaches the page's last link, at the bottom, where the toast floats.
        await page.keyboard.press('Shift+Tab');
        await scrollSettled(page);
        await expect(refused).toBeVisible();
        const report = await focusReport(page);
        expect(report.inView, report.label).toBe(true);
        await refused.getByRole('button', { name: shellCopy.toaster.dismiss }).click();
        await expect(email).toBeFocused();
        await expect(email).toHaveValue('ada@localhost');
      });
    });

    test('the job application marks its required fields, says what the mark means, and suggests a LinkedIn address its field accepts', async ({
      page,
    }) => {
      await open(page, '/careers', 'once the app runs');
      await page.getByRole('button', { name: careersPage.general.button }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(applicationDialogCopy.requiredNote)).toBeVisible();
      const marked = await dialog
        .locator('label')
        .evaluateAll(
          (labels, mark) =>
            labels
              .filter((label) => label.nextElementSibling?.textContent === mark)
              .map((label) => (label as HTMLLabelElement).htmlFor),
          applicationDialogCopy.requiredMark,
        );
      const requiredFields = await dialog
        .locator('input[required], textarea[required]')
        .evaluateAll((inputs) => inputs.map((input) => input.id));
      expect(marked).toEqual(requiredFields);
      expect(requiredFields).toHaveLength(4);
      for (const label of ['First name', 'Last name', 'Email', 'Cover letter']) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
      }
      await expect(dialog.getByLabel('Phone', { exact: true })).not.toHaveAttribute('aria-required', /.*/);
      const tree = await accessibilityTree(page);
      const required = tree.nodes.filter((node) => tree.property(node, 'required') === true);
      expect(required.map((node) => node.name?.value).sort()).toEqual(
        ['Cover letter', 'Email', 'First name', 'Last name'].sort(),
      );

      const linkedin = dialog.getByLabel('LinkedIn profile', { exact: true });
      const placeholder = (await linkedin.getAttribute('placeholder'))!;
      await linkedin.fill(placeholder);
      expect(await linkedin.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
    });

    test('after a navigation inside the site the focus is on the new page heading and its title is read out', async ({
      page,
    }) => {
      await open(page, '/', 'once the app runs');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: shellCopy.mobileMenu.open }).focus();
        await page.keyboard.press('Enter');
        await page
          .getByRole('navigation', { name: shellCopy.mobileMenu.navLabel })
          .getByRole('link', {
            name: 'Cases',
          })
          .focus();
      } else {
        await page
          .getByRole('navigation', { name: shellCopy.header.navLabel })
          .getByRole('link', {
            name: 'Cases',
          })
          .focus();
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/cases');
      const heading = page.getByRole('heading', { level: 1, name: casesPageCopy.title });
      await expect(heading).toBeFocused();
      const title = pageTitle(casesPageCopy.title);
      await expect(page).toHaveTitle(title);
      await expect
        .poll(async () => (await accessibilityTree(page)).live(title).length, {
          message: 'the new title is not in a live region',
        })
        .toBeGreaterThan(0);
    });

    for (const state of states) {
      test(`${state}, the cases filter reads out how many case studies it shows, also when the count stays the same`, async ({
        page,
      }) => {
        const release = state === 'before the app starts' ? await holdApp(page) : undefined;
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/cases');
        if (!release) await waitForApp(page);
        const count = (technology: string) =>
          projects.filter((project) => project.technology === technology).length;
        // Two technologies with as many cases each: the second choice changes no number.
        const [technology, sameCount] = [...new Set(projects.map((project) => project.technology))].filter(
          (technology, _, all) => all.filter((other) => count(other) === count(technology)).length > 1,
        );
        expect(sameCount, 'two technologies with as many case studies').toBeDefined();
        const status = page.getByRole('status').filter({ hasText: casesPageCopy.showing(projects.length) });
        await expect(status).toBeVisible();
        for (const [index, chosen] of [technology!, sameCount!].entries()) {
          await page.getByRole('button', { name: chosen }).focus();
          await page.keyboard.press('Enter');
          if (index === 0) release?.();
          await expect(page.getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
          const tree = await accessibilityTree(page);
          const said = tree
            .live(casesPageCopy.showing(count(chosen)))
            .filter((node) => tree.text(node).includes(casesPageCopy.showingFilter(chosen).trim()));
          expect(said, `after ${chosen}`).not.toHaveLength(0);
        }
      });

      test(`${state}, a link to a department lands on the department tabs`, async ({ page }) => {
        await open(page, '/text-chat-modalities#legal-%26-compliance', state);
        const tabs = page.getByRole('tablist', { name: solutionPageCopy.tabsLabel });
        await expect(tabs).toBeInViewport();
        const box = (await tabs.boundingBox())!;
        const header = (await page.locator('header').boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        if (state === 'once the app runs')
          await expect(tabs.getByRole('tab', { name: 'Legal & Compliance' })).toHaveAttribute(
            'aria-selected',
            'true',
          );
      });
    }

    test('a link to a department lands on the department tabs even when the page moved before the app started', async ({
      page,
    }) => {
      const release = await holdApp(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/text-chat-modalities#legal-%26-compliance');
      const tabs = page.getByRole('tablist', { name: solutionPageCopy.tabsLabel });
      await expect(tabs).toBeInViewport();
      // Content above the tabs growing after the browser's own scroll to the anchor leaves the tabs
      // higher up: part of them under the fixed header.
      await page.evaluate(() => window.scrollBy({ top: 30, behavior: 'instant' }));
      release();
      await waitForApp(page);
      await expect
        .poll(async () => {
          const box = (await tabs.boundingBox())!;
          const header = (await page.locator('header').boundingBox())!;
          return box.y - (header.y + header.height);
        })
        .toBeGreaterThanOrEqual(-1);
    });

    test('a link to a heading, opened or followed in the page, with or without reduced motion, lands with the whole heading below the header', async ({
      page,
    }) => {
      const heading = (name: string) => page.getByRole('heading', { level: 2, name });
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/privacy-policy#your-rights');
      await waitForApp(page);
      await scrollSettled(page);
      expect(await pixelsOutOfView(heading('Your Rights')), 'opened at #your-rights').toBe(0);
      const toc = page.getByRole('navigation', { name: legalPageCopy.tocTitle });
      for (const [motion, name] of [
        ['no-preference', 'Contact Us'],
        ['reduce', 'Information We Collect'],
      ] as const) {
        await page.emulateMedia({ reducedMotion: motion });
        await toc.getByRole('link', { name }).evaluate((link: HTMLElement) => link.click());
        await scrollSettled(page);
        expect(await pixelsOutOfView(heading(name)), `${name}, motion ${motion}`).toBe(0);
      }
    });

    test('arrow keys bring the whole of each department tab into view', async ({ page }) => {
      await open(page, '/text-chat-modalities', 'once the app runs');
      const tabs = page.getByRole('tablist', { name: solutionPageCopy.tabsLabel });
      await tabs.getByRole('tab', { name: solutionPageCopy.overview }).focus();
      const count = await tabs.getByRole('tab').count();
      for (let i = 1; i < count; i++) {
        await page.keyboard.press('ArrowRight');
        const hidden = await tabs.evaluate(async (list) => {
          // The app selects the tab and scrolls it into the list in the key's handler: two frames
          // let the render that follows land.
          for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
          const tab = document.activeElement!.getBoundingClientRect();
          const room = list.getBoundingClientRect();
          return Math.max(0, room.left - tab.left) + Math.max(0, tab.right - room.right);
        });
        expect(hidden, `tab ${i + 1}: px outside the tab list`).toBeLessThanOrEqual(0.5);
      }
    });
  });
}

for (const viewport of phones) {
  test.describe(`the mobile menu at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const state of states) {
      test(`opened ${state === 'before the app starts' ? 'before the app is ready' : 'in the running app'}, it keeps the focus, leaves the page behind inert and Escape returns to its button`, async ({
        page,
      }) => {
        const release = state === 'before the app starts' ? await holdApp(page) : undefined;
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/cases');
        if (!release) await waitForApp(page);
        const toggle = page.getByRole('button', { name: shellCopy.mobileMenu.open });
        await toggle.focus();
        await page.keyboard.press('Enter');
        release?.();
        const menu = page.getByRole('navigation', { name: shellCopy.mobileMenu.navLabel });
        await expect(menu).toBeVisible();
        const close = page.getByRole('button', { name: shellCopy.mobileMenu.close });
        await expect(close).toBeFocused();

        const stops = (await menu.locator('a[href]:visible, summary').count()) + 1;
        for (let i = 0; i < stops * 2 + 2; i++) {
          await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
          const inside = await page.evaluate(
            (label) =>
              Boolean(
                document.activeElement?.closest(`nav[aria-label="${label}"]`) ||
                document.activeElement?.getAttribute('aria-expanded') === 'true',
              ),
            shellCopy.mobileMenu.navLabel,
          );
          expect(inside, `Tab ${i + 1} left the open menu`).toBe(true);
        }
        const tree = await accessibilityTree(page);
        expect(tree.find('main', casesPageCopy.title), 'the page behind the menu is still exposed').toEqual(
          [],
        );

        await menu.getByRole('link', { name: 'Blogs' }).focus();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: shellCopy.mobileMenu.open })).toBeFocused();
        expect((await accessibilityTree(page)).find('main', casesPageCopy.title)).toHaveLength(1);
      });
    }
  });
}

test.describe(`the desktop menus at ${desktop.width} px`, () => {
  test.use({ viewport: desktop });

  test('before the app starts, a menu opened by focus states nothing about its state, and Escape closes it and keeps the focus on its button', async ({
    page,
  }) => {
    await open(page, '/cases', 'before the app starts');
    const nav = page.getByRole('navigation', { name: shellCopy.header.navLabel });
    const solutions = nav.getByRole('button', { name: shellCopy.header.solutions });
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    await solutions.focus();
    await expect(panel).toBeVisible();
    const expanded = async () => {
      const tree = await accessibilityTree(page);
      const [button] = tree.nodes.filter(
        (node) => node.role?.value === 'button' && node.name?.value === shellCopy.header.solutions,
      );
      return tree.property(button!, 'expanded');
    };
    expect(await expanded(), 'aria-expanded says collapsed over an open panel').toBeUndefined();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(solutions).toBeFocused();

    // Opened by the pointer, Escape closes it too, and it stays closed while the pointer rests there.
    const services = nav.getByRole('button', { name: shellCopy.header.services });
    const servicesPanel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await page.getByRole('heading', { level: 1 }).click();
    await services.hover();
    await expect(servicesPanel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(servicesPanel).toBeHidden();
    await services.hover({ position: { x: 5, y: 5 } });
    await expect(servicesPanel).toBeHidden();
    await page.mouse.move(5, 700);
    await services.hover();
    await expect(servicesPanel).toBeVisible();
  });

  test('once the app runs, a menu opened by the pointer closes on Escape wherever the focus is, and states it is expanded', async ({
    page,
  }) => {
    await open(page, '/cases', 'once the app runs');
    const nav = page.getByRole('navigation', { name: shellCopy.header.navLabel });
    const services = nav.getByRole('button', { name: shellCopy.header.services });
    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: casesPageCopy.all }).focus();
    await services.hover();
    await expect(panel).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.hover({ position: { x: 5, y: 5 } });
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: casesPageCopy.all })).toBeFocused();
  });
});

/**
 * Tab and Shift+Tab through whole pages: the pages the audit found focus hidden on (under the fixed
 * header, or pushed off the screen by blocks laid out late), and the pages with menus, filters, tabs
 * and forms.
 */
const sweptPages = [
  '/blog/ai-regulation-compliance',
  '/blog/lovable-bolt-replit',
  '/projects/healthcare-voice-ai',
  '/careers',
  '/',
  '/cases',
  '/video-modalities',
  '/sign-up',
];

/**
 * At the phone width, the pages whose main content is laid out differently from the laptop's in a
 * way the focus meets: the articles (their long bodies, a table of contents above),
 * the careers page and its positions, the filters of /cases and the form of /sign-up. The home
 * page, a case page and a solution page reflow into one column with nothing in their way.
 */
const phoneSweptPages = [
  '/blog/ai-regulation-compliance',
  '/blog/lovable-bolt-replit',
  '/careers',
  '/cases',
  '/sign-up',
];

/**
 * The pages whose first Shift+Tab, from the top of a page just loaded, is also tried with smooth
 * scrolling: the long ones whose end the focus jumps to (the audit found the focus left 240-900 px
 * below the window on both, when blocks laid out during the scroll made the page grow).
 */
const smoothlyScrolledPages = ['/', '/careers'];

/**
 * Where each page is swept. Once the app runs, every page at the laptop width and the pages above
 * at the phone width. Before it starts, a page's main content is the same HTML and CSS as once it
 * runs, so only what works differently without the app is swept: the header's menus, which open on
 * focus by CSS alone at the laptop width (on the home page, over the hero).
 */
const sweeps: { viewport: { width: number; height: number }; state: State; paths: string[] }[] = [
  { viewport: desktop, state: 'once the app runs', paths: sweptPages },
  { viewport: phones[0]!, state: 'once the app runs', paths: phoneSweptPages },
  { viewport: desktop, state: 'before the app starts', paths: ['/'] },
];

for (const { viewport, state, paths } of sweeps) {
  test.describe(`at ${viewport.width} px, ${state}`, () => {
    test.use({ viewport });
    for (const path of paths) {
      test(`Tab and Shift+Tab through ${path} never hide the focused element`, async ({ page }) => {
        test.setTimeout(90_000);
        await open(page, path, state);
        if (smoothlyScrolledPages.includes(path))
          await test.step('with smooth scrolling, the first Shift+Tab ends with the focus in view', async () => {
            await page.emulateMedia({ reducedMotion: 'no-preference' });
            await page.keyboard.press('Shift+Tab');
            await scrollSettled(page);
            const report = await focusReport(page);
            expect(report.inView, report.label).toBe(true);
            await page.emulateMedia({ reducedMotion: 'reduce' });
            // The sweeps start from the top: the body, focused for a moment, is the browser's
            // starting point for the next Tab again (a blur alone would leave it at the page's end).
            await page.evaluate(() => {
              document.body.tabIndex = -1;
              document.body.focus({ preventScroll: true });
              document.body.removeAttribute('tabindex');
            });
          });
        for (const direction of ['forward', 'backward'] as const) {
          const { problems, stops } = await tabThroughPage(page, direction);
          expect(stops, `${direction}: the focus went nowhere`).toBeGreaterThan(3);
          expect(problems, `${direction}: focused but not entirely in view`).toEqual([]);
        }
        expect((await focusReport(page)).onBody).toBe(false);
      });
    }
  });
}

/**
 * Keyboard users pay for every restyle a key press causes: a Tab should restyle what its focus
 * changed, the two elements and what depends on them, not the page. A rule that followed
 * `:focus-visible` from the root restyled about 800 elements of an article at every Tab. The page's
 * CSS is the same before and after the app starts, so it is traced once the app runs.
 */
test('a Tab on an article restyles at most 50 elements at a time once the keyboard is in use', async ({
  page,
  browser,
}) => {
  await open(page, '/blog/ai-regulation-compliance', 'once the app runs');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      args?: { elementCount?: number; beginData?: { frame?: string } };
    }[];
  };
  // The page's own passes: each SVG image is a document of its own, styled whole when it loads.
  // The three related articles' illustrations (lazy, 55 to 77 elements each) load as the focus
  // scrolls the page, and on a busy machine they loaded during the traced Tabs.
  const session = await page.context().newCDPSession(page);
  const { frameTree } = await session.send('Page.getFrameTree');
  const passes = trace.traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree' && event.ph === 'X')
    .filter((event) => event.args?.beginData?.frame === frameTree.frame.id)
    .map((event) => event.args?.elementCount ?? 0);
  expect(passes.length, 'style passes recorded').toBeGreaterThan(5);
  expect(Math.max(...passes), `elements restyled per pass: ${passes.join(' ')}`).toBeLessThanOrEqual(50);
});

/**
 * A link page from a newsletter email answers in a line that takes the focus and is an alert: a
 * screen reader reads it when it appears. Pressed again with the same answer, the line is a new one
 * (the old one leaves the page), so the answer is read out again instead of nothing happening.
 */
test('a newsletter link page reads out every answer, the same one again too', async ({ page }) => {
  const copy = newsletterLinkCopy.confirm;
  const invalid = copy.outcomes.invalid!;
  await open(page, '/newsletter/confirm?token=not-a-token-of-ours', 'once the app runs');
  const button = page.getByRole('button', { name: copy.submit });
  for (const round of [1, 2]) {
    await button.focus();
    await page.keyboard.press('Enter');
    const line = page.getByRole('alert').filter({ hasText: invalid });
    await expect(line, `answer ${round}`).toBeFocused();
    const tree = await accessibilityTree(page);
    expect(tree.live(invalid), `answer ${round} in a live region`).not.toHaveLength(0);
    if (round === 1)
      await line.evaluate((node) => ((window as { firstAnswer?: Element }).firstAnswer = node));
    else
      // The second answer is a line of its own: the first left the page.
      expect(await page.evaluate(() => (window as { firstAnswer?: Element }).firstAnswer?.isConnected)).toBe(
        false,
      );
  }
});

/**
 * In forced colours (Windows' contrast themes) the browser replaces every colour and drops
 * backgrounds and shadows, so what marks a state must be a line the theme draws: a focused field's
 * outline, a button's frame, the chosen filter's Highlight frame, the current page's underline.
 * Each is checked with forced colours on, and shown to be absent without them where the normal
 * design marks it with colour alone.
 */
test('in forced colours, fields, buttons, the chosen filter and the current page are all visible', async ({
  page,
}) => {
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
  const style = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((node) => {
      const computed = getComputedStyle(node);
      return {
        outline: `${computed.outlineStyle} ${parseFloat(computed.outlineWidth)}`,
        border: `${computed.borderTopStyle} ${parseFloat(computed.borderTopWidth)}`,
        underline: computed.textDecorationLine,
      };
    });
  for (const forcedColors of ['none', 'active'] as const) {
    await page.emulateMedia({ forcedColors, reducedMotion: 'reduce' });
    await page.goto('/sign-up');
    await waitForApp(page);
    const field = page.getByRole('textbox', { name: contactContent.form.name.label });
    await field.focus();
    const focused = await style(field);
    // Without forced colours a ring of shadow marks it; the theme drops shadows, so an outline does.
    if (forcedColors === 'active') expect(focused.outline, 'a focused field').toMatch(/^solid [2-9]/);
    else expect(focused.outline, 'a focused field without forced colours').toMatch(/^none/);
    const send = page.getByRole('button', { name: contactContent.form.submit });
    const button = await style(send);
    if (forcedColors === 'active') expect(button.border, 'a button has a frame').toMatch(/^solid [1-9]/);
    else expect(button.border, 'a button without forced colours').toMatch(/ 0$/);

    await page.goto('/cases');
    await waitForApp(page);
    const chosen = page.getByRole('button', { pressed: true }).first();
    const filter = await style(chosen);
    if (forcedColors === 'active') expect(filter.border, 'the chosen filter').toMatch(/^solid 2/);
    else expect(filter.border, 'the chosen filter without forced colours').toMatch(/ 0$/);

    const current = page.getByRole('banner').locator('a[aria-current="page"]').first();
    const mark = await style(current);
    if (forcedColors === 'active') expect(mark.underline, 'the current page').toBe('underline');
    else expect(mark.underline, 'the current page without forced colours').toBe('none');
  }
});
