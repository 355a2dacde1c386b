/**
 * Every page's `og:image`, as built: the file exists in `dist/`, is a 1200x630 PNG, and differs from
 * the card of every other page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { distDir } from '../helpers/browser';
import { notFoundEntry, routeTable, siteConfig } from '../helpers/site';

test("every page's og:image is in dist/, a 1200x630 PNG, and no other page's card", async () => {
  const seen = new Map<string, string>();
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, file).toBeDefined();
    const url = new URL(image!);
    expect(url.origin, file).toBe(new URL(siteConfig.url).origin);
    const png = readFileSync(join(distDir, url.pathname));
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }, file).toEqual({ width: 1200, height: 630, format: 'png' });
    const hash = createHash('sha256').update(png).digest('hex');
    expect(seen.get(hash), `${file} has the card of ${seen.get(hash)}`).toBeUndefined();
    seen.set(hash, file);
  }
});
