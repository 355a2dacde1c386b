/**
 * What every static page must show of its security: the response headers generated into
 * dist/_headers at build, and a page that runs without breaking its own Content Security Policy.
 */
import { expect, type Page } from '@playwright/test';

/** Headers every static response must carry (generated into dist/_headers at build). */
const requiredHeaders: Record<string, RegExp> = {
  'content-security-policy': /^default-src 'self'; script-src 'self'(?: 'sha256-[^']+')*; /,
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
};

export function expectSecurityHeaders(headers: Record<string, string>, label: string) {
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
export async function watchCspViolations(page: Page) {
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
