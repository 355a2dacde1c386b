/**
 * `npm start`: builds the site (the build needs no backend setting) and serves everything:
 * the site and Pages Functions (wrangler pages dev), the Supabase-compatible gateway with the edge
 * functions running in Deno, the mail catcher with its mailbox page, and the content studio in
 * local mode. A save in the studio rebuilds the site. One Ctrl-C stops all. It prints its progress
 * and the four addresses, and of its servers only their warnings and errors.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { localKeys } from '../supabase/local/keys.ts';
import { startLocalStack } from '../supabase/local/stack.ts';
import { buildSite } from '../site/scripts/build.ts';
import { buildFailure, studioFolders, watchContent, type RebuildResult } from './content-watch.ts';
import { sendIssueTest } from './newsletter.ts';
import { repoRoot } from './process.ts';
import { startSiteServer } from './site-server.ts';
import { syncBuild } from './site-sync.ts';

const sitePort = Number(process.env.PORT ?? 8788);
const gatewayPort = Number(process.env.LOCAL_GATEWAY_PORT ?? 54321);
const mailPort = Number(process.env.LOCAL_MAIL_PORT ?? 54324);
const studioPort = Number(process.env.STUDIO_PORT ?? 8789);

/** The folder the site is served from: the last good build, brought up to date after each rebuild. */
const servedDir = join(repoRoot, '.local/site');

/**
 * A rebuild after a save, in a process of its own (a fresh module cache for the new content). The
 * site keeps serving the last good build meanwhile, and gets the new one only when it succeeded.
 */
async function rebuildSite(): Promise<RebuildResult> {
  console.log('Content changed: rebuilding the site...');
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'site/scripts/build.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        process.stdout.write(chunk);
      });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    console.log('The rebuild failed; the site shows the last good build.');
    return { ok: false, error: buildFailure(output.join('')) };
  }
  await syncBuild(join(repoRoot, 'dist'), servedDir);
  console.log('Rebuilt: reload the page to see the change.');
  return { ok: true };
}

async function main() {
  const started = performance.now();
  const siteUrl = `http://127.0.0.1:${sitePort}`;

  console.log('Building the site...');
  await buildSite();
  await syncBuild(join(repoRoot, 'dist'), servedDir);

  console.log('Starting the database, the functions, the mail catcher, the site server and the studio...');
  const stack = await startLocalStack({ gatewayPort, mailPort, siteUrl });
  // Started again if wrangler exits under it, so a long session keeps serving.
  const siteReady = startSiteServer({
    port: sitePort,
    bindings: {
      SUPABASE_URL: stack.gatewayUrl,
      EDGE_API_SECRET: stack.edgeApiSecret,
      ...(process.env.LOCAL_RATE_LIMITS ? { RATE_LIMIT_OVERRIDES: process.env.LOCAL_RATE_LIMITS } : {}),
    },
    directory: servedDir,
    echo: true,
  });
  // A failed start is reported where it is awaited, below; until then it is not an unhandled rejection.
  siteReady.catch(() => undefined);

  const watcher = watchContent({ folders: studioFolders(repoRoot), rebuild: rebuildSite });
  // Loaded after the build: the studio brings React, which must not be loaded before the prerender's
  // server bundle picks its production build.
  const { startStudioServer } = await import('../studio/local-server.ts');
  const studio = await startStudioServer({
    root: repoRoot,
    dist: `${repoRoot}/dist`,
    port: studioPort,
    siteUrl,
    whenRebuilt: watcher.whenRebuilt,
    publishStatus: watcher.status,
    // "Send a test" on an issue's preview: the newsletter function, to the team's test address.
    sendNewsletterTest: (issue) =>
      sendIssueTest(issue, { url: stack.gatewayUrl, key: localKeys.serviceRoleKey, local: true }),
    mailboxUrl: stack.mailUrl,
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    watcher.close();
    await studio.stop();
    await siteReady.then(
      (site) => site.stop(),
      () => undefined,
    );
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  await siteReady;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
  Emberwise is running (ready in ${seconds} s):
    Site          ${siteUrl}
    Mailbox       ${stack.mailUrl}
    Supabase API  ${stack.gatewayUrl}
    Studio        ${studio.url} (saves rebuild the site)
  Press Ctrl-C to stop everything.
`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
