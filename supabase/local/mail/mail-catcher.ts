/**
 * The local mail catcher (http://127.0.0.1:54324 by default). For the functions it is Resend: the
 * `resend` package talks to it when RESEND_BASE_URL points here (`POST /emails`, `POST /emails/batch`,
 * `GET /emails/:id`, Idempotency-Key, Resend's error bodies). For tests it offers a JSON API
 * (`/api/emails`) and a failure switch (`POST /api/fail`); for people, the mailbox page at `/`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { listen, type Listening } from '../listen.ts';
import { emailPage, mailboxPage, notFoundPage, pageSecurityHeaders } from './mailbox-page.ts';
import { openMailStore, type Idempotency, type MailStore, type StoredEmail } from './mail-store.ts';
import { parseResendEmail, validationError, type OutgoingEmail, type ResendError } from './resend-payload.ts';

const maxBatch = 100;

interface Accepted {
  ok: true;
  body: unknown;
  idempotency: Idempotency | undefined;
}

const resendError = (c: Context, error: ResendError) => c.json(error, error.statusCode as 422);

/** Resend's public shape of a sent email (`GET /emails/:id`). */
const resendEmail = (email: StoredEmail) => ({
  object: 'email',
  id: email.id,
  to: email.to,
  from: email.from,
  created_at: email.createdAt,
  subject: email.subject,
  html: email.html,
  text: email.text,
  bcc: email.bcc,
  cc: email.cc,
  reply_to: email.replyTo,
  last_event: 'delivered',
});

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

export function createMailCatcherApp(store: MailStore, logError: (error: unknown) => void): Hono {
  const app = new Hono();
  let failNext = 0;

  /** Auth, the failure switch, the JSON body and the idempotency key: what both send routes share. */
  async function acceptSend(
    c: Context,
    route: string,
  ): Promise<Accepted | { ok: false; error: ResendError }> {
    const denied = checkApiKey(c);
    if (denied) return { ok: false, error: denied };
    if (failNext > 0) {
      failNext -= 1;
      return {
        ok: false,
        error: {
          statusCode: 500,
          name: 'application_error',
          message: 'Simulated failure of the local mail catcher (POST /api/fail).',
        },
      };
    }
    const { key, error } = idempotencyKey(c);
    if (error) return { ok: false, error };
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return { ok: false, error: validationError('The request body must be valid JSON.') };
    }
    return { ok: true, body, idempotency: key ? { key, scope: route, payload: body } : undefined };
  }

  async function answerSave<T>(
    c: Context,
    emails: OutgoingEmail[],
    accepted: Accepted,
    respond: (ids: string[]) => T,
  ) {
    const saved = await store.save(emails, accepted.idempotency, respond);
    if (!saved.ok) {
      return resendError(c, {
        statusCode: 409,
        name: 'invalid_idempotent_request',
        message:
          'Same idempotency key used with a different request payload. Change your idempotency key or payload.',
      });
    }
    return c.json(saved.response as object, 200);
  }

  app.post('/emails', async (c) => {
    const accepted = await acceptSend(c, 'emails');
    if (!accepted.ok) return resendError(c, accepted.error);
    const parsed = parseResendEmail(accepted.body);
    if (!parsed.ok) return resendError(c, parsed.error);
    return answerSave(c, [parsed.email], accepted, ([id]) => ({ id }));
  });

  app.post('/emails/batch', async (c) => {
    const accepted = await acceptSend(c, 'batch');
    if (!accepted.ok) return resendError(c, accepted.error);
    if (!Array.isArray(accepted.body) || accepted.body.length === 0 || accepted.body.length > maxBatch) {
      return resendError(c, validationError(`The batch must be an array of 1 to ${maxBatch} emails.`));
    }
    const emails: OutgoingEmail[] = [];
    for (const item of accepted.body) {
      const parsed = parseResendEmail(item);
      if (!parsed.ok) return resendError(c, parsed.error);
      emails.push(parsed.email);
    }
    return answerSave(c, emails, accepted, (ids) => ({ data: ids.map((id) => ({ id })) }));
  });

  // One path, two audiences: the Resend client always sends Authorization, a browser never does.
  app.get('/emails/:id', async (c) => {
    const email = await store.get(c.req.param('id'));
    if (c.req.header('authorization') !== undefined) {
      const denied = checkApiKey(c);
      if (denied) return resendError(c, denied);
      if (!email) return resendError(c, { statusCode: 404, name: 'not_found', message: 'Email not found' });
      return c.json(resendEmail(email));
    }
    return email
      ? c.html(emailPage(email), 200, pageSecurityHeaders)
      : c.html(notFoundPage(), 404, pageSecurityHeaders);
  });

  app.get('/', async (c) => c.html(mailboxPage(await store.list()), 200, pageSecurityHeaders));

  app.get('/api/emails', async (c) =>
    c.json({ ok: true, emails: await store.list({ to: c.req.query('to') }) }),
  );
  app.get('/api/emails/:id', async (c) => {
    const email = await store.get(c.req.param('id'));
    return email ? c.json({ ok: true, email }) : c.json({ ok: false, error: 'email not found' }, 404);
  });
  app.delete('/api/emails', async (c) => c.json({ ok: true, deleted: await store.clear() }));
  app.post('/api/fail', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as { count?: unknown } | undefined;
    const count = body?.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      return c.json({ ok: false, error: 'body must be { "count": <integer >= 0> }' }, 400);
    }
    failNext = count;
    return c.json({ ok: true, failNext });
  });

  app.notFound((c) => c.json({ ok: false, error: 'not found' }, 404));
  app.onError((error, c) => {
    logError(error);
    return c.json({ ok: false, error: 'internal error in the local mail catcher' }, 500);
  });
  return app;
}

export async function startMailCatcher(
  db: PGlite,
  port: number,
  logError: (error: unknown) => void,
): Promise<Listening> {
  const store = await openMailStore(db);
  return listen(createMailCatcherApp(store, logError).fetch, port);
}
