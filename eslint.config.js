import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which. Imports run one way:
 *   shared/ (runtime-neutral: paths, form schemas and rules, security headers) <- everything deployed
 *   site:  types <- lib <- content, components <- features <- app <- pages
 * Deployed code (shared/, site/src, functions/, supabase/functions/) never imports the repo's
 * scripts, the site's build, the local stack or tests; what is built for production (the site's
 * build in site/scripts, the studio) never imports the repo's commands, the local stack or tests.
 * The commands in scripts/ import the build, never the other way round. Each rule lists the
 * folders a target may NOT import from.
 */
const site = 'site/src';
const notDeployed = ['scripts', 'site/scripts', 'supabase/local', 'tests'];
const layers = {
  types: ['lib', 'content', 'components', 'features', 'app', 'pages'],
  lib: ['content', 'components', 'features', 'app', 'pages'],
  content: ['components', 'features', 'app', 'pages'],
  components: ['content', 'features', 'app', 'pages'],
  features: ['app', 'pages'],
  app: ['pages'],
  pages: [],
};
const siteRootModules = [`${site}/routes.tsx`, `${site}/main.tsx`, `${site}/entry-server.tsx`];
const studioDeployed = 'studio/**/!(local-server|newsletter-preview|format-content).{ts,tsx}';
/** The build's readers that run anywhere (relative to site/scripts): the studio's worker uses them. */
const studioReadableBuildFiles = [
  './vite-plugins/newsletter-reader.ts',
  './vite-plugins/frontmatter.ts',
  './vite-plugins/mdx-parser.ts',
  './vite-plugins/mdx-data.ts',
  './vite-plugins/readable-issue.ts',
  './vite-plugins/publication.ts',
];
const deployedElsewhere = { site, functions: 'functions', 'supabase/functions': 'supabase/functions' };

const zones = [
  // The runtime-neutral module imports nothing of ours: it runs in the browser, workerd and Deno.
  ...[site, 'functions', 'supabase', ...notDeployed].map((from) => ({
    target: 'shared',
    from,
    message: `shared/ runs in every runtime and may import only its own files (see docs/contributing.md, "Layers").`,
  })),
  ...Object.entries(layers).flatMap(([layer, forbidden]) =>
    [
      ...forbidden.map((folder) => `${site}/${folder}`),
      ...notDeployed,
      'functions',
      'supabase/functions',
      ...(layer === 'app' || layer === 'pages' ? [] : siteRootModules),
    ].map((from) => ({
      target: `${site}/${layer}`,
      from,
      message: `${site}/${layer} may not import from ${from} (see docs/contributing.md, "Layers").`,
    })),
  ),
  // The content studio is a separate app: nothing of the public site may load its code.
  {
    target: site,
    from: 'studio',
    message: `${site} may not import the studio: its code never loads on a public page.`,
  },
  // The route table names pages by file and reads content records, never components.
  ...[
    `${site}/components`,
    `${site}/features`,
    `${site}/app`,
    `${site}/pages`,
    ...notDeployed,
    'functions',
    'supabase/functions',
  ].map((from) => ({
    target: `${site}/routes.tsx`,
    from,
    message: `the route table may not import from ${from}.`,
  })),
  // The browser and server entries are deployed site code too.
  ...[`${site}/main.tsx`, `${site}/entry-server.tsx`].flatMap((target) =>
    [...notDeployed, 'functions', 'supabase/functions'].map((from) => ({
      target,
      from,
      message: `${target} may not import from ${from} (see docs/contributing.md, "Layers").`,
    })),
  ),
  // The build and the studio ship to production: the dev-only local stack, the repo's commands and
  // the tests stay out of them (the commands may import the build, not the other way round).
  // The studio's local server and its content formatter are commands run on a developer's machine.
  ...[
    ['site/scripts', 'site/scripts'],
    ['studio', studioDeployed],
  ].flatMap(([name, target]) =>
    ['scripts', 'supabase/local', 'tests', ...(name === 'studio' ? ['site/scripts'] : [])].map((from) => ({
      target,
      from,
      // The studio's worker reads a newsletter issue as the build does, with the build's
      // runtime-neutral readers (no Node API): the only files of the build it may import.
      ...(from === 'site/scripts' ? { except: studioReadableBuildFiles } : {}),
      message: `${name} is built for production and may not import from ${from} (see docs/contributing.md, "Layers").`,
    })),
  ),
  // The edge API and the Supabase functions share only shared/ with the site and with each other.
  ...['functions', 'supabase/functions'].flatMap((target) =>
    [...Object.values(deployedElsewhere).filter((folder) => folder !== target), ...notDeployed].map(
      (from) => ({
        target,
        from,
        message: `${target} may import only shared/ of the rest of the repository (see docs/contributing.md, "Layers").`,
      }),
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-studio/**',
      '.ssr/**',
      '.local/**',
      'node_modules/**',
      'bench/**',
      '.wrangler/**',
      'test-results/**',
      'playwright-report/**',
      '.briefs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Deno: 'readonly' } },
    settings: {
      // Without this, import-x reads only .js files: no-cycle would never follow a TypeScript import.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'site/tsconfig.json',
            'site/scripts/tsconfig.json',
            'scripts/tsconfig.json',
            'functions/tsconfig.json',
            'tests/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: process.cwd(), zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Links go through components/link.tsx, which leaves out React Router's data-discover marker.
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: ['site/src/components/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Import Link from '@/components/link'.",
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Import Link from '@/components/link'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime-neutral module runs in the browser, workerd and Deno: its own files and zod/mini only.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|zod/mini$)',
              message: 'shared/ imports only its own files (relative, with .ts) and zod/mini.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
