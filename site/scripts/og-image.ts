/**
 * Renders the default social image (`site/public/og-default.png`, 1200x630) and the square
 * Organization logo for search engines (`site/public/logo.png`, 512x512) with headless Chromium,
 * then shrinks them to palette PNGs. The outputs are committed; run this again only when the brand
 * changes:
 *
 *   npx tsx site/scripts/og-image.ts
 *
 * The logo mark, headline and brand name come from the site's own modules (loaded through Vite, so
 * aliases and `import.meta.env` work), so the images never drift from the site.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { createServer } from 'vite';
import { playwrightChromiumFlags, chromiumPath } from './chromium.ts';

interface SiteModules {
  LogoMark: ComponentType<{ tone?: 'color' | 'light' | 'dark'; className?: string }>;
  headline: string;
  name: string;
  host: string;
}

const publicDir = new URL('../public/', import.meta.url);
const fontFile = new URL(
  '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  import.meta.url,
);

/** The brand gradient: deep plum, berry, ember. */
const gradient = 'linear-gradient(135deg, #2a0a33 0%, #5e1a5c 38%, #a3275f 68%, #e0581a 100%)';

function page(body: string, font: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @font-face { font-family: 'Jakarta'; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 800; }
    * { margin: 0; box-sizing: border-box; }
    html, body { width: 100%; height: 100%; }
    body { font-family: 'Jakarta', sans-serif; color: #fff; background: ${gradient}; overflow: hidden; }
  </style></head><body>${body}</body></html>`;
}

async function loadSiteModules(): Promise<SiteModules> {
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { LogoMark } = await vite.ssrLoadModule('/src/components/logo.tsx');
    const { homeContent } = await vite.ssrLoadModule('/src/content/home.ts');
    const { siteConfig } = await vite.ssrLoadModule('/src/lib/site-config.ts');
    return {
      LogoMark,
      headline: homeContent.hero.title,
      name: siteConfig.name,
      host: new URL(siteConfig.url).host.replace(/^www\./, ''),
    };
  } finally {
    await vite.close();
  }
}

function socialCard({ LogoMark, headline, name, host }: SiteModules) {
  const mark = renderToStaticMarkup(createElement(LogoMark, { tone: 'light', className: 'mark' }));
  return `
    <style>
      .card { position: relative; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
      .glow { position: absolute; right: -160px; bottom: -220px; width: 640px; height: 640px; border-radius: 50%;
              background: radial-gradient(circle, rgba(255, 178, 122, 0.45), rgba(255, 178, 122, 0) 70%); }
      .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 800; letter-spacing: -0.02em; }
      .mark { width: 72px; height: 72px; }
      h1 { margin-top: auto; max-width: 900px; font-size: 84px; line-height: 1.04; font-weight: 800; letter-spacing: -0.035em; }
      p { margin-top: 28px; font-size: 30px; font-weight: 500; color: rgba(255, 255, 255, 0.86); }
    </style>
    <div class="card">
      <div class="glow"></div>
      <div class="brand">${mark}<span>${name}</span></div>
      <h1>${headline}</h1>
      <p>${host}</p>
    </div>`;
}

function squareLogo({ LogoMark }: SiteModules) {
  const mark = renderToStaticMarkup(createElement(LogoMark, { tone: 'light', className: 'mark' }));
  return `<style>.wrap { height: 100%; display: grid; place-items: center; } .mark { width: 320px; height: 320px; }</style>
    <div class="wrap">${mark}</div>`;
}

async function render(html: string, width: number, height: number): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...playwrightChromiumFlags] });
  try {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready);
    return await tab.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

/** Palette PNG with light dithering: a fraction of the size, no visible banding on the gradient. */
function optimise(png: Buffer) {
  return sharp(png)
    .png({ palette: true, colours: 256, dither: 0.6, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const font = (await readFile(fontFile)).toString('base64');
  const site = await loadSiteModules();
  const outputs = [
    { file: 'og-default.png', html: page(socialCard(site), font), width: 1200, height: 630 },
    { file: 'logo.png', html: page(squareLogo(site), font), width: 512, height: 512 },
  ];
  for (const output of outputs) {
    const image = await optimise(await render(output.html, output.width, output.height));
    await writeFile(new URL(output.file, publicDir), image);
    console.log(`${output.file}: ${output.width}x${output.height}, ${(image.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
