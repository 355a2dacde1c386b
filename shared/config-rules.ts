/**
 * Rules every runtime applies to its configuration: what counts as a loopback address or a value of
 * the local stack (never right in production), what a Supabase key's JWT says about itself, and how
 * rate-limit overrides are written. The site's build, the edge API, the Supabase functions, the local
 * stack and the deploy preflight all read their settings through these. Runtime-neutral.
 */
import { rateLimitDefaults, type RateLimitName } from './schemas/limits.ts';

const loopbackHosts = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|::1?)$/i;

/**
 * True for a URL that only works on the machine it was set on: localhost and its subdomains (with or
 * without the final dot of a fully qualified name), 127.0.0.0/8, 0.0.0.0, ::1 and :: (IPv6), and an
 * IPv4 loopback address written as IPv6 (`[::ffff:127.0.0.1]`, which URL parsing makes
 * `[::ffff:7f00:1]`).
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/.exec(host);
  if (mapped) return parseInt(mapped[1]!, 16) >> 8 === 127;
  const mappedDotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  if (mappedDotted) return loopbackHosts.test(mappedDotted[1]!);
  return loopbackHosts.test(host);
}

/**
 * What is wrong with `value` as a public web address (a link in an email, a page of the site, an
 * API): undefined when it is an https URL of a host on the internet. `javascript:`, `data:`, plain
 * http and loopback addresses are refused, each in words a person can act on.
 */
export function publicHttpsUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL`;
  }
  if (url.protocol !== 'https:') {
    return url.protocol === 'http:'
      ? `${value} is not https`
      : `${value} is a ${url.protocol} URL, not an https address`;
  }
  if (isLoopbackUrl(value)) return `${value} is a loopback address that only works on one machine`;
  return undefined;
}

/**
 * Every secret the local stack makes starts with one of these (its mail provider key has the
 * provider's `re_` form), so a production configuration can refuse it without the deployed code
 * knowing the value.
 */
const localSecretPrefixes = ['local-', 're_local_', 'sb_secret_local_', 'sb_publishable_local_'] as const;

/** How a Supabase secret key (the new kind, for servers) begins. */
export const secretKeyPrefix = 'sb_secret_';
/** How a Supabase publishable key (the new kind, for browsers) begins. */
export const publishableKeyPrefix = 'sb_publishable_';

/** The `iss` of the local stack's (and Supabase CLI's) demo JWT keys. */
const localJwtIssuer = 'supabase-demo';

/**
 * The secret the demo JWT keys are signed with: Supabase CLI's published value, which the local
 * stack uses too. It has no mark of its own, so it is refused by its value.
 */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The claims of a JWT, without checking its signature; undefined when it is not a JWT. */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** True for a secret or key of the local stack: a local prefix, a demo-issued JWT, or the demo JWT secret. */
export function isLocalStackValue(value: string): boolean {
  return (
    localSecretPrefixes.some((prefix) => value.startsWith(prefix)) ||
    jwtClaims(value)?.iss === localJwtIssuer ||
    value === localJwtSecret
  );
}

/**
 * Overrides of the named rate limits, written `name=value,name=value` (LOCAL_RATE_LIMITS of the
 * local stack, RATE_LIMIT_OVERRIDES of the edge API). Throws naming each pair that is not
 * `<limit name>=<whole number>`.
 */
export function parseRateLimitOverrides(text: string): Partial<Record<RateLimitName, number>> {
  const overrides: Partial<Record<RateLimitName, number>> = {};
  const wrong: string[] = [];
  for (const pair of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (!Object.hasOwn(rateLimitDefaults, name) || !/^\d+$/.test(value)) wrong.push(pair);
    else overrides[name as RateLimitName] = Number(value);
  }
  if (wrong.length) {
    throw new Error(wrong.map((pair) => `"${pair}" is not <limit name>=<whole number>`).join('; '));
  }
  return overrides;
}

/** The opposite of `parseRateLimitOverrides`. */
export function formatRateLimitOverrides(overrides: Partial<Record<RateLimitName, number>>): string {
  return Object.entries(overrides)
    .map(([name, value]) => `${name}=${value}`)
    .join(',');
}

/**
 * What is wrong with `value` as a Cloudflare Pages project's own address (`https://<name>.pages.dev`,
 * read on the project's page after its first deployment; Cloudflare adds a random suffix to a name
 * that is taken): undefined when it is one, with nothing after the host.
 */
export function pagesDevUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL`;
  }
  if (url.protocol !== 'https:' || !/^[a-z0-9][a-z0-9-]*\.pages\.dev$/.test(url.hostname))
    return `${value} is not a Pages project's address, https://<project>.pages.dev`;
  if (url.pathname !== '/' || url.search || url.hash || url.port || url.username)
    return `${value} has more than the origin; give https://${url.hostname} alone`;
  return undefined;
}
