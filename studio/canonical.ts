/**
 * A content file as the studio writes it. Keystatic saves an entry by serialising every field in the
 * order of its schema and dumping the result as YAML (js-yaml, as Keystatic does), so a file written
 * by hand in another style is rewritten whole by its first save. Kept in this form, a save changes
 * only the lines of the fields that changed: `tests/unit/content-format.test.ts` holds every file of
 * `content/` to it, and `npm run content:format` writes it.
 */
import type { ComponentSchema } from '@keystatic/core';
import { dump } from 'js-yaml';

type Schema = ComponentSchema & {
  kind: string;
  formKind?: string;
  fields?: Record<string, Schema>;
  element?: Schema;
  parse?: (value: unknown, args?: unknown) => unknown;
  serialize?: (value: unknown) => { value: unknown };
  serializeWithSlug?: (value: unknown) => { value: unknown };
};

/** A field's value as the studio writes it: through the field's own parse and serialise. */
function serialised(schema: Schema, value: unknown, slug: string | undefined): unknown {
  switch (schema.kind) {
    case 'object': {
      const object = (value ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(schema.fields!)) {
        if (field.kind === 'form' && field.formKind === 'content') continue;
        const next = serialised(field, object[key], undefined);
        if (next !== undefined) out[key] = next;
      }
      return out;
    }
    case 'array':
      return ((value as unknown[] | undefined) ?? []).map((item) =>
        serialised(schema.element!, item, undefined),
      );
    case 'form': {
      // An image's value is its path, written as it is.
      if (schema.formKind === 'asset') return value;
      if (slug !== undefined && schema.serializeWithSlug)
        return schema.serializeWithSlug(schema.parse!(value, { slug })).value;
      return schema.serialize!(schema.parse!(value)).value;
    }
    default:
      return value;
  }
}

/** The YAML the studio writes for `data` under `schema` (the collection's fields), `slugField` named. */
export function canonicalYaml(
  schema: Record<string, ComponentSchema>,
  data: Record<string, unknown>,
  slugField?: string,
  slug?: string,
): string {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema) as [string, Schema][]) {
    if (field.kind === 'form' && field.formKind === 'content') continue;
    const next = serialised(field, data[key], key === slugField ? slug : undefined);
    if (next !== undefined) out[key] = next;
  }
  return dump(out);
}

/** An MDX entry as the studio writes its frontmatter; the body is kept as it is. */
export function canonicalMdx(
  schema: Record<string, ComponentSchema>,
  frontmatter: Record<string, unknown>,
  body: string,
  slugField: string,
  slug: string,
): string {
  return `---\n${canonicalYaml(schema, frontmatter, slugField, slug)}---\n${body}`;
}
