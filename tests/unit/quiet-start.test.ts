/**
 * `npm start` on a fresh clone prints its progress and its four addresses, nothing else. What of it
 * runs without the whole stack is here: the install and the build's bundler. The site server's part
 * is in tests/integration/site-server.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/process';
import { warningsFail } from '../../site/scripts/build-warnings';

let folder: string | undefined;

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a quiet start', () => {
  it('npm install warns about nothing: every package in the lockfile supports this Node', async () => {
    // What `npm install` would do from the lockfile, without writing or asking the registry.
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['install', '--dry-run', '--offline', '--no-audit', '--no-fund'],
      { cwd: repoRoot },
    );
    expect(`${stdout}${stderr}`.split('\n').filter((line) => /^npm (warn|error)/i.test(line))).toEqual([]);
  }, 60_000);

  it('a warning of the bundler or a plugin fails the build, and the error lists it', async () => {
    folder = await mkdtemp(join(tmpdir(), 'emberwise-build-warnings-'));
    await writeFile(join(folder, 'entry.js'), 'export const answer = 42;\n');
    const warnings = warningsFail();
    await build({
      root: folder,
      configFile: false,
      logLevel: 'warn',
      customLogger: warnings.logger,
      plugins: [
        {
          name: 'planted',
          buildStart() {
            this.warn('a planted warning');
          },
        },
      ],
      build: { lib: { entry: join(folder, 'entry.js'), formats: ['es'] }, outDir: join(folder, 'out') },
    });
    expect(() => warnings.check()).toThrow(/The build warned[\s\S]*a planted warning/);
  }, 60_000);
});
