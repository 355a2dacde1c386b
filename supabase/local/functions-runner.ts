/**
 * Runs every `supabase/functions/<name>/index.ts` (folders starting with `_` are shared code) as its own
 * Deno process on a free loopback port, the function's real code unchanged: `Deno.serve(handler)` without
 * options listens where DENO_SERVE_ADDRESS says. The deno binary is the one the `deno` npm package ships,
 * started directly (not through npx) so stopping it stops the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

type FunctionState = 'starting' | 'running' | 'stopped';

interface FunctionTarget {
  name: string;
  state: FunctionState;
  /** Origin of the function's own server, e.g. http://127.0.0.1:40123 */
  origin: string;
}

export interface FunctionsRunner {
  /** Undefined when no such function folder exists. */
  lookup(name: string): FunctionTarget | undefined;
  /** Starts every function with this environment and resolves once each answers HTTP (or failed). */
  start(env: Record<string, string>): Promise<{ running: string[]; failed: string[] }>;
  stop(): Promise<void>;
}

interface FunctionsRunnerOptions {
  functionsDir: string;
  /** Working directory of the Deno processes (the repository root). */
  cwd: string;
  log: (line: string) => void;
  /** Printed even when quiet: a function that does not start must not go unnoticed. */
  warn: (line: string) => void;
  readyTimeoutMs?: number;
}

interface Managed extends FunctionTarget {
  process?: ChildProcess;
  recentOutput: string[];
}

function listFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The deno executable of the `deno` npm package, linked into place without relying on its postinstall. */
function denoExecutable(): string {
  const require = createRequire(import.meta.url);
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilAnswering(target: Managed, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!target.process || exited(target.process)) return false;
    try {
      await fetch(`${target.origin}/`, { signal: AbortSignal.timeout(1000) });
      return true;
    } catch {
      await delay(100);
    }
  }
  return false;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function createFunctionsRunner(options: FunctionsRunnerOptions): FunctionsRunner {
  const functions = new Map<string, Managed>(
    listFunctions(options.functionsDir).map((name) => [
      name,
      { name, state: 'stopped', origin: '', recentOutput: [] },
    ]),
  );
  const config = join(options.functionsDir, 'deno.json');
  // If this process dies without stop(), its Deno children must not live on holding ports.
  const killAll = () => functions.forEach((target) => target.process?.kill('SIGKILL'));

  function capture(target: Managed, chunk: Buffer) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      target.recentOutput = [...target.recentOutput.slice(-19), line];
      options.log(`[${target.name}] ${line}`);
    }
  }

  async function startOne(target: Managed, env: Record<string, string>): Promise<boolean> {
    const port = await freePort();
    target.origin = `http://127.0.0.1:${port}`;
    target.state = 'starting';
    // --quiet: no line per package Deno downloads on a first start, nor its "Listening on" with the
    // function's own port (the gateway is the address to use); what the function prints still shows.
    const args = ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', '--no-lock'];
    if (existsSync(config)) args.push('--config', config);
    args.push(join(options.functionsDir, target.name, 'index.ts'));
    const child = spawn(denoExecutable(), args, {
      cwd: options.cwd,
      env: {
        ...process.env,
        ...env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        DENO_NO_UPDATE_CHECK: '1',
        DENO_NO_PROMPT: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    target.process = child;
    child.stdout?.on('data', (chunk: Buffer) => capture(target, chunk));
    child.stderr?.on('data', (chunk: Buffer) => capture(target, chunk));
    child.on('exit', (code, signal) => {
      if (target.state === 'running') options.warn(`function ${target.name} exited (${signal ?? code})`);
      target.state = 'stopped';
    });
    const ready = await waitUntilAnswering(target, options.readyTimeoutMs ?? 60_000);
    if (ready) {
      target.state = 'running';
      return true;
    }
    options.warn(
      `function ${target.name} did not start:\n  ${target.recentOutput.join('\n  ') || '(no output)'}`,
    );
    await stopProcess(child);
    target.state = 'stopped';
    return false;
  }

  return {
    lookup: (name) => functions.get(name),
    async start(env) {
      process.on('exit', killAll);
      const targets = [...functions.values()];
      const results = await Promise.all(targets.map((target) => startOne(target, env)));
      return {
        running: targets.filter((_, index) => results[index]).map((target) => target.name),
        failed: targets.filter((_, index) => !results[index]).map((target) => target.name),
      };
    },
    async stop() {
      // Marked first, so the exit handlers know these exits are wanted.
      functions.forEach((target) => (target.state = 'stopped'));
      await Promise.all(
        [...functions.values()].map((target) => (target.process ? stopProcess(target.process) : undefined)),
      );
      process.off('exit', killAll);
    },
  };
}
