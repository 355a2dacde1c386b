/**
 * What each REST verb does to the database, given an already parsed request: one transaction, the table
 * resolved first, then the statements as the caller (see execute.ts).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { notImplemented, restError } from './errors.ts';
import {
  affectedRows,
  becomeCaller,
  jsonRows,
  requireSingleRow,
  tableColumns,
  tableNotFound,
  type RequestContext,
} from './execute.ts';
import type { Preferences, ResponseShape } from './negotiation.ts';
import { isIdentifier, type RestQuery } from './query.ts';
import {
  asJsonRows,
  countStatement,
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type Statement,
} from './sql.ts';

export interface ParsedRequest {
  table: string;
  query: RestQuery;
  preferences: Preferences;
  shape: ResponseShape;
  context: RequestContext;
}

export interface Outcome {
  /** JSON array text of the rows, when the request asked for them. */
  body?: string;
  total: number;
  /** The exact count of `Prefer: count=exact` on a select, ignoring limit and offset. */
  count?: number;
}

/** A JSON request body, kept as text too: Postgres parses it, so large numbers keep their precision. */
export interface JsonBody {
  text: string;
  value: unknown;
}

/** `[api] max_rows` of supabase/config.toml: PostgREST never returns more rows than this. */
const maxRows = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const invalidBody = (message = 'Empty or invalid json') => restError(400, 'PGRST102', message);

function checkColumns(table: string, known: string[], wanted: string[]): void {
  for (const column of wanted) {
    if (!isIdentifier(column) || !known.includes(column)) {
      throw restError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table}' in the schema cache`,
      );
    }
  }
}

/** PostgREST's safeupdate guard on Supabase: PATCH and DELETE need at least one filter. */
function requireFilters(request: ParsedRequest, verb: 'UPDATE' | 'DELETE'): void {
  if (request.query.filters.length === 0) throw restError(400, '21000', `${verb} requires a WHERE clause`);
  if (request.query.limit !== undefined || request.query.order.length > 0) {
    throw notImplemented(`limit and order on ${verb}`);
  }
}

const returning = (request: ParsedRequest) =>
  request.preferences.return === 'representation' ? request.query.select : undefined;

/** Opens the transaction, resolves the table as the superuser, then continues as the caller. */
function asCaller<T>(
  db: PGlite,
  request: ParsedRequest,
  work: (tx: Transaction, columns: string[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const columns = await tableColumns(tx, request.table);
    if (!columns) throw tableNotFound(request.table);
    await becomeCaller(tx, request.context);
    return work(tx, columns);
  });
}

/** Runs the statements of an insert, update or delete and gathers their rows or row counts. */
function mutate(
  db: PGlite,
  request: ParsedRequest,
  statements: (columns: string[]) => Statement[],
): Promise<Outcome> {
  const representation = returning(request) !== undefined;
  return asCaller(db, request, async (tx, columns) => {
    let total = 0;
    const rows: unknown[] = [];
    for (const statement of statements(columns)) {
      if (representation) {
        const result = await jsonRows(tx, asJsonRows(statement));
        rows.push(...(JSON.parse(result.body) as unknown[]));
        total += result.total;
      } else total += await affectedRows(tx, statement);
    }
    if (request.shape.single) requireSingleRow(total);
    return representation ? { total, body: JSON.stringify(rows) } : { total };
  });
}

export function runSelect(db: PGlite, request: ParsedRequest): Promise<Outcome> {
  return asCaller(db, request, async (tx) => {
    const limit = Math.min(request.query.limit ?? maxRows, maxRows);
    const rows = await jsonRows(tx, asJsonRows(selectStatement(request.table, { ...request.query, limit })));
    if (request.shape.single) requireSingleRow(rows.total);
    if (!request.preferences.count) return rows;
    const counting = countStatement(request.table, request.query.filters);
    const counted = await tx.query<{ total: number }>(counting.sql, counting.params);
    return { ...rows, count: counted.rows[0]?.total ?? 0 };
  });
}

export function runInsert(db: PGlite, request: ParsedRequest, body: JsonBody): Promise<Outcome> {
  const rows = Array.isArray(body.value) ? body.value : [body.value];
  if (!rows.every(isObject)) throw invalidBody();
  const columns = request.query.columns ?? Object.keys(rows[0] ?? {});
  const sameKeys = (row: Record<string, unknown>) =>
    Object.keys(row).sort().join() === [...columns].sort().join();
  if (!request.query.columns && !rows.every(sameKeys)) throw invalidBody('All object keys must match');
  return mutate(db, request, (known) => {
    checkColumns(request.table, known, columns);
    // With `Prefer: missing=default` a key left out takes the column default, so each row is its own insert.
    if (request.preferences.missingDefault) {
      return rows.map((row) =>
        insertStatement(
          request.table,
          columns.filter((column) => column in row),
          JSON.stringify([row]),
          returning(request),
        ),
      );
    }
    const json = Array.isArray(body.value) ? body.text : `[${body.text}]`;
    return [insertStatement(request.table, columns, json, returning(request))];
  });
}

export function runUpdate(db: PGlite, request: ParsedRequest, body: JsonBody): Promise<Outcome> {
  if (!isObject(body.value)) throw invalidBody();
  requireFilters(request, 'UPDATE');
  const columns = Object.keys(body.value);
  return mutate(db, request, (known) => {
    checkColumns(request.table, known, columns);
    if (columns.length === 0) return [];
    return [updateStatement(request.table, columns, body.text, request.query.filters, returning(request))];
  });
}

export function runDelete(db: PGlite, request: ParsedRequest): Promise<Outcome> {
  requireFilters(request, 'DELETE');
  return mutate(db, request, () => [
    deleteStatement(request.table, request.query.filters, returning(request)),
  ]);
}
