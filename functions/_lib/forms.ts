/**
 * One route shape for every form of the site: the same request with and without JavaScript. The
 * browser posts the form's fields (urlencoded or multipart); a page that runs the app adds
 * `Accept: application/json` and gets `{ ok, error?, field?, outcome? }` with an honest status, a page
 * without JavaScript gets a 303 to a page that says how it went, or, for a form that went wrong and
 * has a page to come back to (`refusedPage`), that page with what was typed in it. In between, in this order: a filled honeypot
 * is answered like a success and dropped; the shared schema checks the form (400 with its sentence
 * and the refused field's name);
 * the edge's own count of the client's hourly limit (429 with the limit's sentence); then the Supabase
 * function that owns the form, which checks and counts again and stores.
 */
import type { Context } from 'hono';
import { limitedFormOf, type EdgeCall } from '../../shared/edge-protocol';
import {
  firstIssueField,
  firstIssueMessage,
  honeypotField,
  isHoneypotFilled,
  type FormSchema,
} from '../../shared/schemas/fields';
import { codePointLength, lengthLimits } from '../../shared/schemas/limits';
import { apiMessages, rateLimitMessages } from '../../shared/schemas/messages';
import { callBackend, visitorAddress, type BackendOutcome } from './backend';
import { ConfigError, readApiEnv } from './env';
import { formPageWithInput, type FormPageRefusal } from './form-page';
import { jsonError } from './http';
import type { ClientLimiter } from './limiter';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The posted fields, or the error answer (415 for another body type, 400 for an unreadable one). */
async function readForm(c: Context): Promise<Record<string, unknown> | Response> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    return jsonError(c, 415, apiMessages.unsupportedType);
  }
  try {
    return await c.req.parseBody();
  } catch {
    return jsonError(c, 400, apiMessages.unreadableForm);
  }
}

/** True when the page runs the app and wants the answer as JSON instead of a redirect. */
function wantsJson(c: Context): boolean {
  return /\bapplication\/json\b/i.test(c.req.header('accept') ?? '');
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
  return source && codePointLength(source) <= lengthLimits.source ? source : undefined;
}

/** The path (no query, no fragment) of the same-origin page the form was on, else `fallback`. */
export function formPagePath(referer: string | undefined, requestUrl: string, fallback: string): string {
  const from = sameOriginReferer(referer, requestUrl);
  return from && from.pathname.startsWith('/') && !from.pathname.startsWith('//') ? from.pathname : fallback;
}

/** How a form went, as the no-JavaScript redirect names it. */
export type FormResult = 'done' | 'invalid' | 'limited' | 'failed';

interface FormRoute<T> {
  call: EdgeCall;
  schema: FormSchema<T>;
  /** The form as the function gets it (the checked fields, without the honeypot). */
  toForm?: (form: T, c: Context) => Record<string, unknown>;
  /** Where a page without JavaScript goes next. */
  redirect: (c: Context, result: FormResult, outcome?: string) => string;
  /** The fields to check, from what was posted (e.g. with a token from the query). */
  fields?: (c: Context, posted: Record<string, unknown>) => Record<string, unknown>;
  /** True for a machine's request that wants a plain-text answer, not a page (one-click unsubscribe). */
  plain?: (posted: Record<string, unknown>) => boolean;
  /**
   * Where a page without JavaScript gets its form back, with what was typed, when the form is not
   * done (`formPageWithInput`); without it, or when that page cannot be had, `redirect` says.
   */
  refusedPage?: (result: Exclude<FormResult, 'done'>) => Omit<FormPageRefusal, 'posted' | 'field'>;
}

const pageStatus = { invalid: 400, limited: 429, failed: 502 } as const;

function withoutHoneypot(form: object): Record<string, unknown> {
  const { [honeypotField]: _, ...rest } = form as Record<string, unknown>;
  return rest;
}

/** The handler of a form route; `limiter` is the isolate's count of per-client limits. */
export function handleForm<T>(route: FormRoute<T>, limiter: ClientLimiter, fetchImpl?: typeof fetch) {
  return async (c: Context) => {
    const posted = await readForm(c);
    if (posted instanceof Response) return posted;
    const fields = route.fields ? route.fields(c, posted) : posted;
    const json = wantsJson(c);
    const plain = route.plain?.(posted) ?? false;
    /** A page without JavaScript: its form back with what was typed, else a redirect. */
    const backToForm = async (result: Exclude<FormResult, 'done'>, field?: FormPageRefusal['field']) => {
      const page = route.refusedPage?.(result);
      const answered = page && (await formPageWithInput(c, { ...page, posted, field }, pageStatus[result]));
      return answered ?? c.redirect(route.redirect(c, result), 303);
    };
    const answer = async (result: BackendOutcome | { kind: 'unconfigured' }) => {
      if (plain)
        return result.kind === 'done' ? c.text(result.outcome ?? 'done', 200) : c.text(result.kind, 400);
      switch (result.kind) {
        case 'done':
          return json
            ? c.json({ ok: true as const, ...(result.outcome ? { outcome: result.outcome } : {}) }, 200)
            : c.redirect(route.redirect(c, 'done', result.outcome), 303);
        case 'invalid':
          return json
            ? jsonError(c, 400, result.error, result.field)
            : backToForm('invalid', result.field ? { name: result.field, message: result.error } : undefined);
        case 'limited':
          return json ? jsonError(c, 429, result.error) : backToForm('limited');
        case 'failed':
          return json ? jsonError(c, 502, apiMessages.failed) : backToForm('failed');
        case 'unconfigured':
          return json ? jsonError(c, 503, apiMessages.failed) : backToForm('failed');
      }
    };

    // A bot learns nothing: it gets what a person would, and nothing is stored.
    if (isHoneypotFilled(fields)) return answer({ kind: 'done' });
    const parsed = route.schema.safeParse(fields);
    if (!parsed.success)
      return answer({
        kind: 'invalid',
        error: firstIssueMessage(parsed.error),
        field: firstIssueField(parsed.error),
      });

    let env;
    try {
      env = readApiEnv(c.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      return answer({ kind: 'unconfigured' });
    }
    const address = visitorAddress(c.req.header('cf-connecting-ip'));
    const limited = limitedFormOf[route.call];
    if (limited && !limiter.take(limited, address, env.rateLimitOverrides)) {
      return answer({ kind: 'limited', error: rateLimitMessages[limited] });
    }
    if (!env.backend) {
      console.error(`A form was posted to ${c.req.path} but SUPABASE_URL / EDGE_API_SECRET are not set`);
      return answer({ kind: 'unconfigured' });
    }
    const form = route.toForm ? route.toForm(parsed.data, c) : withoutHoneypot(parsed.data as object);
    return answer(await callBackend(env.backend, route.call, { client_address: address, form }, fetchImpl));
  };
}
