/**
 * PostgREST's error body and its SQLSTATE -> HTTP status table
 * (https://docs.postgrest.org/en/latest/references/errors.html), so the functions' database calls (the
 * rate limits' 429 among them) and the tests meet the same answers locally as in production.
 */

interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error the gateway answers with, thrown from anywhere in a request and caught once in the route. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, message, details, hint });
}

/**
 * PGRST127: a request shape PostgREST has but this local gateway does not emulate. Said plainly, never
 * ignored, and recorded (see unsupported.ts) so the test run fails on it.
 */
export class NotEmulated extends RestError {
  constructor(readonly feature: string) {
    super(400, {
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: `${feature} is not supported by the local gateway`,
      hint: null,
    });
  }
}

const prefixStatus: Array<[string, number]> = [
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25006', 405],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53400', 500],
  ['53', 503],
  ['54', 500],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0001', 400],
  ['P0', 500],
  ['XX', 500],
  ['42883', 404],
  ['42P01', 404],
  ['42P17', 500],
];

/** PostgREST answers 42501 with 401 to the anonymous role and 403 to everyone else. */
function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return anonymous ? 401 : 403;
  for (const [prefix, status] of prefixStatus) if (code.startsWith(prefix)) return status;
  return 400;
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/**
 * `raise sqlstate 'PGRST' using message = <json body>, detail = <json {status, headers}>`: the error
 * a function raises to choose PostgREST's whole answer (the rate limits answer 429 this way).
 */
function raisedResponse(error: DatabaseErrorLike): RestError | undefined {
  try {
    const body = JSON.parse(error.message) as Partial<PostgrestErrorBody>;
    const detail = JSON.parse(error.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    if (typeof body.message !== 'string' || typeof detail.status !== 'number') return undefined;
    return new RestError(
      detail.status,
      {
        code: typeof body.code === 'string' ? body.code : '',
        message: body.message,
        details: typeof body.details === 'string' ? body.details : null,
        hint: typeof body.hint === 'string' ? body.hint : null,
      },
      detail.headers ?? {},
    );
  } catch {
    return undefined;
  }
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}

/**
 * Any thrown value as the answer PostgREST would give. Postgres errors keep code, message, detail and
 * hint (never the query, parameters or a stack); anything else is an opaque 500.
 */
export function toRestError(error: unknown, anonymous: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isDatabaseError(error)) {
    const raised = error.code === 'PGRST' ? raisedResponse(error) : undefined;
    if (raised) return raised;
    return restError(
      statusForSqlState(error.code, anonymous),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  return restError(500, 'XX000', 'Internal error in the local gateway');
}
