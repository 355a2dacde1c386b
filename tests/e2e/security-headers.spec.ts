import { expect, test, type Page } from '@playwright/test';
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
      const response = await page.goto(entry.path, { waitUntil: 'networkidle' });
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
    const response = await page.goto('/no-such-page-here', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(notFoundEntry.title));
    expectSecurityHeaders(await response!.allHeaders(), '404');
    expect(violations).toEqual([]);
  });

  test('hashed assets are cached for a year, immutable', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
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
