import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which. Imports run one way:
 *   shared (runtime-neutral: paths, schemas, security headers) <- everything that runs anywhere
 *   types  <- lib <- content, components <- app <- pages
 * and deployed code (site/src, functions/, supabase/functions/) never imports build scripts, the
 * local stack or tests. Each rule lists the folders a target may NOT import from.
 */
const site = 'site/src';
const notDeployed = ['site/scripts', 'supabase/local', 'tests'];
const layers = {
  shared: [
    `${site}/lib`,
    `${site}/types`,
    `${site}/content`,
    `${site}/components`,
    `${site}/app`,
    `${site}/pages`,
  ],
  types: [`${site}/lib`, `${site}/content`, `${site}/components`, `${site}/app`, `${site}/pages`],
  lib: [`${site}/content`, `${site}/components`, `${site}/app`, `${site}/pages`],
  content: [`${site}/components`, `${site}/app`, `${site}/pages`],
  components: [`${site}/content`, `${site}/app`, `${site}/pages`],
  app: [`${site}/pages`],
  pages: [],
};
const siteRootModules = [`${site}/routes.tsx`, `${site}/main.tsx`, `${site}/entry-server.tsx`];

const zones = [
  ...Object.entries(layers).flatMap(([layer, forbidden]) =>
    [
      ...forbidden,
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
  // The route table names pages by file and reads content records, never components.
  ...[`${site}/components`, `${site}/app`, `${site}/pages`, ...notDeployed].map((from) => ({
    target: `${site}/routes.tsx`,
    from,
    message: `the route table may not import from ${from}.`,
  })),
  // The edge API and the Supabase functions share only the runtime-neutral folder with the site.
  ...['functions', 'supabase/functions'].flatMap((target) =>
    [
      ...['lib', 'types', 'content', 'components', 'app', 'pages'].map((folder) => `${site}/${folder}`),
      ...siteRootModules,
      ...notDeployed,
      target === 'functions' ? 'supabase' : 'functions',
    ].map((from) => ({
      target,
      from,
      message: `${target} may import only site/src/shared from the site (see docs/contributing.md, "Layers").`,
    })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'site/tsconfig.json',
            'site/scripts/tsconfig.json',
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
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
