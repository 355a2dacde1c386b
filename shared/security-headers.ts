/**
 * The security headers of the site, one configuration for both places that answer requests: the
 * static pages (`dist/_headers`, written by `headers.ts`) and the edge API (the Hono app in
 * `functions/`, which `_headers` does not cover). Pure data and string building, no Node APIs.
 */

/** Headers every response carries, static or API. */
export const sharedSecurityHeaders = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Autoplay and fullscreen stay allowed: click-to-load video players need them. No interest-cohort:
  // no browser knows FLoC any more (browsing-topics replaced it), and every page paid for its bytes.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
} as const;

/** Origins the static pages may talk to, from the build configuration. */
interface CspSources {
  /** Booking scheduler page, loaded in a frame on request. */
  bookingUrl: string;
  /** Video host of embedded players, loaded on request. */
  videoOrigin: string;
  /** `'sha256-...'` sources for inline scripts the prerender emits. */
  scriptHashes?: readonly string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Content-Security-Policy of the static pages: same origin only, plus the configured third parties
 * in frames. The pages talk to nothing but their own origin: every form posts to the edge API.
 */
export function siteContentSecurityPolicy(sources: CspSources): string {
  const frames = [...new Set([originOf(sources.bookingUrl), originOf(sources.videoOrigin)])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(sources.scriptHashes ?? [])]],
    // React writes style attributes (transition delays, sizes); they cannot carry script.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', frames],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Content-Security-Policy of API answers (JSON and redirects): nothing may load or frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Content-Security-Policy of a form's page the API sends back with what was typed (no JavaScript):
 * the site's styles, images and fonts, no script at all, and the form may post only here.
 */
export const formPageContentSecurityPolicy =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'self'; base-uri 'self'; frame-ancestors 'none'";
