/**
 * Pictures in an article's body, as the build serves them. The studio stores an upload as it comes
 * (a 4000 px photo of several megabytes, say); the build reads each raster picture the body names,
 * records its size (so the page never shifts when it loads), and writes smaller copies in AVIF and
 * WebP at the widths a reader's screen needs, where they are smaller than the upload. The page then
 * offers them in a `<picture>` (`components/prose/prose-components.tsx`), and the browser takes the
 * lightest it can show. SVG pictures are drawings and are served as they are. Copies are cached by
 * the picture's content, so a build draws only what is new; `copyImageVariants` puts them in `dist/`
 * after the client build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Image, Root } from 'mdast';
import sharp from 'sharp';
import { visit } from 'unist-util-visit';

/** The copies pages of this process's builds use, by URL: only these go into `dist/`. */
const used = new Set<string>();

/** The widths copies are made at (each only when the upload is wider). */
const variantWidths = [640, 960, 1280, 1920] as const;

const raster = new Set(['.png', '.jpg', '.jpeg', '.webp']);

interface ImageVariants {
  width: number;
  height: number;
  /** `srcset` of each format that pays (smaller than the upload), e.g. `/images/x-640.avif 640w, ...`. */
  avif?: string;
  webp?: string;
}

interface ResponsiveImageOptions {
  /** The site's public folder, where `/images/...` live. */
  publicDir: string;
  /** Where the copies are written, mirroring `/images/...` (copied into `dist/` after the build). */
  outDir: string;
}

/** The copies of one local raster picture, made (or taken from the cache) now. */
async function imageVariants(src: string, { publicDir, outDir }: ResponsiveImageOptions) {
  const file = join(publicDir, src);
  if (!raster.has(extname(src).toLowerCase()) || !existsSync(file)) return undefined;
  const source = await readFile(file);
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const base = src.slice(0, -extname(src).length);
  const variants: ImageVariants = { width, height };
  for (const format of ['avif', 'webp'] as const) {
    const entries: string[] = [];
    let largest = 0;
    for (const target of [...variantWidths.filter((w) => w < width), width]) {
      const url = `${base}-${hash}-${target}.${format}`;
      const out = join(outDir, url);
      if (!existsSync(out)) {
        await mkdir(dirname(out), { recursive: true });
        const resized = sharp(source).resize({ width: target, withoutEnlargement: true });
        await writeFile(
          out,
          await (
            format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })
          ).toBuffer(),
        );
      }
      if (target === width) largest = (await stat(out)).size;
      entries.push(`${url} ${target}w`);
      used.add(url);
    }
    // Offered only where it pays: the full-width copy is smaller than the upload.
    if (largest < source.length) variants[format] = entries.join(', ');
  }
  return variants;
}

/**
 * A remark plugin: every local raster picture of a body gets its size and its copies, as attributes
 * the site's `img` component reads.
 */
export function remarkResponsiveImages(options: ResponsiveImageOptions) {
  return async (tree: Root) => {
    const images: Image[] = [];
    visit(tree, 'image', (node: Image) => {
      if (node.url.startsWith('/images/')) images.push(node);
    });
    for (const node of images) {
      const variants = await imageVariants(node.url, options);
      if (!variants) continue;
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          width: variants.width,
          height: variants.height,
          ...(variants.avif ? { 'data-avif': variants.avif } : {}),
          ...(variants.webp ? { 'data-webp': variants.webp } : {}),
        },
      };
    }
  };
}

/** Puts the copies the pages use into `dist/`, beside the uploads. */
export async function copyImageVariants(outDir: string, dist: string) {
  for (const url of used) {
    await mkdir(dirname(join(dist, url)), { recursive: true });
    await cp(join(outDir, url), join(dist, url));
  }
  return used.size;
}
