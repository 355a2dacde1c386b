/**
 * `npm run db:types`: writes supabase/functions/_shared/database.gen.ts, the TypeScript types of what
 * the API exposes (schema `public`: each table's row, each SQL function's arguments and result), read
 * from Postgres's catalog after the real migrations ran in PGlite. It is what `supabase gen types
 * typescript --local` makes, in the same shape (supabase-js takes it as its `Database` type), without
 * the Docker that command needs. `tests/integration/schema-rules.test.ts` fails when the file differs
 * from what the migrations make now.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { format, resolveConfig } from 'prettier';
import { openLocalDatabase } from '../supabase/local/database.ts';
import { repoRoot } from './process.ts';

export const databaseTypesFile = join(repoRoot, 'supabase/functions/_shared/database.gen.ts');

interface PgType {
  name: string;
  /** b base, d domain, e enum, c composite, p pseudo */
  kind: string;
  base: number;
  element: number;
  labels: string[] | null;
}

const textTypes = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'bytea',
  'tsvector',
]);
const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

/** The TypeScript type PostgREST's JSON gives a value of a Postgres type (as `supabase gen types` writes it). */
async function typeScriptType(db: PGlite, oid: number, cache: Map<number, PgType>): Promise<string> {
  let type = cache.get(oid);
  if (!type) {
    const found = await db.query<PgType>(
      `select t.typname as name, t.typtype as kind, t.typbasetype::int as base, t.typelem::int as element,
              (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels
         from pg_type t where t.oid = $1`,
      [oid],
    );
    type = found.rows[0];
    if (!type) return 'unknown';
    cache.set(oid, type);
  }
  if (type.kind === 'd') return typeScriptType(db, type.base, cache);
  if (type.kind === 'e') return (type.labels ?? []).map((label) => JSON.stringify(label)).join(' | ');
  if (type.name.startsWith('_') && type.element) return `${await typeScriptType(db, type.element, cache)}[]`;
  if (textTypes.has(type.name)) return 'string';
  if (numberTypes.has(type.name)) return 'number';
  if (type.name === 'bool') return 'boolean';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  return 'unknown';
}

const property = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

async function tablesSource(db: PGlite, cache: Map<number, PgType>): Promise<string> {
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    type_oid: number;
    not_null: boolean;
    has_default: boolean;
  }>(
    `select c.relname as table_name, a.attname as column_name, a.atttypid::int as type_oid,
            a.attnotnull or coalesce(t.typnotnull, false) as not_null,
            a.atthasdef or a.attidentity <> '' or a.attgenerated <> '' as has_default
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname, a.attnum`,
  );
  const foreignKeys = await db.query<{
    table_name: string;
    name: string;
    columns: string[];
    referenced: string;
    referenced_columns: string[];
  }>(
    `select c.relname as table_name, k.conname as name, r.relname as referenced,
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
            array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                    join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)
              as referenced_columns
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
      where k.contype = 'f' and n.nspname = 'public'
      order by c.relname, k.conname`,
  );
  const tables = [...new Set(columns.rows.map((row) => row.table_name))];
  const parts: string[] = [];
  for (const table of tables) {
    const row: string[] = [];
    const insert: string[] = [];
    const update: string[] = [];
    for (const column of columns.rows.filter((entry) => entry.table_name === table)) {
      const base = await typeScriptType(db, column.type_oid, cache);
      const type = column.not_null ? base : `${base} | null`;
      const name = property(column.column_name);
      row.push(`${name}: ${type}`);
      insert.push(`${name}${column.not_null && !column.has_default ? '' : '?'}: ${type}`);
      update.push(`${name}?: ${type}`);
    }
    const relationships = foreignKeys.rows
      .filter((key) => key.table_name === table)
      .map(
        (key) => `{
          foreignKeyName: ${JSON.stringify(key.name)}
          columns: ${JSON.stringify(key.columns)}
          isOneToOne: false
          referencedRelation: ${JSON.stringify(key.referenced)}
          referencedColumns: ${JSON.stringify(key.referenced_columns)}
        }`,
      );
    parts.push(`${property(table)}: {
      Row: { ${row.join('\n')} }
      Insert: { ${insert.join('\n')} }
      Update: { ${update.join('\n')} }
      Relationships: [${relationships.join(', ')}]
    }`);
  }
  return parts.join('\n');
}

async function functionsSource(db: PGlite, cache: Map<number, PgType>): Promise<string> {
  const functions = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: number[];
    defaults: number;
    returns: number;
    returns_set: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select unnest(p.proargtypes::oid[])::int) as arg_types,
            p.pronargdefaults as defaults, p.prorettype::int as returns, p.proretset as returns_set
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
      order by p.proname, p.oid`,
  );
  const parts: string[] = [];
  for (const fn of functions.rows) {
    const args: string[] = [];
    const firstDefault = fn.arg_types.length - fn.defaults;
    for (const [index, oid] of fn.arg_types.entries()) {
      const name = fn.arg_names?.[index];
      if (!name) throw new Error(`public.${fn.name} has an unnamed argument: PostgREST calls by name`);
      args.push(
        `${property(name)}${index >= firstDefault ? '?' : ''}: ${await typeScriptType(db, oid, cache)}`,
      );
    }
    const result = await typeScriptType(db, fn.returns, cache);
    parts.push(`${property(fn.name)}: {
      Args: ${args.length ? `{ ${args.join('\n')} }` : 'Record<PropertyKey, never>'}
      Returns: ${fn.returns_set ? `${result}[]` : result}
    }`);
  }
  return parts.join('\n');
}

async function enumsSource(db: PGlite): Promise<string> {
  const enums = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = 'public' group by t.typname order by t.typname`,
  );
  return enums.rows
    .map((row) => `${property(row.name)}: ${row.labels.map((label) => JSON.stringify(label)).join(' | ')}`)
    .join('\n');
}

const section = (body: string) => (body ? `{ ${body} }` : '{ [_ in never]: never }');

/** The types file for the migrated database `db`, formatted as the repository's Prettier writes it. */
export async function generateDatabaseTypes(db: PGlite): Promise<string> {
  const cache = new Map<number, PgType>();
  const source = `/**
 * Generated by \`npm run db:types\` from supabase/migrations: do not edit. The tables and SQL functions
 * of schema \`public\` as PostgREST exposes them, in the shape of \`supabase gen types typescript\`.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${section(await tablesSource(db, cache))}
    Views: { [_ in never]: never }
    Functions: ${section(await functionsSource(db, cache))}
    Enums: ${section(await enumsSource(db))}
    CompositeTypes: { [_ in never]: never }
  }
};

type PublicSchema = Database['public'];

/** The row of a table of \`public\`, e.g. \`Tables<'leads'>\`. */
export type Tables<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Row'];
`;
  const options = (await resolveConfig(databaseTypesFile)) ?? {};
  return format(source, { ...options, filepath: databaseTypesFile });
}

/** Runs the migrations in a throw-away PGlite and returns the types file they make. */
async function databaseTypesFromMigrations(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'emberwise-db-types-'));
  try {
    const { db } = await openLocalDatabase({
      dataDir,
      migrationsDir: join(repoRoot, 'supabase/migrations'),
    });
    try {
      return await generateDatabaseTypes(db);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  databaseTypesFromMigrations().then(
    async (text) => {
      await writeFile(databaseTypesFile, text);
      console.log(`Wrote ${databaseTypesFile.slice(repoRoot.length)}.`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
