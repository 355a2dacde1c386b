/**
 * The local mail catcher (http://127.0.0.1:54324 by default). For the functions it is Resend's
 * `POST /emails` (with Idempotency-Key and Resend's error bodies): the only call the product makes, so
 * the only one emulated. Any other Resend route or field is answered 422 and recorded as unsupported.
 * For tests it offers a JSON API (`/api/emails`) and a failure switch (`POST /api/fail`, JSON only);
 * for people, the mailbox page at `/`. It answers its own origin only (`listen.ts`).
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { listen, type Listening } from '../listen.ts';
import type { UnsupportedLog } from '../unsupported.ts';
import {
  emailPage,
  emailPageSecurityHeaders,
  mailboxPage,
  notFoundPage,
  pageSecurityHeaders,
} from './mailbox-page.ts';
import { openMailStore, type MailStore } from './mail-store.ts';
import { parseResendEmail, unknownFields, validationError, type ResendError } from './resend-payload.ts';

const resendError = (c: Context, error: ResendError) => c.json(error, error.statusCode as 422);

function checkApiKey(c: Context): ResendError | undefined {
  const header = c.req.header('authorization');
  const key = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!key) {
    return {
      statusCode: 401,
      name: 'missing_api_key',
      message:
        "Missing API key in the authorization header. Include the following header 'Authorization: Bearer YOUR_API_KEY' in the request.",
    };
  }
  // Any key of Resend's form is accepted: the functions' configuration is what is being exercised, not a secret.
  if (!key.startsWith('re_'))
    return { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' };
  return undefined;
}

function idempotencyKey(c: Context): { key?: string; error?: ResendError } {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return {};
  if (key.length < 1 || key.length > 256) {
    return {
      error: {
        statusCode: 400,
        name: 'invalid_idempotency_key',
        message: 'The key must be between 1-256 chars.',
      },
    };
  }
  return { key };
}

function createMailCatcherApp(
  store: MailStore,
  unsupported: UnsupportedLog,
  logError: (error: unknown) => void,
): Hono {
  const app = new Hono();
  let failNext = 0;
  /** Failures kept for the emails of one address: other senders of a shared stack cannot use them up. */
  const failFor = new Map<string, number>();
  const failure = (c: Context) =>
    resendError(c, {
      statusCode: 500,
      name: 'application_error',
      message: 'Simulated failure of the local mail catcher (POST /api/fail).',
    });

  app.post('/emails', async (c) => {
    const denied = checkApiKey(c);
    if (denied) return resendError(c, denied);
    if (failNext > 0) {
      failNext -= 1;
      return failure(c);
    }
    const { key, error } = idempotencyKey(c);
    if (error) return resendError(c, error);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return resendError(c, validationError('The request body must be valid JSON.'));
    }
    const extra = unknownFields(body);
    if (extra.length > 0) {
      unsupported.record({
        service: 'mail',
        method: 'POST',
        path: '/emails',
        reason: `fields ${extra.join(', ')}`,
      });
      return resendError(c, validationError(`The local mail catcher does not handle ${extra.join(', ')}.`));
    }
    const parsed = parseResendEmail(body);
    if (!parsed.ok) return resendError(c, parsed.error);
    // An email concerns an address it is sent to or answers to (a team's notification of a lead).
    const failing = [...parsed.email.to, ...parsed.email.replyTo]
      .map((address) => address.toLowerCase())
      .find((address) => (failFor.get(address) ?? 0) > 0);
    if (failing) {
      failFor.set(failing, failFor.get(failing)! - 1);
      return failure(c);
    }
    const saved = await store.save(
      [parsed.email],
      key ? { key, scope: 'emails', payload: body } : undefined,
      ([id]) => ({ id }),
    );
    if (!saved.ok) {
      return resendError(c, {
        statusCode: 409,
        name: 'invalid_idempotent_request',
        message:
          'Same idempotency key used with a different request payload. Change your idempotency key or payload.',
      });
    }
    return c.json(saved.response as object, 200);
  });

  // The mailbox, for people.
  app.get('/mailbox/:id', async (c) => {
    const email = await store.get(c.req.param('id'));
    return email
      ? c.html(emailPage(email), 200, emailPageSecurityHeaders(email))
      : c.html(notFoundPage(), 404, pageSecurityHeaders);
  });
  app.get('/', async (c) => c.html(mailboxPage(await store.list()), 200, pageSecurityHeaders));

  // The control routes take JSON only: a form or `text/plain` body is what a page of another site can
  // send without asking first (no CORS preflight), so refusing it keeps such pages from the switch.
  app.on(['POST', 'PUT', 'PATCH'], '/api/*', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return c.json(
        { ok: false, error: 'the control routes take JSON only (Content-Type: application/json)' },
        415,
      );
    }
    await next();
  });
  app.get('/api/emails', async (c) =>
    c.json({ ok: true, emails: await store.list({ to: c.req.query('to') }) }),
  );
  app.get('/api/emails/:id', async (c) => {
    const email = await store.get(c.req.param('id'));
    return email ? c.json({ ok: true, email }) : c.json({ ok: false, error: 'email not found' }, 404);
  });
  app.delete('/api/emails', async (c) => c.json({ ok: true, deleted: await store.clear() }));
  app.post('/api/fail', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as { count?: unknown; to?: unknown } | undefined;
    const count = body?.count;
    const to = body?.to;
    if (
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 0 ||
      (to !== undefined && (typeof to !== 'string' || !to.includes('@')))
    ) {
      return c.json({ ok: false, error: 'body must be { "count": <integer >= 0>, "to"?: <address> }' }, 400);
    }
    if (typeof to === 'string') {
      failFor.set(to.toLowerCase(), count);
      return c.json({ ok: true, failNext: count, to });
    }
    failNext = count;
    return c.json({ ok: true, failNext });
  });

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    // Resend routes other than POST /emails: a Resend feature the product started to use.
    if (!path.startsWith('/api/')) {
      unsupported.record({
        service: 'mail',
        method: c.req.method,
        path,
        reason: 'no such route in the mail catcher',
      });
    }
    return c.json({ ok: false, error: 'not found' }, 404);
  });
  app.onError((error, c) => {
    logError(error);
    return c.json({ ok: false, error: 'internal error in the local mail catcher' }, 500);
  });
  return app;
}

export async function startMailCatcher(
  db: PGlite,
  port: number,
  unsupported: UnsupportedLog,
  logError: (error: unknown) => void,
): Promise<Listening> {
  const store = await openMailStore(db);
  return listen(createMailCatcherApp(store, unsupported, logError).fetch, port);
}
