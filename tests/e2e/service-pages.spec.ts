import { expect, test, type Locator, type Page } from '../helpers/test';
import { agenticWorkflowsPage } from '../../site/src/content/service-pages/agentic-workflows';
import { aiStrategyPage } from '../../site/src/content/service-pages/ai-strategy';
import { servicePages } from '../../site/src/content/service-pages';
import { paths } from '../../shared/paths';
import { openHydrated } from '../helpers/browser';

/** Goes to a page with reduced motion (reveals shown at once) and waits until it has hydrated. */
async function open(page: Page, path: string) {
  await openHydrated(page, path);
  return page.getByRole('main');
}

/** The path of a link, without the query string a call to action may carry (e.g. ?source=...). */
async function linkPath(link: Locator) {
  const href = await link.getAttribute('href');
  return new URL(href ?? '', 'http://site').pathname;
}

/**
 * Clicks a tab until it is selected: a click that lands before hydration does nothing, as it would
 * for a person, so retry rather than depend on timing.
 */
async function selectTab(main: Locator, name: string) {
  const tab = main.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
}

/** Opens the page: it has exactly one h1 with this text, and these h2s in its main content, in order. */
async function expectOutline(page: Page, path: string, h1: string, h2s: string[]) {
  const main = await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(h2s);
  return main;
}

const servicePagePaths = {
  'custom-dashboarding': paths.customDashboarding(),
  'change-management': paths.changeManagement(),
} as const;

test.describe('strategy landing page (/ai-strategy)', () => {
  test('reads as the spec says: one h1 and its sections in order, calls to action to /sign-up and /cases, the four-area diagram as text, and five tabs that start on Company Strategy', async ({
    page,
  }) => {
    const { areas, topics, cta, engagement } = aiStrategyPage;
    const main = await expectOutline(page, paths.aiStrategy(), 'Strategic AI Transformation', [
      areas.heading.title,
      topics.heading.title,
      cta.title,
      engagement.heading.title,
    ]);

    await test.step('hero calls to action lead to /sign-up and /cases', async () => {
      const hero = main.getByRole('region', { name: 'Strategic AI Transformation' });
      expect(await linkPath(hero.getByRole('link', { name: 'Get in touch' }))).toBe('/sign-up');
      expect(await linkPath(hero.getByRole('link', { name: 'See client cases' }))).toBe('/cases');
    });

    await test.step('the four-area diagram shows the hub and the four areas as text', async () => {
      const diagram = main.getByRole('figure', { name: /AI Transformation at the centre/ });
      await expect(diagram.getByRole('heading', { name: 'AI Transformation' })).toBeVisible();
      for (const area of [
        'Company Strategy',
        'Implementation & Continuation',
        'AI & Data Infrastructure',
        'Departmental Challenges',
      ]) {
        await expect(diagram.getByRole('heading', { name: area, exact: true })).toBeVisible();
      }
    });

    await test.step('the five tabs start on Company Strategy, each panel labelled by its tab', async () => {
      const tablist = main.getByRole('tablist', { name: 'Strategy topics' });
      await expect(tablist.getByRole('tab')).toHaveText([
        'Company Strategy',
        'AI Adoption',
        'Business Demands',
        'Agentic Workflows',
        'Impact & Results',
      ]);
      const selected = tablist.getByRole('tab', { selected: true });
      await expect(selected).toHaveText('Company Strategy');
      await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
      await expect(main.getByRole('tabpanel')).toHaveCount(1);
      const panel = main.getByRole('tabpanel', { name: 'Company Strategy' });
      await expect(panel).toHaveAttribute('id', (await selected.getAttribute('aria-controls'))!);
      await expect(
        panel.getByRole('heading', { name: 'Start from the business plan, not the technology' }),
      ).toBeVisible();
    });
  });

  test('a click on each tab selects it alone and shows its heading, paragraphs, points and figures', async ({
    page,
  }) => {
    const main = await open(page, paths.aiStrategy());
    for (const topic of aiStrategyPage.topics.topics) {
      await selectTab(main, topic.label);
      await expect(main.getByRole('tab', { selected: true })).toHaveText(topic.label);
      const panel = main.getByRole('tabpanel', { name: topic.label });
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(topic.heading);
      expect(topic.paragraphs.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of topic.paragraphs) await expect(panel.getByText(paragraph)).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveCount(topic.points.length + topic.figures.length);
      for (const figure of topic.figures)
        await expect(panel.getByText(figure.value, { exact: true })).toBeVisible();
    }
  });

  test('arrow keys, Home and End move focus and selection together, wrapping at the ends', async ({
    page,
  }) => {
    const main = await open(page, paths.aiStrategy());
    const tab = (name: string) => main.getByRole('tab', { name });
    const expectSelected = async (name: string, heading: string) => {
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(name)).toHaveAttribute('tabindex', '0');
      await expect(main.getByRole('tabpanel')).toHaveCount(1);
      await expect(main.getByRole('tabpanel', { name })).toBeVisible();
      await expect(main.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(heading);
    };

    await expect(async () => {
      await tab('Company Strategy').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('AI Adoption')).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    await expectSelected('AI Adoption', 'Meet your organisation where it is');
    await expect(tab('Company Strategy')).toHaveAttribute('aria-selected', 'false');
    await expect(tab('Company Strategy')).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('End');
    await expectSelected('Impact & Results', 'Measure what changed, then decide what to scale');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Company Strategy', 'Start from the business plan, not the technology');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Impact & Results', 'Measure what changed, then decide what to scale');
    await page.keyboard.press('Home');
    await expectSelected('Company Strategy', 'Start from the business plan, not the technology');

    await page.keyboard.press('Tab');
    await expect(main.getByRole('tabpanel', { name: 'Company Strategy' })).toBeFocused();
  });
});

