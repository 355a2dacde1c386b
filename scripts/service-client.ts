/**
 * The team's commands (`npm run privacy`, `npm run newsletter`) talk to a Supabase project with the
 * service-role key: the configured one when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, the
 * running local stack (`npm start`) otherwise. They say which, before anything happens.
 */
import { localKeys } from '../supabase/local/keys.ts';

export interface ServiceTarget {
  url: string;
  key: string;
  local: boolean;
}

export function serviceTarget(env: NodeJS.ProcessEnv = process.env): ServiceTarget {
  const url = env.SUPABASE_URL?.replace(/\/+$/, '');
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (url && key) return { url, key, local: false };
  if (url || key)
    throw new Error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or neither (the local stack).');
  const port = env.LOCAL_GATEWAY_PORT ?? '54321';
  return { url: `http://127.0.0.1:${port}`, key: localKeys.serviceRoleKey, local: true };
}

/** Calls `public.<fn>(args)` with the service role; throws with the database's message. */
export async function callSql<T>(
  target: ServiceTarget,
  fn: string,
  args: Record<string, unknown>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${target.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: target.key,
        authorization: `Bearer ${target.key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
  } catch {
    throw new Error(
      target.local
        ? `The local stack does not answer at ${target.url}: start it with npm start.`
        : `${target.url} does not answer.`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    const detail = (() => {
      try {
        return (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        return text;
      }
    })();
    throw new Error(`${fn} failed (${response.status}): ${detail}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}

export function describeTarget(target: ServiceTarget): string {
  return target.local ? `the local stack (${target.url})` : target.url;
}
