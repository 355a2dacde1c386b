/**
 * What both function apps share at the HTTP edge: CORS (with the OPTIONS preflight), a body size
 * limit, the one answer shape `{ ok: true, ... } | { ok: false, error }`, and a last-resort error
 * handler that logs the real error and answers a generic message (no stack trace, no provider error).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { firstIssueMessage, isHoneypotFilled } from './schemas.ts';

export type Answer<T extends Record<string, unknown> = Record<string, never>> =
  ({ ok: true } & T) | { ok: false; error: string };

export type ErrorStatus = 400 | 401 | 404 | 405 | 413 | 415 | 500;

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
export async function readSubmission<T>(c: Context, schema: z.ZodType<T>): Promise<Submission<T>> {
  const body = await readJson(c);
  if (body === undefined) return { kind: 'invalid', error: messages.invalidJson };
  if (isHoneypotFilled(body)) return { kind: 'honeypot' };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { kind: 'valid', data: parsed.data }
    : { kind: 'invalid', error: firstIssueMessage(parsed.error) };
}

/** Wires CORS, the size limit, 404 and the error handler onto a function's Hono app. */
export function applyCommonMiddleware(
  app: Hono,
  options: { allowedOrigins: string[] | '*'; logger: Logger; maxBodyBytes?: number },
) {
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

/** Constant-time comparison of a request's bearer token with the expected secret. */
export function hasBearer(c: Context, secret: string): boolean {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const given = new TextEncoder().encode(match[1]);
  const expected = new TextEncoder().encode(secret);
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= expected[i] ^ (given[i] ?? 0);
  return diff === 0;
}

/** A loggable description of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null) return JSON.stringify(error);
  return String(error);
}
