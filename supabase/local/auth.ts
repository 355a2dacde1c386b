/**
 * Who a gateway request runs as, decided like Supabase's API gateway + PostgREST: the `apikey` header
 * (or query parameter) must be a valid project key, the JWT is `Authorization: Bearer` or else the apikey,
 * and its `role` claim picks the Postgres role. A key of the new kind (`sb_secret_…` runs as
 * `service_role`, `sb_publishable_…` as `anon`) has no claims: the gateway gives the request that role,
 * and supabase-js, which sends the key as the bearer token too, is let through on the key alone. Only the three API roles are allowed: the gateway runs as
 * superuser, so a token claiming `postgres` must not get further than it would in production.
 */
import { localKeys, verifyJwt, type JwtClaims } from './keys.ts';
import { RestError, restError } from './rest/errors.ts';

const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof apiRoles)[number];

export interface RequestIdentity {
  role: ApiRole;
  claims: JwtClaims;
  /** PostgREST answers permission errors with 401 for the anonymous role, 403 otherwise. */
  anonymous: boolean;
}

type IdentifyResult = { ok: true; identity: RequestIdentity } | { ok: false; error: RestError };

function unauthorized(
  code: string,
  message: string,
  details: string | null,
  hint: string | null = null,
): IdentifyResult {
  const error = restError(401, code, message, details, hint);
  const challenge = `Bearer error="invalid_token", error_description="${message}"`;
  return { ok: false, error: new RestError(error.status, error.body, { 'WWW-Authenticate': challenge }) };
}

/** The token of an `Authorization: Bearer <token>` header; '' when the header has another shape. */
export function bearerToken(headers: Headers): string | undefined {
  const header = headers.get('authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/** The stack's keys of the new kind and the role each runs as. */
const newKeyRoles = new Map<string, ApiRole>([
  [localKeys.secretKey, 'service_role'],
  [localKeys.publishableKey, 'anon'],
]);

export async function identifyRequest(headers: Headers, url: URL): Promise<IdentifyResult> {
  const apikey = headers.get('apikey') ?? url.searchParams.get('apikey') ?? undefined;
  // Supabase's gateway wants the project key even when a user token comes in Authorization.
  if (apikey === undefined) {
    return unauthorized(
      'PGRST302',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  const keyRole = newKeyRoles.get(apikey);
  if (keyRole === undefined && !(await verifyJwt(apikey)).ok) {
    return unauthorized(
      'PGRST301',
      'Invalid API key',
      null,
      'Double check your Supabase `anon` or `service_role` API key.',
    );
  }
  const token = bearerToken(headers) ?? apikey;
  if (keyRole !== undefined && token === apikey) {
    return {
      ok: true,
      identity: { role: keyRole, claims: { role: keyRole }, anonymous: keyRole === 'anon' },
    };
  }
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    return verified.expired
      ? unauthorized('PGRST303', 'JWT expired', null)
      : unauthorized('PGRST301', 'Invalid JWT', verified.error);
  }
  const claimed = verified.claims.role ?? 'anon';
  if (typeof claimed !== 'string' || !(apiRoles as readonly string[]).includes(claimed)) {
    return {
      ok: false,
      error: restError(403, '42501', `permission denied to set role "${String(claimed)}"`),
    };
  }
  const role = claimed as ApiRole;
  return { ok: true, identity: { role, claims: verified.claims, anonymous: role === 'anon' } };
}
