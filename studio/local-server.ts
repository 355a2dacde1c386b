/**
 * The studio in local mode (`npm start`, and the end-to-end tests): a small Node server that serves
 * the studio's built files and Keystatic's API over a working tree, so every save is a file written
 * to `content/` (or an upload to `site/public/images/`). Every save ends in "published" or a reason
 * the editor can read: `/api/studio/status` says where the rebuild the save started stands and what
 * the build did with each entry (`.ssr/content-report.json`), which the studio shows; `/preview/<path>`
 * waits for that rebuild and then opens the page on the site, or explains in plain words why it is
 * not published. It runs only on this machine; the deployed site has no such server (GitHub mode
 * saves through the GitHub App instead).
 */
import { readdir, readFile } from 'node:fs/promises';
import type { PublishStatus } from '../scripts/content-watch.ts';
import { contentReportFile } from '../site/scripts/content-report.ts';
import type { ContentReportEntry } from '../site/src/types/publication.ts';
import type { IssueDocument } from '../shared/schemas/newsletter-issue.ts';
import { readIssuePreview } from './newsletter-preview.ts';
import {
  emailFrameHeaders,
  issuePreviewPage,
  previewPolicy,
  type TestOutcome,
} from './newsletter-preview-page.ts';
import { missingIssuePage, previewPage } from './preview-page.ts';
import { extname, join, relative } from 'node:path';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { Hono } from 'hono';
import { listen } from '../supabase/local/listen.ts';
import { studioConfig } from './keystatic.config.ts';
import { collectionWritesOnly, perStartKey } from './local-guard.ts';
import { studioHeaders } from './security-headers.ts';

interface StudioServerOptions {
  /** The working tree whose `content/` the studio edits. */
  root: string;
  /** The built studio (`keystatic.html` and `assets/studio/`), read once at start. */
  dist: string;
  port: number;
  /** The site, where previews lead. */
  siteUrl: string;
  /** Resolves when the site holds every save made so far (the rebuild after the last one is done). */
  whenRebuilt?: () => Promise<void>;
  /** Where the site stands after the saves made so far (a running studio's rebuilds). */
  publishStatus?: () => PublishStatus;
  /**
   * Sends a test of a newsletter issue to the team's test address (the newsletter function's
   * `/send-test`); answers who got it. Without it, the preview says tests need `npm start`.
   */
  sendNewsletterTest?: (issue: IssueDocument) => Promise<{ to: string[] }>;
  /** The local mailbox page, where a test lands. */
  mailboxUrl?: string;
}

