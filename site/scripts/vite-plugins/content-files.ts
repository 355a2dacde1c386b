/**
 * The content the studio edits, as modules: `import record from '<repo>/content/<folder>/<name>.yaml'`
 * gives the file's data checked by the schema of its folder (`yamlSchemas` of
 * `lib/content-schemas.ts`) plus its `slug` (the file name) and its `publication` (published, a
 * draft, scheduled, or invalid: `publication.ts`). A file that breaks a rule gives only its slug and
 * its problems, naming the file and the field: the build leaves it out, reports it, and builds the
 * rest. `?pick=a,b` gives only those fields (a page that lists cards need not carry every story in
 * its JavaScript).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { addressPattern, issueAddressPattern, positionAddressPattern } from '../../src/lib/content-rules.ts';
import { yamlSchemas } from '../../src/lib/content-schemas.ts';
import type { Publication } from '../../src/types/publication.ts';
import { invalidPublication, publicationOf } from './publication.ts';
import { readableIssue } from './readable-issue.ts';

export { readableIssue };

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
    (issue) => `${label} "${issue.path.join('.') || '(root)'}": ${readableIssue(issue)}`,
  );
  throw new ContentError(file, problems.join('; '));
}

/**
 * The address rule of a folder's file names (the last part of an entry's URL, or an author's file):
 * what the studio's address field checks. A file named otherwise (by hand) is left out and reported.
 */
export function addressProblem(folder: string, slug: string): string | undefined {
  const pattern =
    folder === 'positions'
      ? positionAddressPattern
      : folder === 'newsletter'
        ? issueAddressPattern
        : addressPattern;
  return pattern.regex.test(slug)
    ? undefined
    : `the file name "${slug}" is not a valid address. ${pattern.message}`;
}

/** Which date of an entry of each folder publishes it (folders without one are always published). */
const publicationDates: Partial<Record<keyof typeof yamlSchemas, string>> = {
  cases: 'published',
  positions: 'datePosted',
};

/**
 * A YAML file of the content folder, checked by its folder's schema, with its slug and publication;
 * throws a `ContentError` naming the file and the field when it breaks a rule.
 */
export async function readYamlContent(file: string): Promise<Record<string, unknown>> {
  const folder = basename(dirname(file)) as keyof typeof yamlSchemas;
  const schema = yamlSchemas[folder] as z.ZodType<Record<string, unknown>> | undefined;
  if (!schema) throw new ContentError(file, `no schema for the content folder "${folder}"`);
  const problem = folder === 'settings' ? undefined : addressProblem(folder, basename(file, extname(file)));
  if (problem) throw new ContentError(file, problem);
  const data = checked(schema, parseYamlOf(file, await readFile(file, 'utf8')), file);
  const dateField = publicationDates[folder];
  const publication: Publication = dateField
    ? publicationOf({ draft: Boolean(data.draft), date: String(data[dateField]) })
    : { state: 'published', preview: false };
  return { ...data, slug: basename(file, extname(file)), publication };
}

/** The same, but a file that breaks a rule gives its slug and its problems instead of stopping. */
export async function readYamlEntry(file: string): Promise<Record<string, unknown>> {
  try {
    return await readYamlContent(file);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { slug: basename(file, extname(file)), publication: invalidPublication([error.message]) };
  }
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
        const record = await readYamlEntry(file);
        const pick = new URLSearchParams(query).get('pick');
        const data = pick
          ? Object.fromEntries(
              ['slug', 'publication', ...pick.split(',')]
                .filter((key) => key in record)
                .map((key) => [key, record[key]]),
            )
          : record;
        return `export default ${JSON.stringify(data)};`;
      },
    },
  };
}
