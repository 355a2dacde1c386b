/**
 * Every file of `content/` in the form the studio writes it (`canonical.ts`): `npm run
 * content:format` rewrites the files that are not, and `contentFormatDifferences` lists them for the
 * test that holds the folder to it. A file that cannot be parsed is left alone (the build reports it).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentSchema } from '@keystatic/core';
import { parse } from 'yaml';
import { frontmatterParts } from '../site/scripts/vite-plugins/frontmatter.ts';
import { canonicalMdx, canonicalYaml } from './canonical.ts';
import { studioConfig } from './keystatic.config.ts';
import { readStudioOptions } from './options.ts';

interface Collection {
  schema: Record<string, ComponentSchema>;
  slugField?: string;
}

/** The files of each collection and singleton, with the schema and slug field they are written by. */
async function entries(root: string) {
  const config = studioConfig({ kind: 'local', previewUrl: (path) => path }, await readStudioOptions(root));
  const collections = config.collections as Record<string, Collection & { path: string }>;
  const found: { file: string; collection: Collection }[] = [];
  for (const collection of Object.values(collections)) {
    const folder = join(root, collection.path.replace(/\/\*$/, ''));
    for (const name of (await readdir(folder)).sort())
      if (/\.(ya?ml|mdx)$/.test(name)) found.push({ file: join(folder, name), collection });
  }
  for (const singleton of Object.values(config.singletons as Record<string, Collection & { path: string }>))
    found.push({ file: join(root, `${singleton.path}.yaml`), collection: singleton });
  return found;
}

/** The studio's form of one file's text, or undefined when the text cannot be parsed. */
function canonicalText(file: string, text: string, { schema, slugField }: Collection): string | undefined {
  const slug = basename(file, extname(file));
  try {
    if (file.endsWith('.mdx')) {
      const parts = frontmatterParts(text);
      if (!parts) return undefined;
      return canonicalMdx(schema, parse(parts.yaml) ?? {}, parts.body, slugField!, slug);
    }
    return canonicalYaml(schema, parse(text) ?? {}, slugField, slug);
  } catch {
    return undefined;
  }
}

/** The files of `content/` that are not in the studio's form, with that form. */
export async function contentFormatDifferences(root: string) {
  const differences: { file: string; actual: string; expected: string }[] = [];
  for (const { file, collection } of await entries(root)) {
    const actual = await readFile(file, 'utf8');
    const expected = canonicalText(file, actual, collection);
    if (expected !== undefined && expected !== actual)
      differences.push({ file: relative(root, file), actual, expected });
  }
  return differences;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const differences = await contentFormatDifferences(root);
  for (const { file, expected } of differences) await writeFile(join(root, file), expected);
  console.log(
    differences.length
      ? `Rewrote ${differences.length} file(s) in the studio's form: ${differences.map((d) => d.file).join(', ')}`
      : "Every content file is in the studio's form.",
  );
}
