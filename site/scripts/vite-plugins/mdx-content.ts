/**
 * Long-form content in MDX (blog articles, legal pages), compiled at build time:
 * - `mdxContent()` compiles `*.mdx` into React components (frontmatter stripped, GitHub tables,
 *   every `##`/`###` heading given the anchor of `headingId`);
 * - `import meta from './x.mdx?meta'` gives the file's facts without its body: the frontmatter,
 *   checked with the schema of its folder (the build stops naming the file and the field when it is
 *   wrong), its slug, its word count and its table of contents.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Plugin } from 'vite';
import type { z } from 'zod';
import { blogFrontmatterSchema } from '../../src/lib/blog-frontmatter.ts';
import { headingId } from '../../src/lib/heading-id.ts';
import { legalFrontmatterSchema } from '../../src/lib/legal-frontmatter.ts';
import { checked, ContentError, parseYamlOf, readYamlContent } from './content-files.ts';

const metaQuery = '?meta';
const metaPrefix = '\0mdx-meta:';

/** Gives `##` and `###` headings their anchor. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth < 2 || node.depth > 3) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: headingId(toString(node)) } };
    });
  };
}

/**
 * Names each table after the heading it sits under ("Information We Collect", or "... (2)" for a
 * second table there), so the page can give every scrollable table a distinct accessible name.
 */
export function remarkTableLabels() {
  return (tree: Root) => {
    let heading = '';
    const seen = new Map<string, number>();
    for (const node of tree.children) {
      if (node.type === 'heading') heading = toString(node);
      if (node.type !== 'table') continue;
      const count = (seen.get(heading) ?? 0) + 1;
      seen.set(heading, count);
      const label = count > 1 ? `${heading} (${count})` : heading;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-label': label } };
    }
  };
}

/** Which schema checks the frontmatter of a content folder. */
const schemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  blog: blogFrontmatterSchema,
  legal: legalFrontmatterSchema,
};

function splitFrontmatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new ContentError(file, 'no YAML frontmatter between --- lines at the top');
  return { data: parseYamlOf(file, match[1]!, 'frontmatter'), body: source.slice(match[0].length) };
}

/**
 * What a frontmatter names outside itself must exist: the related articles (files of the same
 * folder) and the author (a file of `content/authors/`, whose name and role the article shows).
 */
async function resolveReferences(file: string, frontmatter: Record<string, unknown>) {
  const folder = basename(dirname(file));
  for (const slug of (frontmatter.related as string[] | undefined) ?? []) {
    if (!existsSync(join(dirname(file), `${slug}.mdx`))) {
      throw new ContentError(file, `frontmatter field "related": no article "${slug}" in ${folder}/`);
    }
  }
  if (typeof frontmatter.author !== 'string') return {};
  const authorFile = join(dirname(file), '../authors', `${frontmatter.author}.yaml`);
  if (!existsSync(authorFile)) {
    throw new ContentError(file, `frontmatter field "author": no author "${frontmatter.author}" in authors/`);
  }
  const author = await readYamlContent(authorFile);
  return { authorSlug: frontmatter.author, author: author.name, authorRole: author.role, authorFile };
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Words a reader reads: text of the body, not code, import/export statements or component props. */
function countWords(tree: Root): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += (node as { value: string }).value
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  });
  return words;
}

/**
 * The facts of one MDX file: its checked frontmatter (with the author's name and role for an
 * article), slug, word count and `##` headings, and the other files they were read from.
 */
export async function readContentMeta(
  file: string,
): Promise<{ meta: Record<string, unknown>; dependencies: string[] }> {
  const folder = basename(dirname(file));
  const schema = schemas[folder];
  if (!schema) throw new ContentError(file, `no frontmatter schema for the folder "${folder}"`);
  const { data, body } = splitFrontmatter(file, await readFile(file, 'utf8'));
  const frontmatter = checked(schema, data, file, 'frontmatter field');
  const { authorFile, ...references } = await resolveReferences(file, frontmatter);
  const tree = parser.parse(body) as Root;
  const toc: { id: string; title: string }[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth === 2) toc.push({ id: headingId(toString(node)), title: toString(node) });
  });
  return {
    meta: { ...frontmatter, ...references, slug: basename(file, '.mdx'), wordCount: countWords(tree), toc },
    dependencies: authorFile ? [authorFile] : [],
  };
}

/** `*.mdx?meta` imports: the file's facts as a plain data module, without the body. */
export function mdxMeta(): Plugin {
  return {
    name: 'emberwise:mdx-meta',
    enforce: 'pre',
    // The filters keep the bundler from calling the hooks for every other module.
    resolveId: {
      filter: { id: /\.mdx\?meta$/ },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -metaQuery.length), importer, { skipSelf: true });
        return resolved ? `${metaPrefix}${resolved.id}` : undefined;
      },
    },
    load: {
      filter: { id: /^\0mdx-meta:/ },
      async handler(id) {
        const file = id.slice(metaPrefix.length);
        const { meta, dependencies } = await readContentMeta(file);
        for (const watched of [file, ...dependencies]) this.addWatchFile(watched);
        return `export default ${JSON.stringify(meta)};`;
      },
    },
  };
}

/** The MDX compiler, configured for the site. */
export function mdxContent(): Plugin {
  return {
    enforce: 'pre',
    ...mdx({
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds, remarkTableLabels],
      // Components (links, callouts, tables ...) are passed by the page that renders the content.
      providerImportSource: undefined,
    }),
  } as Plugin;
}
