/**
 * Long-form content in MDX (blog articles, legal pages), compiled at build time:
 * - `mdxContent()` compiles `*.mdx` into React components (frontmatter stripped, GitHub tables,
 *   every `##`/`###` heading given the anchor of `headingId`), once the file has passed the rules of
 *   content as data (`mdx-data.ts`): a file that holds code is never compiled;
 * - `import meta from './x.mdx?meta'` gives the file's facts without its body: the frontmatter,
 *   checked with the schema of its folder, its slug, its word count and read time, its table of
 *   contents and its publication (`publication.ts`). A team's file that breaks a rule gives only its
 *   slug and its problems (file, line or field, and what is allowed): the build leaves it out and
 *   reports it. A site page that breaks one stops the build.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Plugin } from 'vite';
import type { z } from 'zod';
import { blogFrontmatterSchema, readTimeFor } from '../../src/lib/blog-frontmatter.ts';
import { contentComponents } from '../../src/lib/content-rules.ts';
import { headingId } from '../../src/lib/heading-id.ts';
import { legalFrontmatterSchema } from '../../src/lib/legal-frontmatter.ts';
import {
  addressProblem,
  checked,
  ContentError,
  parseYamlOf,
  readYamlEntry,
  repoRoot,
} from './content-files.ts';
import { frontmatterParts } from './frontmatter.ts';
import { mdxDataProblems } from './mdx-data.ts';
import { mdxParser } from './mdx-parser.ts';
import { remarkResponsiveImages } from './responsive-images.ts';

/** Where the copies of body pictures are made and kept between builds. */
export const imageVariantsDir = join(repoRoot, 'node_modules/.cache/emberwise-images');
import { invalidPublication, publicationOf } from './publication.ts';

const metaQuery = '?meta';
const metaPrefix = '\0mdx-meta:';

/** Gives `##` and `###` headings their anchor. */
function remarkHeadingIds() {
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
function remarkTableLabels() {
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

function splitFrontmatter(file: string, source: string): { data: unknown; body: string; bodyLine: number } {
  const parts = frontmatterParts(source);
  if (!parts) throw new ContentError(file, 'no YAML frontmatter between --- lines at the top');
  return { data: parseYamlOf(file, parts.yaml, 'frontmatter'), body: parts.body, bodyLine: parts.bodyLine };
}

/**
 * What a frontmatter names outside itself: the related articles (files of the same folder) and the
 * author (a file of `content/authors/`, whose name and role the article shows). A reference never
 * stops the build: a related article that is gone is left out, and an author who is gone (or whose
 * file breaks a rule) gives way to the team's byline; each is reported as a warning.
 */
async function resolveReferences(file: string, frontmatter: Record<string, unknown>) {
  const warnings: string[] = [];
  const related = ((frontmatter.related as string[] | undefined) ?? []).filter((slug) => {
    const found = existsSync(join(dirname(file), `${slug}.mdx`));
    if (!found) warnings.push(`Related articles: "${slug}" no longer exists, so it is left out.`);
    return found;
  });
  if (typeof frontmatter.author !== 'string') return { references: { related }, warnings, dependencies: [] };
  const authorFile = join(dirname(file), '../authors', `${frontmatter.author}.yaml`);
  const author = existsSync(authorFile) ? await readYamlEntry(authorFile) : undefined;
  const usable = author && (author.publication as { state: string }).state !== 'invalid';
  if (!usable)
    warnings.push(
      `Author: "${frontmatter.author}" ${author ? 'has a file that breaks a rule' : 'no longer exists'}, so the article shows the team's byline.`,
    );
  return {
    references: {
      related,
      authorSlug: usable ? frontmatter.author : undefined,
      author: usable ? author.name : undefined,
      authorRole: usable ? author.role : undefined,
    },
    warnings,
    dependencies: existsSync(authorFile) ? [authorFile] : [],
  };
}

/** The folders of the team's MDX content (the repository's `content/`), as opposed to the site's own pages. */
const teamFolders = new Set(['blog']);
const isTeamContent = (file: string) => teamFolders.has(basename(dirname(file)));

/** The problems of a body that holds code, each with its file and line, or none. */
function bodyProblems(file: string, body: string, bodyLine: number): string[] {
  let tree: Root;
  try {
    tree = mdxParser.parse(body) as Root;
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string };
    const at = line ? `line ${line + bodyLine - 1}: ` : '';
    return [`${relative(repoRoot, file)}: ${at}${reason ?? (error as Error).message}`];
  }
  return mdxDataProblems(tree, contentComponents, bodyLine).map(
    ({ line, message }) => `${relative(repoRoot, file)}: line ${line}: ${message}`,
  );
}

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
 * article), slug, word count, read time, `##` headings and publication, and the other files they
 * were read from. Throws a `ContentError` when the file breaks a rule.
 */
