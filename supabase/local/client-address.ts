/**
 * The caller's address as hosted Supabase passes it on: Cloudflare, in front of the API, sets
 * `CF-Connecting-IP` to the address that connected and overwrites whatever the caller sent. The local
 * gateway does the same with the socket's address, so a request meets the same headers here (in the
 * database's `request.headers` and in the function's request). The rate limits do not read it: they
 * count the `client_address` the edge API passes in its calls.
 */
import type { Context } from 'hono';

const clientAddressHeader = 'cf-connecting-ip';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The socket address of the request (IPv4-mapped IPv6 shown as IPv4). */
function socketAddress(c: Context): string {
  const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** The request's headers as the platform forwards them: the caller's own client address replaced. */
export function forwardedHeaders(c: Context): Record<string, string> {
  return { ...c.req.header(), [clientAddressHeader]: socketAddress(c) };
}
