/**
 * A throw-away working tree for tests that save content through the studio: the files a build
 * reads (site, shared, content, studio, the build scripts, the email templates and the root configuration), copied from
 * this checkout as they are on disk, with `node_modules` linked. Saves, uploads and builds happen in
 * the copy, so a test run never changes the repository's content.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/process';

const exec = promisify(execFile);

/** Tracked folders and files a build of the site needs. */
const needed = [
  'site',
  'shared',
  'content',
  'studio',
  'scripts',
  'supabase/local/keys.ts',
  // The newsletter's email templates, which the build renders each issue with.
  'supabase/functions/_shared',
  'wrangler.toml',
  'package.json',
];

export async function workingTreeCopy(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'emberwise-studio-'));
  for (const entry of needed) {
    await cp(join(repoRoot, entry), join(root, entry), {
      recursive: true,
      filter: (source) => !/\/(node_modules|dist|\.ssr)(\/|$)/.test(source.slice(repoRoot.length)),
    });
  }
  await symlink(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Builds the site of a working tree (a local build, as `npm start` makes it), with `extra` in its environment. */
export async function buildWorkingTree(root: string, extra: Record<string, string> = {}): Promise<string> {
  const env = { ...process.env, ...extra };
  delete env.CF_PAGES;
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'site/scripts/build.ts'], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}
