/**
 * The local stack's fixed JWT secret and keys: the well-known Supabase local demo values (they verify
 * against the demo secret), so the browser build, the functions and the tests agree on them without any
 * setup. Never used outside the local stack: production keys come from the environment.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const localKeys = {
  jwtSecret,
  /** { iss: "supabase-demo", role: "anon", exp: 1983812996 } */
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  /** { iss: "supabase-demo", role: "service_role", exp: 1983812996 } */
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
} as const;

/** Claims of a verified token; `role` decides the Postgres role a request runs as. */
export type JwtClaims = Record<string, unknown> & { role?: unknown; exp?: unknown };

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; error: string; expired?: boolean };

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Signs claims with HS256, for tests that need other roles (e.g. `authenticated`) or expired tokens. */
export function signJwt(claims: Record<string, unknown>, secret: string = jwtSecret): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

/** Verifies an HS256 token against the local secret and checks `exp` like PostgREST does. */
export function verifyJwt(token: string, secret: string = jwtSecret, now: number = Date.now()): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, error: 'Expected 3 parts in JWT; got ' + parts.length };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, error: 'Unsupported JWT algorithm' };
  }
  const expected = Buffer.from(sign(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signaturePart);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, error: 'JWT signature does not match' };
  }
  const claims = decodeJson(payloadPart);
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, error: 'JWT claims are not a JSON object' };
  }
  const { exp } = claims as JwtClaims;
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= now)) {
    return { ok: false, error: 'JWT expired', expired: true };
  }
  return { ok: true, claims: claims as JwtClaims };
}
