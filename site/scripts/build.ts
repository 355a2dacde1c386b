/**
 * `npm run build`: client bundle, server bundle for the prerender, then one HTML file per route.
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildMode, readBuildEnv } from './env.ts';
import { writeHeadersFile } from './headers.ts';
import { checkInternalLinks } from './link-check.ts';
import { loadServerEntry, prerender } from './prerender.ts';
import { writeFeed } from './feed.ts';
import { writeRouteRedirects } from './redirects.ts';
import { writeSearchFiles } from './sitemap.ts';
import { writeSocialCards } from './social-cards.ts';
import { writeClientRoutes } from './vite-plugins/client-routes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

export async function buildSite() {
  const started = performance.now();
  const mode = buildMode();
  const env = readBuildEnv(process.env, mode);
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value;

  // The server bundle first: its route table gives the browser's router its list of routes.
  await rm(`${root}/.ssr`, { recursive: true, force: true });
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: '../.ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const server = await loadServerEntry(root);
  await writeClientRoutes(`${root}/.ssr/client-routes.json`, server.routeTable, server.notFoundEntry);
  await build({ configFile, logLevel: 'warn' });
  const pages = await prerender({ root, env });
  const dist = `${root}/dist`;
  const cards = await writeSocialCards(
    [...server.routeTable, server.notFoundEntry].map((entry) => server.socialCardFor(entry)),
    {
      publicDir: `${root}/site/public`,
      outDir: dist,
      cacheDir: `${root}/node_modules/.cache/emberwise-social-cards`,
      brand: server.siteConfig.name,
    },
  );
  await writeSearchFiles({ dist, routes: server.routeTable, toUrl: server.absoluteUrl });
  await writeRouteRedirects(dist, server.routeRedirects);
  await writeFeed(dist, server.blogPosts, {
    title: `${server.siteConfig.name} ${server.blogsPageCopy.title}`,
    description: server.blogsPageCopy.intro,
    toUrl: server.absoluteUrl,
    articlePath: server.paths.blogPost,
    blogPath: server.paths.blogs(),
    feedPath: server.paths.blogFeed(),
  });
  await writeHeadersFile({ dist, env });
  await checkInternalLinks({ dist, routePaths: server.routeTable.map((route) => route.path) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${pages} pages into dist/ in ${seconds} s (${mode} build); social cards: ${cards.drawn} drawn, ${cards.cached} from the cache`,
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
