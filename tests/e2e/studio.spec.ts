import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { expect, test, type Page } from '../helpers/test';
import { repoRoot } from '../../scripts/process';
import { serveStatic } from '../../scripts/static-server';
import { startStudioServer } from '../../studio/local-server';
import { pageSnapshot } from '../helpers/page-text';
import { buildWorkingTree, workingTreeCopy } from '../helpers/studio';

/**
 * The content studio in local mode, driven in Chromium as the marketing team uses it, over a copy of
 * the working tree that is a git repository of its own (the repository's content is never touched):
 * every existing entry opens and saves with a one-word edit that changes only its field's lines;
 * a draft, a scheduled case, a renamed address and a deleted article that others list; then one
 * build (at an injected date) shows every edit where it belongs, and a second one, two days later,
 * publishes what has come due.
 */
// Keystatic's editor is a large app: on a busy two-core machine a form takes a while to fill in.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** The injected clock of the first build, and the day after which the scheduled case is due. */
const firstBuildAt = '2031-06-01T10:00:00Z';
const scheduledFor = '2031-06-02';
const secondBuildAt = '2031-06-03T10:00:00Z';

const article = {
  title: 'What a studio test learns about agents',
  slug: 'what-a-studio-test-learns-about-agents',
  excerpt:
    'An article written in the studio by the test suite, to show that a new article reaches every listing of the site.',
  author: 'Ruben de Groot',
  tags: ['Agents', 'Testing', 'Publishing'],
  imageAlt: 'The illustration of agentic AI, reused for an article the tests write.',
  related: ['From Chatbots to Agents: What Agentic AI Changes for Your Business'],
  paragraph: 'A paragraph written in the studio, saved as a file and built into a page.',
  checklist: { title: 'Before you publish', group: 'Review', items: ['Facts checked', 'Links tested'] },
};
const renamed = { from: 'willow-voice-ai', to: 'willow-voice-dictation' };
const deleted = 'agentic-ai-future';
const scheduledCase = 'promptcoach-ai';

let root: string;
let remove: () => Promise<void>;
let studio: Awaited<ReturnType<typeof startStudioServer>>;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Studio test', '-c', 'user.email=studio@example.com', ...args], {
    cwd: root,
  }).toString();

test.beforeAll(async () => {
  ({ root, remove } = await workingTreeCopy());
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'The content as the team found it');
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

/**
 * Saves the entry open in the studio and waits until the file on disk holds `expected` (a file is
 * read whole: the poll may come while it is being written, so a change alone proves nothing).
 */
async function save(page: Page, file: string, expected: string | RegExp) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (existsSync(join(root, file)) ? await readFile(join(root, file), 'utf8') : ''), {
      timeout: 30_000,
    })
    .toMatch(expected);
}

/** Lines added and removed in a file since the first commit. */
function changedLines(file: string) {
  const [added = '0', removed = '0'] = git('diff', '--numstat', 'HEAD', '--', file).trim().split('\t');
  return { added: Number(added), removed: Number(removed) };
}

/**
 * Every existing entry, and its one-word edit: a text field with room for one more word, which the
 * built pages show.
 */
async function existingEntries() {
  const names = async (folder: string) =>
    (await readdir(join(root, 'content', folder))).map((name) => name.replace(/\.(mdx|yaml)$/, ''));
  return [
    ...(await names('blog')).map((slug) => ({
      collection: 'posts',
      slug,
      file: `content/blog/${slug}.mdx`,
      field: 'Illustration description',
    })),
    ...(await names('cases')).map((slug) => ({
      collection: 'cases',
      slug,
      file: `content/cases/${slug}.yaml`,
      field: 'Illustration description',
    })),
    ...(await names('positions')).map((slug) => ({
      collection: 'positions',
      slug,
      file: `content/positions/${slug}.yaml`,
      field: 'Location',
    })),
    ...(await names('authors')).map((slug) => ({
      collection: 'authors',
      slug,
      file: `content/authors/${slug}.yaml`,
      field: 'Role',
    })),
  ];
}

/** Where the Related Articles of a built article page lead. */
function relatedLinks(source: string): string[] {
  const window = new Window();
  window.document.write(source);
  const region = [...window.document.querySelectorAll('section')].find(
    (section) => section.querySelector('h2')?.textContent?.trim() === 'Related Articles',
  );
  const links = [...(region?.querySelectorAll('a') ?? [])]
    .filter((link) => link.textContent?.trim().startsWith('Read More'))
    .map((link) => link.getAttribute('href')!);
  window.close();
  return links;
}

const edited = ' Edited';
/** The entries the team had, each edited once by the first test. */
let editedEntries: Awaited<ReturnType<typeof existingEntries>> = [];

