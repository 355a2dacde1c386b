/**
 * The one way anything of ours calls the database: supabase-js's `.rpc()` with a service key, typed
 * by the generated `Database` (database.gen.ts). The functions (Deno, `npm:` specifier of deno.json)
 * and the team's commands in scripts/ (Node) both build their calls here. The key is either kind
 * Supabase issues for servers: a secret key (`sb_secret_…`) or the legacy `service_role` JWT;
 * supabase-js sends it as `apikey` and as the bearer token, and Supabase's gateway turns a secret key
 * into the service role. The rules live in the SQL functions; this only carries the calls and turns
 * a refusal into an error a caller can tell apart.
 */
import { createClient } from '@supabase/supabase-js';
import type { LimitedForm } from '../../../shared/schemas/limits.ts';
import { rateLimitErrorCode } from '../../../shared/schemas/messages.ts';
import type { Database } from './database.gen.ts';

type Functions = Database['public']['Functions'];
/** A SQL function of schema `public` the API exposes. */
export type RpcName = keyof Functions;
export type RpcArgs<Name extends RpcName> = Functions[Name]['Args'];
export type RpcResult<Name extends RpcName> = Functions[Name]['Returns'];

/** Calls `public.<fn>(args)` and resolves with its result; throws `StoreError` or `RateLimitedError`. */
export type ServiceRpc = <Name extends RpcName>(fn: Name, args: RpcArgs<Name>) => Promise<RpcResult<Name>>;

/** A failed database call; `message` is for the logs and the team, never for a visitor. */
export class StoreError extends Error {
  constructor(
    operation: string,
    /** The HTTP status; 0 when the project did not answer at all. */
    readonly status: number,
    detail: { code?: string; message?: string } | null,
  ) {
    super(`${operation} failed (${status}): ${detail?.code ?? ''} ${detail?.message ?? 'no detail'}`.trim());
    this.name = 'StoreError';
  }
}

/** The client reached an hourly limit for this form (the database answered 429). */
export class RateLimitedError extends Error {
  constructor(readonly form: LimitedForm) {
    super(`${form}: rate limited`);
    this.name = 'RateLimitedError';
  }
}

interface ServiceRpcOptions {
  /** The fetch supabase-js uses (tests pass a recording one). */
  fetch?: typeof fetch;
}

/**
 * supabase-js builds a Realtime client up front and wants a WebSocket class for it, which Node 20 does
 * not have without a flag. No service call opens a socket; this one says so if anything ever tries.
 */
class NoRealtime {
  constructor() {
    throw new Error('The service calls do not use Supabase Realtime.');
  }
}

type UntypedRpc = (
  fn: string,
  args: object,
) => PromiseLike<{ data: unknown; error: { code?: string; message?: string } | null; status: number }>;

/** The typed calls of one Supabase project, made with `key` (a secret key or the legacy service_role JWT). */
export function createServiceRpc(url: string, key: string, options: ServiceRpcOptions = {}): ServiceRpc {
  const client = createClient<Database>(url, key, {
    // A server holds no user session: nothing to store, refresh or read from a URL.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
  });
  // supabase-js's own overloads resolve a function from its arguments at the type level; the signature
  // of ServiceRpc says the same from database.gen.ts in one line.
  const rpc = client.rpc.bind(client) as unknown as UntypedRpc;
  return async (fn, args) => {
    const { data, error, status } = await rpc(fn, args);
    if (error) {
      if (status === 429 && error.code === rateLimitErrorCode) {
        throw new RateLimitedError(error.message as LimitedForm);
      }
      throw new StoreError(fn, status, error);
    }
    return data as RpcResult<typeof fn>;
  };
}
