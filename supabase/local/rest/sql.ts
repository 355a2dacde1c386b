/**
 * Parameterised SQL for the three request shapes, shaped like PostgREST's own: the body goes through
 * json_populate_record (Postgres converts and validates every value), identifiers are checked and
 * quoted, values are always parameters, and rows come back as JSON built by Postgres, so timestamps
 * and numbers are serialised exactly as PostgREST would.
 */
import { quoteIdent, type Columns, type EqFilter } from './request.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

const tableSql = (table: string) => `"public".${quoteIdent(table)}`;

const columnList = (columns: Columns, target: string) =>
  columns === '*' ? `${target}.*` : columns.map((column) => `${target}.${quoteIdent(column)}`).join(', ');

/** Wraps a row-returning statement so Postgres hands back one JSON array text. */
function asJsonArray(sql: string): string {
  return `with pgrst_source as (${sql}) select coalesce(json_agg(pgrst_source), '[]')::text as body from pgrst_source`;
}

/** Keys missing from the object become NULL, as PostgREST does by default. */
export function insertStatement(
  table: string,
  columns: string[],
  rowJson: string,
  returning: Columns | undefined,
): Statement {
  const target = tableSql(table);
  const names = columns.map(quoteIdent).join(', ');
  const source = `json_populate_record(null::${target}, $1::json)`;
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${names}) select ${names} from ${source}`;
  if (returning === undefined) return { sql: insert, params: columns.length === 0 ? [] : [rowJson] };
  return {
    sql: asJsonArray(`${insert} returning ${columnList(returning, target)}`),
    params: columns.length === 0 ? [] : [rowJson],
  };
}

/** PostgREST never returns more rows than `[api] max_rows` of supabase/config.toml. */
const maxRows = 1000;

export function selectStatement(table: string, columns: Columns, filters: EqFilter[]): Statement {
  const target = tableSql(table);
  const where = filters.map((filter, index) => `${target}.${quoteIdent(filter.column)} = $${index + 1}`);
  return {
    sql: asJsonArray(
      `select ${columnList(columns, target)} from ${target}${where.length ? ` where ${where.join(' and ')}` : ''} limit ${maxRows}`,
    ),
    params: filters.map((filter) => filter.value),
  };
}

export interface FunctionArgument {
  name: string;
  type: string;
}

/** `select public.fn(a => $1::type, ...)`, its result as JSON text (NULL for a void function). */
export function callStatement(
  fn: string,
  args: FunctionArgument[],
  values: Record<string, unknown>,
  returnsVoid: boolean,
): Statement {
  // A JSON array for an array argument becomes a Postgres array, as PostgREST makes it.
  const named = args.map((arg, index) =>
    arg.type.endsWith('[]') && Array.isArray(values[arg.name])
      ? `${quoteIdent(arg.name)} => coalesce((select array_agg(item)::${arg.type} from jsonb_array_elements_text($${index + 1}::jsonb) as item), '{}'::${arg.type})`
      : `${quoteIdent(arg.name)} => $${index + 1}::${arg.type}`,
  );
  const call = `"public".${quoteIdent(fn)}(${named.join(', ')})`;
  const params = args.map((arg) => {
    const value = values[arg.name];
    if (value === null || value === undefined) return null;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
  return {
    sql: returnsVoid ? `select ${call}, null::text as body` : `select to_json(${call})::text as body`,
    params,
  };
}
