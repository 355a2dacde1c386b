/**
 * The team's commands (`npm run privacy`, `npm run newsletter`) talk to a Supabase project with a
 * server key: the configured project when SUPABASE_URL and SUPABASE_SECRET_KEY (a secret key
 * `sb_secret_…`; SUPABASE_SERVICE_ROLE_KEY for the legacy service_role JWT) are set, the running local
 * stack (`npm start`) otherwise. They say which, before anything happens. The calls are the functions' own typed
 * supabase-js wrapper (supabase/functions/_shared/service-rpc.ts).
 */
import {
  createServiceRpc,
  StoreError,
  type RpcArgs,
  type RpcName,
  type RpcResult,
  type ServiceRpc,
} from '../supabase/functions/_shared/service-rpc.ts';
import { localKeys } from '../supabase/local/keys.ts';

export interface ServiceTarget {
  url: string;
  key: string;
  local: boolean;
}

export function serviceTarget(env: NodeJS.ProcessEnv = process.env): ServiceTarget {
  const url = env.SUPABASE_URL?.replace(/\/+$/, '');
  const key = env.SUPABASE_SECRET_KEY || env.SUPABASE_SERVICE_ROLE_KEY;
  if (url && key) return { url, key, local: false };
  if (url || key) {
    throw new Error(
      'Set both SUPABASE_URL and SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY), or neither (the local stack).',
    );
  }
  const port = env.LOCAL_GATEWAY_PORT ?? '54321';
  return { url: `http://127.0.0.1:${port}`, key: localKeys.serviceRoleKey, local: true };
}

const clients = new WeakMap<ServiceTarget, ServiceRpc>();

/**
 * Calls `public.<fn>(args)` of the target; throws an error whose message a person can act on (the
 * project does not answer, or what the database said).
 */
export async function callSql<Name extends RpcName>(
  target: ServiceTarget,
  fn: Name,
  args: RpcArgs<Name>,
): Promise<RpcResult<Name>> {
  let rpc = clients.get(target);
  if (!rpc) {
    rpc = createServiceRpc(target.url, target.key);
    clients.set(target, rpc);
  }
  try {
    return await rpc(fn, args);
  } catch (error) {
    if (error instanceof StoreError && error.status === 0) {
      throw new Error(
        target.local
          ? `The local stack does not answer at ${target.url}: start it with npm start.`
          : `${target.url} does not answer.`,
      );
    }
    throw error;
  }
}

export function describeTarget(target: ServiceTarget): string {
  return target.local ? `the local stack (${target.url})` : target.url;
}
