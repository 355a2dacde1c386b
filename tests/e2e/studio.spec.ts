import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '../helpers/test';
import sharp from 'sharp';
import { repoRoot } from '../../scripts/process';
import { startStudioServer } from '../../studio/local-server';
import { pageSnapshot } from '../helpers/page-text';
import { buildWorkingTree, workingTreeCopy } from '../helpers/studio';

/**
 * The content studio in local mode, driven in Chromium as the marketing team would use it, over a
 * copy of the working tree (the repository's content is never touched): a save writes a file, and
 * one build later the site shows it everywhere it belongs.
 */
// Keystatic's editor is a large app: on a busy two-core machine one form takes a while to fill in.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const article = {
  title: 'What a studio test learns about agents',
  slug: 'what-a-studio-test-learns-about-agents',
  excerpt:
    'An article written in the studio by the test suite, to show that a new article reaches every listing of the site.',
  author: 'ruben-de-groot',
  tags: ['Agents', 'Testing', 'Publishing'],
  imageAlt: 'The illustration of agentic AI, reused for an article the tests write.',
  related: ['agentic-ai-future', 'orq-ai-foundation', 'willow-voice-ai'],
  paragraph: 'A paragraph written in the studio, saved as a file and built into a page.',
  checklist: { title: 'Before you publish', group: 'Review', items: ['Facts checked', 'Links tested'] },
};
const position = { file: 'ai-transformation-specialist', title: 'AI Transformation Lead' };

let root: string;
let remove: () => Promise<void>;
let studio: Awaited<ReturnType<typeof startStudioServer>>;

test.beforeAll(async () => {
  ({ root, remove } = await workingTreeCopy());
  studio = await startStudioServer({
    root,
    dist: join(repoRoot, 'dist'),
    port: 0,
    siteUrl: 'http://127.0.0.1',
  });
});

test.afterAll(async () => {
  await studio?.stop();
  await remove?.();
});

const studioUrl = (path: string) => studio.url.replace(/\/keystatic$/, path);
const blogFiles = () => readdir(join(root, 'content/blog'));

/** Adds one item to a list field through its "Add item" dialog, and waits for the dialog to close. */
async function addItem(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const dialogs = page.getByRole('dialog', { name: 'Add item' });
  const open = await dialogs.count();
  await scope.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(dialogs).toHaveCount(open + 1);
  const dialog = dialogs.nth(open);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(dialogs).toHaveCount(open);
}

test('a save that misses a required field is refused, and no file is written', async ({ page }) => {
  const before = await blogFiles();
  await page.goto(studioUrl('/keystatic/collection/posts/create'));
  await page.getByRole('textbox', { name: 'Title' }).fill('An article without an author or an excerpt');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Author is required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Author' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Excerpt must be at least 70 characters long')).toBeVisible();
  expect(await blogFiles()).toEqual(before);
});

