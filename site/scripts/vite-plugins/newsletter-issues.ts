/**
 * Newsletter issues (`content/newsletter/<address>.mdx`), read at build. `import issue from
 * '<file>.mdx?issue'` gives the issue as data: its checked frontmatter, its body turned into the
 * email's blocks (`shared/schemas/newsletter-issue.ts`: headings, paragraphs, lists, links, pictures,
 * `<Button>` and `<ArticleCard>`; nothing an editor writes becomes HTML), the hash of its content, the
 * day it goes out and its publication. The body follows the rules of content as data (`mdx-data.ts`)
 * and is rendered with the email layout of the functions here, so the build refuses what an inbox
 * would get wrong: a message too long for Gmail, a link or picture without an absolute address, a
 * picture without a description. A file that breaks a rule gives its slug and its problems: the build
 * leaves it out and reports it.
 *
 * The monthly rule is applied here as the function applies it when it sends: one issue a calendar
 * month, the earliest by send date; a later one that is not marked as an exception goes out on the
 * first day of the next free month (`sendOn`). The database holds the same rule when it queues.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Content, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'vite';
import { paths } from '../../../shared/paths.ts';
import {
  issueDocumentSchema,
  newsletterIssueRules,
  type IssueBlock,
  type IssueDocument,
  type IssueInline,
} from '../../../shared/schemas/newsletter-issue.ts';
import { renderNewsletterIssue } from '../../../supabase/functions/_shared/templates/newsletter-emails.ts';
import { newsletterComponents } from '../../src/lib/content-rules.ts';
import {
  newsletterFrontmatterSchema,
  type NewsletterFrontmatter,
} from '../../src/lib/newsletter-frontmatter.ts';
import type { NewsletterIssueMeta } from '../../src/types/newsletter.ts';
import type { Read } from '../../src/types/publication.ts';
import { addressProblem, checked, ContentError, readableIssue, repoRoot } from './content-files.ts';
import { mdxDataProblems } from './mdx-data.ts';
import { mdxParser, readContentMeta, splitFrontmatter } from './mdx-content.ts';
import { contentPreview, contentToday, invalidPublication } from './publication.ts';

const issueQuery = '?issue';
const issuePrefix = '\0newsletter-issue:';

/** The site's address, as the build's emails carry it (a local build's own, or production's). */
const siteUrlOf = (env: NodeJS.ProcessEnv) =>
  (env.VITE_SITE_URL ?? 'https://www.emberwise.ai').replace(/\/+$/, '');

/** What an issue's email is made of, as `renderNewsletterIssue` takes it. */
export const issueDocument = (issue: Pick<NewsletterIssueMeta, keyof IssueDocument>): IssueDocument => ({
  slug: issue.slug,
  subject: issue.subject,
  preheader: issue.preheader,
  blocks: issue.blocks,
});

/** SHA-256 of what a reader gets: the subject, the preheader and the blocks. */
const contentHashOf = ({ subject, preheader, blocks }: IssueDocument) =>
  createHash('sha256').update(JSON.stringify({ subject, preheader, blocks })).digest('hex');

/** The email of an issue as a subscriber gets it (a token of a real token's length) and its test. */
export function renderIssueEmail(issue: IssueDocument, siteUrl: string, recipient: 'subscriber' | 'test') {
  return renderNewsletterIssue(
    issue,
    recipient === 'test' ? 'test' : { unsubscribeToken: 'x'.repeat(160) },
    siteUrl,
  );
}

type Problems = string[];

/** A problem at a line of the file (the body's lines counted from the file's top). */
const at = (node: { position?: { start: { line: number } } }, bodyLine: number, message: string) =>
  `line ${(node.position?.start.line ?? 1) + bodyLine - 1}: ${message}`;

const notInEmail = (what: string) =>
  `${what} has no place in an email. Use headings (## and ###), paragraphs, lists, links, pictures, <Button> and <ArticleCard>.`;

/** A paragraph's runs of text: plain, bold, italic, links. */
function inlines(nodes: PhrasingContent[], bodyLine: number, problems: Problems): IssueInline[] {
  const out: IssueInline[] = [];
  const push = (part: IssueInline) => {
    const last = out.at(-1);
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        push(node.value.replace(/\s*\n\s*/g, ' '));
        break;
      case 'inlineCode':
        push(node.value);
        break;
      case 'break':
        push(' ');
        break;
      case 'strong':
        push({ strong: toString(node) });
        break;
      case 'emphasis':
        push({ em: toString(node) });
        break;
      case 'link':
        push({ link: toString(node) || node.url, href: node.url });
        break;
      case 'image':
        problems.push(at(node, bodyLine, 'a picture must stand in a paragraph of its own.'));
        break;
      default:
        problems.push(at(node, bodyLine, notInEmail(`"${node.type}"`)));
    }
  }
  return out;
}

