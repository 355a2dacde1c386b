/**
 * The port in front of `wrangler pages dev` (scripts/site-server.ts) under `npm start` and the e2e
 * suite: a page request that meets a kept-alive connection the server behind it has just closed is
 * sent again, instead of the visitor getting a 502 for a race of the two ends.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/process';
import { startOwnOriginProxy } from '../../scripts/site-server';

let upstream: Server;
let proxy: Server;
let origin: string;
const requestsOn = new WeakMap<Socket, number>();
let opened = 0;

beforeAll(async () => {
  // Answers the first request of each connection, and closes a connection when a second one comes
  // on it, as a server does with a connection it has just timed out.
  upstream = createServer((request, response) => {
    const count = (requestsOn.get(request.socket) ?? 0) + 1;
    requestsOn.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(`${request.method} ${request.url}`);
  });
  upstream.on('connection', () => opened++);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  proxy = await startOwnOriginProxy(port, (upstream.address() as { port: number }).port);
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  proxy.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

it('sends a page request again on a new connection when the kept-alive one was just closed', async () => {
  const first = await fetch(`${origin}/`);
  expect([first.status, await first.text()]).toEqual([200, 'GET /']);
  // The proxy keeps that connection alive and reuses it: the upstream closes it on this request.
  const second = await fetch(`${origin}/cases`);
  expect([second.status, await second.text()]).toEqual([200, 'GET /cases']);
  expect(opened).toBe(2);
});

it('does not send a form post twice: a post on a closed connection gets the 502 that says so', async () => {
  await (await fetch(`${origin}/`)).text();
  const post = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(post.status).toBe(502);
  expect(await post.text()).toContain('The local site server is starting again');
});
