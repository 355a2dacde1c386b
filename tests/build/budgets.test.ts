/**
 * First-load JavaScript of every page, from the build itself: the app's entry and the page's own
 * modules that the bootstrap starts, with everything they import, gzip -9. Deterministic, so a test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { coreCodePoints } from '../../site/scripts/font-subset';
import { repoRoot } from '../../scripts/process';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { compileHint } from '../../site/scripts/vite-plugins/compile-hints';
import { distDir } from '../helpers/browser';
import { notFoundEntry, routeTable } from '../helpers/site';

/** The goal for every page (the end-to-end test in site.spec.ts keeps the hard 125 KB line). */
const FIRST_LOAD_GOAL = 110 * 1024;

interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's (`react`, `router`...) or its first module's. */
  name?: string;
  imports?: string[];
}

test('every page loads at most 110 KB gzip of JavaScript on a first visit', () => {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(repoRoot, '.ssr/client-manifest.json'), 'utf8'),
  );
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const withImports = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) withImports(manifest[key]!.file, seen);
    return seen;
  };
  const sizes: string[] = [];
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    const script = /data-entry="([^"]+)" data-page-modules="([^"]*)"/.exec(html);
    expect(script, file).not.toBeNull();
    const files = new Set<string>();
    for (const url of [script![1]!, ...script![2]!.split(' ').filter(Boolean)]) {
      for (const dependency of withImports(url.slice(1))) files.add(dependency);
    }
    const bytes = [...files].reduce(
      (total, dependency) => total + gzipSync(readFileSync(join(distDir, dependency)), { level: 9 }).length,
      0,
    );
    if (bytes > FIRST_LOAD_GOAL) sizes.push(`${entry.path}: ${(bytes / 1024).toFixed(1)} KB`);
  }
  expect(sizes).toEqual([]);
});

test('every page runs React, React DOM, its set-up and the router as separate steps before the entry, each after what it imports', () => {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(repoRoot, '.ssr/client-manifest.json'), 'utf8'),
  );
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    const scriptEntry = /data-entry="([^"]+)"/.exec(html)![1]!;
    const first = /data-modules-first="([^"]*)"/.exec(html)![1]!.split(' ');
    // React DOM's set-up (12-17 ms at 1x) is a step of its own, not part of the entry's evaluation.
    expect(
      first
        .map((url) => byFile.get(url)?.name)
        .filter((name) => /^(react|react-dom|react-dom-client|router)$/.test(name ?? '')),
      file,
    ).toEqual(['react', 'react-dom', 'react-dom-client', 'router']);
    expect(first, file).not.toContain(scriptEntry);
    first.forEach((url, at) => {
      for (const key of byFile.get(url)?.imports ?? []) {
        const dependency = `/${manifest[key]!.file}`;
        expect(dependency, `${file}: ${url} imports the entry`).not.toBe(scriptEntry);
        expect(first.indexOf(dependency), `${file}: ${url} runs before ${dependency}`).toBeGreaterThanOrEqual(
          0,
        );
        expect(first.indexOf(dependency), `${file}: ${url} runs before ${dependency}`).toBeLessThan(at);
      }
    });
  }
});

test('every script the site ships is compiled while it loads, off the main thread: the compile hint opens it', () => {
  // Without it the browser compiles a function the first time it is called, on the main thread: the
  // first click on a link compiled about fifty (the navigator, React's update paths, the new page).
  const scripts = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const without = scripts.filter(
    (file) => !readFileSync(join(distDir, 'assets', file), 'utf8').startsWith(`${compileHint}\n`),
  );
  expect(without).toEqual([]);
});

test('no page asks for a script before it has painted: no module script or modulepreload in the HTML', () => {
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    expect(html, file).not.toMatch(/<script[^>]+src=/);
    expect(html, file).not.toMatch(/<link[^>]+modulepreload/);
    expect(html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g), file).toHaveLength(1);
  }
});

