/**
 * What the two no-JavaScript form routes share: reading the posted form, the visitor's campaign
 * source from the form page, and the same-origin page to send the visitor back to.
 */
import type { Context } from 'hono';
import { lengthLimits } from '../../shared/schemas/limits';
import { jsonError } from './http';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The posted fields, or the error answer (415 for another body type, 400 for an unreadable one). */
export async function readForm(c: Context): Promise<Record<string, unknown> | Response> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    return jsonError(c, 415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data');
  }
  try {
    return await c.req.parseBody();
  } catch {
    return jsonError(c, 400, 'The form data could not be read');
  }
}

/** The Referer as a URL of this site, or undefined (absent, malformed or another origin). */
function sameOriginReferer(referer: string | undefined, requestUrl: string): URL | undefined {
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(requestUrl).origin ? from : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The campaign source of a form posted without JavaScript. The prerendered form cannot copy the
 * page's `?source=` into its hidden field, so when the form says the default, the source is read
 * from the same-origin form page the browser names in its Referer header.
 */
export function sourceFromReferer(referer: string | undefined, requestUrl: string): string | undefined {
  const source = sameOriginReferer(referer, requestUrl)?.searchParams.get('source')?.trim();
  return source && source.length <= lengthLimits.source ? source : undefined;
}

/** The path (no query, no fragment) of the same-origin page the form was on, else `fallback`. */
export function formPagePath(referer: string | undefined, requestUrl: string, fallback: string): string {
  const from = sameOriginReferer(referer, requestUrl);
  return from && from.pathname.startsWith('/') && !from.pathname.startsWith('//') ? from.pathname : fallback;
}
