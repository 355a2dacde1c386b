import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, renderHeadersFile } from '../../site/scripts/headers';
import { apiContentSecurityPolicy, siteContentSecurityPolicy } from '../../shared/security-headers';

const env = {
  VITE_BOOKING_URL: 'https://cal.com/emberwise/roi-call',
  VITE_VIDEO_ORIGIN: 'https://www.youtube-nocookie.com',
};

/** `_headers` as { path: { header: value } }. */
function parseHeadersFile(text: string) {
  const rules: Record<string, Record<string, string>> = {};
  let current = '';
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) rules[(current = line.trim())] = {};
    else {
      const [name, ...value] = line.trim().split(': ');
      rules[current]![name!] = value.join(': ');
    }
  }
  return rules;
}

function directives(csp: string) {
  return Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

describe('the static pages content security policy', () => {
  const csp = directives(
    siteContentSecurityPolicy({
      bookingUrl: env.VITE_BOOKING_URL,
      videoOrigin: env.VITE_VIDEO_ORIGIN,
    }),
  );

  it('allows only the site itself by default and never inline or eval script', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('connects to the site itself only: every form posts to the edge API', () => {
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('frames only the booking scheduler and the video host, and is framed by nobody', () => {
    expect(csp['frame-src']).toEqual(['https://cal.com', 'https://www.youtube-nocookie.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('locks down objects, base URLs, form targets, images and fonts', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets the API answer nothing but data', () => {
    expect(apiContentSecurityPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('_headers', () => {
  const rules = parseHeadersFile(renderHeadersFile({ env }));

  it('sends the security headers on every path', () => {
    const all = rules['/*']!;
    expect(all['Content-Security-Policy']).toBe(
      siteContentSecurityPolicy({
        bookingUrl: env.VITE_BOOKING_URL,
        videoOrigin: env.VITE_VIDEO_ORIGIN,
      }),
    );
    expect(all['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(all['X-Frame-Options']).toBe('DENY');
  });

  it('caches the content-hashed assets for a year', () => {
    expect(rules['/assets/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('adds the hashes of inline scripts to script-src, once each', () => {
    const hash = "'sha256-abc='";
    const csp = parseHeadersFile(renderHeadersFile({ env, scriptHashes: [hash, hash] }))['/*']![
      'Content-Security-Policy'
    ]!;
    expect(directives(csp)['script-src']).toEqual(["'self'", hash]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts and skips external scripts and JSON-LD data blocks', () => {
    const code = 'window.x = 1;';
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script>${code}</script>`,
    ].join('');
    const expected = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><head><script src="/a.js"></script></head></html>')).toEqual([]);
  });
});