test('every page preloads the text face subset, and every character it shows is in it', () => {
  const core = new Set(coreCodePoints);
  // The ranges of the package's own faces: a character in one of them and not in the subset would
  // make the browser download a full face (27 KB for Latin) after the first paint.
  const packageCss = readFileSync(
    join(repoRoot, 'node_modules/@fontsource-variable/plus-jakarta-sans/index.css'),
    'utf8',
  );
  const packageRanges = [...packageCss.matchAll(/unicode-range:\s*([^;]+);/g)].flatMap((match) =>
    match[1]!.split(',').map((part) => {
      const [from, to] = part.trim().replace('U+', '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
    }),
  );
  const inPackageFace = (codePoint: number) =>
    packageRanges.some(([from, to]) => codePoint >= from && codePoint <= to);
  const outside: string[] = [];
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    expect(html, file).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/plus-jakarta-sans-core-[\w-]+\.woff2"/,
    );
    const body = html.slice(html.indexOf('<body'));
    const shown = [
      body.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ''),
      ...[...body.matchAll(/\splaceholder="([^"]*)"/g)].map((match) => match[1]!),
    ].join('');
    const text = shown.replace(
      /&(amp|lt|gt|quot|#x27|#39|nbsp);/g,
      (_, name: string) =>
        ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' })[name]!,
    );
    for (const character of new Set(text)) {
      const codePoint = character.codePointAt(0)!;
      if (codePoint < 0x20 || core.has(codePoint) || !inPackageFace(codePoint)) continue;
      outside.push(`${entry.path}: "${character}" U+${codePoint.toString(16).toUpperCase()}`);
    }
  }
  // Add what is listed here to `coreCodePoints` in site/scripts/font-subset.ts and run `npm run fonts`.
  expect(outside).toEqual([]);
});

test('what the first paint waits for (the head, the inline bootstrap and the first screen) arrives in the first round trip of a new connection, however long the page is', () => {
  // A new TCP connection sends 10 segments (14.6 KB) in its first round trip. The browser paints the
  // first screen as soon as it has the head (stylesheet and font named there) and the markup up to
  // the end of the block that holds the page's heading; what follows (an article's body, however
  // long the team writes it) streams in behind it. The inline bootstrap sits at the end of the body
  // but is counted too: it is the price of every page. Response headers are given 600 bytes.
  const firstWindow = 14_600;
  const headers = 600;
  const over: string[] = [];
  const withBody: string[] = [];
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    const heading = html.indexOf('</h1>');
    expect(heading, `${file}: its heading`).toBeGreaterThan(0);
    const ends = ['</section>', '</header>'].map((tag) => html.indexOf(tag, heading)).filter((at) => at > 0);
    const firstScreen = html.slice(0, Math.min(...ends, html.length));
    // The team's text (an article's or a policy's body) is never part of the first screen.
    if (/class="prose[ "]/.test(firstScreen)) withBody.push(entry.path);
    const bootstrap = /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
    const bytes =
      gzipSync(firstScreen, { level: 9 }).length + gzipSync(bootstrap, { level: 9 }).length + headers;
    if (bytes > firstWindow) over.push(`${entry.path}: ${bytes} B`);
  }
  expect(over).toEqual([]);
  expect(withBody).toEqual([]);
});

test('nothing the site ships can reach the database: no Supabase client, address, REST path or key in dist/', () => {
  const text = /\.(js|html|json|xml|txt)$|^_headers$|^_redirects$/;
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    text.test(file.split('/').pop()!),
  );
  expect(files.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const file of files) {
    const content = readFileSync(join(distDir, file), 'utf8');
    for (const pattern of [
      /@supabase\//,
      /supabase\.co/,
      /\/rest\/v1\//,
      /\/functions\/v1\//,
      /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\./,
    ])
      if (pattern.test(content)) found.push(`${file}: ${pattern}`);
  }
  expect(found).toEqual([]);
});
