/**
 * The studio cannot save what the build refuses, and refuses nothing the build accepts: every limit
 * of every field (length, pattern, list size, options, address) runs through both the studio's field
 * (its own validation, as the editor meets it) and the build's schema, and both give one verdict.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { blogFrontmatterSchema } from '../../site/src/lib/blog-frontmatter';
import { yamlSchemas } from '../../site/src/lib/content-schemas';
import { newsletterFrontmatterSchema } from '../../site/src/lib/newsletter-frontmatter';
import { addressProblem, repoRoot } from '../../site/scripts/vite-plugins/content-files';
import { studioConfig } from '../../studio/keystatic.config';
import { readStudioOptions } from '../../studio/options';

type Field = {
  kind: string;
  formKind?: string;
  label?: string;
  fields?: Record<string, Field>;
  element?: Field;
  options?: readonly { value: string }[];
  validation?: { length?: { min?: number; max?: number } };
  validate?: (value: unknown, args?: unknown) => unknown;
  parse?: (value: unknown, args?: unknown) => unknown;
  reader?: { parse: (value: unknown) => unknown };
};

const config = studioConfig({ kind: 'local', previewUrl: (path) => path }, await readStudioOptions(repoRoot));
const collections = config.collections as Record<
  string,
  { schema: Record<string, Field>; slugField: string }
>;

/** A valid entry of a folder, each field taken from the first file that fills it (lists not empty). */
async function baseEntry(folder: string): Promise<Record<string, unknown>> {
  const names = (await readdir(join(repoRoot, 'content', folder))).sort();
  const entries = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(repoRoot, 'content', folder, name), 'utf8');
      return parse(extname(name) === '.mdx' ? /^---\n([\s\S]*?)\n---/.exec(text)![1]! : text) as Record<
        string,
        unknown
      >;
    }),
  );
  const filled = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.length > 0
      : value !== null && typeof value === 'object'
        ? Object.values(value).every(filled)
        : value !== undefined && value !== '';
  const base: Record<string, unknown> = {};
  for (const key of new Set(entries.flatMap(Object.keys)))
    base[key] = (entries.find((entry) => filled(entry[key])) ?? entries.find((entry) => key in entry))![key];
  return structuredClone(base);
}

