/**
 * Security headers and policies beyond the route table's pages (each of those is checked, headers
 * and CSP violations included, by its one load in site.spec.ts).
 */
import { expect, test } from '../helpers/test';
import { openHydrated } from '../helpers/browser';
import { expectSecurityHeaders, watchCspViolations } from '../helpers/security';
import { notFoundEntry, routeTable } from '../helpers/site';

test.describe('security headers of the static pages', () => {
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
    await page.goto('/');
    // The bootstrap names the entry it loads once the page is ready (in the prerendered HTML).
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
