/**
 * First-load JavaScript of every page, from the build itself: the app's entry and the page's own
 * modules that the bootstrap starts, with everything they import, gzip -9. Deterministic, so a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../site/scripts/process';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { distDir } from '../helpers/browser';
import { notFoundEntry, routeTable } from '../helpers/site';

/** The goal for every page (the end-to-end test in site.spec.ts keeps the hard 125 KB line). */
const FIRST_LOAD_GOAL = 110 * 1024;

interface ManifestChunk {
  file: string;
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

test('every page runs React and the router as separate steps before the entry, each after what it imports', () => {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(repoRoot, '.ssr/client-manifest.json'), 'utf8'),
  );
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    const scriptEntry = /data-entry="([^"]+)"/.exec(html)![1]!;
    const first = /data-modules-first="([^"]*)"/.exec(html)![1]!.split(' ');
    expect(
      first.filter((url) => /\/assets\/(react|router)-[\w-]+\.js$/.test(url)),
      file,
    ).toHaveLength(2);
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

test('no page asks for a script before it has painted: no module script or modulepreload in the HTML', () => {
  for (const entry of [...routeTable, notFoundEntry]) {
    const file = entry.path === '*' ? '404.html' : htmlFileForPath(entry.path);
    const html = readFileSync(join(distDir, file), 'utf8');
    expect(html, file).not.toMatch(/<script[^>]+src=/);
    expect(html, file).not.toMatch(/<link[^>]+modulepreload/);
    expect(html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g), file).toHaveLength(1);
  }
});
