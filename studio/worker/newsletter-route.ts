/**
 * The production studio's preview and test send of a newsletter issue, on the studio's own origin:
 *   GET  /preview/newsletter/<address>?branch=<name>             the issue as its email: HTML in a
 *        sandboxed frame and plain text, when it goes out, and "Send a test"
 *   GET  /preview/newsletter/<address>/email.html?branch=<name>  the email's HTML alone, for that frame
 *   POST /api/keystatic/newsletter/<address>/test?branch=<name>  a test, `[TEST]` in the subject, to
 *        the team's test address only, as often as wanted
 * The issue is the file as saved on the branch, read through GitHub's API with the signed-in editor's
 * token (no build to wait for), and checked and rendered by the build's own reader and the functions'
 * email layout, so the preview is the email subscribers get. Only an account on the editors' list is
 * answered. The test is asked of the newsletter function with NEWSLETTER_TEST_SECRET, which lets the
 * worker do nothing else: the function decides the one address a test goes to.
 */
import { newsletterTestSecretHeader } from '../../shared/edge-protocol.ts';
import {
  articleCardProblem,
  issueDates,
  issueDocument,
  IssueProblems,
  readIssueText,
  renderIssueEmail,
  splitMdxFile,
  type IssueDates,
  type IssueSources,
} from '../../site/scripts/vite-plugins/newsletter-reader.ts';
import { publicationOf } from '../../site/scripts/vite-plugins/publication.ts';
import { blogFrontmatterSchema } from '../../site/src/lib/blog-frontmatter.ts';
import {
  emailFrameHeaders,
  issuePreviewPage,
  issueSlug,
  previewPolicy,
  type IssuePreview,
  type TestOutcome,
} from '../newsletter-preview-page.ts';
import { issueProblemsPage, missingIssuePage, studioNoticePage } from '../preview-page.ts';
import { editorToken } from './deployment-route.ts';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface NewsletterRouteEnv {
  STUDIO_GITHUB_REPO: string;
  STUDIO_PRODUCTION_BRANCH: string;
  /** Lowercased GitHub logins that may use the studio. */
  STUDIO_EDITORS: string[];
  /** The public site, for the email's links. */
  SITE_URL: string;
  /** The Supabase project and the secret its newsletter function takes for a test; both or neither. */
  SUPABASE_URL?: string;
  NEWSLETTER_TEST_SECRET?: string;
}

const githubApi = 'https://api.github.com';

class GitHubAnswer extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

/** GitHub's contents API on one branch, as the editor: files as text, folders as their entries' names. */
function githubReader(repo: string, branch: string, token: string, fetchFn: Fetch) {
  const headers = (accept: string) => ({
    accept,
    authorization: `Bearer ${token}`,
    'user-agent': 'emberwise-studio',
    'x-github-api-version': '2022-11-28',
  });
  const url = (path: string) =>
    `${githubApi}/repos/${repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(branch)}`;
  const folders = new Map<string, Promise<string[]>>();
  const file = async (path: string): Promise<string | undefined> => {
    const response = await fetchFn(url(path), { headers: headers('application/vnd.github.raw+json') });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new GitHubAnswer(response.status);
    return response.text();
  };
  const folder = (path: string): Promise<string[]> => {
    let listing = folders.get(path);
    if (!listing) {
      listing = fetchFn(url(path), { headers: headers('application/vnd.github+json') }).then(
        async (response) => {
          if (response.status === 404) return [];
          if (!response.ok) throw new GitHubAnswer(response.status);
          const entries = (await response.json()) as { name: string; type: string }[];
          return Array.isArray(entries) ? entries.map((entry) => entry.name) : [];
        },
      );
      folders.set(path, listing);
    }
    return listing;
  };
  return { file, folder };
}

/** What an issue names outside itself, read from the same branch. */
function branchSources(reader: ReturnType<typeof githubReader>): IssueSources {
  return {
    async article(slug) {
      const text = await reader.file(`content/blog/${slug}.mdx`);
      if (text === undefined) return articleCardProblem.missing(slug);
      let data: unknown;
      try {
        data = splitMdxFile(text).data;
      } catch {
        // Left undefined: the article's own rules refuse it below.
      }
      const article = blogFrontmatterSchema.safeParse(data);
      if (!article.success) return articleCardProblem.broken(slug);
      const { title, excerpt, publishedDate, draft } = article.data;
      if (publicationOf({ draft, date: publishedDate }, {}).state !== 'published')
        return articleCardProblem.unpublished(slug);
      return { title, text: excerpt };
    },
    async pictureExists(src) {
      const path = `site/public${decodeURI(src)}`;
      const cut = path.lastIndexOf('/');
      return (await reader.folder(path.slice(0, cut))).includes(path.slice(cut + 1));
    },
    async siblings() {
      const names = (await reader.folder('content/newsletter')).filter((name) => name.endsWith('.mdx'));
      const dates = await Promise.all(
        names.map(async (name) => {
          const slug = name.slice(0, -'.mdx'.length);
          const text = await reader.file(`content/newsletter/${name}`);
          return text === undefined ? undefined : issueDates(slug, text);
        }),
      );
      return dates.filter((entry): entry is IssueDates => entry !== undefined);
    },
  };
}

type Found = { kind: 'preview'; preview: IssuePreview } | { kind: 'page'; response: Response };

const html = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

