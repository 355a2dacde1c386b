/** Small helpers for the start, test and bench scripts: run commands, wait for servers. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Environment every wrangler run needs offline. */
export const offlineWranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG: 'warn',
};

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Starts a long-running command in its own process group so `stop` ends it with its children,
 * also those left running after the command itself has died (wrangler's workerd, for one).
 */
export function startBackground(command: string, args: string[], options: SpawnOptions = {}) {
  const child: ChildProcess = spawn(command, args, { cwd: repoRoot, detached: true, ...options });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* the group is empty */
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.pid === undefined) return resolve();
      if (child.exitCode !== null || child.signalCode !== null) {
        signalGroup('SIGKILL');
        return resolve();
      }
      const timer = setTimeout(() => {
        signalGroup('SIGKILL');
        resolve();
      }, 5000);
      timer.unref();
      child.once('exit', () => {
        clearTimeout(timer);
        signalGroup('SIGKILL');
        resolve();
      });
      signalGroup('SIGTERM');
    });
  return { child, stop };
}

/** Polls a URL until it answers (any status), or throws after the timeout. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * A loopback port nobody listens on now, chosen by the system. The test stack takes its ports this
 * way, so a fixed number can never collide with an ephemeral port some other connection holds.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Arguments for `wrangler pages dev` serving dist/ (or `directory`) with the backend bindings of the
 * Hono app.
 */
export function wranglerPagesDevArgs(
  port: number,
  bindings: Record<string, string>,
  directory?: string,
): string[] {
  return [
    'wrangler',
    'pages',
    'dev',
    ...(directory ? [directory] : []),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--show-interactive-dev-session=false',
    ...Object.entries(bindings).flatMap(([key, value]) => ['--binding', `${key}=${value}`]),
  ];
}
