/**
 * Talking to a running local stack (supabase/local) the way the browser and the tests do: REST and
 * functions through the gateway, email through the mail catcher's JSON API. Addresses and keys come
 * from LOCAL_GATEWAY_URL, LOCAL_MAIL_URL, LOCAL_ANON_KEY and LOCAL_SERVICE_ROLE_KEY (`npm test`
 * always sets them); without them the stack tests are skipped with a message saying so.
 */

export interface StackEnv {
  gatewayUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

const names = ['LOCAL_GATEWAY_URL', 'LOCAL_MAIL_URL', 'LOCAL_ANON_KEY', 'LOCAL_SERVICE_ROLE_KEY'] as const;

export function readStackEnv(): StackEnv | undefined {
  const values = names.map((name) => Deno.env.get(name));
  if (values.some((value) => !value)) {
    const missing = names.filter((_, index) => !values[index]).join(', ');
    console.warn(
      `Skipping the local-stack function tests: ${missing} not set. Start a stack (npx tsx supabase/local/cli.ts) and set them, or run npm test.`,
    );
    return undefined;
  }
  const [gatewayUrl, mailUrl, anonKey, serviceRoleKey] = values as string[];
  return {
    gatewayUrl: gatewayUrl.replace(/\/+$/, ''),
    mailUrl: mailUrl.replace(/\/+$/, ''),
    anonKey,
    serviceRoleKey,
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
  const auth = (key: string) => ({ apikey: env.anonKey, authorization: `Bearer ${key}` });
  return {
    /** Invokes a function through the gateway with the anon key, like supabase-js in the browser. */
    async invoke(name: string, body: unknown, key = env.anonKey, path = '') {
      const response = await fetch(`${env.gatewayUrl}/functions/v1/${name}${path}`, {
        method: 'POST',
        headers: { ...auth(key), 'content-type': 'application/json', origin: 'http://127.0.0.1:8788' },
        body: JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    /** Inserts a lead with the anon key, as the contact form does (no row asked back). */
    async insertLead(lead: Record<string, unknown>) {
      const response = await fetch(`${env.gatewayUrl}/rest/v1/leads`, {
        method: 'POST',
        headers: { ...auth(env.anonKey), 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ status: 'new', source: 'website', ...lead }),
      });
      await response.body?.cancel();
      if (response.status !== 201) throw new Error(`lead insert answered ${response.status}`);
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
    /** Makes the next `count` sends of the mail catcher fail with a 500. */
    async failNextSends(count: number) {
      const response = await fetch(`${env.mailUrl}/api/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count }),
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
