/**
 * Rules every runtime applies to its configuration: what counts as a loopback address or a value of
 * the local stack (never right in production), what a Supabase key's JWT says about itself, and how
 * rate-limit overrides are written. The site's build, the edge API, the Supabase functions, the local
 * stack and the deploy preflight all read their settings through these. Runtime-neutral.
 */
import { rateLimitDefaults, type RateLimitName } from './schemas/limits.ts';

const loopbackHosts = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\]|::1)$/i;

/** True for a URL that only works on the machine it was set on. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return loopbackHosts.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Every secret the local stack makes starts with one of these (its mail provider key has the
 * provider's `re_` form), so a production configuration can refuse it without the deployed code
 * knowing the value.
 */
const localSecretPrefixes = ['local-', 're_local_', 'sb_secret_local_', 'sb_publishable_local_'] as const;

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
