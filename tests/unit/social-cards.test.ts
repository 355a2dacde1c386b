import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { headFor } from '@/lib/head';
import { socialCardFor } from '@/lib/social-card';
import { notFoundEntry, routeTable } from '@/routes';
import { repoRoot } from '../../site/scripts/vite-plugins/content-files';
import { copySocialCards, drawSocialCards, type CardOptions } from '../../site/scripts/social-cards';

/** What the build does with the cards: draws what the cache lacks, then copies every card into place. */
async function writeSocialCards(specs: Parameters<typeof drawSocialCards>[0], options: CardOptions) {
  const counts = await drawSocialCards(specs, options);
  await copySocialCards(specs, options);
  return counts;
}

/**
 * Drawing social cards: one card of each kind (a page, an article, a case study, a position ...),
 * drawn into a temporary folder with a cache of its own, the way the build draws every page's card
 * into `dist/` (every page's card, as built, is checked in tests/build/social-cards.test.ts).
 */
vi.setConfig({ testTimeout: 60_000 });

let out: string;
/** The first page of each kind of card, and the not-found page. */
const pages = [...routeTable, notFoundEntry]
  .map((entry) => ({ entry, path: entry.path === '*' ? '/404' : entry.path }))
  .filter(
    ({ entry }, index, all) =>
      all.findIndex((other) => socialCardFor(other.entry).kind === socialCardFor(entry).kind) === index,
  );
const options = () => ({
  publicDir: join(repoRoot, 'site/public'),
  logoFile: join(repoRoot, 'site/src/assets/favicon.svg'),
  outDir: join(out, 'dist'),
  cacheDir: join(out, 'cache'),
  brand: 'Emberwise',
});

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'emberwise-cards-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('social cards', () => {
  test("each kind of card is a 1200x630 PNG of its own, where the page's og:image points", async () => {
    expect(pages.length).toBeGreaterThan(3);
    const result = await writeSocialCards(
      pages.map(({ entry }) => socialCardFor(entry)),
      options(),
    );
    expect(result.drawn).toBe(pages.length);
    const seen = new Map<string, string>();
    for (const { entry, path } of pages) {
      const meta = headFor(entry, { path, table: routeTable }).meta;
      const content = (property: string) =>
        meta.find((tag) => 'property' in tag && tag.property === property)?.content;
      const url = new URL(content('og:image')!);
      expect(content('og:image:width'), path).toBe('1200');
      expect(content('og:image:height'), path).toBe('630');
      expect(content('og:image:alt'), path).toContain(socialCardFor(entry).title);
      const file = join(out, 'dist', url.pathname);
      expect(existsSync(file), `${path}: ${url.pathname}`).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, path).toEqual({ width: 1200, height: 630, format: 'png' });
      const hash = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      expect(seen.get(hash), `${path} has the card of ${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, path);
    }
    const twitterCard = headFor(routeTable[0]!, { path: '/', table: routeTable }).meta.find(
      (tag) => 'name' in tag && tag.name === 'twitter:card',
    );
    expect(twitterCard?.content).toBe('summary_large_image');
  });

  test('a page that did not change keeps its card without drawing it again', async () => {
    const cards = pages.map(({ entry }) => socialCardFor(entry));
    expect(await writeSocialCards(cards, options())).toEqual({ drawn: 0, cached: pages.length });
    const renamed = cards.map((card, index) =>
      index === 1 ? { ...card, title: `${card.title}, renamed` } : card,
    );
    expect(await writeSocialCards(renamed, options())).toEqual({ drawn: 1, cached: pages.length - 1 });
  });
});