export async function readContentMeta(
  file: string,
): Promise<{ meta: Record<string, unknown>; dependencies: string[] }> {
  const folder = basename(dirname(file));
  const schema = schemas[folder];
  if (!schema) throw new ContentError(file, `no frontmatter schema for the folder "${folder}"`);
  const address = isTeamContent(file) ? addressProblem(folder, basename(file, '.mdx')) : undefined;
  if (address) throw new ContentError(file, address);
  const { data, body, bodyLine } = splitFrontmatter(file, await readFile(file, 'utf8'));
  const problems = bodyProblems(file, body, bodyLine);
  if (problems.length)
    throw new ContentError(file, problems.map((problem) => problem.replace(/^[^:]+: /, '')).join('; '));
  const frontmatter = checked(schema, data, file, 'frontmatter field');
  const { references, warnings, dependencies } =
    folder === 'blog'
      ? await resolveReferences(file, frontmatter)
      : { references: {}, warnings: [], dependencies: [] };
  const tree = mdxParser.parse(body) as Root;
  const toc: { id: string; title: string }[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth === 2) toc.push({ id: headingId(toString(node)), title: toString(node) });
  });
  const wordCount = countWords(tree);
  const publication =
    folder === 'blog'
      ? {
          ...publicationOf({ draft: Boolean(frontmatter.draft), date: String(frontmatter.publishedDate) }),
          ...(warnings.length ? { warnings } : {}),
        }
      : { state: 'published', preview: false };
  return {
    meta: {
      ...frontmatter,
      ...references,
      slug: basename(file, '.mdx'),
      wordCount,
      readTime: readTimeFor(wordCount),
      toc,
      publication,
    },
    dependencies,
  };
}

/**
 * The same for the `?meta` import: a team's file that breaks a rule gives its slug and its problems
 * instead of stopping the build; a site page that breaks one stops it.
 */
export async function readContentEntry(
  file: string,
): Promise<{ meta: Record<string, unknown>; dependencies: string[] }> {
  try {
    return await readContentMeta(file);
  } catch (error) {
    if (!(error instanceof ContentError) || !isTeamContent(file)) throw error;
    return {
      meta: { slug: basename(file, '.mdx'), publication: invalidPublication([error.message]) },
      dependencies: [],
    };
  }
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
        const { meta, dependencies } = await readContentEntry(file);
        for (const watched of [file, ...dependencies]) this.addWatchFile(watched);
        return `export default ${JSON.stringify(meta)};`;
      },
    },
  };
}

/**
 * The MDX compiler, configured for the site. Before it, every file is checked for code: a team's
 * file that holds any is compiled as an empty page (the build has left it out of the site, and
 * reports it), a site page that holds any stops the build. Compiling would run its module code.
 */
export function mdxContent(): Plugin[] {
  return [
    {
      name: 'emberwise:mdx-data',
      enforce: 'pre',
      transform(source, id) {
        const file = id.split('?', 1)[0]!;
        if (id.startsWith('\0') || !file.endsWith('.mdx')) return undefined;
        const { body, bodyLine } = splitFrontmatter(file, source);
        const problems = bodyProblems(file, body, bodyLine);
        if (!problems.length) return undefined;
        if (!isTeamContent(file)) throw new ContentError(file, problems.join('; '));
        return { code: '---\n---\n', map: null };
      },
    },
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [
          remarkFrontmatter,
          remarkGfm,
          remarkHeadingIds,
          remarkTableLabels,
          [remarkResponsiveImages, { publicDir: join(repoRoot, 'site/public'), outDir: imageVariantsDir }],
        ],
        // Components (links, callouts, tables ...) are passed by the page that renders the content.
        providerImportSource: undefined,
      }),
    } as Plugin,
  ];
}