/** The entry with `value` at `path` (list indexes included). */
function withValue(entry: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(entry);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    at[key] ??= typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

/** The build's verdict on one field: refused when an issue names that field (or something in it). */
function buildAccepts(schema: z.ZodType, entry: Record<string, unknown>, path: (string | number)[]) {
  const result = schema.safeParse(entry);
  if (result.success) return true;
  const here = path.join('.');
  return !result.error.issues.some((issue) => issue.path.join('.').startsWith(here));
}

/** The studio's verdict on one field's value, by the field's own validation. */
function studioAccepts(field: Field, value: unknown) {
  try {
    field.validate!(field.parse ? field.parse(value) : value);
    return true;
  } catch {
    return false;
  }
}

const text = (length: number) => 'a'.repeat(Math.max(0, length));

interface Case {
  path: (string | number)[];
  /** A value, or for a list `{ length }`: that many copies of a valid element. */
  value: unknown;
  studio: boolean;
}

/** Lengths around every limit a text of the site has. */
const lengths = [
  0, 1, 2, 3, 4, 5, 9, 10, 19, 20, 21, 29, 30, 31, 39, 40, 41, 59, 60, 61, 69, 70, 71, 79, 80, 81, 109, 110,
  111, 119, 120, 121, 159, 160, 161, 199, 200, 201, 599, 600, 601, 1999, 2000, 2001,
];

/** Every limit of every field of a schema, as candidate values with the studio's verdict. */
function limitCases(
  fields: Record<string, Field>,
  slugField?: string,
  prefix: (string | number)[] = [],
): Case[] {
  const cases: Case[] = [];
  for (const [key, original] of Object.entries(fields)) {
    const path = [...prefix, key];
    // The slug field's name part is the entry's title (or name); its slug is the file's name.
    const field: Field =
      key === slugField && prefix.length === 0
        ? {
            ...original,
            parse: undefined,
            validate: (name) =>
              original.validate!(
                { name, slug: 'a-valid-address' },
                { slugField: { slugs: new Set(), glob: '*' } },
              ),
          }
        : original;
    const isSlugField = key === slugField && prefix.length === 0;
    const defaultValue = isSlugField
      ? ''
      : field.kind === 'form' && field.formKind !== 'asset' && field.formKind !== 'content'
        ? (field as { defaultValue?: () => unknown }).defaultValue?.()
        : undefined;
    if (field.kind === 'object') cases.push(...limitCases(field.fields!, undefined, path));
    else if (field.kind === 'array') {
      const { min = 0, max } = field.validation?.length ?? {};
      for (const count of [min - 1, min, min + 1, ...(max === undefined ? [] : [max, max + 1])].filter(
        (n) => n >= 0,
      ))
        cases.push({
          path,
          value: { length: count },
          studio: count >= min && (max === undefined || count <= max),
        });
      const element = field.element!;
      if (element.kind === 'object') cases.push(...limitCases(element.fields!, undefined, [...path, 0]));
      else cases.push(...limitCases({ item: element }).map((c) => ({ ...c, path: [...path, 0] })));
    } else if (field.kind !== 'form' || field.formKind === 'asset' || field.formKind === 'content') continue;
    else if (Array.isArray(defaultValue)) {
      // A list picked from options (the related articles): its size.
      const options = (field.options ?? []).map((option) => option.value);
      for (let count = 0; count <= options.length && count <= 5; count++)
        cases.push({
          path,
          value: options.slice(0, count),
          studio: studioAccepts(field, options.slice(0, count)),
        });
    } else if (field.options) {
      for (const option of field.options) cases.push({ path, value: option.value, studio: true });
      cases.push({ path, value: 'not-an-option', studio: studioAccepts(field, 'not-an-option') });
    } else if (typeof defaultValue === 'number') {
      for (const value of [-1, 0, 10]) cases.push({ path, value, studio: studioAccepts(field, value) });
    } else if (typeof defaultValue === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(defaultValue)) {
      for (const length of lengths)
        cases.push({ path, value: text(length), studio: studioAccepts(field, text(length)) });
      for (const value of ['my-new-post', 'My New Post!', 'e.g. a sentence, with commas.'])
        cases.push({ path, value, studio: studioAccepts(field, value) });
    }
  }
  return cases;
}

/** The collections of the studio and the build's schema for each. */
const collectionSchemas: Record<string, { folder: string; schema: z.ZodType }> = {
  posts: { folder: 'blog', schema: blogFrontmatterSchema },
  authors: { folder: 'authors', schema: yamlSchemas.authors },
  cases: { folder: 'cases', schema: yamlSchemas.cases },
  positions: { folder: 'positions', schema: yamlSchemas.positions },
  newsletter: { folder: 'newsletter', schema: newsletterFrontmatterSchema },
};

describe('one rule in the studio and the build', () => {
  for (const [name, { folder, schema }] of Object.entries(collectionSchemas)) {
    test(`${name}: every field's limits get the same verdict from the studio and the build`, async () => {
      const { schema: fields, slugField } = collections[name]!;
      const base = await baseEntry(folder);
      const disagreements: string[] = [];
      const at = (path: (string | number)[]) =>
        path.reduce<unknown>(
          (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
          base,
        );
      // References (an author, the related articles) are not rules: the studio offers only what
      // exists, and the build tolerates what has gone since (it falls back and warns).
      const references = new Set(['author', 'related']);
      for (const { path, value, studio } of limitCases(fields, slugField)) {
        if (references.has(String(path[0])) && value === 'not-an-option') continue;
        const candidate =
          value !== null && typeof value === 'object' && 'length' in value && !Array.isArray(value)
            ? Array.from(
                { length: (value as { length: number }).length },
                () => (at(path) as unknown[] | undefined)?.[0] ?? 'A valid item of the list.',
              )
            : value;
        const build = buildAccepts(schema, withValue(base, path, candidate), path);
        if (build !== studio)
          disagreements.push(
            `${path.join('.')} = ${JSON.stringify(candidate).slice(0, 40)}: studio ${studio ? 'saves' : 'refuses'}, build ${build ? 'accepts' : 'refuses'}`,
          );
      }
      expect(disagreements).toEqual([]);
    });

    test(`${name}: an address the studio refuses is one the build refuses`, () => {
      const field = collections[name]!.schema[collections[name]!.slugField] as Field;
      for (const slug of [
        'my-new-post',
        'My New Post!',
        'post_1',
        '-leading',
        'automation---integration-engineer--agentic-workflows-',
        'a',
        'confirm',
        'unsubscribe',
      ]) {
        const studio = (() => {
          try {
            field.validate!(
              { name: 'A valid title for the test', slug },
              { slugField: { slugs: new Set(), glob: '*' } },
            );
            return true;
          } catch {
            return false;
          }
        })();
        expect(addressProblem(folder, slug) === undefined, `${name}: "${slug}"`).toBe(studio);
      }
    });
  }

  test('the studio and the build know the same fields of every collection', async () => {
    const shape = (schema: z.ZodType) =>
      Object.keys((schema as unknown as { def: { shape: Record<string, unknown> } }).def.shape).sort();
    for (const [name, { schema }] of Object.entries(collectionSchemas)) {
      const { schema: fields } = collections[name]!;
      const studio = Object.entries(fields)
        .filter(([, field]) => !(field.kind === 'form' && field.formKind === 'content'))
        .map(([key]) => key)
        .sort();
      expect(studio, name).toEqual(shape(schema));
    }
  });

  test('a file named otherwise than its address rule is left out of the build', async () => {
    const names = await readdir(join(repoRoot, 'content/blog'));
    for (const name of names) expect(addressProblem('blog', basename(name, '.mdx')), name).toBeUndefined();
  });
});
