/**
 * The PostgREST request shapes the product and its tests send, and nothing more: an insert of one
 * JSON object (returning nothing, or the columns of `select`), a read of plain columns filtered by
 * `eq`, and a function call with named arguments. Anything else (other operators, order, limit,
 * counts, arrays, upserts, embedding...) throws `NotEmulated`, which the gateway answers with
 * PGRST127 and records, so a new use of the API is noticed instead of half-answered.
 */
import { NotEmulated, restError } from './errors.ts';

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const isIdentifier = (name: string) => identifierPattern.test(name);

/** Double-quotes an identifier; callers have already checked it with `isIdentifier`. */
export const quoteIdent = (name: string) => `"${name}"`;

export type Columns = '*' | string[];

/** `select=a,b,c` or `*` (or absent): plain column names only. */
function parseSelect(raw: string | null): Columns {
  if (raw === null || raw === '' || raw === '*') return '*';
  const columns = raw.split(',').map((column) => column.trim());
  for (const column of columns) {
    if (!isIdentifier(column)) throw new NotEmulated(`The select item "${column}" (only plain columns)`);
  }
  return columns;
}

export interface EqFilter {
  column: string;
  value: string;
}

/** The query string of a read: `select` and `<column>=eq.<value>` filters. */
export function parseReadQuery(params: URLSearchParams): { columns: Columns; filters: EqFilter[] } {
  const filters: EqFilter[] = [];
  for (const [key, value] of params) {
    if (key === 'select' || key === 'apikey') continue;
    if (!isIdentifier(key)) throw new NotEmulated(`The query parameter "${key}"`);
    if (!value.startsWith('eq.')) throw new NotEmulated(`The filter "${key}=${value.split('.')[0]}"`);
    filters.push({ column: key, value: value.slice(3) });
  }
  return { columns: parseSelect(params.get('select')), filters };
}

/** The query string of an insert: only `select` (with `Prefer: return=representation`). */
export function parseWriteQuery(params: URLSearchParams): Columns {
  for (const key of params.keys()) {
    if (key !== 'select' && key !== 'apikey')
      throw new NotEmulated(`The query parameter "${key}" on a write`);
  }
  return parseSelect(params.get('select'));
}

/** `Prefer: return=minimal` (PostgREST's default) or `return=representation`; nothing else. */
export function parseReturnPreference(header: string | null): 'minimal' | 'representation' {
  let choice: 'minimal' | 'representation' = 'minimal';
  for (const token of (header ?? '').split(',').map((part) => part.trim())) {
    if (token === '') continue;
    if (token === 'return=minimal' || token === 'return=representation') {
      choice = token === 'return=minimal' ? 'minimal' : 'representation';
    } else {
      throw new NotEmulated(`The preference "Prefer: ${token}"`);
    }
  }
  return choice;
}

/** JSON arrays only (no `.single()` objects, no CSV). */
export function checkAccept(header: string | null): void {
  const types = (header ?? '*/*').split(',').map((entry) => entry.split(';')[0]!.trim().toLowerCase());
  if (types.some((type) => ['application/json', 'application/*', '*/*', ''].includes(type))) return;
  throw new NotEmulated(`The response type "Accept: ${header}"`);
}

/** Only schema public is exposed, as in the Supabase project config. */
export function checkProfile(header: string | null): void {
  if (header !== null && header !== '' && header !== 'public') {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${header}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

const invalidBody = (message = 'Empty or invalid json') => restError(400, 'PGRST102', message);

/** The body of a write: one JSON object (an array would be a bulk insert, which nothing sends). */
export function parseObjectBody(contentType: string | undefined, text: string): Record<string, unknown> {
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    throw new NotEmulated(`The request body type "Content-Type: ${contentType}"`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  if (Array.isArray(value)) throw new NotEmulated('Inserting an array of rows');
  if (typeof value !== 'object' || value === null) throw invalidBody();
  return value as Record<string, unknown>;
}
