/**
 * Runs a request's statements the way PostgREST does: one transaction, the caller's role and JWT claims
 * set locally (so GRANTs and RLS policies are Postgres's own), rolled back when the answer fails.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { RequestIdentity } from '../auth.ts';
import { restError } from './errors.ts';
import type { Statement } from './sql.ts';

export interface RequestContext {
  identity: RequestIdentity;
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** Columns of a table, view or materialised view of schema public; undefined when there is none. */
export async function tableColumns(tx: Transaction, table: string): Promise<string[] | undefined> {
  const result = await tx.query<{ columns: string[] }>(
    `select coalesce(array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0 and not a.attisdropped), '{}')::text[] as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      group by c.oid`,
    [table],
  );
  return result.rows[0]?.columns;
}

export const tableNotFound = (table: string) =>
  restError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

/** Switches the transaction to the caller, like PostgREST's pre-request `set_config` calls. */
export async function becomeCaller(tx: Transaction, context: RequestContext): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('request.headers', $5, true), set_config('search_path', 'public, extensions', true)`,
    [
      context.identity.role,
      JSON.stringify(context.identity.claims),
      context.method,
      context.path,
      JSON.stringify(context.headers),
    ],
  );
}

/** Rows of a statement wrapped by `asJsonRows`: the JSON array text and how many rows it holds. */
export async function jsonRows(
  tx: Transaction,
  statement: Statement,
): Promise<{ body: string; total: number }> {
  const result = await tx.query<{ body: string; total: number }>(statement.sql, statement.params);
  return result.rows[0] ?? { body: '[]', total: 0 };
}

export async function affectedRows(tx: Transaction, statement: Statement): Promise<number> {
  const result = await tx.query(statement.sql, statement.params);
  return result.affectedRows ?? 0;
}

/** PGRST116: a single object was asked for (`.single()`), so anything but one row fails and rolls back. */
export function requireSingleRow(total: number): void {
  if (total !== 1) {
    throw restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${total} rows`,
    );
  }
}
