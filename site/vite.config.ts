import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientRoutes } from './scripts/vite-plugins/client-routes.ts';
import { compileHints } from './scripts/vite-plugins/compile-hints.ts';
import { iconSprite } from './scripts/vite-plugins/icon-sprite.ts';
import { yamlContent } from './scripts/vite-plugins/content-files.ts';
import { mdxContent, mdxMeta } from './scripts/vite-plugins/mdx-content.ts';
import { newsletterIssues } from './scripts/vite-plugins/newsletter-issues.ts';

const siteRoot = fileURLToPath(new URL('.', import.meta.url));
const siteSource = fileURLToPath(new URL('./src/', import.meta.url));
const sharedSource = fileURLToPath(new URL('../shared/', import.meta.url));

/** A file of the production build React Router ships in its package. */
const reactRouterBuild = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', file);

export default defineConfig(({ command }) => ({
  root: siteRoot,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: 'public',
  plugins: [
    yamlContent(),
    mdxMeta(),
    newsletterIssues(),
    mdxContent(),
    react({ include: /\.(mdx|[jt]sx?)$/ }),
    tailwindcss(),
    iconSprite(),
    clientRoutes({ manifest: fileURLToPath(new URL('../.ssr/client-routes.json', import.meta.url)) }),
    compileHints(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@shared', replacement: fileURLToPath(new URL('../shared', import.meta.url)) },
      // React Router's package points every import at its development build (dev warnings, the
      // "Hey developer" error screen). A build takes the production one it ships beside it: the
      // same code without them, about 1 KB gzip less on every page.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  define: {
    // The footer renders this year on the server and corrects it in an effect (no Date in render).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Pages dated "today" carry the build's date in their HTML and show the visitor's today once hydrated.
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    modulePreload: {
      // Every browser the site supports knows modulepreload; the polyfill would cost every page about 0.2 KB gzip.
      polyfill: false,
      // The page modules the entry imports on demand the app preloads itself, a route's whole module
      // graph in one batch (src/app/route-preload.ts); what else it imports on demand is loaded
      // after the app started. Vite's lists of their dependencies would only weigh on the entry,
      // which every page loads first (0.7 KB gzip).
      resolveDependencies: (_file, dependencies, { hostId }) =>
        /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : dependencies,
    },
    rolldownOptions: {
      // Its report of the time plugins take fires on every build here: Tailwind and MDX are
      // JavaScript plugins by nature. The build's time is on its last line and has its own budget.
      checks: { bundlerTimings: false },
      // The site's own modules run nothing when imported (content records call path helpers, which
      // are pure), so a module nothing uses is left out, e.g. the header's server-only markup and the
      // content it reads. Stylesheets and the browser entry do have effects.
      output: {
        // React, react-dom and the router: loaded by every page and cached across deploys that change
        // only the site's code. Three files, not one, so the browser evaluates them in three short
        // tasks (the bootstrap imports them one at a time) instead of one long one. react-dom's
        // chunk holds `app/react-dom-client.ts`, so react-dom is set up when that chunk runs.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'react-dom-client',
              test: /[\\/]src[\\/]app[\\/]react-dom-client\.ts$/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: 'router', test: /node_modules[\\/]react-router(-dom)?[\\/]/, priority: 2 },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string, external: boolean) =>
          external ||
          !(id.startsWith(siteSource) || id.startsWith(sharedSource)) ||
          id.endsWith('.css') ||
          id.endsWith('/src/main.tsx'),
      },
    },
  },
  server: { host: '127.0.0.1' },
}));
