/**
 * What every function app shares at the HTTP edge: a body size limit, the one answer shape
 * `{ ok: true, ... } | { ok: false, error }`, constant-time secret checks, and a last-resort error
 * handler that logs the real error and answers a generic message (no stack trace, no provider error).
 * No CORS: no browser calls a function; the edge API and the schedule do.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestBodyLimitBytes } from '../../../shared/schemas/limits.ts';
import { apiMessages } from '../../../shared/schemas/messages.ts';

type ErrorStatus = 400 | 401 | 404 | 405 | 413 | 415 | 429 | 500 | 503;

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Structured logs on stdout/stderr: what Supabase's function logs show. */
export const consoleLogger: Logger = {
  info: (message, details) => console.log(JSON.stringify({ level: 'info', message, ...details })),
  error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
};

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

/** The size limit, 404 and the error handler of a function's Hono app. */
export function applyCommonMiddleware(app: Hono, logger: Logger) {
  app.use(
    '*',
    bodyLimit({ maxSize: requestBodyLimitBytes, onError: (c) => fail(c, 413, apiMessages.tooLarge) }),
  );
  app.notFound((c) => fail(c, 404, apiMessages.notFound));
  app.onError((error, c) => {
    logger.error('unhandled error', { error: describeError(error) });
    return fail(c, 500, apiMessages.failed);
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

/** A loggable description of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null) return JSON.stringify(error);
  return String(error);
}