/** The string value of a component's prop, or a problem. */
function prop(
  node: { name?: string | null; attributes: { type: string; name?: string; value?: unknown }[] },
  name: string,
): string | undefined {
  const attribute = node.attributes.find((candidate) => candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The card of a published article: its title and excerpt, linked to its page. */
async function articleCard(slug: string): Promise<{ title: string; text: string } | string> {
  const file = join(repoRoot, 'content/blog', `${slug}.mdx`);
  if (!existsSync(file)) return `<ArticleCard article="${slug}">: there is no article with that address.`;
  try {
    const { meta } = await readContentMeta(file);
    if ((meta.publication as { state: string }).state !== 'published')
      return `<ArticleCard article="${slug}">: the article is not published, so the card would lead nowhere.`;
    return { title: String(meta.title), text: String(meta.excerpt) };
  } catch {
    return `<ArticleCard article="${slug}">: the article breaks a rule of its own, so it is not on the site.`;
  }
}

/** The body of an issue as the email's blocks, with every problem and the articles it names. */
export async function issueBlocks(
  body: string,
  bodyLine: number,
): Promise<{ blocks: IssueBlock[]; problems: Problems; articles: string[] }> {
  let tree: Root;
  try {
    tree = mdxParser.parse(body) as Root;
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string };
    return {
      blocks: [],
      problems: [`${line ? `line ${line + bodyLine - 1}: ` : ''}${reason ?? (error as Error).message}`],
      articles: [],
    };
  }
  const problems = mdxDataProblems(tree, newsletterComponents, bodyLine).map(
    ({ line, message }) => `line ${line}: ${message}`,
  );
  const blocks: IssueBlock[] = [];
  const articles: string[] = [];
  for (const node of tree.children as Content[]) {
    switch (node.type) {
      case 'heading':
        if (node.depth === 2 || node.depth === 3)
          blocks.push({ kind: 'heading', level: node.depth, text: toString(node) });
        else
          problems.push(
            at(node, bodyLine, 'use ## and ### for headings: the subject is the email’s only top heading.'),
          );
        break;
      case 'paragraph': {
        const [only] = node.children;
        if (node.children.length === 1 && only?.type === 'image') {
          blocks.push({ kind: 'image', src: only.url, alt: only.alt ?? '' });
          if (!existsSync(join(repoRoot, 'site/public', decodeURI(only.url))))
            problems.push(at(node, bodyLine, `the picture ${only.url} is not among the uploaded pictures.`));
        } else {
          blocks.push({ kind: 'paragraph', content: inlines(node.children, bodyLine, problems) });
        }
        break;
      }
      case 'list':
        blocks.push({
          kind: 'bullets',
          ordered: Boolean(node.ordered),
          items: node.children.map((item) => {
            const [first, ...rest] = item.children;
            if (rest.length || first?.type !== 'paragraph') {
              problems.push(at(item, bodyLine, 'a list item is one paragraph: no lists inside lists.'));
              return [toString(item)];
            }
            return inlines(first.children, bodyLine, problems);
          }),
        });
        break;
      case 'mdxJsxFlowElement': {
        if (node.name === 'Button') {
          blocks.push({ kind: 'button', label: prop(node, 'label') ?? '', href: prop(node, 'href') ?? '' });
        } else if (node.name === 'ArticleCard') {
          const slug = prop(node, 'article') ?? '';
          const card = await articleCard(slug);
          articles.push(slug);
          if (typeof card === 'string') problems.push(at(node, bodyLine, card));
          else
            blocks.push({
              kind: 'card',
              ...card,
              href: paths.blogPost(slug),
              action: prop(node, 'action') || 'Read the article',
            });
        }
        break;
      }
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        // Named by mdxDataProblems.
        break;
      default:
        problems.push(at(node, bodyLine, notInEmail(`A "${node.type}"`)));
    }
  }
  return { blocks, problems, articles };
}

/**
 * What an issue's email gets wrong in an inbox: a message Gmail would cut (the unsubscribe link with
 * it), or a link or picture without an absolute address.
 */
function emailProblems(issue: IssueDocument, siteUrl: string): Problems {
  const problems: Problems = [];
  const { html } = renderIssueEmail(issue, siteUrl, 'subscriber');
  const bytes = Buffer.byteLength(html);
  if (bytes > newsletterIssueRules.htmlBytes)
    problems.push(
      `the email is ${Math.ceil(bytes / 1000)} KB of HTML; Gmail cuts a message after ${newsletterIssueRules.htmlBytes / 1000} KB and hides the rest, the unsubscribe link with it. Shorten the issue.`,
    );
  for (const [, attribute, url] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    const address = url!.replaceAll('&amp;', '&');
    if (!/^(?:https?:\/\/[^\s/]+\/?|mailto:)/.test(address))
      problems.push(
        `the ${attribute === 'src' ? 'picture' : 'link'} "${address}" is not an absolute address.`,
      );
  }
  return problems;
}

type IssueDates = Pick<NewsletterFrontmatter, 'sendDate' | 'state' | 'exception'> & { slug: string };

const monthOf = (date: string) => date.slice(0, 7);
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * The day each ready or sent issue goes out: its send date, or, when an earlier issue that is not an
 * exception took its month, the first day of the next month no issue took. An exception goes out on
 * its date and takes no month's place.
 */
export function sendDays(issues: readonly IssueDates[]): Map<string, string> {
  const days = new Map<string, string>();
  const taken = new Map<string, string>();
  const going = issues
    .filter((issue) => issue.state !== 'draft')
    .sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.slug.localeCompare(b.slug));
  for (const issue of going) {
    if (issue.exception) {
      days.set(issue.slug, issue.sendDate);
      continue;
    }
    let month = monthOf(issue.sendDate);
    while (taken.has(month)) month = nextMonth(month);
    taken.set(month, issue.slug);
    days.set(issue.slug, month === monthOf(issue.sendDate) ? issue.sendDate : `${month}-01`);
  }
  return days;
}

