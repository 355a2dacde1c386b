/**
 * Draws every page's social card (`dist/og/...png`, 1200x630) in the site's style: the signature
 * gradient from deep plum to ember orange, Plus Jakarta Sans, the logo, the page's kind and title,
 * and its illustration beside the title. Satori lays the card out as SVG (text as outlines) and
 * sharp rasterises it, both in-process, so a build needs no browser.
 *
 * Cards are cached under `node_modules/.cache/emberwise-social-cards/`, keyed by everything a card
 * is drawn from (its text, the bytes of its illustration, the logo, the fonts and this file): a
 * page that did not change keeps its card without drawing it again.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import sharp from 'sharp';

/** What the build knows of one card (`SocialCard` of `lib/social-card.ts`). */
interface CardSpec {
  image: string;
  title: string;
  kind: string;
  illustration?: string;
}

export interface CardOptions {
  /** Where the site's public files are (illustrations). */
  publicDir: string;
  /** The logo drawn on every card: the site's icon. */
  logoFile: string;
  /** Where the cards go (`dist`). */
  outDir: string;
  cacheDir: string;
  /** The brand name beside the logo on every card. */
  brand: string;
}

/**
 * An element as Satori reads it. Plain objects, not React's: loading React here, before the
 * prerender's server bundle, would pair its development build with react-dom's production one.
 */
interface CardNode {
  type: string;
  key?: string;
  props: Record<string, unknown>;
}

function h(type: string, props: Record<string, unknown>, ...children: (CardNode | string)[]): CardNode {
  const { key, ...rest } = props;
  return { type, key: key as string | undefined, props: { ...rest, children } };
}

const width = 1200;
const height = 630;
const illustrationSize = { width: 440, height: 264 };
const templateFile = fileURLToPath(import.meta.url);

/** Plus Jakarta Sans at the two weights the card sets, as WOFF: Satori reads neither WOFF2 nor variable axes. */
const fontFiles = {
  800: 'plus-jakarta-sans-latin-800-normal.woff',
  600: 'plus-jakarta-sans-latin-600-normal.woff',
};
const fontDir = fileURLToPath(
  new URL('../../node_modules/@fontsource/plus-jakarta-sans/files/', import.meta.url),
);

async function loadFonts() {
  return Promise.all(
    Object.entries(fontFiles).map(async ([weight, file]) => ({
      name: 'Jakarta',
      data: await readFile(join(fontDir, file)),
      weight: Number(weight) as 600 | 800,
      style: 'normal' as const,
    })),
  );
}

/**
 * An image as a PNG data URI at the size the card draws it (twice that for the logo's curves):
 * rasterised once here, the card's SVG stays cheap to render.
 */
