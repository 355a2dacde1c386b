import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

/** First-load JavaScript budget of any page, in bytes of gzip (docs/architecture.md, "Budgets"): the hard line; the goal is 110 KB. */
export const FIRST_LOAD_JS_BUDGET = 125 * 1024;

/** Collects console errors and warnings (React reports hydration mismatches there) and page errors. */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Records every script the page requests; `gzipBytes()` sums their gzip size from dist/, leaving out
 * the paths in `except`.
 */
export function watchScripts(page: Page) {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(new URL(request.url()).pathname);
  });
  return {
    urls,
    gzipBytes: (except: ReadonlySet<string> = new Set()) =>
      [...urls]
        .filter((path) => !except.has(path))
        .reduce((total, path) => total + gzipSync(readFileSync(`${distDir}${path}`), { level: 9 }).length, 0),
  };
}

/** axe-core with the WCAG 2.2 AA rule set; returns violations as readable strings. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only the violations come back whole: axe's passes list every node it checked (about 0.5 MB for
  // an article), and collecting them took a quarter of each run.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Opens a page and waits until the app is ready on it (hydrated). Like a visitor who prefers reduced
 * motion unless `motion` is set, so reveals do not hide anything from the checks.
 */
export async function openHydrated(page: Page, path: string, { motion = false } = {}) {
  await page.emulateMedia({ reducedMotion: motion ? 'no-preference' : 'reduce' });
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
