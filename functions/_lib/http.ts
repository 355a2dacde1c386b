/**
 * The one answer shape of the API for errors: `{ ok: false, error }` with an honest status, and for a
 * refused form field its `name` (`field`), so the page shows the sentence next to it.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiMessages } from '../../shared/schemas/messages';

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, field?: string) {
  return c.json({ ok: false as const, error, ...(field ? { field } : {}) }, status);
}

/** Handler for the methods a path does not support: 405 with the `Allow` header. */
export function methodNotAllowed(allowed: readonly string[]) {
  return (c: Context) => {
    c.header('Allow', allowed.join(', '));
    return jsonError(c, 405, apiMessages.methodNotAllowed);
  };
}
