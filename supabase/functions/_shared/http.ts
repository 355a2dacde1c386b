/**
 * What both function apps share at the HTTP edge: CORS (with the OPTIONS preflight), a body size
 * limit, the one answer shape `{ ok: true, ... } | { ok: false, error }`, and a last-resort error
 * handler that logs the real error and answers a generic message (no stack trace, no provider error).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { firstIssueMessage, isHoneypotFilled, type FormSchema } from '../../../shared/schemas/fields.ts';

export type Answer<T extends Record<string, unknown> = Record<string, never>> =
  ({ ok: true } & T) | { ok: false; error: string };

export type ErrorStatus = 400 | 401 | 404 | 405 | 413 | 415 | 429 | 500 | 503;

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Structured logs on stdout/stderr: what Supabase's function logs show. */
export const consoleLogger: Logger = {
  info: (message, details) => console.log(JSON.stringify({ level: 'info', message, ...details })),
  error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
};

export const messages = {
  invalidJson: 'Please send the request body as JSON.',
  tooLarge: 'The request is too large.',
  notFound: 'Not found.',
  unauthorized: 'Not authorized.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

export function ok<T extends Record<string, unknown>>(c: Context, extra?: T) {
  return c.json({ ok: true as const, ...(extra ?? {}) }, 200);
}

export function fail(c: Context, status: ErrorStatus, error: string) {
  return c.json({ ok: false as const, error }, status);
}

/** The request body as JSON, or `undefined` when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export type Submission<T> =
  { kind: 'valid'; data: T } | { kind: 'honeypot' } | { kind: 'invalid'; error: string };

/**
 * A form submission's body: not JSON or failing the schema is `invalid` with the message to answer;
 * a filled honeypot is `honeypot` (answer success, do nothing), checked before validation so a bot
 * learns nothing from the answer.
 */
export async function readSubmission<T>(c: Context, schema: FormSchema<T>): Promise<Submission<T>> {
  const body = await readJson(c);
  if (body === undefined) return { kind: 'invalid', error: messages.invalidJson };
  if (isHoneypotFilled(body)) return { kind: 'honeypot' };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { kind: 'valid', data: parsed.data }
    : { kind: 'invalid', error: firstIssueMessage(parsed.error) };
}

/**
 * Wires CORS (for functions browsers call; `allowedOrigins: false` for server-to-server ones), the
 * size limit, 404 and the error handler onto a function's Hono app.
 */
export function applyCommonMiddleware(
  app: Hono,
  options: { allowedOrigins: string[] | '*' | false; logger: Logger; maxBodyBytes?: number },
) {
  if (options.allowedOrigins !== false) {
    app.use(
      '*',
      cors({
        origin: options.allowedOrigins,
        allowMethods: ['POST', 'OPTIONS'],
        // Empty list: echo what the preflight asks for (supabase-js sends authorization, apikey,
        // content-type and x-client-info, and newer versions more).
        allowHeaders: [],
        maxAge: 86400,
      }),
    );
  }
  app.use(
    '*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 64 * 1024,
      onError: (c) => fail(c, 413, messages.tooLarge),
    }),
  );
  app.notFound((c) => fail(c, 404, messages.notFound));
  app.onError((error, c) => {
    options.logger.error('unhandled error', { error: describeError(error) });
    return fail(c, 500, messages.internal);
  });
}

/** Constant-time comparison of two secrets. */
export function sameSecret(givenText: string, secret: string): boolean {
  const given = new TextEncoder().encode(givenText);
  const expected = new TextEncoder().encode(secret);
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= expected[i] ^ (given[i] ?? 0);
  return diff === 0 && expected.length > 0;
}

/** Constant-time comparison of a request's bearer token with the expected secret. */
export function hasBearer(c: Context, secret: string): boolean {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? sameSecret(match[1], secret) : false;
}

/**
 * The address of the client that called the function, as the platform reports it: on hosted
 * Supabase, Cloudflare sets `CF-Connecting-IP` to the address that connected to it and overwrites any
 * value the caller sent (the local gateway does the same from its socket). See the README.
 */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim() || 'unknown';
}

/** A loggable description of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null) return JSON.stringify(error);
  return String(error);
}
