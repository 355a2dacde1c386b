/**
 * `npm run lint` enforces the layers of docs/contributing.md: files planted for the test, in a
 * folder of the site's build (built for production), break one rule each, and ESLint must refuse
 * every one of them, while a planted file that breaks none passes.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/process';

const folder = `site/scripts/lint-probe-${process.pid}`;
const planted: Record<string, string> = {
  // Two TypeScript modules that import each other.
  'cycle-a.ts': "import { b } from './cycle-b.ts';\n\nexport const a = () => b();\n",
  'cycle-b.ts': "import { a } from './cycle-a.ts';\n\nexport const b = (): unknown => a;\n",
  // The build importing the repository's commands, and the dev-only local stack.
  'uses-commands.ts':
    "import { repoRoot } from '../../../scripts/process.ts';\n\nexport const root = repoRoot;\n",
  'uses-local-stack.ts':
    "import { localKeys } from '../../../supabase/local/keys.ts';\n\nexport const keys = localKeys;\n",
  // Allowed: the build imports shared/.
  'allowed.ts': "import { paths } from '../../../shared/paths.ts';\n\nexport const home = paths.home();\n",
};

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let results: LintResult[] = [];

beforeAll(async () => {
  await mkdir(join(repoRoot, folder), { recursive: true });
  for (const [name, source] of Object.entries(planted)) await writeFile(join(repoRoot, folder, name), source);
  // ESLint exits 1 when it finds problems; its JSON report is on standard output either way.
  const { stdout } = await promisify(execFile)('npx', ['eslint', '--format', 'json', folder], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  results = JSON.parse(stdout) as LintResult[];
}, 120_000);

afterAll(async () => {
  await rm(join(repoRoot, folder), { recursive: true, force: true });
});

const problemsOf = (name: string) =>
  results
    .find((result) => result.filePath.endsWith(`/${folder}/${name}`))!
    .messages.map(({ ruleId, message }) => ({ ruleId, message }));

describe('lint enforces the layers', () => {
  it('refuses an import cycle between TypeScript modules', () => {
    for (const name of ['cycle-a.ts', 'cycle-b.ts']) {
      expect(problemsOf(name), name).toContainEqual(expect.objectContaining({ ruleId: 'import-x/no-cycle' }));
    }
  });

  it('refuses the build importing the repository commands or the local stack', () => {
    expect(problemsOf('uses-commands.ts')).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(
        'site/scripts is built for production and may not import from scripts',
      ),
    });
    expect(problemsOf('uses-local-stack.ts')).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(
        'site/scripts is built for production and may not import from supabase/local',
      ),
    });
  });

  it('passes a module that imports only what its layer may', () => {
    expect(problemsOf('allowed.ts')).toEqual([]);
  });
});