test('every existing entry opens with its values and its picture, and a one-word edit saves only that field', async ({
  page,
}) => {
  test.setTimeout(420_000);
  editedEntries = await existingEntries();
  expect(editedEntries.length).toBeGreaterThanOrEqual(20);
  for (const entry of editedEntries) {
    await page.goto(studioUrl(`/keystatic/collection/${entry.collection}/item/${entry.slug}`));
    const field = page.getByRole('textbox', { name: entry.field, exact: true });
    await expect(field, entry.file).not.toHaveValue('');
    if (entry.collection === 'posts' || entry.collection === 'cases') {
      // The illustration opens as the picture it is, not as an empty required field.
      const picture = page.getByRole('group', { name: 'Illustration' });
      await expect(picture.getByRole('button', { name: 'Remove' }), entry.file).toBeVisible();
      await expect(picture.locator('img'), entry.file).toBeVisible();
    }
    await field.fill(`${await field.inputValue()}${edited}`);
    await save(page, entry.file, /Edited\n/);
    // Only the lines of the edited field: a long text is folded over a few lines.
    const { added, removed } = changedLines(entry.file);
    expect(added, `${entry.file}: lines added`).toBeLessThanOrEqual(4);
    expect(removed, `${entry.file}: lines removed`).toBeLessThanOrEqual(4);
  }
  // The blog page singleton: the featured article picked by its title.
  await page.goto(studioUrl('/keystatic/singleton/blogSettings'));
  await page.getByRole('button', { name: 'Featured article' }).click();
  await page
    .getByRole('option', {
      name: 'Reachy Mini: what a $299 open-source robot tells businesses about physical AI',
    })
    .click();
  await save(page, 'content/settings/blog.yaml', /^featured: reachy-mini-robot\n$/);
  expect(await readFile(join(root, 'content/settings/blog.yaml'), 'utf8')).toBe(
    'featured: reachy-mini-robot\n',
  );
});

test('a save that misses a required field is refused, and no file is written', async ({ page }) => {
  const before = await blogFiles();
  await page.goto(studioUrl('/keystatic/collection/posts/create'));
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('An article without an excerpt');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Excerpt must be at least 70 characters long')).toBeVisible();
  expect(await blogFiles()).toEqual(before);
});

test('an address the site cannot publish is refused in the studio, saying what an address may hold', async ({
  page,
}) => {
  const before = await blogFiles();
  await page.goto(studioUrl(`/keystatic/collection/posts/item/reachy-mini-robot`));
  const address = page.getByRole('textbox', { name: 'Address', exact: true });
  await address.fill('My New Post!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Address: use lowercase letters and digits/).first()).toBeVisible();
  expect(await blogFiles()).toEqual(before);
});

test('a new article is saved as a draft with its checklist', async ({ page }) => {
  await page.goto(studioUrl('/keystatic/collection/posts/create'));
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(article.title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(article.excerpt);
  await page.getByRole('button', { name: 'Author' }).click();
  await page.getByRole('option', { name: article.author }).click();
  await page.getByRole('checkbox', { name: 'Draft' }).check();
  const tags = page.getByRole('group', { name: /^Tags/ });
  for (const tag of article.tags) {
    await addItem(page, tags, (dialog) => dialog.getByRole('textbox', { name: 'Tag' }).fill(tag));
  }
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: 'Illustration' })
    .getByRole('button', { name: 'Choose file' })
    .click();
  await (await chooser).setFiles(join(repoRoot, 'site/public/images/blog/agentic-ai-future/image.svg'));
  await page.getByRole('textbox', { name: 'Illustration description' }).fill(article.imageAlt);
  for (const title of article.related) await page.getByRole('checkbox', { name: title }).check();

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
  await checklist.getByRole('textbox', { name: 'Title', exact: true }).fill(article.checklist.title);
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
  expect(saved).toMatch(/^draft: true$/m);
  // The uploaded picture is stored under a clean name in the article's own folder.
  expect(saved).toContain(`image: /images/blog/${article.slug}/image.svg`);
});