/** The editor's GitHub login, when the token is one GitHub takes. */
async function loginOf(token: string, fetchFn: Fetch): Promise<string | undefined> {
  const response = await fetchFn(`${githubApi}/user`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'user-agent': 'emberwise-studio',
    },
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { login?: string }).login?.toLowerCase();
}

/** The issue at `slug` on the request's branch, rendered, or the page that says why not. */
async function findIssue(
  request: Request,
  slug: string,
  env: NewsletterRouteEnv,
  fetchFn: Fetch,
): Promise<Found & { branch: string }> {
  const branch = new URL(request.url).searchParams.get('branch') || env.STUDIO_PRODUCTION_BRANCH;
  const page = (response: Response) => ({ kind: 'page' as const, response, branch });
  if (!issueSlug.test(slug) || branch.length > 200 || !/^[\w./-]+$/.test(branch))
    return page(html(missingIssuePage(slug), 404));
  const token = editorToken(request);
  const login = token ? await loginOf(token, fetchFn) : undefined;
  if (!token || !login)
    return page(
      html(
        studioNoticePage(
          'Sign in first',
          'The preview of an issue is for the studio’s editors. Sign in to the studio, then open the preview again.',
        ),
        401,
      ),
    );
  if (!env.STUDIO_EDITORS.includes(login))
    return page(
      html(
        studioNoticePage(
          'Not an editor',
          `The GitHub account ${login} is not on the studio's list of editors. Ask the site's administrator to add it.`,
        ),
        403,
      ),
    );
  const reader = githubReader(env.STUDIO_GITHUB_REPO, branch, token, fetchFn);
  try {
    const text = await reader.file(`content/newsletter/${slug}.mdx`);
    if (text === undefined) return page(html(missingIssuePage(slug), 404));
    const { issue } = await readIssueText(slug, text, branchSources(reader), {
      VITE_SITE_URL: env.SITE_URL,
    });
    const document = issueDocument(issue);
    const email = renderIssueEmail(document, env.SITE_URL, 'subscriber');
    return {
      kind: 'preview',
      branch,
      preview: {
        document,
        subject: email.subject,
        state: issue.state,
        sendOn: issue.sendOn,
        publication: issue.publication,
        html: email.html,
        text: email.text,
      },
    };
  } catch (error) {
    if (error instanceof IssueProblems)
      return page(html(issueProblemsPage(slug, error.problems, branch), 200));
    if (error instanceof GitHubAnswer)
      return page(
        html(
          studioNoticePage(
            'GitHub did not give the issue',
            error.status === 401
              ? 'Your GitHub sign-in has expired: sign in to the studio again.'
              : `GitHub answered ${error.status} when the studio asked for the issue. Try again in a minute.`,
          ),
          502,
        ),
      );
    throw error;
  }
}

/** Asks the newsletter function for a test of the issue; the outcome in the editor's words. */
async function sendTest(document: IssuePreview['document'], env: NewsletterRouteEnv, fetchFn: Fetch) {
  if (!env.SUPABASE_URL || !env.NEWSLETTER_TEST_SECRET)
    return {
      error:
        'this studio has no test sending set up (its worker needs SUPABASE_URL and NEWSLETTER_TEST_SECRET; see its README).',
    };
  try {
    const response = await fetchFn(
      `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/newsletter/send-test`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [newsletterTestSecretHeader]: env.NEWSLETTER_TEST_SECRET,
        },
        body: JSON.stringify(document),
      },
    );
    const answer = (await response.json().catch(() => ({}))) as { to?: string[]; error?: string };
    if (response.ok && answer.to) return { sentTo: answer.to };
    return {
      error:
        response.status === 401
          ? 'the newsletter function refused the studio’s secret: NEWSLETTER_TEST_SECRET differs between the worker and the function.'
          : (answer.error ?? `the newsletter function answered ${response.status}.`),
    };
  } catch {
    return { error: 'the newsletter function could not be reached. Try again in a minute.' };
  }
}

/**
 * Answers the newsletter's preview and test routes, or undefined for any other path. `origin` is
 * the studio's own: a test is sent only from its own preview page (a form post from another site
 * carries another Origin).
 */
export async function newsletterRoute(
  request: Request,
  env: NewsletterRouteEnv,
  fetchFn: Fetch = fetch,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const preview = /^\/preview\/newsletter\/([^/]+)(\/email\.html)?$/.exec(url.pathname);
  const test = /^\/api\/keystatic\/newsletter\/([^/]+)\/test$/.exec(url.pathname);
  if (!preview && !test) return undefined;
  if (preview && request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  if (test) {
    if (request.method !== 'POST')
      return new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
    if (request.headers.get('origin') !== url.origin)
      return html(
        studioNoticePage('Not sent', 'A test is sent from the issue’s preview in the studio only.'),
        403,
      );
  }
  const slug = decodeURIComponent((preview ?? test)![1]!);
  const found = await findIssue(request, slug, env, fetchFn);
  if (found.kind === 'page') return found.response;
  if (preview?.[2])
    return new Response(found.preview.html, {
      headers: { ...emailFrameHeaders, 'cache-control': 'no-store' },
    });
  let outcome: TestOutcome | undefined;
  if (test) outcome = await sendTest(found.preview.document, env, fetchFn);
  const status = outcome && 'error' in outcome ? 502 : 200;
  return html(issuePreviewPage(slug, found.preview, outcome, found.branch), status, {
    'content-security-policy': previewPolicy,
  });
}
