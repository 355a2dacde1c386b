/**
 * Runs a request the way PostgREST does: one transaction, the caller's role, JWT claims and headers
 * set locally (so GRANTs, RLS policies and anything that reads `request.jwt.claims` or
 * `request.headers` are Postgres's own), rolled back when the answer fails.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { RequestIdentity } from '../auth.ts';
import { restError } from './errors.ts';
import type { FunctionArgument, Statement } from './sql.ts';

export interface RequestContext {
  identity: RequestIdentity;
  method: string;
  path: string;
  /** Lower-cased names; the client address header already set from the socket. */
  headers: Record<string, string>;
}

/** Columns of a table or view of schema public; undefined when there is none. */
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

interface FunctionSignature {
  args: FunctionArgument[];
  returnsVoid: boolean;
}

/**
 * The function of schema public called `name` that takes exactly the arguments `given`, as PostgREST
 * picks it: every argument without a default is given, and nothing it does not have. The signature
 * lists only the given arguments; the call passes them by name, so the others take their defaults.
 */
export async function findFunction(
  tx: Transaction,
  name: string,
  given: string[],
): Promise<FunctionSignature | undefined> {
  const result = await tx.query<{
    names: string[] | null;
    types: string[];
    defaults: number;
    void: boolean;
    set: boolean;
  }>(
    `select p.proargnames::text[] as names,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
            p.pronargdefaults::int as defaults,
            p.prorettype = 'void'::regtype as void,
            p.proretset as set
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  const wanted = new Set(given);
  for (const row of result.rows) {
    if (row.set) continue;
    const names = (row.names ?? []).slice(0, row.types.length);
    if (names.length !== row.types.length) continue;
    const required = names.slice(0, names.length - row.defaults);
    if (!required.every((arg) => wanted.has(arg)) || !given.every((arg) => names.includes(arg))) continue;
    return {
      args: names.flatMap((arg, index) => (wanted.has(arg) ? [{ name: arg, type: row.types[index]! }] : [])),
      returnsVoid: row.void,
    };
  }
  return undefined;
}

export const functionNotFound = (name: string, given: string[]) =>
  restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${[...given].sort().join(', ')}) in the schema cache`,
    null,
    'If a new function was created in the database with this name and parameters, try reloading the schema cache.',
  );

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

/** The JSON text a wrapped statement answers (`body`), or undefined for a statement without one. */
export async function jsonBody(tx: Transaction, statement: Statement): Promise<string | undefined> {
  const result = await tx.query<{ body: string | null }>(statement.sql, statement.params);
  return result.rows[0]?.body ?? undefined;
}

/** Opens the transaction, resolves names as the superuser, then continues as the caller. */
export function asCaller<T>(
  db: PGlite,
  context: RequestContext,
  work: (tx: Transaction, becomeCallerNow: () => Promise<void>) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(tx, () => becomeCaller(tx, context)));
}
