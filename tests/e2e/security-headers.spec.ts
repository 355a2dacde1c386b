import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from '../helpers/browser';
import { notFoundEntry, routeTable } from '../helpers/site';

/** Headers every static response must carry (generated into dist/_headers at build). */
const requiredHeaders: Record<string, RegExp> = {
  'content-security-policy': /^default-src 'self'; script-src 'self'(?: 'sha256-[^']+')*; /,
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
};

function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  for (const [name, pattern] of Object.entries(requiredHeaders)) {
    expect(headers[name], `${label}: ${name}`).toMatch(pattern);
  }
  const csp = headers['content-security-policy']!;
  expect(csp, label).not.toContain('unsafe-eval');
  expect(
    csp.split('; ').find((directive) => directive.startsWith('script-src')),
    label,
  ).not.toContain('unsafe-inline');
  for (const directive of [
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp, label).toContain(directive);
  }
}

/** Collects CSP violations (DOM events and Chromium's console reports) from the first byte on. */
async function watchCspViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test.describe('security headers of the static pages', () => {
  for (const entry of routeTable) {
    test(`${entry.path} carries the security headers and runs without a CSP violation`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      const response = await openHydrated(page, entry.path);
      await page.waitForLoadState('networkidle');
      expect(response?.status()).toBe(200);
      expectSecurityHeaders(await response!.allHeaders(), entry.path);
      // Interaction loads more (lazy chunks, focus-triggered imports): give them a moment to run.
      await page.mouse.move(200, 200);
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the not-found page carries them too, without a CSP violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const response = await openHydrated(page, '/no-such-page-here');
    await page.waitForLoadState('networkidle');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(notFoundEntry.title));
    expectSecurityHeaders(await response!.allHeaders(), '404');
    expect(violations).toEqual([]);
  });

  test('hashed assets are cached for a year, immutable', async ({ page, request }) => {
    await openHydrated(page, '/');
    // The bootstrap names the entry it loads once the page is ready.
    const script = await page.locator('script[data-entry]').getAttribute('data-entry');
    const response = await request.get(script!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the API answers with its own strict policy', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await response.json()).toMatchObject({ ok: true });
  });
});

test.describe('the content studio', () => {
  test('/keystatic has its own policy instead of the public one, and is noindex', async ({ request }) => {
    for (const path of ['/keystatic', '/keystatic/collection/posts']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'content-security-policy');
      expect(policies, path).toHaveLength(1);
      expect(policies[0]!.value, path).toContain("connect-src 'self'");
      expect(policies[0]!.value, path).not.toContain('sha256-');
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  test('no public page loads studio code, and the sitemap leaves the studio out', async ({ request }) => {
    for (const entry of [...routeTable, { ...notFoundEntry, path: '/no-such-page' }]) {
      const html = await (await request.get(entry.path)).text();
      expect(html, entry.path).not.toMatch(/keystatic|assets\/studio\//i);
    }
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('keystatic');
  });
});