test('a case dated tomorrow, a renamed address and a deleted article that others list are saved', async ({
  page,
}) => {
  await page.goto(studioUrl(`/keystatic/collection/cases/item/${scheduledCase}`));
  await page.getByRole('textbox', { name: 'Published', exact: true }).fill(scheduledFor);
  await save(page, `content/cases/${scheduledCase}.yaml`, new RegExp(`^published: ${scheduledFor}$`, 'm'));

  await page.goto(studioUrl(`/keystatic/collection/posts/item/${renamed.from}`));
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(renamed.to);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${renamed.to}$`));
  await expect.poll(blogFiles).toContain(`${renamed.to}.mdx`);
  expect(await blogFiles()).not.toContain(`${renamed.from}.mdx`);

  await page.goto(studioUrl(`/keystatic/collection/posts/item/${deleted}`));
  await page.getByRole('button', { name: 'Delete entry…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect.poll(blogFiles).not.toContain(`${deleted}.mdx`);
});

test.describe('after a build of the saved content', () => {
  const dist = () => join(root, 'dist');
  const html = (file: string) => readFile(join(dist(), file), 'utf8');
  const text = async (file: string) => pageSnapshot(await html(file));

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await buildWorkingTree(root, { CONTENT_NOW: firstBuildAt });
  });

  test('every edited entry shows its edit where it is published', async () => {
    expect(editedEntries.length).toBeGreaterThanOrEqual(20);
    const articles = await Promise.all(
      (await readdir(join(dist(), 'blog')))
        .filter((file) => file.endsWith('.html'))
        .map((file) => text(`blog/${file}`)),
    );
    const cards = (await text('cases.html')).images;
    for (const entry of editedEntries) {
      if (entry.collection === 'posts' && entry.slug !== deleted) {
        const slug = entry.slug === renamed.from ? renamed.to : entry.slug;
        const hero = (await text(`blog/${slug}.html`)).images.find((image) =>
          image.startsWith(`/images/blog/${slug}/`),
        );
        expect(hero, slug).toMatch(new RegExp(`${edited}$`));
      }
      if (entry.collection === 'cases' && entry.slug !== scheduledCase) {
        expect(
          cards.find((image) => image.startsWith(`/images/projects/${entry.slug}/`)),
          entry.slug,
        ).toMatch(new RegExp(`${edited}$`));
      }
      if (entry.collection === 'positions')
        expect((await text(`careers/${entry.slug}.html`)).text, entry.slug).toContain(edited.trim());
      if (entry.collection === 'authors') {
        const role = /^role: (.*)$/m.exec(await readFile(join(root, entry.file), 'utf8'))![1]!;
        expect(role, entry.slug).toMatch(new RegExp(`${edited}$`));
        const writes = articles.some((article) => article.text.includes(role));
        const sources = await Promise.all(
          (await blogFiles()).map((name) => readFile(join(root, 'content/blog', name), 'utf8')),
        );
        const hasArticles = sources.some(
          (source) => source.includes(`\nauthor: ${entry.slug}\n`) && !/^draft: true$/m.test(source),
        );
        expect(writes, `${entry.slug}'s role under an article`).toBe(hasArticles);
      }
    }
    // The featured article the editor picked, above the grid of /blogs.
    const blogs = await html('blogs.html');
    expect(blogs.indexOf('/blog/reachy-mini-robot')).toBeLessThan(
      blogs.indexOf('/blog/openai-gpt5-reasoning'),
    );
  });

  test('the draft has a preview page that says so, and no card, feed entry or sitemap address', async () => {
    const page = await text(`blog/${article.slug}.html`);
    expect(page.text).toContain(article.paragraph);
    expect(page.text).toContain('Preview of a draft');
    expect(await html(`blog/${article.slug}.html`)).toContain('<meta name="robots" content="noindex');
    expect((await text('blogs.html')).links).not.toContain(`/blog/${article.slug}`);
    expect(await readFile(join(dist(), 'blog/feed.xml'), 'utf8')).not.toContain(article.slug);
    expect(await readFile(join(dist(), 'sitemap.xml'), 'utf8')).not.toContain(article.slug);
  });

  test('the case dated tomorrow waits: no card on /cases or the home page yet', async () => {
    expect((await text('cases.html')).links).not.toContain(`/projects/${scheduledCase}`);
    expect((await text('index.html')).links).not.toContain(`/projects/${scheduledCase}`);
  });

  test("the old address of the renamed article answers 301 with the new one, and the deleted article's with /blogs", async () => {
    const site = await serveStatic({ dir: dist() });
    try {
      const old = await fetch(`${site.origin}/blog/${renamed.from}`, { redirect: 'manual' });
      expect(old.status).toBe(301);
      expect(new URL(old.headers.get('location')!, site.origin).pathname).toBe(`/blog/${renamed.to}`);
      expect((await fetch(`${site.origin}/blog/${renamed.to}`)).status).toBe(200);
      const gone = await fetch(`${site.origin}/blog/${deleted}`, { redirect: 'manual' });
      expect(gone.status).toBe(301);
      expect(new URL(gone.headers.get('location')!, site.origin).pathname).toBe('/blogs');
    } finally {
      await site.stop();
    }
  });

  test('the articles that listed the deleted one still show three related articles, none of them gone', async () => {
    for (const file of await readdir(join(dist(), 'blog'))) {
      if (!file.endsWith('.html')) continue;
      const related = relatedLinks(await html(`blog/${file}`));
      expect(related, file).toHaveLength(3);
      expect(related, file).not.toContain(`/blog/${deleted}`);
    }
  });

  test('a second build two days later publishes the draft the editor released and the case that came due', async ({
    page,
  }) => {
    await page.goto(studioUrl(`/keystatic/collection/posts/item/${article.slug}`));
    await page.getByRole('checkbox', { name: 'Draft' }).uncheck();
    await save(page, `content/blog/${article.slug}.mdx`, /^draft: false$/m);
    await buildWorkingTree(root, { CONTENT_NOW: secondBuildAt });
    const blogs = await text('blogs.html');
    expect(blogs.links).toContain(`/blog/${article.slug}`);
    expect(await readFile(join(dist(), 'blog/feed.xml'), 'utf8')).toContain(`/blog/${article.slug}</link>`);
    expect(await readFile(join(dist(), 'sitemap.xml'), 'utf8')).toContain(`/blog/${article.slug}</loc>`);
    expect((await text(`blog/${article.slug}.html`)).text).not.toContain('Preview of a draft');
    expect((await text('cases.html')).links).toContain(`/projects/${scheduledCase}`);
  });
});
