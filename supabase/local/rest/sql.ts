/**
 * Turns parsed requests into parameterised SQL shaped like PostgREST's own: bodies go through
 * json_populate_recordset (Postgres converts and validates every value), identifiers are checked and
 * quoted, values are always parameters, and results are aggregated to JSON by Postgres so timestamps and
 * numbers are serialised exactly as PostgREST would.
 */
import { quoteIdent, type Filter, type OrderTerm, type SelectItem } from './query.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const tableSql = (table: string) => `"public".${quoteIdent(table)}`;

function selectList(items: SelectItem[], target: string): string {
  return items
    .map((item) => {
      if (item.star) return `${target}.*`;
      const cast = item.cast ? `::${item.cast}` : '';
      return `${target}.${quoteIdent(item.column)}${cast} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
};

function filterSql(filter: Filter, target: string, params: Params): string {
  const column = `${target}.${quoteIdent(filter.column)}`;
  let expression: string;
  if (filter.operator === 'in') {
    const values = filter.value as string[];
    expression =
      values.length === 0 ? 'false' : `${column} in (${values.map((value) => params.add(value)).join(', ')})`;
  } else if (filter.operator === 'is') {
    // Validated against null/true/false/unknown by the parser, so it is safe to inline.
    expression = `${column} is ${(filter.value as string).toLowerCase()}`;
  } else {
    const value = filter.value as string;
    const operand =
      filter.operator === 'like' || filter.operator === 'ilike' ? value.replace(/\*/g, '%') : value;
    expression = `${column} ${comparison[filter.operator]} ${params.add(operand)}`;
  }
  return filter.negate ? `not (${expression})` : expression;
}

function whereSql(filters: Filter[], target: string, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => filterSql(filter, target, params)).join(' and ')}`;
}

function orderSql(order: OrderTerm[], target: string): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${target}.${quoteIdent(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

const returningSql = (returning: SelectItem[] | undefined, target: string) =>
  returning ? ` returning ${selectList(returning, target)}` : '';

/** Wraps a row-returning statement so Postgres hands back one JSON array text and the row count. */
export function asJsonRows(statement: Statement): Statement {
  return {
    sql: `with pgrst_source as (${statement.sql}) select coalesce(json_agg(pgrst_source), '[]')::text as body, count(*)::int as total from pgrst_source`,
    params: statement.params,
  };
}

export function selectStatement(
  table: string,
  query: { select: SelectItem[]; filters: Filter[]; order: OrderTerm[]; limit?: number; offset?: number },
): Statement {
  const target = tableSql(table);
  const params = new Params();
  const where = whereSql(query.filters, target, params);
  const limit = query.limit === undefined ? '' : ` limit ${query.limit}`;
  const offset = query.offset === undefined ? '' : ` offset ${query.offset}`;
  return {
    sql: `select ${selectList(query.select, target)} from ${target}${where}${orderSql(query.order, target)}${limit}${offset}`,
    params: params.values,
  };
}

export function countStatement(table: string, filters: Filter[]): Statement {
  const target = tableSql(table);
  const params = new Params();
  return {
    sql: `select count(*)::int as total from ${target}${whereSql(filters, target, params)}`,
    params: params.values,
  };
}

/** `rowsJson` is a JSON array text; keys missing from a row become NULL, as PostgREST does by default. */
export function insertStatement(
  table: string,
  columns: string[],
  rowsJson: string,
  returning?: SelectItem[],
): Statement {
  const target = tableSql(table);
  const params = new Params();
  const source = `json_populate_recordset(null::${target}, ${params.add(rowsJson)}::json)`;
  const names = columns.map(quoteIdent).join(', ');
  const sql =
    columns.length === 0
      ? `insert into ${target} select from ${source}`
      : `insert into ${target} (${names}) select ${names} from ${source}`;
  return { sql: sql + returningSql(returning, target), params: params.values };
}

export function updateStatement(
  table: string,
  columns: string[],
  rowJson: string,
  filters: Filter[],
  returning?: SelectItem[],
): Statement {
  const target = tableSql(table);
  const params = new Params();
  const source = `(select * from json_populate_record(null::${target}, ${params.add(rowJson)}::json)) pgrst_body`;
  const assignments = columns
    .map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`)
    .join(', ');
  const where = whereSql(filters, target, params);
  return {
    sql: `update ${target} set ${assignments} from ${source}${where}${returningSql(returning, target)}`,
    params: params.values,
  };
}

export function deleteStatement(table: string, filters: Filter[], returning?: SelectItem[]): Statement {
  const target = tableSql(table);
  const params = new Params();
  const where = whereSql(filters, target, params);
  return { sql: `delete from ${target}${where}${returningSql(returning, target)}`, params: params.values };
}
