/**
 * A newsletter issue read from its file's text: the frontmatter checked, the body turned into the
 * email's blocks (`shared/schemas/newsletter-issue.ts`: headings, paragraphs, lists, links, pictures,
 * `<Button>` and `<ArticleCard>`; nothing an editor writes becomes HTML), rendered with the email
 * layout of the functions, and refused where an inbox would get it wrong: a message too long for
 * Gmail, a link or picture without an absolute address, a picture without a description.
 *
 * Runtime-neutral: the build reads the files of the working tree (`newsletter-issues.ts`), and the
 * studio's worker reads the same files of a branch through GitHub's API to preview an issue and send
 * its test (`studio/worker/newsletter-route.ts`). What an issue names outside itself (an article, a
 * picture, the other issues of the folder) comes from `IssueSources`.
 *
 * The monthly rule is applied here as the function applies it when it sends: one issue a calendar
 * month, the earliest by send date; a later one that is not marked as an exception goes out on the
 * first day of the next free month (`sendOn`). The database holds the same rule when it queues.
 */
import type { Content, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parse as parseYaml } from 'yaml';
import { paths } from '../../../shared/paths.ts';
import {
  issueDocumentSchema,
  newsletterIssueRules,
  type IssueBlock,
  type IssueDocument,
  type IssueInline,
} from '../../../shared/schemas/newsletter-issue.ts';
import { renderNewsletterIssue } from '../../../supabase/functions/_shared/templates/newsletter-emails.ts';
import { issueAddressPattern, newsletterComponents } from '../../src/lib/content-rules.ts';
import {
  newsletterFrontmatterSchema,
  type NewsletterFrontmatter,
} from '../../src/lib/newsletter-frontmatter.ts';
import type { NewsletterIssueMeta } from '../../src/types/newsletter.ts';
import { frontmatterParts } from './frontmatter.ts';
import { mdxDataProblems } from './mdx-data.ts';
import { mdxParser } from './mdx-parser.ts';
import { contentPreview, contentToday } from './publication.ts';
import { readableIssue } from './readable-issue.ts';

/** What an issue names outside its own file, wherever the files are read from. */
export interface IssueSources {
  /** The card of the published article at `slug` (its title and excerpt), or why it cannot have one. */
  article(slug: string): Promise<{ title: string; text: string } | string>;
  /** Whether a picture's address (`/images/...`) is among the uploaded pictures. */
  pictureExists(src: string): Promise<boolean>;
  /** The dates of every issue of the folder whose frontmatter reads, this one included. */
  siblings(): Promise<IssueDates[]>;
}

/** Why an `<ArticleCard>` cannot show the article it names, in the editor's words. */
export const articleCardProblem = {
  missing: (slug: string) => `<ArticleCard article="${slug}">: there is no article with that address.`,
  unpublished: (slug: string) =>
    `<ArticleCard article="${slug}">: the article is not published, so the card would lead nowhere.`,
  broken: (slug: string) =>
    `<ArticleCard article="${slug}">: the article breaks a rule of its own, so it is not on the site.`,
};

/** An issue that breaks a rule: every problem, each naming its field or line. */
export class IssueProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'IssueProblems';
  }
}

/** What an issue's email is made of, as `renderNewsletterIssue` takes it. */
export const issueDocument = (issue: Pick<NewsletterIssueMeta, keyof IssueDocument>): IssueDocument => ({
  slug: issue.slug,
  subject: issue.subject,
  preheader: issue.preheader,
  blocks: issue.blocks,
});

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

/** The body of an issue as the email's blocks, with every problem and the articles it names. */
export async function issueBlocks(
  body: string,
  bodyLine: number,
  sources: Pick<IssueSources, 'article' | 'pictureExists'>,
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
          if (!(await sources.pictureExists(only.url)))
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
          const card = await sources.article(slug);
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
  const bytes = new TextEncoder().encode(html).length;
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

export type IssueDates = Pick<NewsletterFrontmatter, 'sendDate' | 'state' | 'exception'> & { slug: string };

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

const monthNote = (sendDate: string, sendOn: string) =>
  `Another issue goes out in ${monthOf(sendDate)}, and this one is not marked as a second issue that month: it waits for ${sendOn}.`;

/** The frontmatter and body of an MDX file's text, with the line the body starts on. */
export function splitMdxFile(text: string): { data: unknown; body: string; bodyLine: number } {
  const parts = frontmatterParts(text);
  if (!parts) throw new IssueProblems(['no YAML frontmatter between --- lines at the top']);
  try {
    return { data: parseYaml(parts.yaml), body: parts.body, bodyLine: parts.bodyLine };
  } catch (error) {
    throw new IssueProblems([`frontmatter is not valid YAML: ${(error as Error).message}`]);
  }
}

/** The frontmatter of an issue's text, when it reads (for the monthly rule of its siblings). */
export function issueDates(slug: string, text: string): IssueDates | undefined {
  try {
    const frontmatter = newsletterFrontmatterSchema.safeParse(splitMdxFile(text).data);
    return frontmatter.success ? { ...frontmatter.data, slug } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The issue at `slug` from its file's text, checked, without its content hash; throws
 * `IssueProblems` when it breaks a rule. `articles` are the articles its cards name.
 */
export async function readIssueText(
  slug: string,
  text: string,
  sources: IssueSources,
  env: { VITE_SITE_URL?: string; CONTENT_NOW?: string; CONTENT_PREVIEW?: string },
): Promise<{ issue: Omit<NewsletterIssueMeta, 'contentHash'>; articles: string[] }> {
  if (!issueAddressPattern.regex.test(slug))
    throw new IssueProblems([
      `the file name "${slug}" is not a valid address. ${issueAddressPattern.message}`,
    ]);
  const { data, body, bodyLine } = splitMdxFile(text);
  const parsed = newsletterFrontmatterSchema.safeParse(data);
  if (!parsed.success)
    throw new IssueProblems(
      parsed.error.issues.map(
        (issue) => `frontmatter field "${issue.path.join('.') || '(root)'}": ${readableIssue(issue)}`,
      ),
    );
  const frontmatter = parsed.data;
  const { blocks, problems, articles } = await issueBlocks(body, bodyLine, sources);
  if (problems.length) throw new IssueProblems(problems);
  const document = issueDocumentSchema.safeParse({
    slug,
    subject: frontmatter.subject,
    preheader: frontmatter.preheader,
    blocks,
  });
  if (!document.success)
    throw new IssueProblems(
      document.error.issues.map(
        (issue) => `${issue.path.join('.') || 'issue'}: ${readableIssue(issue as never)}`,
      ),
    );
  const rendering = emailProblems(
    document.data,
    (env.VITE_SITE_URL ?? 'https://www.emberwise.ai').replace(/\/+$/, ''),
  );
  if (rendering.length) throw new IssueProblems(rendering);
  const sendOn = sendDays(await sources.siblings()).get(slug) ?? frontmatter.sendDate;
  const preview = contentPreview(env);
  const warnings = sendOn === frontmatter.sendDate ? [] : [monthNote(frontmatter.sendDate, sendOn)];
  const publication =
    frontmatter.state === 'draft'
      ? { state: 'draft' as const, preview }
      : sendOn > contentToday(env)
        ? { state: 'scheduled' as const, preview, ...(warnings.length ? { warnings } : {}) }
        : { state: 'published' as const, preview: false };
  return {
    issue: { ...frontmatter, slug, sendOn, blocks: document.data.blocks, publication },
    articles,
  };
}
