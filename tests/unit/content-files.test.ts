import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readYamlContent, repoRoot } from '../../site/scripts/vite-plugins/content-files';
import { readContentMeta } from '../../site/scripts/vite-plugins/mdx-content';

/**
 * A save that breaks a rule of the content stops the build with the file and the field named. The
 * files are written to a copy of `content/`, so the repository's content is never touched.
 */
let copy: string;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'emberwise-content-'));
  await cp(join(repoRoot, 'content'), join(copy, 'content'), { recursive: true });
});
afterAll(() => rm(copy, { recursive: true, force: true }));

async function rewrite(relativePath: string, change: (text: string) => string) {
  const file = join(copy, relativePath);
  await writeFile(file, change(await readFile(file, 'utf8')));
  return file;
}

describe('content files', () => {
  test('a case study with a title too short names the file and the field', async () => {
    const file = await rewrite('content/cases/promptcoach-ai.yaml', (text) =>
      text.replace(/^title: .*$/m, 'title: AI'),
    );
    await expect(readYamlContent(file)).rejects.toThrow(
      /content\/cases\/promptcoach-ai\.yaml: field "title"/,
    );
  });

  test('a position without its summary names the file and the field', async () => {
    const file = await rewrite('content/positions/ai-transformation-specialist.yaml', (text) =>
      text.replace(/^summary: .*$/m, ''),
    );
    await expect(readYamlContent(file)).rejects.toThrow(
      /content\/positions\/ai-transformation-specialist\.yaml: field "summary"/,
    );
  });

  test('an article whose author has no file names the article and the field', async () => {
    const file = await rewrite('content/blog/willow-voice-ai.mdx', (text) =>
      text.replace(/^author: .*$/m, "author: 'nobody-here'"),
    );
    await expect(readContentMeta(file)).rejects.toThrow(
      /content\/blog\/willow-voice-ai\.mdx: frontmatter field "author": no author "nobody-here"/,
    );
  });

  test('an article with two tags names the field', async () => {
    const file = await rewrite('content/blog/reachy-mini-robot.mdx', (text) =>
      text.replace(/^tags: .*$/m, "tags: ['One', 'Two']"),
    );
    await expect(readContentMeta(file)).rejects.toThrow(/reachy-mini-robot\.mdx: frontmatter field "tags"/);
  });

  test("an article's author card comes from the author's file", async () => {
    const { meta } = await readContentMeta(join(repoRoot, 'content/blog/orq-ai-foundation.mdx'));
    const author = await readYamlContent(join(repoRoot, `content/authors/${String(meta.authorSlug)}.yaml`));
    expect(meta.author).toBe(author.name);
    expect(meta.authorRole).toBe(author.role);
  });
});
