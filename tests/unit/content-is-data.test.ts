/**
 * Content is data, not code: an article may hold Markdown and the site's own components with plain
 * values, and nothing that runs. Each way MDX lets a file run code is refused with its line and what
 * is allowed, so the build never compiles it (an `export` would run in the build).
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { contentComponents } from '@/lib/content-rules';
import { mdxDataProblems } from '../../site/scripts/vite-plugins/mdx-data';

/** The body of an article as the build reads it (Markdown, MDX and GitHub tables). */
const problemsOf = (body: string) =>
  mdxDataProblems(
    unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body) as Root,
    contentComponents,
    1,
  );

const allowed = expect.stringContaining('Allowed: Markdown and the components <Callout>');

describe('an article that tries to run code is refused, naming the line and what is allowed', () => {
  it.each([
    ['an import', "import fs from 'node:fs'", '`import` and `export` statements are code'],
    [
      'an export that writes a file',
      "export const x = require('fs').writeFileSync('/tmp/pwned', '')",
      '`import` and `export` statements are code',
    ],
    ['a JavaScript expression', 'Total: {process.exit(1)}', 'is a JavaScript expression'],
    ['a component that is not the site’s', '<Exploit />', "<Exploit> is not one of the site's components"],
    [
      'a prop computed by code',
      '<Callout title={globalThis.secret}>Hi</Callout>',
      'is computed by code, not a plain value',
    ],
  ])('%s', (_, line, reason) => {
    const problems = problemsOf(`An opening paragraph.\n\n${line}\n\nA closing paragraph.\n`);
    expect(problems).toEqual([{ line: 3, message: expect.stringContaining(reason) }]);
    expect(problems[0]!.message).toEqual(allowed);
  });

  it('Markdown and the site’s components with plain values pass', () => {
    expect(
      problemsOf(
        'Text with **bold** and a [link](/cases).\n\n<Callout title="Note" tone="info">Plain words.</Callout>\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      ),
    ).toEqual([]);
  });
});
