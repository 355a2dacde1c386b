/**
 * How the build reads a newsletter issue: its body becomes the email's plain-text blocks, rendered
 * with the functions' email layout; what an inbox would get wrong (code, raw HTML, a picture without
 * a description, a link that is no address, a message Gmail cuts) leaves the issue out with the line
 * named; the monthly rule decides the day it goes out; the index the function reads holds only
 * ready issues whose day has come. Files are written to a scratch folder only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newsletterIndexSchema } from '../../shared/schemas/newsletter-issue';
import { issueIndex } from '../../site/scripts/newsletter-files';
import { readIssueEntry } from '../../site/scripts/vite-plugins/newsletter-issues';
import { renderIssueEmail, sendDays } from '../../site/scripts/vite-plugins/newsletter-reader';
import { repoRoot } from '../../site/scripts/vite-plugins/content-files';
import type { NewsletterIssueMeta } from '../../site/src/types/newsletter';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'emberwise-issues-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A folder of issues of its own (the monthly rule reads the issues beside a file). */
const newFolder = () => mkdtemp(join(scratch, 'newsletter-'));

const env = { CONTENT_NOW: '2026-12-10', CONTENT_PREVIEW: '0', VITE_SITE_URL: 'https://www.emberwise.ai' };

const frontmatter = (fields: Record<string, string> = {}) =>
  Object.entries({
    subject: JSON.stringify('December notes: agents that finish the job'),
    preheader: JSON.stringify(
      'What we learned this month putting AI agents into real workflows, and one article worth your coffee.',
    ),
    sendDate: '2026-12-01',
    state: 'ready',
    exception: 'false',
    ...fields,
  })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

async function issue(slug: string, body: string, fields?: Record<string, string>, folder?: string) {
  const file = join(folder ?? (await newFolder()), `${slug}.mdx`);
  await writeFile(file, `---\n${frontmatter(fields)}\n---\n${body}\n`);
  return (await readIssueEntry(file, env)).issue;
}

const problemsOf = (entry: { publication: { problems?: string[] } }) => entry.publication.problems ?? [];

