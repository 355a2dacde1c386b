import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { readYamlContent, readYamlEntry, repoRoot } from '../../site/scripts/vite-plugins/content-files';
import { readContentEntry, readContentMeta } from '../../site/scripts/vite-plugins/mdx-content';
import { contentFormatDifferences } from '../../studio/format-content';

/**
 * How the build reads the team's content: every file of the repository passes its rules and is in
 * the form the studio writes; a file that breaks a rule is left out with the file, the field or the
 * line named (and the rest of the site is built); a reference never stops the build; content holds
 * no code; drafts and future dates wait. Files are changed in a copy of `content/` only.
 */
let copy: string;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'emberwise-content-'));
  await cp(join(repoRoot, 'content'), join(copy, 'content'), { recursive: true });
});
afterAll(() => rm(copy, { recursive: true, force: true }));

const originals = new Map<string, string>();
afterEach(async () => {
  for (const [file, text] of originals) await writeFile(file, text);
  originals.clear();
});

async function rewrite(relativePath: string, change: (text: string) => string) {
  const file = join(copy, relativePath);
  const text = await readFile(file, 'utf8');
  if (!originals.has(file)) originals.set(file, text);
  await writeFile(file, change(text));
  return file;
}

const withBody = (text: string, body: string) =>
  text.replace(/^(---\n[\s\S]*?\n---\n)[\s\S]*$/, `$1\n${body}\n`);

describe("the repository's content", () => {
  test('every file passes its rules', async () => {
    const { readdir } = await import('node:fs/promises');
    const problems: string[] = [];
    for (const folder of ['authors', 'cases', 'positions', 'settings']) {
      for (const name of await readdir(join(repoRoot, 'content', folder))) {
        const entry = await readYamlEntry(join(repoRoot, 'content', folder, name));
        problems.push(...((entry.publication as { problems?: string[] }).problems ?? []));
      }
    }
    for (const name of await readdir(join(repoRoot, 'content/blog'))) {
      const { meta } = await readContentEntry(join(repoRoot, 'content/blog', name));
      const publication = meta.publication as { problems?: string[]; warnings?: string[] };
      problems.push(...(publication.problems ?? []), ...(publication.warnings ?? []));
    }
    expect(problems).toEqual([]);
  });

  test('every file is in the form the studio writes, so a save changes only the lines of its fields', async () => {
    expect((await contentFormatDifferences(repoRoot)).map(({ file }) => file)).toEqual([]);
  });
});

describe('a file that breaks a rule', () => {
  test('a case study with a title too short is left out, naming the file and the field', async () => {
    const file = await rewrite('content/cases/promptcoach-ai.yaml', (text) =>
      text.replace(/^title: .*$/m, 'title: AI'),
    );
    await expect(readYamlContent(file)).rejects.toThrow(
      /content\/cases\/promptcoach-ai\.yaml: field "title"/,
    );
    const entry = await readYamlEntry(file);
    expect(entry).toEqual({
      slug: 'promptcoach-ai',
      publication: {
        state: 'invalid',
        preview: false,
        problems: [expect.stringMatching(/promptcoach-ai\.yaml: field "title": .*3/)],
      },
    });
  });

  test('a position without its summary is left out, naming the field', async () => {
    const file = await rewrite('content/positions/ai-transformation-specialist.yaml', (text) =>
      text.replace(/^summary: .*\n(?: {2}.*\n)*/m, ''),
    );
    const entry = await readYamlEntry(file);
    expect(entry.publication).toMatchObject({
      state: 'invalid',
      problems: [expect.stringContaining('field "summary"')],
    });
  });

  test('an article with two tags is left out, naming the field', async () => {
    const file = await rewrite('content/blog/reachy-mini-robot.mdx', (text) =>
      text.replace(/^tags:\n(?: {2}- .*\n)+/m, 'tags:\n  - One\n  - Two\n'),
    );
    const { meta } = await readContentEntry(file);
    expect(meta.publication).toMatchObject({
      state: 'invalid',
      problems: [expect.stringMatching(/reachy-mini-robot\.mdx: frontmatter field "tags"/)],
    });
  });

  test('a case study the studio saved with an empty status and no roadmap title reads as valid', async () => {
    const file = await rewrite('content/cases/legal-contract-analysis.yaml', (text) =>
      text.replace(/^status: .*\n/m, '').replace(/^roadmap:\n {2}title: .*\n/m, 'roadmap:\n'),
    );
    const entry = await readYamlContent(file);
    expect(entry.status).toBe('');
    expect((entry.roadmap as { title: string }).title).toBe('');
  });
});

