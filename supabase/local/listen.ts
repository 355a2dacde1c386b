/**
 * Serves a fetch handler on loopback, to its own origin only (`local-origin.ts`), and closes it
 * completely (keep-alive sockets included) on demand.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { ownOriginOnly } from './local-origin.ts';

export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname = '127.0.0.1',
): Promise<Listening> {
  // No global Request/Response override: this may run inside a test process that other code shares.
  let actual = port;
  const server = createAdaptorServer({
    fetch: ownOriginOnly(fetch, () => actual),
    overrideGlobalObjects: false,
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${hostname} is already in use; stop what runs there or choose another port`,
            )
          : error,
      );
    server.once('error', fail);
    server.listen(port, hostname, () => {
      server.off('error', fail);
      resolve();
    });
  });
  actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname}:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
