/**
 * The supervised site server of `npm test` and `npm start` (scripts/site-server.ts): real
 * `wrangler pages dev` processes, killed the two ways wrangler has been seen to die mid-run.
 */
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/process.ts';
import { startSiteServer, type SiteServer } from '../../scripts/site-server.ts';
import { probe, rebindingAnswers } from '../helpers/rebinding.ts';

let folder: string;
let server: SiteServer | undefined;
const reports: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'emberwise-site-server-'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>served</title><p>still here</p>');
});

afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

/** The processes of a process group, with their command names, read from /proc. */
async function groupMembers(group: number): Promise<{ pid: number; name: string }[]> {
  const members: { pid: number; name: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid pgrp ...: the name may hold spaces, so split after its closing bracket.
    const close = stat.lastIndexOf(')');
    if (close < 0) continue;
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const pgrp = Number(stat.slice(close + 2).split(' ')[2]);
    if (pgrp === group) members.push({ pid: Number(entry), name });
  }
  return members;
}

/** Waits for the group's last process to be gone (a killed process takes a moment to be reaped). */
async function emptied(group: number): Promise<{ pid: number; name: string }[]> {
  const deadline = Date.now() + 5_000;
  let members = await groupMembers(group);
  while (members.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    members = await groupMembers(group);
  }
  return members;
}

/** The site's page; while wrangler starts again, the port's proxy answers 502 instead. */
async function page(url: string): Promise<string> {
  const response = await fetch(`${url}/`);
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.text();
}

/** Waits until the server has been started `count` times over and serves the page again. */
async function servedAgainAfter(count: number): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server!.restarts() >= count) {
      const text = await page(server!.url).catch(() => undefined);
      if (text) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not served again after restart ${count}`);
}

it('serves the site again on the same port after its workerd dies under a living wrangler, and after wrangler itself exits, reporting why', async () => {
  const port = await freePort();
  server = await startSiteServer({ port, bindings: {}, directory: folder, report: (m) => reports.push(m) });
  expect(server.url).toBe(`http://127.0.0.1:${port}`);
  expect(await page(server.url)).toContain('still here');

  // The runtime dies, wrangler lives on: the port refuses connections.
  const firstGroup = server.processGroup()!;
  const runtimes = (await groupMembers(firstGroup)).filter((member) => member.name === 'workerd');
  expect(runtimes.length).toBeGreaterThan(0);
  for (const runtime of runtimes) process.kill(runtime.pid, 'SIGKILL');
  expect(await servedAgainAfter(1)).toContain('still here');
  expect(reports.join('\n')).toContain('stopped answering (connection refused)');
  expect(reports.join('\n')).toContain(`starting it again on port ${port}`);
  // Nothing of the first server is left running.
  expect(await emptied(firstGroup)).toEqual([]);

  // The whole server exits.
  const secondGroup = server.processGroup()!;
  expect(secondGroup).not.toBe(firstGroup);
  process.kill(-secondGroup, 'SIGKILL');
  expect(await servedAgainAfter(2)).toContain('still here');
  expect(reports.join('\n')).toMatch(/exited \(SIGKILL\)/);
  // What wrangler printed before it died is part of the report.
  expect(reports.join('\n')).toContain('Ready on');

  await server.stop();
  const lastGroup = server.processGroup()!;
  expect(lastGroup).not.toBe(secondGroup);
  await expect(fetch(`${server.url}/`)).rejects.toThrow();
  expect(await emptied(lastGroup)).toEqual([]);
}, 120_000);

it('under npm start it prints nothing while it serves: no banner, no bindings, no request or health-check lines', async () => {
  const printed: string[] = [];
  const record = (chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(record);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(record);
  const quiet = await startSiteServer({
    port: await freePort(),
    bindings: {},
    directory: folder,
    echo: true,
  });
  try {
    // A visitor's page, then long enough for the server's watch to look at the port three times.
    expect(await page(quiet.url)).toContain('still here');
    // A page on a rebound name, or on another site, gets nothing of the local site.
    const rebound = await rebindingAnswers(`${quiet.url}/`);
    expect([rebound.foreignHostGet.status, rebound.foreignHostPost.status]).toEqual([421, 421]);
    expect(rebound.foreignOriginPost.status).toBe(403);
    expect(rebound.foreignHostGet.body).not.toContain('still here');
    expect((await probe(`${quiet.url}/`, { headers: { origin: quiet.url } })).body).toContain('still here');
    await new Promise((resolve) => setTimeout(resolve, 7_000));
  } finally {
    await quiet.stop();
    stdout.mockRestore();
    stderr.mockRestore();
  }
  expect(printed.join('')).toBe('');
}, 120_000);