describe('references never stop the build', () => {
  test("an article whose author is gone shows the team's byline, with a warning", async () => {
    const file = await rewrite('content/blog/willow-voice-ai.mdx', (text) =>
      text.replace(/^author: .*$/m, 'author: nobody-here'),
    );
    const { meta } = await readContentMeta(file);
    expect(meta.author).toBeUndefined();
    expect(meta.publication).toMatchObject({
      state: 'published',
      warnings: [expect.stringContaining('Author: "nobody-here" no longer exists')],
    });
  });

  test('a related article that is gone is left out of the list, with a warning', async () => {
    const file = await rewrite('content/blog/reachy-mini-robot.mdx', (text) =>
      text.replace(/^related:\n {2}- .*$/m, 'related:\n  - deleted-article'),
    );
    const { meta } = await readContentMeta(file);
    expect(meta.related).not.toContain('deleted-article');
    expect(meta.publication).toMatchObject({
      warnings: [expect.stringContaining('"deleted-article" no longer exists')],
    });
  });

  test("an article's author card comes from the author's file", async () => {
    const { meta } = await readContentMeta(join(repoRoot, 'content/blog/orq-ai-foundation.mdx'));
    const author = await readYamlContent(join(repoRoot, `content/authors/${String(meta.authorSlug)}.yaml`));
    expect(meta.author).toBe(author.name);
    expect(meta.authorRole).toBe(author.role);
  });
});

describe('content is data, not code', () => {
  const attempts: [string, string, RegExp][] = [
    ['an import', "import fs from 'node:fs'", /line \d+: `import` and `export` statements are code/],
    ['an export', "export const x = require('fs').writeFileSync('/tmp/pwned', 'x')", /`import` and `export`/],
    ['an expression', 'Two and two make {2 + 2}.', /`\{2 \+ 2\}` is a JavaScript expression/],
    [
      'an unknown component',
      '<Script src="https://evil.example/x.js" />',
      /<Script> is not one of the site's components/,
    ],
    [
      'an HTML element',
      '<iframe src="https://evil.example"></iframe>',
      /<iframe> is not one of the site's components/,
    ],
    [
      'a prop computed by code',
      '<Callout title={process.env.SECRET}>Text</Callout>',
      /The prop "title" of <Callout> is computed by code/,
    ],
    ['a spread of props', '<Callout {...props}>Text</Callout>', /<Callout> has a spread of props/],
  ];
  for (const [what, body, message] of attempts) {
    test(`an article with ${what} is left out, naming the line and what is allowed`, async () => {
      const file = await rewrite('content/blog/leap-new-backend.mdx', (text) =>
        withBody(text, `A paragraph.\n\n${body}`),
      );
      const { meta } = await readContentEntry(file);
      const problems = (meta.publication as { problems?: string[] }).problems ?? [];
      expect(meta.publication).toMatchObject({ state: 'invalid' });
      expect(problems.join(' ')).toMatch(message);
      expect(problems.join(' ')).toMatch(/leap-new-backend\.mdx: line \d+/);
      expect(problems.join(' ')).toContain('Allowed: Markdown and the components <Callout>');
    });
  }

  test('props that are plain values (text, numbers, lists and objects of them) are allowed', async () => {
    const file = await rewrite('content/blog/leap-new-backend.mdx', (text) =>
      withBody(
        text,
        `<KeyFigures items={[{"value":"80%","label":"fewer calls"},{"value":"-3","label":"steps"}]} />`,
      ),
    );
    const { meta } = await readContentEntry(file);
    expect(meta.publication).toMatchObject({ state: 'published' });
  });
});

describe('drafts and scheduled entries', () => {
  const withEnv = async <T>(env: Record<string, string>, run: () => Promise<T>) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      return await run();
    } finally {
      for (const key of Object.keys(env)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  };

  test('a draft is not published, and a local build previews it', async () => {
    const file = await rewrite('content/blog/willow-voice-ai.mdx', (text) =>
      text.replace(/^draft: false$/m, 'draft: true'),
    );
    expect((await readContentMeta(file)).meta.publication).toEqual({ state: 'draft', preview: false });
    await withEnv({ CONTENT_PREVIEW: '1' }, async () =>
      expect((await readContentMeta(file)).meta.publication).toEqual({ state: 'draft', preview: true }),
    );
  });

  test('an entry dated tomorrow waits, and is published on its day in Amsterdam', async () => {
    const file = await rewrite('content/cases/promptcoach-ai.yaml', (text) =>
      text.replace(/^published: .*$/m, 'published: 2027-03-01'),
    );
    // 23:30 UTC on 28 February is already 1 March in Amsterdam (UTC+1 in winter).
    await withEnv({ CONTENT_NOW: '2027-02-28T22:59:00Z' }, async () =>
      expect((await readYamlContent(file)).publication).toEqual({ state: 'scheduled', preview: false }),
    );
    await withEnv({ CONTENT_NOW: '2027-02-28T23:30:00Z' }, async () =>
      expect((await readYamlContent(file)).publication).toEqual({ state: 'published', preview: false }),
    );
  });
});
