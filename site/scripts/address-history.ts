/**
 * Old addresses keep working. An article, a case study or a position is published at an address made
 * from its file's name; when the editor changes the address, the studio renames the file, and when
 * the editor deletes the entry, the file goes. The repository's history holds every name a file had,
 * so the build answers each old address with a permanent redirect: to the entry's new address after a
 * rename, and to its listing (/blogs, /cases, /careers) after a deletion. Changes not committed yet
 * (a local studio's saves) count too: a file gone from the working tree next to a new one in the
 * same folder with mostly the same lines is a rename.
 *
 * Cloudflare Pages clones a repository shallowly; the build deepens the clone first (`git fetch
 * --unshallow`) and says so when it cannot.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The folders whose files are published at an address, the address's form, and the listing of each. */
const addressed: Record<string, { path: (slug: string) => string; listing: string }> = {
  'content/blog': { path: (slug) => `/blog/${slug}`, listing: '/blogs' },
  'content/cases': { path: (slug) => `/projects/${slug}`, listing: '/cases' },
  'content/positions': { path: (slug) => `/careers/${slug}`, listing: '/careers' },
};

const addressOf = (file: string) => {
  const folder = addressed[dirname(file)];
  return folder && folder.path(basename(file, extname(file)));
};

export interface Redirect {
  from: string;
  to: string;
}

async function git(root: string, args: string[]): Promise<string> {
  return (await exec('git', args, { cwd: root, maxBuffer: 32 * 1024 * 1024 })).stdout;
}

/** Lines two texts share, over the lines of the longer: how alike a deleted and a new file are. */
function likeness(a: string, b: string): number {
  const lines = (text: string) => text.split('\n').filter((line) => line.trim());
  const [left, right] = [lines(a), new Set(lines(b))];
  const shared = left.filter((line) => right.has(line)).length;
  return shared / Math.max(left.length, right.size, 1);
}

/**
 * Every rename (old file -> new file) and deletion of an addressed file, committed or not. Returns
 * undefined when the history cannot be read (no repository), with the reason.
 */
export async function fileHistory(
  root: string,
): Promise<{ renames: Map<string, string>; deleted: Set<string>; note?: string }> {
  const renames = new Map<string, string>();
  const deleted = new Set<string>();
  let note: string | undefined;
  try {
    await git(root, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    return { renames, deleted, note: 'no git repository: old addresses are not redirected' };
  }
  if ((await git(root, ['rev-parse', '--is-shallow-repository'])).trim() === 'true') {
    await git(root, ['fetch', '--unshallow', '--quiet']).catch(() => {
      note =
        'a shallow clone whose history could not be fetched: only old addresses of recent commits are redirected';
    });
  }
  const folders = Object.keys(addressed);
  const hasCommit = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).then(
    () => true,
    () => false,
  );
  // Oldest first, so a later rename of the same file carries on from the earlier one.
  const log = hasCommit
    ? await git(root, [
        'log',
        '--reverse',
        '--name-status',
        '-M',
        '--diff-filter=DR',
        '--format=',
        '--',
        ...folders,
      ])
    : '';
  const apply = (status: string, from: string, to?: string) => {
    if (!addressOf(from)) return;
    if (status.startsWith('R') && to) {
      renames.set(from, to);
      // The new name is a live file again: whatever it was renamed to before no longer holds.
      renames.delete(to);
      deleted.delete(to);
    } else if (status === 'D') deleted.add(from);
  };
  for (const line of log.split('\n')) {
    const [status, from, to] = line.split('\t');
    if (status && from) apply(status, from, to);
  }
  // The working tree: staged renames, and files gone next to new ones.
  const porcelain = await git(root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ...folders,
  ]);
  const fields = porcelain.split('\0').filter(Boolean);
  const gone: string[] = [];
  const added: string[] = [];
  for (let index = 0; index < fields.length; index++) {
    const entry = fields[index]!;
    const [code, file] = [entry.slice(0, 2), entry.slice(3)];
    if (code.startsWith('R')) {
      // A staged rename: the entry names the new file, the next field the old one.
      apply('R', fields[++index]!, file);
    } else if (code.includes('D')) gone.push(file);
    else if (code === '??' || code.startsWith('A')) added.push(file);
  }
  const headText = async (file: string) =>
    hasCommit ? git(root, ['show', `HEAD:${file}`]).catch(() => '') : '';
  for (const file of gone) {
    const before = await headText(file);
    const match = added
      .filter((candidate) => dirname(candidate) === dirname(file) && existsSync(join(root, candidate)))
      .map((candidate) => ({
        candidate,
        score: likeness(before, readFileSync(join(root, candidate), 'utf8')),
      }))
      .sort((a, b) => b.score - a.score)[0];
    if (match && match.score >= 0.5) {
      apply('R', file, match.candidate);
      added.splice(added.indexOf(match.candidate), 1);
    } else apply('D', file);
  }
  return { renames, deleted, note };
}

/**
 * The redirects of every address an entry had: to where the entry is now, or to its listing when it
 * is gone. An address that is a page of the site now is never redirected.
 */
export function addressRedirects(
  history: { renames: Map<string, string>; deleted: Set<string> },
  routes: ReadonlySet<string>,
): Redirect[] {
  const redirects = new Map<string, string>();
  const current = (file: string) => {
    const seen = new Set<string>();
    let at = file;
    while (history.renames.has(at) && !seen.has(at)) {
      seen.add(at);
      at = history.renames.get(at)!;
    }
    return at;
  };
  for (const file of [...history.renames.keys(), ...history.deleted]) {
    const from = addressOf(file);
    if (!from || routes.has(from)) continue;
    const now = current(file);
    const target = addressOf(now);
    const to =
      !history.deleted.has(now) && target && routes.has(target) ? target : addressed[dirname(file)]!.listing;
    if (to !== from) redirects.set(from, to);
  }
  return [...redirects].map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from));
}
