/**
 * `/rest/v1`: the PostgREST subset the product and its tests use, answered with PostgREST's
 * statuses, headers and error bodies:
 *   POST /<table>        one JSON object; `Prefer: return=minimal` (default) or `return=representation`
 *   GET  /<table>        plain columns of `select`, `<column>=eq.<value>` filters
 *   POST /rpc/<function> named arguments in a JSON object
 * Anything else is answered PGRST127 and recorded as unsupported (see request.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { identifyRequest, type RequestIdentity } from '../auth.ts';
import { forwardedHeaders } from '../client-address.ts';
import type { UnsupportedLog } from '../unsupported.ts';
import { NotEmulated, restError, toRestError, type RestError } from './errors.ts';
import {
  asCaller,
  findFunction,
  functionNotFound,
  jsonBody,
  tableColumns,
  tableNotFound,
  type RequestContext,
} from './execute.ts';
import {
  checkAccept,
  checkProfile,
  isIdentifier,
  parseObjectBody,
  parseReadQuery,
  parseReturnPreference,
  parseWriteQuery,
} from './request.ts';
import { callStatement, insertStatement, selectStatement } from './sql.ts';

function errorResponse(c: Context, error: RestError): Response {
  return c.json(error.body, error.status as 400, error.headers);
}

const jsonType = 'application/json; charset=utf-8';

export function restRoutes(
  db: PGlite,
  unsupported: UnsupportedLog,
  logError: (error: unknown) => void,
): Hono {
  const app = new Hono();

  const handle =
    (run: (c: Context, context: RequestContext) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      const url = new URL(c.req.url);
      const identified = await identifyRequest(new Headers(c.req.header()), url);
      if (!identified.ok) return errorResponse(c, identified.error);
      const identity: RequestIdentity = identified.identity;
      try {
        checkAccept(c.req.header('accept') ?? null);
        return await run(c, {
          identity,
          method: c.req.method,
          path: url.pathname,
          headers: forwardedHeaders(c),
        });
      } catch (error) {
        if (error instanceof NotEmulated) {
          unsupported.record({
            service: 'gateway',
            method: c.req.method,
            path: url.pathname,
            reason: error.feature,
          });
        }
        const answer = toRestError(error, identity.anonymous);
        if (answer.status >= 500) logError(error);
        return errorResponse(c, answer);
      }
    };

  const tableOf = (c: Context) => {
    const table = decodeURIComponent(c.req.param('table') ?? '');
    if (!isIdentifier(table)) throw tableNotFound(table);
    return table;
  };

  app.post(
    '/rpc/:fn',
    handle(async (c, context) => {
      checkProfile(c.req.header('content-profile') ?? null);
      parseReturnPreference(c.req.header('prefer') ?? null);
      if ([...new URL(c.req.url).searchParams.keys()].some((key) => key !== 'apikey')) {
        throw new NotEmulated('Query parameters on a function call');
      }
      const fn = c.req.param('fn') ?? '';
      const args = parseObjectBody(c.req.header('content-type'), await c.req.text());
      const result = await asCaller(db, context, async (tx, becomeCaller) => {
        const signature = isIdentifier(fn) ? await findFunction(tx, fn, Object.keys(args)) : undefined;
        if (!signature) throw functionNotFound(fn, Object.keys(args));
        await becomeCaller();
        const body = await jsonBody(tx, callStatement(fn, signature.args, args, signature.returnsVoid));
        return { body, returnsVoid: signature.returnsVoid };
      });
      // PostgREST answers a void function with 204 and any other result, SQL NULL included, as JSON.
      if (result.returnsVoid) return c.body(null, 204);
      return c.body(result.body ?? 'null', 200, { 'Content-Type': jsonType });
    }),
  );
  app.all(
    '/rpc/*',
    handle(async (c) => {
      throw new NotEmulated(`Calling a function with ${c.req.method}`);
    }),
  );

  app.post(
    '/:table',
    handle(async (c, context) => {
      checkProfile(c.req.header('content-profile') ?? null);
      const table = tableOf(c);
      const select = parseWriteQuery(new URL(c.req.url).searchParams);
      const representation = parseReturnPreference(c.req.header('prefer') ?? null) === 'representation';
      const text = await c.req.text();
      const row = parseObjectBody(c.req.header('content-type'), text);
      const body = await asCaller(db, context, async (tx, becomeCaller) => {
        const known = await tableColumns(tx, table);
        if (!known) throw tableNotFound(table);
        for (const column of [...Object.keys(row), ...(select === '*' ? [] : select)]) {
          if (!isIdentifier(column) || !known.includes(column)) {
            throw restError(
              400,
              'PGRST204',
              `Could not find the '${column}' column of '${table}' in the schema cache`,
            );
          }
        }
        await becomeCaller();
        return jsonBody(
          tx,
          insertStatement(table, Object.keys(row), text, representation ? select : undefined),
        );
      });
      const headers: Record<string, string> = {
        'Content-Range': '*/*',
        'Preference-Applied': `return=${representation ? 'representation' : 'minimal'}`,
      };
      if (!representation) return c.body(null, 201, headers);
      return c.body(body ?? '[]', 201, { ...headers, 'Content-Type': jsonType });
    }),
  );

  app.get(
    '/:table',
    handle(async (c, context) => {
      checkProfile(c.req.header('accept-profile') ?? null);
      parseReturnPreference(c.req.header('prefer') ?? null);
      const table = tableOf(c);
      const { columns, filters } = parseReadQuery(new URL(c.req.url).searchParams);
      const body = await asCaller(db, context, async (tx, becomeCaller) => {
        const known = await tableColumns(tx, table);
        if (!known) throw tableNotFound(table);
        for (const column of [
          ...filters.map((filter) => filter.column),
          ...(columns === '*' ? [] : columns),
        ]) {
          if (!known.includes(column)) {
            throw restError(400, '42703', `column ${table}.${column} does not exist`);
          }
        }
        await becomeCaller();
        return jsonBody(tx, selectStatement(table, columns, filters));
      });
      const rows = JSON.parse(body ?? '[]') as unknown[];
      return c.body(body ?? '[]', 200, {
        'Content-Type': jsonType,
        'Content-Range': rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*',
      });
    }),
  );

  app.all(
    '/:table',
    handle(async (c) => {
      throw new NotEmulated(`The ${c.req.method} method`);
    }),
  );
  app.all('*', (c) => {
    unsupported.record({
      service: 'gateway',
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      reason: 'unknown REST path',
    });
    return errorResponse(c, restError(404, 'PGRST125', 'Invalid path specified in request URL'));
  });
  return app;
}
