/**
 * Parses the PostgREST query string that @supabase/postgrest-js builds (`select`, `<col>=<op>.<value>`,
 * `order`, `limit`, `offset`, `columns`) into plain data. Anything outside that subset is refused with a
 * PostgREST-shaped error instead of being ignored, so no caller silently relies on a missing feature.
 */
import { notImplemented, parseError } from './errors.ts';

export type SelectItem = { star: true } | { star?: false; column: string; alias?: string; cast?: string };

export const filterOperators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export interface Filter {
  column: string;
  operator: FilterOperator;
  negate: boolean;
  /** A list for `in`, otherwise the raw text after the operator. */
  value: string | string[];
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface RestQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** The `columns` parameter postgrest-js sends with an array insert. */
  columns?: string[];
  onConflict?: string;
}

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const castPattern = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;
const isValues = new Set(['null', 'true', 'false', 'unknown']);

export const isIdentifier = (name: string) => identifierPattern.test(name);

/** Double-quotes an identifier; callers have already checked it with `isIdentifier`. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function identifier(name: string, what: string): string {
  if (!isIdentifier(name)) throw parseError(`failed to parse ${what} (${name})`, 'unexpected identifier');
  return name;
}

/** Splits on commas outside double quotes and parentheses, as PostgREST's grammar does. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '\\' && i + 1 < text.length) {
      current += char + text[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw === '' || raw === '*') return [{ star: true }];
  return splitTopLevel(raw).map((item) => {
    if (item === '*') return { star: true };
    if (/[()]|\.\.\./.test(item)) throw notImplemented('Embedded resources and aggregates in select');
    if (item.includes('->')) throw notImplemented('JSON paths in select');
    const [aliased, cast, extra] = item.split('::');
    if (extra !== undefined || (cast !== undefined && !castPattern.test(cast))) {
      throw parseError(`failed to parse select parameter (${raw})`, `unexpected cast in "${item}"`);
    }
    const [first, second, more] = (aliased ?? '').split(':');
    if (more !== undefined)
      throw parseError(`failed to parse select parameter (${raw})`, `unexpected "${item}"`);
    const column = identifier(second ?? first ?? '', 'select parameter');
    const alias = second === undefined ? undefined : identifier(first ?? '', 'select parameter');
    return { column, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
  });
}

export function parseFilter(column: string, raw: string): Filter {
  const failed = () => parseError(`failed to parse filter (${raw})`, `unexpected filter on column ${column}`);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw failed();
  const operator = rest.slice(0, dot) as FilterOperator;
  const value = rest.slice(dot + 1);
  if (!filterOperators.includes(operator)) {
    if (/^[a-z]+(\(|$)/.test(operator)) throw notImplemented(`The "${operator}" filter operator`);
    throw failed();
  }
  if (operator === 'is' && !isValues.has(value.toLowerCase())) throw failed();
  if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw failed();
    const inner = value.slice(1, -1);
    return { column, operator, negate, value: inner === '' ? [] : splitTopLevel(inner).map(unquote) };
  }
  return { column, operator, negate, value };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    const order: OrderTerm = { column: identifier(column, 'order'), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`failed to parse order (${raw})`, `unexpected "${modifier}"`);
    }
    return order;
  });
}

function parseCount(raw: string, what: string): number {
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${what} (${raw})`);
  return Number(raw);
}

export function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((name) => identifier(unquote(name.trim()), 'columns parameter'));
}

/** The whole query string; `apikey` is the gateway's, not a filter. */
export function parseRestQuery(params: URLSearchParams): RestQuery {
  const query: RestQuery = { select: parseSelect(params.get('select')), filters: [], order: [] };
  for (const [key, value] of params) {
    switch (key) {
      case 'select':
      case 'apikey':
        break;
      case 'order':
        query.order.push(...parseOrder(value));
        break;
      case 'limit':
        query.limit = parseCount(value, 'limit');
        break;
      case 'offset':
        query.offset = parseCount(value, 'offset');
        break;
      case 'columns':
        query.columns = parseColumns(value);
        break;
      case 'on_conflict':
        query.onConflict = value;
        break;
      case 'or':
      case 'and':
      case 'not.or':
      case 'not.and':
        throw notImplemented('The "or"/"and" logical filters');
      default:
        if (key.includes('.')) throw notImplemented(`Parameters on embedded resources ("${key}")`);
        query.filters.push(parseFilter(identifier(key, 'filter'), value));
    }
  }
  return query;
}
