/**
 * The content studio in the build: which mode it is built in (from the environment, refusing a
 * half-configured GitHub mode), its browser build (a child process, so it runs beside the site's
 * own builds), and the lines `_redirects` and `_headers` need for it.
 */
import { spawn } from 'node:child_process';
import { appendFile, cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { studioHeaders } from '../../studio/security-headers.ts';
import type { StudioSettings } from '../../studio/settings.ts';
import type { BuildMode } from './env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the studio's build waits until the site's client build has emptied and refilled `dist/`. */
const stagingDir = join(root, '.ssr/studio');

const blank = (value: unknown) => (value === '' ? undefined : value);
const studioEnvSchema = z.object({
  STUDIO_GITHUB_REPO: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, { error: 'must be owner/name' })
      .optional(),
  ),
  STUDIO_GITHUB_APP_SLUG: z.preprocess(blank, z.string().min(1).optional()),
  STUDIO_PAGES_PROJECT: z.preprocess(blank, z.string().min(1).default('emberwise-site')),
  STUDIO_PRODUCTION_BRANCH: z.preprocess(blank, z.string().min(1).default('main')),
});

/**
 * The studio's mode, or `undefined` when a production build has no studio. GitHub mode needs both
 * the repository and the GitHub App; one without the other stops the build with what is missing.
 * Without either, a local build runs the studio in local mode and a production build leaves it out.
 */
export function readStudioSettings(
  source: NodeJS.ProcessEnv,
  mode: BuildMode,
  siteUrl: string,
): StudioSettings | undefined {
  const result = studioEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid studio configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  if (!env.STUDIO_GITHUB_REPO && !env.STUDIO_GITHUB_APP_SLUG)
    return mode === 'local' ? { mode: 'local' } : undefined;
  const missing = [
    ...(env.STUDIO_GITHUB_REPO
      ? []
      : ['  STUDIO_GITHUB_REPO: the repository the studio commits to (owner/name)']),
    ...(env.STUDIO_GITHUB_APP_SLUG
      ? []
      : ['  STUDIO_GITHUB_APP_SLUG: the GitHub App the studio signs in with']),
  ];
  if (missing.length) {
    throw new Error(`Invalid studio configuration: the studio is half configured.\n${missing.join('\n')}`);
  }
  return {
    mode: 'github',
    repo: env.STUDIO_GITHUB_REPO as `${string}/${string}`,
    appSlug: env.STUDIO_GITHUB_APP_SLUG!,
    siteUrl,
    pagesProject: env.STUDIO_PAGES_PROJECT,
    productionBranch: env.STUDIO_PRODUCTION_BRANCH,
  };
}

/** Starts the studio's browser build into the staging folder; resolves when it is done. */
export async function startStudioBuild(settings: StudioSettings): Promise<void> {
  await rm(stagingDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '-c',
        'studio/vite.config.ts',
        '--outDir',
        stagingDir,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, STUDIO_SETTINGS: JSON.stringify(settings), NODE_ENV: 'production' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The studio's build failed (${code})`)),
    );
  });
}

/**
 * Moves the staged studio into `dist/` and adds its `_redirects` line: every studio path is the
 * studio's one page (Keystatic routes in the browser).
 */
export async function publishStudio(dist: string) {
  await cp(stagingDir, dist, { recursive: true });
  await rm(stagingDir, { recursive: true, force: true });
  await appendFile(
    join(dist, '_redirects'),
    '\n# The content studio: one page, routed in the browser.\n/keystatic/* /keystatic 200\n',
  );
}

/** A `_headers` rule: a path, the headers it drops from broader rules, and its own. */
export interface HeaderRule {
  path: string;
  detach?: string[];
  headers: Record<string, string>;
}

/** The studio's `_headers` rules: its policy instead of the site's, and noindex. */
export function studioHeaderRules(settings: StudioSettings): HeaderRule[] {
  const headers = studioHeaders({ github: settings.mode === 'github' });
  return ['/keystatic', '/keystatic/*'].map((path) => ({
    path,
    detach: ['Content-Security-Policy'],
    headers,
  }));
}
