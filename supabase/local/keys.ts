/**
 * The local stack's fixed secrets and keys: the well-known Supabase local demo values (they verify
 * against the demo secret), so the gateway, the functions and the tests agree on them without any
 * setup, plus the secret the edge API proves itself with and the mail provider key. Never used outside the local stack:
 * production keys come from the environment, and the checks that refuse these values read their
 * marks (and the demo JWT secret) from `shared/config-rules.ts`. Signing and verifying is `hono/jwt` (HS256).
 */
import { sign, verify } from 'hono/jwt';
import { localJwtSecret as jwtSecret } from '../../shared/config-rules.ts';

export const localKeys = {
  jwtSecret,
  /** { iss: "supabase-demo", role: "anon", exp: 1983812996 } */
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  /** { iss: "supabase-demo", role: "service_role", exp: 1983812996 } */
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  /**
   * The stack's secret key, the new kind Supabase issues for servers (opaque, no claims): the gateway
   * runs a request that carries it as `service_role`, as Supabase's does. Local prefix, like the rest.
   */
  secretKey: 'sb_secret_local_emberwise_not_for_production',
  /** The stack's publishable key, the new kind for browsers: the gateway runs it as `anon`. */
  publishableKey: 'sb_publishable_local_emberwise',
  /**
   * EDGE_API_SECRET of the local stack: the edge API's proof that it is the edge API. Like every
   * secret of the stack it has a local prefix, so a production configuration refuses it.
   */
  edgeApiSecret: 'local-edge-api-secret-not-for-production-0123456789',
  /** NEWSLETTER_TEST_SECRET of the local stack: what a studio worker asks for a test send with. */
  newsletterTestSecret: 'local-newsletter-test-secret-not-for-production-0123',
  /** RESEND_API_KEY of the local stack: the provider's form, for the mail catcher; a real provider refuses it. */
  resendApiKey: 're_local_emberwise',
} as const;

/** Claims of a verified token; `role` decides the Postgres role a request runs as. */
export type JwtClaims = Record<string, unknown> & { role?: unknown; exp?: unknown };

type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; error: string; expired?: boolean };

/** Signs claims with HS256, for tests that need other roles (e.g. `authenticated`) or expired tokens. */
export function signJwt(claims: Record<string, unknown>, secret: string = jwtSecret): Promise<string> {
  return sign(claims, secret, 'HS256');
}

/** Verifies an HS256 token against the local secret and checks `exp` like PostgREST does. */
export async function verifyJwt(token: string, secret: string = jwtSecret): Promise<JwtResult> {
  try {
    const claims = (await verify(token, secret, 'HS256')) as JwtClaims;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
      return { ok: false, error: 'JWT claims are not a JSON object' };
    }
    return { ok: true, claims };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'JwtTokenExpired') return { ok: false, error: 'JWT expired', expired: true };
    if (name === 'JwtTokenSignatureMismatched') return { ok: false, error: 'JWT signature does not match' };
    if (name === 'JwtAlgorithmMismatch' || name === 'JwtHeaderInvalid') {
      return { ok: false, error: 'Unsupported JWT algorithm' };
    }
    return { ok: false, error: 'JWT could not be decoded' };
  }
}
