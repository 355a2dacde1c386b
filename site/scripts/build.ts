/**
 * `npm run build`: server bundle for the prerender, client bundle, one HTML file per route, every
 * page's social card and the content studio. The studio's build and the drawing of the cards run in
 * processes of their own beside the client build and the prerender, so a build uses both cores.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import {
  buildMode,
  pagesEnvironmentOf,
  readBuildEnv,
  readPagesVars,
  withPagesVars,
  type BuildMode,
} from './env.ts';
import { writeHeadersFile } from './headers.ts';
import { addressRedirects, fileHistory } from './address-history.ts';
import { writeContentReport } from './content-report.ts';
import { warningsFail } from './build-warnings.ts';
import { checkInternalLinks } from './link-check.ts';
import { loadServerEntry, prerender } from './prerender.ts';
import { writeFeed } from './feed.ts';
import { writeNewsletterFiles } from './newsletter-files.ts';
import { writeRouteRedirects } from './redirects.ts';
import { writeSearchFiles } from './sitemap.ts';
import { cardOptions } from './social-card-options.ts';
import { copySocialCards } from './social-cards.ts';
import { publishStudio, readStudioSettings, startStudioBuild, studioHeaderRules } from './studio-build.ts';
import { writeClientRoutes } from './vite-plugins/client-routes.ts';
import { imageVariantsDir } from './vite-plugins/mdx-content.ts';
import { copyImageVariants } from './vite-plugins/responsive-images.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/** Runs beside the build; a failure is reported when the build awaits it, never as an unhandled rejection. */
function alongside<T>(work: Promise<T>): () => Promise<T> {
  const settled = work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return async () => {
    const result = await settled;
    if ('error' in result) throw result.error;
    return result.value;
  };
}

function drawCards(): Promise<{ drawn: number; cached: number }> {
  const script = fileURLToPath(new URL('./draw-social-cards.ts', import.meta.url));
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, root], { cwd: root }).then(
    ({ stdout }) => JSON.parse(stdout.trim().split('\n').pop()!),
  );
}

/**
 * `mode` defaults to what the command line and the environment ask for (`buildMode`); a command whose
 * own `--mode` means something else passes it.
 */
export async function buildSite(mode: BuildMode = buildMode()) {
  const started = performance.now();
  // Off Pages, a production build takes wrangler.toml's variables itself, as Pages hands them to its builds.
  if (mode === 'production' && !process.env.CF_PAGES) {
    Object.assign(process.env, withPagesVars(process.env, await readPagesVars(pagesEnvironmentOf())));
  }
  // A local build previews drafts and scheduled entries (a page each, listed nowhere); a production
  // build leaves them out (site/scripts/vite-plugins/publication.ts).
  process.env.CONTENT_PREVIEW ??= mode === 'local' ? '1' : '0';
  const env = readBuildEnv(process.env, mode);
  const studio = readStudioSettings(process.env, mode, env.VITE_SITE_URL);
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value;

  // The server bundle first: its route table gives the browser's router its list of routes.
  await rm(`${root}/.ssr`, { recursive: true, force: true });
  const warnings = warningsFail();
  await build({
    configFile,
    logLevel: 'warn',
    customLogger: warnings.logger,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: '../.ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // The browser's bundle loads the head and the route table only after a navigation (a dynamic
      // import); the server renders with both at once, so there the import is one chunk by design.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });
  const server = await loadServerEntry(root);
  await writeContentReport(root, server.contentReport());
  await writeClientRoutes(`${root}/.ssr/client-routes.json`, server.routeTable, server.notFoundEntry);
  const studioBuilt = alongside(studio ? startStudioBuild(studio) : Promise.resolve());
  const cardsDrawn = alongside(drawCards());
  await build({ configFile, logLevel: 'warn', customLogger: warnings.logger });
  warnings.check();
  const pages = await prerender({ root, env });
  const dist = `${root}/dist`;
  await copyImageVariants(imageVariantsDir, dist);
  const cards = await cardsDrawn();
  await copySocialCards(
    [...server.routeTable, server.notFoundEntry].map((entry) => server.socialCardFor(entry)),
    cardOptions(root, server.siteConfig.name),
  );
  await writeSearchFiles({ dist, routes: server.routeTable, toUrl: server.absoluteUrl });
  const history = await fileHistory(root);
  if (history.note) console.log(`Old addresses: ${history.note}.`);
  const routePaths = new Set(server.routeTable.map((route) => route.path));
  await writeRouteRedirects(dist, server.routeRedirects, addressRedirects(history, routePaths));
  await writeFeed(dist, server.blogPosts, {
    title: `${server.siteConfig.name} ${server.blogsPageCopy.title}`,
    description: server.blogsPageCopy.intro,
    toUrl: server.absoluteUrl,
    articlePath: server.paths.blogPost,
    blogPath: server.paths.blogs(),
    feedPath: server.paths.blogFeed(),
  });
  await writeFeed(
    dist,
    server.sentIssues.map((issue) => ({
      slug: issue.slug,
      title: issue.subject,
      excerpt: issue.preheader,
      author: server.siteConfig.name,
      publishedDate: issue.sendOn,
      category: server.newsletterArchiveCopy.eyebrow,
    })),
    {
      title: server.newsletterArchiveCopy.title,
      description: server.newsletterArchiveCopy.description,
      toUrl: server.absoluteUrl,
      articlePath: server.paths.newsletterIssue,
      blogPath: server.paths.newsletter(),
      feedPath: server.paths.newsletterFeed(),
    },
  );
  const newsletter = await writeNewsletterFiles({
    root,
    dist,
    siteUrl: env.VITE_SITE_URL,
    readable: server.readableIssues,
    due: server.dueIssues,
  });
  await studioBuilt();
  if (studio) await publishStudio(dist, studio);
  await writeHeadersFile({
    dist,
    env,
    routePaths: server.routeTable.map((route) => route.path),
    extraRules: studio ? studioHeaderRules(studio) : [],
  });
  await checkInternalLinks({ dist, routePaths: server.routeTable.map((route) => route.path) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${pages} pages into dist/ in ${seconds} s (${mode} build); social cards: ${cards.drawn} drawn, ${cards.cached} from the cache; studio: ${studio?.mode ?? 'not built'}; newsletter: ${newsletter.due} issue(s) due, ${newsletter.previews} preview(s)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildSite().catch((error: unknown) => {
    // A configuration problem is a list for a person to fix, not a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    console.error(/^Invalid .* configuration/.test(message) ? message : error);
    process.exit(1);
  });
}