/** The content file a page of the site comes from, for a preview's explanation. */
function fileOfPath(path: string): string | undefined {
  const match = /^\/(blog|projects|careers)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  const [, kind, slug] = match;
  return kind === 'blog'
    ? `content/blog/${slug}.mdx`
    : `content/${kind === 'projects' ? 'cases' : 'positions'}/${slug}.yaml`;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The studio's files, kept in memory so a rebuild of `dist/` never leaves the editor half-served. */
async function studioFiles(dist: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const assets = join(dist, 'assets/studio');
  for (const entry of await readdir(assets, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(`/${relative(dist, file)}`, await readFile(file));
  }
  files.set('/keystatic.html', await readFile(join(dist, 'keystatic.html')));
  return files;
}

/** What the last build did with the team's content, as it wrote it (nothing before a first build). */
async function readReport(root: string): Promise<ContentReportEntry[]> {
  try {
    return JSON.parse(await readFile(contentReportFile(root), 'utf8')) as ContentReportEntry[];
  } catch {
    return [];
  }
}

export function studioApp(
  {
    root,
    siteUrl,
    whenRebuilt,
    publishStatus,
    sendNewsletterTest,
    mailboxUrl,
  }: Omit<StudioServerOptions, 'dist' | 'port'>,
  loadFiles: () => Promise<Map<string, Buffer>>,
) {
  // The studio's files, read again once a rebuild has published (it bakes in the authors and
  // articles an editor picks by name); kept in memory so a rebuild of `dist/` never half-serves them.
  let files = loadFiles();
  let filesOf: string | undefined;
  const currentFiles = () => {
    const status = publishStatus?.();
    if (status?.state === 'published' && status.finishedAt !== filesOf) {
      filesOf = status.finishedAt;
      const next = loadFiles();
      files = next.then(
        (loaded) => loaded,
        () => files,
      );
    }
    return files;
  };
  const config = studioConfig({ kind: 'local', previewUrl: (path) => `/preview${path}` });
  const api = makeGenericAPIRouteHandler({ config, localBaseDirectory: root });
  const key = perStartKey();
  const app = new Hono();
  // The headers the deployed studio gets from `_headers`, so local use meets the same policy.
  app.use(async (c, next) => {
    await next();
    // A preview of a newsletter issue sets a policy of its own (it frames the email).
    for (const [name, value] of Object.entries(studioHeaders({ github: false })))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // Only the studio's page may call its API, and a save writes inside the studio's folders only.
  app.use('/api/keystatic/*', key.require());
  app.post('/api/keystatic/update', collectionWritesOnly(config));
  // "Send a test" on an issue's preview: the studio's page only (its key), to the test address only.
  app.post('/api/keystatic/newsletter/:slug/test', async (c) => {
    const slug = c.req.param('slug');
    const preview = await readIssuePreview(root, slug);
    if (!preview) return c.html(missingIssuePage(slug), 404);
    let outcome: TestOutcome;
    if (!sendNewsletterTest) {
      outcome = { error: 'this studio runs without the local backend; start it with npm start.' };
    } else {
      try {
        outcome = { sentTo: (await sendNewsletterTest(preview.document)).to, mailboxUrl };
      } catch (error) {
        outcome = { error: (error as Error).message };
      }
    }
    return c.html(issuePreviewPage(slug, preview, outcome), 'error' in outcome ? 502 : 200, {
      'Content-Security-Policy': previewPolicy,
    });
  });
  app.all('/api/keystatic/*', async (c) => {
    const { body, ...init } = await api(c.req.raw);
    return new Response(typeof body === 'string' || body === null ? body : new Uint8Array(body), init);
  });
  app.get('/api/studio/status', async (c) => {
    const status = publishStatus?.() ?? { state: 'published' as const };
    return c.json({ ...status, report: status.state === 'building' ? [] : await readReport(root) });
  });
  // A newsletter issue is an email before it is a page: its preview shows the email.
  app.get('/preview/newsletter/:slug/email.html', async (c) => {
    const preview = await readIssuePreview(root, c.req.param('slug'));
    if (!preview) return c.html(missingIssuePage(c.req.param('slug')), 404);
    return c.body(preview.html, 200, emailFrameHeaders);
  });
  app.get('/preview/newsletter/:slug', async (c) => {
    await whenRebuilt?.();
    const slug = c.req.param('slug');
    const preview = await readIssuePreview(root, slug);
    if (!preview) {
      const file = `content/newsletter/${slug}.mdx`;
      const entry = (await readReport(root)).find((candidate) => candidate.file === file);
      const status = publishStatus?.();
      if (status?.state === 'failed' || entry?.publication.state === 'invalid')
        return c.html(
          previewPage({
            path: `/newsletter/${slug}`,
            siteUrl,
            error: status?.state === 'failed' ? status.error : undefined,
            entry,
          }),
          200,
        );
      return c.html(missingIssuePage(slug), 404);
    }
    return c.html(issuePreviewPage(slug, preview), 200, { 'Content-Security-Policy': previewPolicy });
  });
  app.get('/preview/*', async (c) => {
    await whenRebuilt?.();
    const path = c.req.path.slice('/preview'.length) || '/';
    const status = publishStatus?.();
    const file = fileOfPath(path);
    const entry = file ? (await readReport(root)).find((candidate) => candidate.file === file) : undefined;
    if (status?.state === 'failed' || entry?.publication.state === 'invalid')
      return c.html(
        previewPage({ path, siteUrl, error: status?.state === 'failed' ? status.error : undefined, entry }),
        200,
      );
    return c.redirect(`${siteUrl}${path}`);
  });
  app.get('/', (c) => c.redirect('/keystatic'));
  app.get('*', async (c) => {
    const files = await currentFiles();
    const file = files.get(c.req.path);
    if (file)
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': contentTypes[extname(c.req.path)] ?? 'application/octet-stream',
      });
    if (c.req.path === '/keystatic' || c.req.path.startsWith('/keystatic/')) {
      return c.body(new Uint8Array(files.get('/keystatic.html')!), 200, {
        'Content-Type': contentTypes['.html']!,
        'Set-Cookie': key.cookie(c.req.url),
      });
    }
    return c.notFound();
  });
  return app;
}

/** Starts the local studio; resolves with its URL and a stop function. */
export async function startStudioServer(options: StudioServerOptions) {
  // Read once before serving: a studio that was not built fails here, not at its first request.
  const first = await studioFiles(options.dist);
  let firstServed = false;
  const app = studioApp(options, () => {
    if (!firstServed) {
      firstServed = true;
      return Promise.resolve(first);
    }
    return studioFiles(options.dist);
  });
  // On loopback, answering its own origin only: a page on a rebound name cannot reach the API.
  const server = await listen(app.fetch, options.port);
  return { url: `${server.url}/keystatic`, stop: () => server.close() };
}
