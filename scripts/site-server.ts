/**
 * The built site served by `wrangler pages dev`, kept up for as long as it is wanted.
 *
 * On a loaded two-core machine, wrangler's dev server sometimes dies in the middle of a run: a
 * request the browser aborts while it crosses wrangler's proxy worker ends the whole server, and
 * every request after it is refused. One such exit in the e2e suite turned 222 tests red that had
 * nothing wrong with them. So the server is supervised: when wrangler exits, or when its port
 * refuses connections while the process still lives, it is started again on the same port, and its
 * last lines of output are printed so the cause stays visible. The port is watched with a bare TCP
 * connection, not a request: wrangler logs every request, and the watch lasts as long as the server.
 *
 * Wrangler answers any `Host` (a page on a rebound name could read the local site and its API), and
 * has no setting to refuse one. So wrangler listens on a loopback port of its own, and the site's
 * port is a small proxy in front of it that answers only the site's own origin (`local-origin.ts`).
 * Nothing of it is deployed: Cloudflare serves the site by its real name.
 */
import { mkdir } from 'node:fs/promises';
import { Agent, createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { foreignRequest } from '../supabase/local/local-origin.ts';
import {
  freePort,
  offlineWranglerEnv,
  startBackground,
  waitForUrl,
  wranglerPagesDevArgs,
} from './process.ts';

interface SiteServerOptions {
  port: number;
  /** Bindings of the Pages Functions (`--binding KEY=VALUE`). */
  bindings: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  /** Where wrangler writes its debug log (one file per start); its own default when not given. */
  logDir?: string;
  /**
   * Echo wrangler's warnings and errors as they come (npm start: no banner, no bindings table, no
   * line per request), or keep all its output for a restart's report (tests).
   */
  echo?: boolean;
  /** How long one start may take before it counts as failed. */
  readyTimeoutMs?: number;
  /** The folder to serve; wrangler.toml's (`dist/`) when not given. */
  directory?: string;
  /** Where the report of a restart goes (standard error by default). */
  report?: (message: string) => void;
  /** Keep wrangler's DevTools inspector (true by default; the tests turn it off, see below). */
  inspector?: boolean;
}

/**
 * `wrangler pages dev` has no flag to turn off its DevTools inspector proxy, which copies every
 * response, body included (base64), to wrangler's Node process for the DevTools network panel: in
 * the e2e suite that took half of wrangler's CPU time (66 s against 31 s over site.spec.ts, about a
 * sixth of the machine's), grew workerd to 0.8 GB and wrote a 96 MB debug log per run. Wrangler and
 * Miniflare turn the proxy off themselves when this variable says VS Code's debugger runs them; no
 * debugger is attached, and nothing else in them reads it. Should a wrangler update stop reading it,
 * the suite only gets slower.
 */
export const withoutInspectorEnv = { VSCODE_INSPECTOR_OPTIONS: 'off' };

export interface SiteServer {
  url: string;
  /** How many times the server had to be started again. */
  restarts(): number;
  /** The process group of the server running now (wrangler and its workerd). */
  processGroup(): number | undefined;
  stop(): Promise<void>;
}

/** Lines of wrangler's output kept for the report of an unexpected exit. */
const keptLines = 30;
/** How often the port is probed, and how many refusals in a row mean the server is gone. */
const probeEveryMs = 2000;
const refusalsToRestart = 2;

/** True when nothing listens on the port any more; a connection that opens or times out is not that. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(10_000);
    const end = (refused: boolean) => {
      socket.destroy();
      resolve(refused);
    };
    socket.once('connect', () => end(false));
    socket.once('timeout', () => end(false));
    socket.once('error', (error: NodeJS.ErrnoException) => end(error.code === 'ECONNREFUSED'));
  });
}

/**
 * The site's port: every request from the site's own origin goes on to wrangler at `upstreamPort`,
 * untouched; any other is refused, but for a form post to the API from another origin, which the
 * site refuses itself. While wrangler restarts, a request gets a 502 that says so.
 */
export async function startOwnOriginProxy(port: number, upstreamPort: number): Promise<Server> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const refused = foreignRequest(incoming.headers.host, incoming.headers.origin, port);
    // A form post from another origin, addressed to this host, goes on: the site refuses it itself,
    // with 403 and its API headers, as it does when deployed (and as the smoke test checks).
    const siteRefusesItself =
      refused?.status === 403 && incoming.method === 'POST' && incoming.url?.startsWith('/api/');
    if (refused && !siteRefusesItself) {
      outgoing.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end(`${refused.message}\n`);
      return;
    }
    // A request without a body that met a kept-alive connection wrangler had just closed (it closes
    // idle ones on its own schedule) is sent once more on a new one, as Node's documentation
    // advises: that is a race of the two ends, not a server that is down.
    const retriable = incoming.method === 'GET' || incoming.method === 'HEAD';
    const forward = (attempt: number) => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          agent,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (
          retriable &&
          attempt === 1 &&
          upstream.reusedSocket &&
          error.code === 'ECONNRESET' &&
          !outgoing.headersSent
        ) {
          forward(2);
          return;
        }
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        outgoing.end('The local site server is starting again; reload in a moment.\n');
      });
      incoming.on('aborted', () => upstream.destroy());
      if (retriable) upstream.end();
      else incoming.pipe(upstream);
    };
    forward(1);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on 127.0.0.1 is already in use; stop what runs there or choose another port`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('close', () => agent.destroy());
  return server;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { port, bindings, echo = false, readyTimeoutMs = 90_000, report = console.error } = options;
  const url = `http://127.0.0.1:${port}`;
  // Wrangler's own port, behind the proxy; the same for every start.
  const wranglerPort = await freePort();
  const proxy = await startOwnOriginProxy(port, wranglerPort);
  // Ready means wrangler answers (the proxy answers a 502 before that).
  const readyUrl = `http://127.0.0.1:${wranglerPort}/robots.txt`;
  const closeProxy = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    });
  if (options.logDir) await mkdir(options.logDir, { recursive: true });

  let stopping = false;
  let restarts = 0;
  let current: ReturnType<typeof startBackground> | undefined;
  let lines: string[] = [];
  let startedAt = 0;
  let restarting: Promise<void> | undefined;
  // Before its first answer, an exit is a failed start (a taken port, a broken build), not a crash.
  let failStart: ((error: Error) => void) | undefined;

  const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
    if (echo) stream.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) lines.push(line);
    }
    if (lines.length > keptLines) lines = lines.slice(-keptLines);
  };

  const launch = () => {
    lines = [];
    startedAt = Date.now();
    const logFile = options.logDir ? join(options.logDir, `wrangler-${restarts}.log`) : undefined;
    const args = wranglerPagesDevArgs(wranglerPort, bindings, options.directory);
    const server = startBackground('npx', echo ? [...args, '--log-level', 'warn'] : args, {
      env: {
        ...(options.env ?? process.env),
        ...offlineWranglerEnv,
        ...(logFile ? { WRANGLER_LOG_PATH: logFile } : {}),
        ...(options.inspector === false ? withoutInspectorEnv : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.child.stdout?.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    server.child.stderr?.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    server.child.once('exit', (code, signal) => {
      if (stopping || server !== current) return;
      const how = `exited (${signal ?? `code ${code}`})`;
      if (failStart)
        failStart(new Error(`wrangler pages dev ${how} before it answered:\n${lines.join('\n')}`));
      else void restart(how);
    });
    current = server;
  };

  const restart = (why: string): Promise<void> => {
    restarting ??= (async () => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
      const last = lines.length ? `\n  ${lines.join('\n  ')}` : ' (none)';
      report(
        `\nsite server: wrangler pages dev ${why} after ${seconds} s; starting it again on port ${port}. Its last output:${last}`,
      );
      const previous = current;
      current = undefined;
      await previous?.stop();
      if (stopping) return;
      restarts += 1;
      launch();
      await waitForUrl(readyUrl, readyTimeoutMs).catch((error: unknown) =>
        report(`site server: the new start did not answer: ${String(error)}`),
      );
    })().finally(() => {
      restarting = undefined;
    });
    return restarting;
  };

  launch();
  try {
    await Promise.race([
      waitForUrl(readyUrl, readyTimeoutMs),
      new Promise<never>((_, reject) => {
        failStart = reject;
      }),
    ]);
  } catch (error) {
    stopping = true;
    await current?.stop();
    await closeProxy();
    throw error;
  } finally {
    failStart = undefined;
  }

  // A server whose process lives on but whose port refuses connections is as gone as one that exited.
  let refusals = 0;
  const probe = setInterval(() => {
    if (restarting || stopping) return;
    void refuses(wranglerPort).then((refused) => {
      refusals = refused ? refusals + 1 : 0;
      if (refusals >= refusalsToRestart && !restarting && !stopping) {
        refusals = 0;
        void restart('stopped answering (connection refused)');
      }
    });
  }, probeEveryMs);
  probe.unref();

  return {
    url,
    restarts: () => restarts,
    processGroup: () => current?.child.pid,
    stop: async () => {
      stopping = true;
      clearInterval(probe);
      await current?.stop();
      await closeProxy();
    },
  };
}
