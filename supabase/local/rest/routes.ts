/**
 * `/rest/v1/<table>`: the PostgREST subset that @supabase/postgrest-js 2.x sends for select, insert,
 * update and delete, answered with PostgREST's statuses, headers and error bodies.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { identifyRequest, type RequestIdentity } from '../auth.ts';
import { notImplemented, restError, toRestError, type RestError } from './errors.ts';
import { tableNotFound } from './execute.ts';
import { checkProfile, parseAccept, parsePreferences, type ResponseShape } from './negotiation.ts';
import {
  invalidBody,
  runDelete,
  runInsert,
  runSelect,
  runUpdate,
  type JsonBody,
  type Outcome,
  type ParsedRequest,
} from './operations.ts';
import { isIdentifier, parseRestQuery } from './query.ts';

const isReading = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

async function readJsonBody(c: Context): Promise<JsonBody> {
  const type = c.req.header('content-type');
  if (type && !/^application\/(json|[\w.+-]*\+json)\b/i.test(type)) {
    throw restError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  const text = await c.req.text();
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw invalidBody();
  }
}

function parseRequest(c: Context, identity: RequestIdentity): ParsedRequest {
  const table = decodeURIComponent(c.req.param('table') ?? '');
  checkProfile(c.req.header(isReading(c) ? 'accept-profile' : 'content-profile') ?? null);
  if (!isIdentifier(table)) throw tableNotFound(table);
  const url = new URL(c.req.url);
  return {
    table,
    query: parseRestQuery(url.searchParams),
    preferences: parsePreferences(c.req.header('prefer') ?? null),
    shape: parseAccept(c.req.header('accept') ?? null),
    context: { identity, method: c.req.method, path: url.pathname, headers: c.req.header() },
  };
}

function stripNulls(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

/** The rows as the client asked for them: an array, or the single object of `.single()`. */
function renderBody(body: string, shape: ResponseShape): string {
  if (!shape.single && !shape.stripNulls) return body;
  const rows = (JSON.parse(body) as unknown[]).map((row) => (shape.stripNulls ? stripNulls(row) : row));
  return JSON.stringify(shape.single ? rows[0] : rows);
}

function respond(c: Context, request: ParsedRequest, outcome: Outcome, status: 200 | 201): Response {
  const headers: Record<string, string> = {};
  if (request.preferences.applied.length > 0) {
    headers['Preference-Applied'] = request.preferences.applied.join(', ');
  }
  // postgrest-js reads the total after the slash when a count was asked for.
  const offset = request.query.offset ?? 0;
  const range = isReading(c) && outcome.total > 0 ? `${offset}-${offset + outcome.total - 1}` : '*';
  const total = outcome.count ?? (request.preferences.count ? outcome.total : '*');
  headers['Content-Range'] = `${range}/${total}`;
  if (outcome.body === undefined) return c.body(null, status === 200 ? 204 : status, headers);
  headers['Content-Type'] = request.shape.contentType;
  return c.body(renderBody(outcome.body, request.shape), status, headers);
}

function errorResponse(c: Context, error: RestError): Response {
  return c.json(error.body, error.status as 400, error.headers);
}

export function restRoutes(db: PGlite, logError: (error: unknown) => void): Hono {
  const app = new Hono();

  const handle =
    (run: (c: Context, request: ParsedRequest) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      const identified = identifyRequest(new Headers(c.req.header()), new URL(c.req.url));
      if (!identified.ok) return errorResponse(c, identified.error);
      try {
        return await run(c, parseRequest(c, identified.identity));
      } catch (error) {
        const answer = toRestError(error, identified.identity.anonymous);
        if (answer.status >= 500) logError(error);
        return errorResponse(c, answer);
      }
    };

  app.all('/rpc/*', (c) => errorResponse(c, notImplemented('Calling functions (/rpc)')));
  app.get(
    '/:table',
    handle(async (c, request) => respond(c, request, await runSelect(db, request), 200)),
  );
  app.post(
    '/:table',
    handle(async (c, request) =>
      respond(c, request, await runInsert(db, request, await readJsonBody(c)), 201),
    ),
  );
  app.patch(
    '/:table',
    handle(async (c, request) =>
      respond(c, request, await runUpdate(db, request, await readJsonBody(c)), 200),
    ),
  );
  app.delete(
    '/:table',
    handle(async (c, request) => respond(c, request, await runDelete(db, request), 200)),
  );
  app.all(
    '/:table',
    handle(async (c) => {
      throw notImplemented(`The ${c.req.method} method`);
    }),
  );
  app.all('*', (c) => errorResponse(c, restError(404, 'PGRST125', 'Invalid path specified in request URL')));
  return app;
}
