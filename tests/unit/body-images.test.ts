import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import remarkParse from 'remark-parse';
import sharp from 'sharp';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { mdxDataProblems } from '../../site/scripts/vite-plugins/mdx-data';
import { remarkResponsiveImages } from '../../site/scripts/vite-plugins/responsive-images';

/**
 * Pictures in an article's body: each must say what it shows and be the site's own, and the build
 * serves an upload as lighter copies (AVIF, WebP) at the widths screens need, with its size set.
 */
let folder: string;
const publicDir = () => join(folder, 'public');
const outDir = () => join(folder, 'variants');

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'emberwise-images-'));
  await mkdir(join(publicDir(), 'images/blog/an-article'), { recursive: true });
  // A 1400x900 photograph-like upload (soft gradients with fine grain), saved as PNG as a camera
  // export or a screenshot tool would.
  const [width, height] = [1400, 900];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const grain = ((x * 31 + y * 17) % 13) - 6;
      pixels[at] = Math.min(255, Math.max(0, (x / width) * 200 + 30 + grain));
      pixels[at + 1] = Math.min(255, Math.max(0, (y / height) * 160 + 40 + grain));
      pixels[at + 2] = Math.min(255, Math.max(0, 180 - (x / width) * 90 + grain));
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(join(publicDir(), 'images/blog/an-article/team-workshop.png'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as Root;

describe('pictures in an article', () => {
  test('a picture without a description, or from another site, is refused with its line', () => {
    const problems = mdxDataProblems(
      parse(
        'Text.\n\n![](/images/blog/an-article/team-workshop.png)\n\n![A chart](https://example.com/x.png)',
      ),
      [],
      10,
    );
    expect(problems).toEqual([
      { line: 12, message: expect.stringContaining('has no description') },
      { line: 14, message: expect.stringContaining("is not one of the site's own") },
    ]);
  });

  test('an upload gets its size and lighter copies at the widths screens need, which are written once', async () => {
    const tree = parse('![The team at a workshop](/images/blog/an-article/team-workshop.png)');
    await remarkResponsiveImages({ publicDir: publicDir(), outDir: outDir() })(tree);
    let image: Image | undefined;
    visit(tree, 'image', (node: Image) => {
      image = node;
    });
    const properties = image!.data!.hProperties as Record<string, string | number>;
    expect(properties).toMatchObject({ width: 1400, height: 900 });
    const avif = String(properties['data-avif']).split(', ');
    expect(avif.map((entry) => entry.split(' ')[1])).toEqual(['640w', '960w', '1280w', '1400w']);
    const upload = (await stat(join(publicDir(), 'images/blog/an-article/team-workshop.png'))).size;
    for (const entry of [...avif, ...String(properties['data-webp']).split(', ')]) {
      const file = join(outDir(), entry.split(' ')[0]!);
      expect(existsSync(file), file).toBe(true);
      expect((await stat(file)).size, file).toBeLessThan(upload);
    }
    // A second build reuses the copies.
    const written = (await stat(join(outDir(), avif[0]!.split(' ')[0]!))).mtimeMs;
    await remarkResponsiveImages({ publicDir: publicDir(), outDir: outDir() })(
      parse('![x](/images/blog/an-article/team-workshop.png)'),
    );
    expect((await stat(join(outDir(), avif[0]!.split(' ')[0]!))).mtimeMs).toBe(written);
  }, 60_000);

  test('a drawing (SVG) is served as it is', async () => {
    await writeFile(
      join(publicDir(), 'images/blog/an-article/diagram.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const tree = parse('![A diagram](/images/blog/an-article/diagram.svg)');
    await remarkResponsiveImages({ publicDir: publicDir(), outDir: outDir() })(tree);
    let image: Image | undefined;
    visit(tree, 'image', (node: Image) => {
      image = node;
    });
    expect(image!.data?.hProperties).toBeUndefined();
  });
});
