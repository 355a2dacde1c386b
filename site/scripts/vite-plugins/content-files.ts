/**
 * The content the studio edits, as modules: `import record from '<repo>/content/<folder>/<name>.yaml'`
 * gives the file's data checked by the schema of its folder (`yamlSchemas` of
 * `lib/content-schemas.ts`) plus its `slug` (the file name). A file that breaks a rule stops the
 * build with the file and the field named. `?pick=a,b` gives only those fields (a page that lists
 * cards need not carry every story in its JavaScript).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { yamlSchemas } from '../../src/lib/content-schemas.ts';

/** The repository's root: error messages name files relative to it. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`${relative(repoRoot, file)}: ${message}`);
    this.name = 'ContentError';
  }
}

/** Parses YAML text, or stops naming the file. */
export function parseYamlOf(file: string, source: string, what = 'file'): unknown {
  try {
    return parseYaml(source);
  } catch (error) {
    throw new ContentError(file, `${what} is not valid YAML: ${(error as Error).message}`);
  }
}

/** The data checked by a schema, or an error that names the file and every field that is wrong. */
export function checked<T>(schema: z.ZodType<T>, data: unknown, file: string, label = 'field'): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${label} "${issue.path.join('.') || '(root)'}": ${issue.message}`,
  );
  throw new ContentError(file, problems.join('; '));
}

/** A YAML file of the content folder, checked by its folder's schema, with its slug. */
export async function readYamlContent(file: string): Promise<Record<string, unknown>> {
  const folder = basename(dirname(file)) as keyof typeof yamlSchemas;
  const schema = yamlSchemas[folder] as z.ZodType<Record<string, unknown>> | undefined;
  if (!schema) throw new ContentError(file, `no schema for the content folder "${folder}"`);
  const data = checked(schema, parseYamlOf(file, await readFile(file, 'utf8')), file);
  return { ...data, slug: basename(file, extname(file)) };
}

export function yamlContent(): Plugin {
  return {
    name: 'emberwise:yaml-content',
    enforce: 'pre',
    load: {
      // Only YAML files reach the hook: the bundler skips the call for every other module.
      filter: { id: /\.yaml(\?|$)/ },
      async handler(id) {
        const [file, query = ''] = id.split('?', 2) as [string, string?];
        this.addWatchFile(file);
        const record = await readYamlContent(file);
        const pick = new URLSearchParams(query).get('pick');
        const data = pick
          ? Object.fromEntries(['slug', ...pick.split(',')].map((key) => [key, record[key]]))
          : record;
        return `export default ${JSON.stringify(data)};`;
      },
    },
  };
}
