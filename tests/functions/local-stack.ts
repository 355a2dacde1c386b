/**
 * Talking to a running local stack (supabase/local) the way the edge API and the tests do: the
 * functions through the gateway with the edge API's secret, rows with the service role, email through
 * the mail catcher's JSON API. Addresses and keys come from LOCAL_GATEWAY_URL, LOCAL_MAIL_URL,
 * LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY and LOCAL_EDGE_API_SECRET (`npm test` always sets them);
 * without them the stack tests are skipped with a message saying so.
 */
import { edgeSecretHeader } from '../../shared/edge-protocol.ts';

export interface StackEnv {
  gatewayUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  edgeApiSecret: string;
}

const names = [
  'LOCAL_GATEWAY_URL',
  'LOCAL_MAIL_URL',
  'LOCAL_ANON_KEY',
  'LOCAL_SERVICE_ROLE_KEY',
  'LOCAL_EDGE_API_SECRET',
] as const;

export function readStackEnv(): StackEnv | undefined {
  const values = names.map((name) => Deno.env.get(name));
  if (values.some((value) => !value)) {
    const missing = names.filter((_, index) => !values[index]).join(', ');
    console.warn(
      `Skipping the local-stack function tests: ${missing} not set. Start a stack (npx tsx supabase/local/cli.ts) and set them, or run npm test.`,
    );
    return undefined;
  }
  const [gatewayUrl, mailUrl, anonKey, serviceRoleKey, edgeApiSecret] = values as string[];
  return {
    gatewayUrl: gatewayUrl.replace(/\/+$/, ''),
    mailUrl: mailUrl.replace(/\/+$/, ''),
    anonKey,
    serviceRoleKey,
    edgeApiSecret,
  };
}

export interface CaughtEmail {
  id: string;
  from: string;
  to: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
}

export function stackClient(env: StackEnv) {
  const auth = (key: string) => ({ apikey: key, authorization: `Bearer ${key}` });
  return {
    /** Calls a function as the edge API does: its secret, the visitor's address and the form. */
    async call(
      name: string,
      form: unknown,
      options: { route?: string; clientAddress?: string; secret?: string } = {},
    ) {
      const { route = '', clientAddress = '198.51.100.50', secret = env.edgeApiSecret } = options;
      const response = await fetch(`${env.gatewayUrl}/functions/v1/${name}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [edgeSecretHeader]: secret },
        body: JSON.stringify({ client_address: clientAddress, form }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    /** Calls a function's scheduled route with a bearer token (the service-role key by default). */
    async resendPending(name: string, key = env.serviceRoleKey) {
      const response = await fetch(`${env.gatewayUrl}/functions/v1/${name}/resend-pending`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: response.status, body: await response.json() };
    },
    /** Runs a SQL function with the service role (what only the server may do). */
    async rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
      const response = await fetch(`${env.gatewayUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { ...auth(env.serviceRoleKey), 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
      if (!response.ok) throw new Error(`rpc ${fn} answered ${response.status}: ${await response.text()}`);
      const text = await response.text();
      return (text ? JSON.parse(text) : null) as T;
    },
    /** Reads rows with the service role (what only the server may do). */
    async select<T>(table: string, query: string): Promise<T[]> {
      const response = await fetch(`${env.gatewayUrl}/rest/v1/${table}?${query}`, {
        headers: auth(env.serviceRoleKey),
      });
      if (!response.ok)
        throw new Error(`select ${table} answered ${response.status}: ${await response.text()}`);
      return await response.json();
    },
    async emails(to?: string): Promise<CaughtEmail[]> {
      const response = await fetch(`${env.mailUrl}/api/emails${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      const body = await response.json();
      return body.emails;
    },
    /**
     * Makes the next `count` sends to `to` or answering to it (the team's notification of its lead)
     * fail with a 500. Scoped to the address: the other suites share the stack and send at the same
     * time, and must not use the failures up.
     */
    async failNextSends(count: number, to: string) {
      const response = await fetch(`${env.mailUrl}/api/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count, to }),
      });
      await response.body?.cancel();
    },
  };
}

export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Retries `check` until it passes or `timeoutMs` is over (for what the schedule does by itself). */
export async function eventually(check: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
