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
import { pagesDevUrlProblem } from '../../shared/config-rules.ts';
import { defaultStudioUrl, type StudioSettings } from '../../studio/settings.ts';
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
  PAGES_URL: z.preprocess(
    blank,
    z
      .string()
      .refine((value) => !pagesDevUrlProblem(value), {
        error: "must be the Pages project's own address, such as https://emberwise-site-1ab.pages.dev",
      })
      .optional(),
  ),
  STUDIO_PRODUCTION_BRANCH: z.preprocess(blank, z.string().min(1).default('main')),
  STUDIO_URL: z.preprocess(
    blank,
    z
      .url({
        protocol: /^https$/,
        error: 'must be the https origin of the studio, such as https://studio.example.com',
      })
      .optional(),
  ),
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
    ...(env.PAGES_URL
      ? []
      : [
          "  PAGES_URL: the Pages project's own address (https://<project>.pages.dev, on the project's page after its first deployment), where a studio branch's save is previewed",
        ]),
  ];
  if (missing.length) {
    throw new Error(`Invalid studio configuration: the studio is half configured.\n${missing.join('\n')}`);
  }
  const studioUrl = new URL(env.STUDIO_URL ?? defaultStudioUrl(siteUrl)).origin;
  if (studioUrl === new URL(siteUrl).origin)
    throw new Error(
      `Invalid studio configuration:\n  STUDIO_URL: is the public site's origin (${studioUrl}); the studio needs an origin of its own, such as ${defaultStudioUrl(siteUrl)}, so the editors' GitHub token never sits on the public site`,
    );
  return {
    mode: 'github',
    repo: env.STUDIO_GITHUB_REPO as `${string}/${string}`,
    appSlug: env.STUDIO_GITHUB_APP_SLUG!,
    siteUrl,
    pagesUrl: new URL(env.PAGES_URL!).origin,
    productionBranch: env.STUDIO_PRODUCTION_BRANCH,
    studioUrl,
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
 * Where a GitHub-mode studio is built to: the studio worker's static files (studio/worker/wrangler.toml
 * `[assets]`), served on the studio's own origin. Nothing of it is in `dist/`.
 */
const studioDistDir = join(root, 'dist-studio');

/**
 * Puts the staged studio where it is served. Local mode: into `dist/`, with the `_redirects` line
 * that makes every studio path its one page (Keystatic routes in the browser); the local studio
 * server serves it on its own port. GitHub mode: into `dist-studio/` for the studio worker, and the
 * public site only sends `/keystatic` on to the studio's origin.
 */
export async function publishStudio(dist: string, settings: StudioSettings) {
  if (settings.mode === 'local') {
    await cp(stagingDir, dist, { recursive: true });
    await appendFile(
      join(dist, '_redirects'),
      '\n# The content studio: one page, routed in the browser.\n/keystatic/* /keystatic 200\n',
    );
  } else {
    await rm(studioDistDir, { recursive: true, force: true });
    await cp(stagingDir, studioDistDir, { recursive: true });
    await appendFile(
      join(dist, '_redirects'),
      `\n# The content studio lives on its own origin.\n/keystatic ${settings.studioUrl}/keystatic 301\n/keystatic/* ${settings.studioUrl}/keystatic/:splat 301\n`,
    );
  }
  await rm(stagingDir, { recursive: true, force: true });
}

/** A `_headers` rule: a path, the headers it drops from broader rules, and its own. */
export interface HeaderRule {
  path: string;
  detach?: string[];
  headers: Record<string, string>;
}

/**
 * The studio's `_headers` rules where the site serves it (local mode): its policy instead of the
 * site's, and noindex. A GitHub-mode studio is not on the site: its worker sets its headers.
 */
export function studioHeaderRules(settings: StudioSettings): HeaderRule[] {
  if (settings.mode === 'github') return [];
  const headers = studioHeaders({ github: false });
  return ['/keystatic', '/keystatic/*'].map((path) => ({
    path,
    detach: ['Content-Security-Policy'],
    headers,
  }));
}