test('an article created in the studio is saved as an MDX file with its checklist', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    // Keystatic asks Google Fonts for its Inter stylesheet; the policy refuses any other origin, and
    // the editor uses the system font instead. Anything else refused would break the studio.
    const text = message.text();
    if (/Content Security Policy/i.test(text) && !text.includes('https://fonts.googleapis.com/')) {
      violations.push(text);
    }
  });
  await page.goto(studioUrl('/keystatic/collection/posts/create'));
  await page.getByRole('textbox', { name: 'Title' }).fill(article.title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(article.excerpt);
  await page.getByRole('combobox', { name: 'Author' }).fill('ruben');
  await page.getByRole('option', { name: article.author }).click();
  const tags = page.getByRole('group', { name: /^Tags/ });
  for (const tag of article.tags) {
    await addItem(page, tags, (dialog) => dialog.getByRole('textbox', { name: 'Tag' }).fill(tag));
  }
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: 'Illustration' })
    .getByRole('button', { name: 'Choose file' })
    .click();
  await (await chooser).setFiles(join(repoRoot, 'site/public/images/blog/agentic-ai-future.svg'));
  await page.getByRole('textbox', { name: 'Illustration description' }).fill(article.imageAlt);
  for (const slug of article.related) {
    await page.getByRole('combobox', { name: 'Related articles' }).fill(slug);
    await page.getByRole('option', { name: slug }).click();
  }

  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type(article.paragraph);
  await page.keyboard.press('Enter');
  // The editor opens its insert menu on "/" (on a loaded machine a keystroke typed before the editor
  // has handled the previous one can be lost to the menu): wait for the menu, then filter it.
  await page.keyboard.type('/');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.type('Checklist');
  await page.getByRole('option', { name: /^Checklist/ }).click();
  await body.getByRole('button', { name: 'Edit' }).click();
  const checklist = page.getByRole('dialog', { name: 'Edit Checklist' });
  await checklist.getByRole('textbox', { name: 'Title' }).fill(article.checklist.title);
  await addItem(page, checklist.getByRole('group', { name: /^Groups/ }), async (group) => {
    await group.getByRole('textbox', { name: 'Group' }).fill(article.checklist.group);
    for (const item of article.checklist.items) {
      await addItem(page, group.getByRole('group', { name: /^Items/ }), (dialog) =>
        dialog.getByRole('textbox', { name: 'Item' }).fill(item),
      );
    }
  });
  await checklist.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/posts/item/${article.slug}$`));
  const saved = await readFile(join(root, `content/blog/${article.slug}.mdx`), 'utf8');
  expect(saved).toContain(article.paragraph);
  expect(saved).toContain('<Checklist');
  expect(saved).toMatch(/^author: ruben-de-groot$/m);
  // The studio works under its own policy (the local server sends the one production uses).
  expect(violations).toEqual([]);
});

test("a position's title edited in the studio is saved to its file", async ({ page }) => {
  await page.goto(studioUrl(`/keystatic/collection/positions/item/${position.file}`));
  await page.getByRole('textbox', { name: 'Title' }).fill(position.title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const files = await readdir(join(root, 'content/positions'));
      const texts = await Promise.all(
        files.map((file) => readFile(join(root, 'content/positions', file), 'utf8')),
      );
      return texts.some((text) => text.includes(`title: ${position.title}`));
    })
    .toBe(true);
});

test.describe('after one build of the saved content', () => {
  const dist = () => join(root, 'dist');
  const html = (file: string) => readFile(join(dist(), file), 'utf8');
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await buildWorkingTree(root);
  });

  test('the new article has its page, /blogs card and counts, feed entry, sitemap URL, JSON-LD and social card', async () => {
    const page = await html(`blog/${article.slug}.html`);
    const snapshot = pageSnapshot(page);
    expect(snapshot.title).toBe(`${article.title} | Emberwise`);
    expect(snapshot.text).toContain(article.paragraph);
    expect(snapshot.text).toContain(
      `${article.checklist.title} ${article.checklist.group} ${article.checklist.items.join(' ')}`,
    );
    expect(page.match(/type="checkbox"/g)).toHaveLength(article.checklist.items.length);
    expect(snapshot.text).toContain('Ruben de Groot');

    const blogs = pageSnapshot(await html('blogs.html'));
    expect(blogs.links).toContain(`/blog/${article.slug}`);
    expect(blogs.text).toContain('All 9');
    expect(blogs.text).toContain('AI Technology 3');

    const feed = await readFile(join(dist(), 'blog/feed.xml'), 'utf8');
    expect(feed).toContain(`<link>https://www.emberwise.ai/blog/${article.slug}</link>`);
    const sitemap = await readFile(join(dist(), 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>https://www.emberwise.ai/blog/${article.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );

    const posting = jsonLd(page).find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: article.title, keywords: article.tags.join(', ') });

    const card = /<meta property="og:image" content="https:\/\/www\.emberwise\.ai([^"]+)"/.exec(page)![1]!;
    expect(card).toBe(`/og/blog/${article.slug}.png`);
    const { width, height, format } = await sharp(join(dist(), card)).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(existsSync(join(repoRoot, `content/blog/${article.slug}.mdx`))).toBe(false);
  });

  test('the retitled position shows on the careers list and in its JobPosting', async () => {
    const careers = pageSnapshot(await html('careers.html'));
    expect(careers.text).toContain(position.title);
    expect(careers.text).not.toContain('AI Transformation Specialist');
    const slug = position.title.toLowerCase().replace(/[^a-z0-9]/g, '-');
    expect(careers.links).toContain(`/careers/${slug}`);
    const posting = jsonLd(await html(`careers/${slug}.html`)).find(
      (block) => block['@type'] === 'JobPosting',
    );
    expect(posting).toMatchObject({ title: position.title });
  });
});