describe('an issue of the studio, read by the build', () => {
  test("the repository's issues read without a problem", async () => {
    const { readdir } = await import('node:fs/promises');
    for (const name of await readdir(join(repoRoot, 'content/newsletter'))) {
      const { issue: entry } = await readIssueEntry(join(repoRoot, 'content/newsletter', name), env);
      expect(problemsOf(entry), name).toEqual([]);
    }
  });

  test('Markdown and the two components become the blocks of the email, links absolute and text escaped', async () => {
    const entry = (await issue(
      'blocks',
      [
        'Hello **there** & *welcome* to [our blogs](/blogs), or [mail us](mailto:hello@emberwise.ai).',
        '',
        '## A heading',
        '',
        '1. first',
        '2. second with a [link](https://example.com/a?b=1&c=2)',
        '',
        '<ArticleCard article="agentic-ai-future" />',
        '',
        '<Button label="Plan a call" href="/book-consultation" />',
      ].join('\n'),
    )) as NewsletterIssueMeta;
    expect(problemsOf(entry)).toEqual([]);
    expect(entry.blocks.map((block) => block.kind)).toEqual([
      'paragraph',
      'heading',
      'bullets',
      'card',
      'button',
    ]);
    expect(entry.blocks[0]).toEqual({
      kind: 'paragraph',
      content: [
        'Hello ',
        { strong: 'there' },
        ' & ',
        { em: 'welcome' },
        ' to ',
        { link: 'our blogs', href: '/blogs' },
        ', or ',
        { link: 'mail us', href: 'mailto:hello@emberwise.ai' },
        '.',
      ],
    });
    expect(entry.blocks[3]).toMatchObject({
      kind: 'card',
      href: '/blog/agentic-ai-future',
      action: 'Read the article',
    });
    const email = renderIssueEmail(entry, 'https://www.emberwise.ai', 'subscriber');
    expect(email.html).toContain('href="https://www.emberwise.ai/blogs"');
    expect(email.html).toContain('href="https://www.emberwise.ai/book-consultation"');
    expect(email.html).toContain('Hello <strong>there</strong> &amp; <em>welcome</em>');
    expect(email.html).toContain('href="https://www.emberwise.ai/newsletter/blocks"');
    expect(email.text).toContain('1. first');
    expect(email.text).toContain('our blogs (https://www.emberwise.ai/blogs)');
    expect(entry.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test.each([
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |', 'line 8: A "table" has no place in an email'],
    ['code', '```\nconst a = 1;\n```', 'line 8: A "code" has no place in an email'],
    ['a quote', '> quoted', 'line 8: A "blockquote" has no place in an email'],
    ['a top heading', '# Big', 'line 8: use ## and ### for headings'],
    ['raw HTML', '<script>alert(1)</script>', "line 8: <script> is not one of the site's components"],
    ['an expression', 'Hi {name}', 'is a JavaScript expression'],
    ['a picture without a description', '![](/images/newsletter/x/a.png)', 'has no description'],
    ['a picture from elsewhere', '![A chart](https://tracker.example/a.png)', "is not one of the site's own"],
    ['a link that is no address', '[click](javascript:alert(1))', 'blocks.0.content.0.href'],
    ['a link to plain http', '[click](http://example.com)', 'blocks.0.content.0.href'],
    [
      'a card of no article',
      '<ArticleCard article="no-such-article" />',
      'there is no article with that address',
    ],
    ['a button without a link', '<Button label="Go" />', 'blocks.0.href'],
  ])('%s is refused, with its line or field named', async (_name, body, problem) => {
    const problems = problemsOf(await issue('refused', body));
    expect(problems.join('; ')).toContain(problem);
  });

  test('an issue too long for Gmail is refused: it would cut the unsubscribe link', async () => {
    const paragraph = `${'A sentence of the issue that keeps going. '.repeat(40).trim()}\n\n`;
    const problems = problemsOf(await issue('long', paragraph.repeat(60)));
    expect(problems.join('; ')).toMatch(/the email is \d+ KB of HTML; Gmail cuts a message after 100 KB/);
  });

  test('"confirm" and "unsubscribe" are the newsletter\'s own pages, never an issue\'s address', async () => {
    for (const slug of ['confirm', 'unsubscribe'])
      expect(problemsOf(await issue(slug, 'Hello.')).join('; ')).toContain("the newsletter's own pages");
  });

  test('a draft waits, a ready issue whose day has come is published, one in the future is scheduled', async () => {
    expect((await issue('draft-one', 'Hello.', { state: 'draft' })).publication.state).toBe('draft');
    expect((await issue('future-one', 'Hello.', { sendDate: '2027-01-05' })).publication.state).toBe(
      'scheduled',
    );
    expect((await issue('due-one', 'Hello.')).publication.state).toBe('published');
  });
});

describe('one issue a calendar month', () => {
  const dated = (slug: string, sendDate: string, more: Partial<NewsletterIssueMeta> = {}) => ({
    slug,
    sendDate,
    state: 'ready' as const,
    exception: false,
    ...more,
  });

  test('a second issue in a month waits for the first day of the next free month, and keeps that place', () => {
    const days = sendDays([
      dated('first', '2026-12-01'),
      dated('second', '2026-12-15'),
      dated('third', '2026-12-20'),
      dated('january', '2027-01-10'),
    ]);
    expect(Object.fromEntries(days)).toEqual({
      first: '2026-12-01',
      second: '2027-01-01',
      third: '2027-02-01',
      january: '2027-03-01',
    });
  });

  test('an exception goes out on its date and takes no month; a draft takes none either', () => {
    const days = sendDays([
      dated('first', '2026-12-01'),
      dated('urgent', '2026-12-05', { exception: true }),
      dated('draft', '2026-11-30', { state: 'draft' }),
      dated('next', '2026-12-30'),
    ]);
    expect(Object.fromEntries(days)).toEqual({
      first: '2026-12-01',
      urgent: '2026-12-05',
      next: '2027-01-01',
    });
  });

  test('the build reports the issue that waits, and when it goes out', async () => {
    const folder = await newFolder();
    await issue('month-first', 'Hello.', { sendDate: '2026-12-01' }, folder);
    const waiting = await issue('month-second', 'Hello again.', { sendDate: '2026-12-02' }, folder);
    expect(waiting).toMatchObject({ sendOn: '2027-01-01', publication: { state: 'scheduled' } });
    expect(waiting.publication.warnings?.join('')).toContain('it waits for 2027-01-01');
  });
});

test('the index holds what the function needs and nothing it would refuse', async () => {
  const entry = (await issue('indexed', 'Hello, [our blogs](/blogs).')) as NewsletterIssueMeta;
  const index = issueIndex([entry]);
  expect(newsletterIndexSchema.parse(index)).toEqual(index);
  expect(index.issues[0]).toMatchObject({ slug: 'indexed', sendOn: '2026-12-01', exception: false });
  expect(index.issues[0]!.contentHash).toBe(entry.contentHash);
});