/** The dates of every issue of a folder whose frontmatter reads (for the monthly rule). */
async function folderDates(folder: string): Promise<{ dates: IssueDates[]; files: string[] }> {
  const files = (await readdir(folder))
    .filter((name) => extname(name) === '.mdx')
    .map((name) => join(folder, name));
  const dates: IssueDates[] = [];
  for (const file of files) {
    try {
      const { data } = splitFrontmatter(file, await readFile(file, 'utf8'));
      const frontmatter = newsletterFrontmatterSchema.safeParse(data);
      if (frontmatter.success) dates.push({ ...frontmatter.data, slug: basename(file, '.mdx') });
    } catch {
      // A file that does not read is reported by its own import.
    }
  }
  return { dates, files };
}

/**
 * The issue of one file, checked; throws a `ContentError` naming the file, the field or the line
 * when it breaks a rule.
 */
export async function readIssue(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ issue: NewsletterIssueMeta; dependencies: string[] }> {
  const slug = basename(file, '.mdx');
  const address = addressProblem('newsletter', slug);
  if (address) throw new ContentError(file, address);
  const { data, body, bodyLine } = splitFrontmatter(file, await readFile(file, 'utf8'));
  const frontmatter = checked(newsletterFrontmatterSchema, data, file, 'frontmatter field');
  const { blocks, problems, articles } = await issueBlocks(body, bodyLine);
  if (problems.length) throw new ContentError(file, problems.join('; '));
  const document = issueDocumentSchema.safeParse({
    slug,
    subject: frontmatter.subject,
    preheader: frontmatter.preheader,
    blocks,
  });
  if (!document.success)
    throw new ContentError(
      file,
      document.error.issues
        .map((issue) => `${issue.path.join('.') || 'issue'}: ${readableIssue(issue as never)}`)
        .join('; '),
    );
  const rendering = emailProblems(document.data, siteUrlOf(env));
  if (rendering.length) throw new ContentError(file, rendering.join('; '));
  const { dates, files } = await folderDates(dirname(file));
  const sendOn = sendDays(dates).get(slug) ?? frontmatter.sendDate;
  const preview = contentPreview(env);
  const warnings =
    sendOn === frontmatter.sendDate
      ? []
      : [
          `Another issue goes out in ${monthOf(frontmatter.sendDate)}, and this one is not marked as a second issue that month: it waits for ${sendOn}.`,
        ];
  const publication =
    frontmatter.state === 'draft'
      ? { state: 'draft' as const, preview }
      : sendOn > contentToday(env)
        ? { state: 'scheduled' as const, preview, ...(warnings.length ? { warnings } : {}) }
        : { state: 'published' as const, preview: false };
  return {
    issue: {
      ...frontmatter,
      slug,
      sendOn,
      blocks: document.data.blocks,
      contentHash: contentHashOf(document.data),
      publication,
    },
    dependencies: [...files, ...articles.map((article) => join(repoRoot, 'content/blog', `${article}.mdx`))],
  };
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
