import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addressRedirects, fileHistory } from '../../site/scripts/address-history';

/**
 * Old addresses keep working: renaming an entry's address (the studio renames its file) or deleting
 * it leaves the old address answering with a permanent redirect, from the repository's history and
 * from the saves not committed yet. Each test runs in a repository of its own.
 */
let root: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: root });
const article = (title: string) =>
  `---\ntitle: ${title}\nexcerpt: An article of the address test.\n---\n\n${Array.from({ length: 12 }, (_, i) => `Paragraph ${i} of ${title.length}.`).join('\n\n')}\n`;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'emberwise-history-'));
  await mkdir(join(root, 'content/blog'), { recursive: true });
  await mkdir(join(root, 'content/cases'), { recursive: true });
  await writeFile(join(root, 'content/blog/first-name.mdx'), article('Agents at work'));
  await writeFile(join(root, 'content/blog/to-delete.mdx'), article('An article that goes'));
  await writeFile(join(root, 'content/cases/old-case.yaml'), 'title: A case\ndescription: One\n'.repeat(5));
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'content');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const redirectsNow = async (routes: string[]) => addressRedirects(await fileHistory(root), new Set(routes));

describe('old addresses', () => {
  test('a committed rename redirects the old address to the new one, and a second rename from both', async () => {
    git('mv', 'content/blog/first-name.mdx', 'content/blog/second-name.mdx');
    git('commit', '-qm', 'rename');
    git('mv', 'content/blog/second-name.mdx', 'content/blog/third-name.mdx');
    git('commit', '-qm', 'rename again');
    expect(await redirectsNow(['/blog/third-name', '/blog/to-delete', '/projects/old-case'])).toEqual([
      { from: '/blog/first-name', to: '/blog/third-name' },
      { from: '/blog/second-name', to: '/blog/third-name' },
    ]);
  });

  test('a rename the studio saved but nobody committed yet redirects too, in the next local build', async () => {
    await rename(join(root, 'content/blog/first-name.mdx'), join(root, 'content/blog/new-name.mdx'));
    const text = await readFile(join(root, 'content/blog/new-name.mdx'), 'utf8');
    await writeFile(
      join(root, 'content/blog/new-name.mdx'),
      text.replace('Agents at work', 'Agents at work, renamed'),
    );
    expect(await redirectsNow(['/blog/new-name', '/blog/to-delete', '/projects/old-case'])).toEqual([
      { from: '/blog/first-name', to: '/blog/new-name' },
    ]);
  });

  test("a deleted entry's address leads to its listing, committed or not", async () => {
    git('rm', '-q', 'content/blog/to-delete.mdx');
    git('commit', '-qm', 'delete');
    await rm(join(root, 'content/cases/old-case.yaml'));
    expect(await redirectsNow(['/blog/first-name'])).toEqual([
      { from: '/blog/to-delete', to: '/blogs' },
      { from: '/projects/old-case', to: '/cases' },
    ]);
  });

  test('an address that is a page again is not redirected, and a renamed entry that is no longer published leads to its listing', async () => {
    git('mv', 'content/blog/first-name.mdx', 'content/blog/second-name.mdx');
    git('commit', '-qm', 'rename');
    // Back to its first address; and the other article, renamed, is a draft now (no page).
    git('mv', 'content/blog/second-name.mdx', 'content/blog/first-name.mdx');
    git('mv', 'content/blog/to-delete.mdx', 'content/blog/drafted.mdx');
    git('commit', '-qm', 'rename back');
    expect(await redirectsNow(['/blog/first-name', '/projects/old-case'])).toEqual([
      { from: '/blog/second-name', to: '/blog/first-name' },
      { from: '/blog/to-delete', to: '/blogs' },
    ]);
  });

  test('without a repository there is nothing to redirect, and the build says so', async () => {
    await rm(join(root, '.git'), { recursive: true, force: true });
    const history = await fileHistory(root);
    expect(history.note).toMatch(/no git repository/);
    expect(addressRedirects(history, new Set())).toEqual([]);
  });
});
