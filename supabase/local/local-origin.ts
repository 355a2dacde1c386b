/**
 * Local servers answer only their own origin. A server bound to 127.0.0.1 is still reachable from a
 * web page through DNS rebinding: the attacker's name resolves to 127.0.0.1, and the browser sends
 * `Host: attacker.example:<port>` with a matching `Origin`. So every local server (the studio, the
 * gateway, the mail catcher, the site as `npm start` and the tests serve it) refuses a request whose
 * `Host` is not `127.0.0.1:<port>` or `localhost:<port>` (421), and one whose `Origin`, when sent,
 * is not the origin it was asked for (403): a page of another local server or site may not call it.
 */

/** Why a request is refused, in plain words, or `undefined` when it comes from this server's origin. */
export function foreignRequest(
  host: string | null | undefined,
  origin: string | null | undefined,
  port: number,
): { status: 421 | 403; message: string } | undefined {
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!host || !own.includes(host.toLowerCase())) {
    return {
      status: 421,
      message: `This local server answers only at http://127.0.0.1:${port} (the request was addressed to ${host || 'no host'}).`,
    };
  }
  if (origin !== null && origin !== undefined && origin.toLowerCase() !== `http://${host.toLowerCase()}`) {
    return {
      status: 403,
      message: `This local server answers only pages of its own origin, http://${host} (the request came from ${origin}).`,
    };
  }
  return undefined;
}

/**
 * A fetch handler that refuses foreign requests before `fetch` sees them; `port()` is the port it
 * listens on. What the server passes besides the request (the socket, for the caller's address) goes on.
 */
export function ownOriginOnly<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
  port: () => number,
): (request: Request, ...rest: Rest) => Response | Promise<Response> {
  return (request, ...rest) => {
    const refused = foreignRequest(request.headers.get('host'), request.headers.get('origin'), port());
    if (!refused) return fetch(request, ...rest);
    return new Response(`${refused.message}\n`, {
      status: refused.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