test.describe('automation landing page (/agentic-workflows)', () => {
  test('reads as the spec says: one h1 and its sections in order, calls to action to /sign-up, six model logos, the workflow hub as text, five data types and six departments with their time saved', async ({
    page,
  }) => {
    const { models, hub, dataTypes, departments, cta, engagement } = agenticWorkflowsPage;
    const main = await expectOutline(page, paths.agenticWorkflows(), 'Automate repetitive tasks', [
      models.heading.title,
      hub.heading.title,
      dataTypes.heading.title,
      departments.heading.title,
      cta.title,
      engagement.heading.title,
    ]);

    await test.step('hero call to action leads to /sign-up', async () => {
      const hero = main.getByRole('region', { name: 'Automate repetitive tasks' });
      expect(await linkPath(hero.getByRole('link', { name: 'Get in touch' }))).toBe('/sign-up');
      expect(await linkPath(main.getByRole('link', { name: 'Get in touch' }).last())).toBe('/sign-up');
    });

    await test.step('shows six AI model logos with accessible names', async () => {
      for (const name of [
        'OpenAI GPT',
        'Anthropic Claude',
        'Google Gemini',
        'Meta Llama',
        'Mistral',
        'DeepSeek',
      ]) {
        const logo = main.getByRole('img', { name, exact: true });
        await expect(logo).toBeVisible();
        await logo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    });

    await test.step('the workflow hub diagram shows the agent and its four inputs as text', async () => {
      const diagram = main.getByRole('figure', { name: /AI agent at the centre/ });
      await expect(diagram.getByRole('heading', { name: 'AI agent' })).toBeVisible();
      for (const node of ['Data Input', 'Data Integration', 'Knowledge Base', 'System Prompt']) {
        await expect(diagram.getByRole('heading', { name: node, exact: true })).toBeVisible();
      }
    });

    await test.step('lists the five data types', async () => {
      for (const type of ['Documents', 'Images', 'Videos', 'Audio', 'Structured']) {
        await expect(main.getByRole('heading', { level: 3, name: type, exact: true })).toBeVisible();
      }
    });

    await test.step('six departments state their time saved per day and two or three example workflows', async () => {
      const expected = [
        ['Sales & Marketing', '2-3 hrs'],
        ['Human Resources', '1-2 hrs'],
        ['Finance', '3-5 hrs'],
        ['Operations', '1-4 hrs'],
        ['Legal & Compliance', '2-4 hrs'],
        ['Research & Development', '1-3 hrs'],
      ] as const;
      const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) });
      await expect(cards).toHaveCount(expected.length);
      for (const [index, [name, hours]] of expected.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
        await expect(card.getByText(`${hours} saved per day`, { exact: true })).toBeVisible();
        const examples = await card.getByRole('list').getByRole('listitem').count();
        expect(examples).toBeGreaterThanOrEqual(2);
        expect(examples).toBeLessThanOrEqual(3);
      }
    });
  });
});

for (const [key, path] of Object.entries(servicePagePaths)) {
  const content = servicePages[key as keyof typeof servicePages];

  test.describe(`service page ${path}`, () => {
    test('reads as the spec says: one h1 and its sections in order, calls to action to /sign-up and /cases, outcomes with figures and numbered engagement steps with durations', async ({
      page,
    }) => {
      const main = await expectOutline(page, path, content.hero.title, [
        content.scope.heading.title,
        content.outcomes.heading.title,
        content.cta.title,
        content.engagement.heading.title,
        content.deliverables.heading.title,
      ]);

      await test.step('calls to action lead to /sign-up (hero and page) and /cases', async () => {
        const hero = main.getByRole('region', { name: content.hero.title });
        expect(await linkPath(hero.getByRole('link', { name: 'Get in touch' }))).toBe('/sign-up');
        const signUpLinks = main.getByRole('link', { name: 'Get in touch' });
        await expect(signUpLinks).toHaveCount(2);
        for (const link of await signUpLinks.all()) expect(await linkPath(link)).toBe('/sign-up');
        expect(await linkPath(main.getByRole('link', { name: 'See client cases' }))).toBe('/cases');
      });

      await test.step('shows outcomes with figures and numbered engagement steps with durations', async () => {
        for (const outcome of content.outcomes.items) {
          await expect(main.getByText(outcome.figure!, { exact: true })).toBeVisible();
        }
        const firstStep = page.getByRole('heading', {
          level: 3,
          name: content.engagement.steps[0]!.title,
          exact: true,
        });
        const steps = main.getByRole('list').filter({ has: firstStep });
        await expect(steps.getByRole('listitem')).toHaveCount(content.engagement.steps.length);
        expect(await steps.evaluate((list) => list.tagName)).toBe('OL');
        for (const [index, step] of content.engagement.steps.entries()) {
          const item = steps.getByRole('listitem').nth(index);
          await expect(item.getByRole('heading', { level: 3 })).toHaveText(step.title);
          await expect(item.getByText(step.duration, { exact: true })).toBeVisible();
        }
        await expect(main.getByText(content.engagement.total)).toBeVisible();
        for (const deliverable of content.deliverables.items) {
          await expect(
            main.getByRole('heading', { level: 3, name: deliverable.title, exact: true }),
          ).toBeVisible();
        }
      });
    });
  });
}
