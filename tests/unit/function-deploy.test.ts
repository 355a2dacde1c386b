/**
 * The functions import the form schemas from shared/, outside supabase/functions. They are
 * deployed with `supabase functions deploy --use-api`, which uploads the files it finds by walking the
 * relative imports from each entrypoint with a regular expression (supabase/cli,
 * internal/functions/deploy/upload.go), rooted at the repository. This walks them the same way and
 * requires it to find every local module Deno resolves, inside the repository: an import the walk
 * would miss (say, a multi-line `import type {`) would deploy a function that cannot start.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/process';
import { formFunctions } from '@shared/edge-protocol';

const functionsDir = 'supabase/functions';
const importMap = JSON.parse(readFileSync(`${repoRoot}/${functionsDir}/deno.json`, 'utf8')).imports as Record<
  string,
  string
>;

/** The CLI's pattern, as written in upload.go (Go's RE2 and JavaScript agree on it). */
const importPathPattern =
  /(?:import|export)\s+(?:{[^{}]+}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi;

function walkImports(entrypoint: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entrypoint];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const source = readFileSync(`${repoRoot}/${current}`, 'utf8');
    for (const match of source.matchAll(importPathPattern)) {
      let module = (match[1] || match[2] || '').trim();
      for (const [key, value] of Object.entries(importMap)) {
        if (module.startsWith(key)) module = value + module.slice(key.length);
      }
      if (!module.startsWith('./') && !module.startsWith('../')) continue;
      const resolved = posix.normalize(posix.join(posix.dirname(current), module));
      if (posix.extname(resolved)) queue.push(resolved);
    }
  }
  return seen;
}

async function denoLocalModules(entrypoint: string): Promise<Set<string>> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['deno', 'info', '--json', '--config', `${functionsDir}/deno.json`, entrypoint],
    {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    },
  );
  const graph = JSON.parse(stdout) as { modules: { specifier: string }[] };
  return new Set(
    graph.modules
      .filter((module) => module.specifier.startsWith('file://'))
      .map((module) => posix.relative(repoRoot, fileURLToPath(module.specifier))),
  );
}

const functions = readdirSync(`${repoRoot}/${functionsDir}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
  .map((entry) => entry.name);

describe('deploying the functions with --use-api', () => {
  it('there are functions to deploy', () => {
    expect(functions.sort()).toEqual([...formFunctions].sort());
  });

  it.each(functions)(
    '%s: the CLI’s import walk finds every local module, all inside the repository',
    async (name) => {
      const entrypoint = `${functionsDir}/${name}/index.ts`;
      const walked = walkImports(entrypoint);
      const needed = await denoLocalModules(entrypoint);
      expect([...needed].filter((file) => !walked.has(file))).toEqual([]);
      for (const file of walked) expect(file.startsWith('../'), file).toBe(false);
      expect([...needed].some((file) => file.startsWith('shared/'))).toBe(true);
    },
    60_000,
  );
});
