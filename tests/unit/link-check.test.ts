import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInternalLinks, findDeadLinks, internalLinkPaths } from '../../site/scripts/link-check';

let dist: string | undefined;

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'link-check-'));
  dist = dir;
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
  dist = undefined;
});

const page = (...hrefs: string[]) => hrefs.map((href) => `<a class="x" href="${href}">link</a>`).join('');

describe('internal links of the built site', () => {
  it('reads internal targets without query or fragment and ignores other hosts', () => {
    expect(
      internalLinkPaths(
        page(
          '/blogs?subscribed=1#newsletter-subscribed',
          '/',
          '//cdn.example/x',
          'https://a.example/',
          '/a%20b',
        ),
      ),
    ).toEqual(['/blogs', '/', '/a b']);
  });

  it('accepts routes, _redirects sources and files, and names the file and path of every other link', async () => {
    const dist = await site({
      'index.html': page('/', '/blogs#top', '/contact', '/blog/feed.xml', '/careers/gone'),
      'blog/post.html': page('/blog', '/privacy-policy'),
      _redirects: '# aliases\n/contact  /sign-up  301\n',
      'blog/feed.xml': '<rss/>',
    });
    expect(await findDeadLinks({ dist, routePaths: ['/', '/blogs', '/privacy-policy'] })).toEqual([
      // A folder of dist/ is not a page.
      { file: 'blog/post.html', path: '/blog' },
      { file: 'index.html', path: '/careers/gone' },
    ]);
  });

  it('fails the build with the file and the path', async () => {
    const dist = await site({ 'cases.html': page('/projects/unknown') });
    await expect(checkInternalLinks({ dist, routePaths: ['/cases'] })).rejects.toThrow(
      'dist/cases.html: /projects/unknown',
    );
    await expect(
      checkInternalLinks({ dist, routePaths: ['/cases', '/projects/unknown'] }),
    ).resolves.toBeUndefined();
  });
});
