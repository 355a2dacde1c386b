/**
 * Newsletter issues (`content/newsletter/<address>.mdx`), read at build from the working tree.
 * `import issue from '<file>.mdx?issue'` gives the issue as data: its checked frontmatter, its body
 * as the email's blocks, the hash of its content, the day it goes out and its publication
 * (`newsletter-reader.ts` reads and checks the text; this file gives it the articles, pictures and
 * other issues of the working tree). A file that breaks a rule gives its slug and its problems: the
 * build leaves it out and reports it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { IssueDocument } from '../../../shared/schemas/newsletter-issue.ts';
import type { NewsletterIssueMeta } from '../../src/types/newsletter.ts';
import type { Read } from '../../src/types/publication.ts';
import { ContentError, repoRoot } from './content-files.ts';
import { readContentMeta } from './mdx-content.ts';
import {
  articleCardProblem,
  issueDates,
  issueDocument,
  IssueProblems,
  readIssueText,
  type IssueDates,
  type IssueSources,
} from './newsletter-reader.ts';
import { invalidPublication } from './publication.ts';

const issueQuery = '?issue';
const issuePrefix = '\0newsletter-issue:';

/** SHA-256 of what a reader gets: the subject, the preheader and the blocks. */
const contentHashOf = ({ subject, preheader, blocks }: IssueDocument) =>
  createHash('sha256').update(JSON.stringify({ subject, preheader, blocks })).digest('hex');

/** The card of a published article: its title and excerpt, linked to its page. */
async function articleCard(slug: string): Promise<{ title: string; text: string } | string> {
  const file = join(repoRoot, 'content/blog', `${slug}.mdx`);
  if (!existsSync(file)) return articleCardProblem.missing(slug);
  try {
    const { meta } = await readContentMeta(file);
    if ((meta.publication as { state: string }).state !== 'published')
      return articleCardProblem.unpublished(slug);
    return { title: String(meta.title), text: String(meta.excerpt) };
  } catch {
    return articleCardProblem.broken(slug);
  }
}

/** The dates of every issue of a folder whose frontmatter reads (for the monthly rule). */
async function folderDates(folder: string): Promise<{ dates: IssueDates[]; files: string[] }> {
  const files = (await readdir(folder))
    .filter((name) => extname(name) === '.mdx')
    .map((name) => join(folder, name));
  const dates: IssueDates[] = [];
  for (const file of files) {
    const read = issueDates(basename(file, '.mdx'), await readFile(file, 'utf8'));
    if (read) dates.push(read);
  }
  return { dates, files };
}

/**
 * The issue of one file of the working tree, checked; throws a `ContentError` naming the file, the
 * field or the line when it breaks a rule.
 */
export async function readIssue(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ issue: NewsletterIssueMeta; dependencies: string[] }> {
  const folder = await folderDates(dirname(file));
  const sources: IssueSources = {
    article: articleCard,
    pictureExists: async (src) => existsSync(join(repoRoot, 'site/public', decodeURI(src))),
    siblings: async () => folder.dates,
  };
  try {
    const { issue, articles } = await readIssueText(
      basename(file, '.mdx'),
      await readFile(file, 'utf8'),
      sources,
      env,
    );
    return {
      issue: { ...issue, contentHash: contentHashOf(issueDocument(issue)) },
      dependencies: [
        ...folder.files,
        ...articles.map((article) => join(repoRoot, 'content/blog', `${article}.mdx`)),
      ],
    };
  } catch (error) {
    if (error instanceof IssueProblems) throw new ContentError(file, error.message);
    throw error;
  }
}

/** The same, but a file that breaks a rule gives its slug and its problems instead of stopping. */
export async function readIssueEntry(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ issue: Read<NewsletterIssueMeta>; dependencies: string[] }> {
  try {
    return await readIssue(file, env);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return {
      issue: { slug: basename(file, '.mdx'), publication: invalidPublication([error.message]) },
      dependencies: [],
    };
  }
}

/** `*.mdx?issue` imports: an issue as a plain data module. */
export function newsletterIssues(): Plugin {
  return {
    name: 'emberwise:newsletter-issues',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.mdx\?issue$/ },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -issueQuery.length), importer, {
          skipSelf: true,
        });
        return resolved ? `${issuePrefix}${resolved.id}` : undefined;
      },
    },
    load: {
      filter: { id: /^\0newsletter-issue:/ },
      async handler(id) {
        const file = id.slice(issuePrefix.length);
        const { issue, dependencies } = await readIssueEntry(file);
        for (const watched of [file, ...dependencies]) this.addWatchFile(watched);
        return `export default ${JSON.stringify(issue)};`;
      },
    },
  };
}
