/**
 * The Pages Functions worker as Cloudflare builds it (`wrangler pages functions build`) stays small:
 * no Supabase client (the edge API talks to Supabase with plain fetch) and at most 60 KB gzip.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { offlineWranglerEnv, repoRoot, run } from '../../scripts/process';

const budgetBytes = 60 * 1024;
let outDir: string | undefined;

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the edge API worker bundle', () => {
  it('builds under 60 KB gzip without supabase-js', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'emberwise-functions-build-'));
    const exitCode = await run(
      'npx',
      ['wrangler', 'pages', 'functions', 'build', 'functions', '--outdir', outDir],
      { env: { ...process.env, ...offlineWranglerEnv }, cwd: repoRoot, stdio: 'ignore' },
    );
    expect(exitCode).toBe(0);
    const files = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
    const code = (await Promise.all(files.map((file) => readFile(join(outDir!, file), 'utf8')))).join('\n');
    expect(code).not.toMatch(/@supabase\//);
    // The content studio's server part is a worker of its own (studio/worker).
    expect(code).not.toMatch(/keystatic/i);
    expect(code).not.toMatch(/zod\/v4\/locales/);
    const gzipped = gzipSync(code).length;
    expect(gzipped, `${(gzipped / 1024).toFixed(1)} KB gzip`).toBeLessThan(budgetBytes);
  }, 120_000);
});