async function pngDataUri(bytes: Buffer, width: number, height: number): Promise<string> {
  const png = await sharp(bytes, { density: 72 })
    .resize(width, height, { fit: 'cover' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Title size by length: long titles get smaller type so they fit in three lines. */
function titleSize(title: string, narrow: boolean): number {
  const room = narrow ? 1 : 1.8;
  if (title.length <= 30 * room) return 68;
  if (title.length <= 50 * room) return 56;
  return 46;
}

function card(spec: CardSpec, logo: string, illustration: string | undefined, brand: string) {
  const narrow = Boolean(illustration);
  const children: CardNode[] = [
    h('div', {
      key: 'glow',
      style: {
        position: 'absolute',
        left: width - 500,
        top: height - 420,
        width: 680,
        height: 680,
        borderRadius: 9999,
        backgroundImage: 'radial-gradient(circle, rgba(255,178,122,0.42), rgba(255,178,122,0) 70%)',
      },
    }),
    h(
      'div',
      { key: 'brand', style: { display: 'flex', alignItems: 'center', gap: 18 } },
      h('img', { src: logo, width: 64, height: 64 }),
      h('span', { style: { fontSize: 38, fontWeight: 800, letterSpacing: -0.8 } }, brand),
    ),
    h(
      'div',
      { key: 'body', style: { display: 'flex', flex: 1, alignItems: 'center', gap: 48, marginTop: 24 } },
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column', width: narrow ? 560 : 1000 } },
        h(
          'div',
          {
            style: {
              display: 'flex',
              alignSelf: 'flex-start',
              padding: '8px 18px',
              borderRadius: 9999,
              backgroundColor: 'rgba(255,255,255,0.16)',
              border: '1px solid rgba(255,255,255,0.28)',
              fontSize: 24,
              fontWeight: 600,
              color: '#ffd9bf',
              letterSpacing: 0.5,
            },
          },
          spec.kind,
        ),
        h(
          'div',
          {
            style: {
              display: 'flex',
              marginTop: 26,
              fontSize: titleSize(spec.title, narrow),
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -1,
            },
          },
          spec.title,
        ),
      ),
      ...(illustration
        ? [
            h('img', {
              key: 'illustration',
              src: illustration,
              width: illustrationSize.width,
              height: illustrationSize.height,
              style: {
                objectFit: 'cover',
                borderRadius: 28,
                border: '3px solid rgba(255,255,255,0.35)',
              },
            }),
          ]
        : []),
    ),
  ];
  return h(
    'div',
    {
      style: {
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width,
        height,
        padding: '60px 72px 52px',
        color: '#ffffff',
        fontFamily: 'Jakarta',
        backgroundImage: 'linear-gradient(135deg, #2a0a33 0%, #5e1a5c 38%, #a3275f 68%, #e0581a 100%)',
      },
    },
    ...children,
  );
}

/** The cache file of each card, and the bytes of its illustration. */
async function cardJobs(specs: readonly CardSpec[], options: Omit<CardOptions, 'outDir'>) {
  const logoBytes = await readFile(options.logoFile);
  const template = createHash('sha256')
    .update(await readFile(templateFile))
    .update(logoBytes)
    .update(JSON.stringify(fontFiles))
    .update(options.brand)
    .digest('hex');
  const jobs = await Promise.all(
    specs.map(async (spec) => {
      const illustrationBytes = spec.illustration
        ? await readFile(join(options.publicDir, spec.illustration))
        : undefined;
      const key = createHash('sha256')
        .update(template)
        .update(JSON.stringify([spec.title, spec.kind, spec.illustration ?? '']))
        .update(illustrationBytes ?? '')
        .digest('hex');
      return { spec, illustrationBytes, cached: join(options.cacheDir, `${key}.png`) };
    }),
  );
  return { jobs, logoBytes };
}

/**
 * Draws into the cache every card it does not hold yet; returns how many were drawn and how many
 * the cache already had.
 */
export async function drawSocialCards(
  specs: readonly CardSpec[],
  options: Omit<CardOptions, 'outDir'>,
): Promise<{ drawn: number; cached: number }> {
  const { jobs, logoBytes } = await cardJobs(specs, options);
  await mkdir(options.cacheDir, { recursive: true });
  const missing = jobs.filter((job) => !existsSync(job.cached));
  if (missing.length) {
    const fonts = await loadFonts();
    const logo = await pngDataUri(logoBytes, 128, 128);
    for (const job of missing) {
      const illustration = job.illustrationBytes
        ? await pngDataUri(job.illustrationBytes, illustrationSize.width, illustrationSize.height)
        : undefined;
      const element = card(job.spec, logo, illustration, options.brand);
      const svg = await satori(element as unknown as Parameters<typeof satori>[0], { width, height, fonts });
      await writeFile(job.cached, await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer());
    }
  }
  return { drawn: missing.length, cached: jobs.length - missing.length };
}

/** Copies every card from the cache to its place in `outDir` (`/og/...png`). */
export async function copySocialCards(specs: readonly CardSpec[], options: CardOptions) {
  const { jobs } = await cardJobs(specs, options);
  for (const job of jobs) {
    const target = join(options.outDir, job.spec.image.replace(/^\//, ''));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(job.cached, target);
  }
}
