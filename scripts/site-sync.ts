/**
 * The local site keeps serving its last good build while the next one is made: `npm start` serves a
 * copy of `dist/` (`.local/site`), and after a build that succeeded brings it up to date file by file.
 * New and changed files are written first (assets before the pages that name them), then files the
 * new build no longer has are removed, so no request in between finds a page missing.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

async function filesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

async function same(a: string, b: string): Promise<boolean> {
  const [sizeA, sizeB] = await Promise.all([
    stat(a).then((s) => s.size),
    stat(b).then(
      (s) => s.size,
      () => -1,
    ),
  ]);
  if (sizeA !== sizeB) return false;
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  return bytesA.equals(bytesB);
}

/** Makes `to` hold exactly the files of `from`; resolves with how many were written and removed. */
export async function syncBuild(from: string, to: string): Promise<{ written: number; removed: number }> {
  const next = await filesOf(from);
  const served = new Set(await filesOf(to));
  // Pages last: every file they name is in place before them.
  const ordered = [...next].sort((a, b) => Number(a.endsWith('.html')) - Number(b.endsWith('.html')));
  let written = 0;
  for (const file of ordered) {
    served.delete(file);
    if (await same(join(from, file), join(to, file))) continue;
    await mkdir(dirname(join(to, file)), { recursive: true });
    await copyFile(join(from, file), join(to, file));
    written++;
  }
  for (const file of served) await rm(join(to, file), { force: true });
  return { written, removed: served.size };
}
