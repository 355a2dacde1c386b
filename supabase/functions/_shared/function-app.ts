/**
 * The one skeleton of the functions that own a form (send-lead-emails, send-job-application-emails,
 * newsletter): a Hono app under `/<function name>` with
 *   * edge routes: only the edge API may call them (the EDGE_API_SECRET header, compared in constant
 *     time). The body is `{ client_address, form }`; the form is checked by its schema (400 with the
 *     sentence), a filled honeypot is answered like a success and dropped, an over-limit client gets
 *     429 with the limit's sentence. The route answers as soon as the submission is stored, and sends
 *     the emails it queued after the answer, so the timing of an answer never depends on email and
 *     tells nothing about an address;
 *   * `POST /resend-pending`: the schedule's call (the service-role key as bearer), which sends what
 *     is due of this function's flow;
 *   * `POST /schedule-health`: the edge's health check (its secret): did the nightly retention job run
 *     within 26 hours (`scheduleHealthCall`).
 *   A function adds routes of its own for the schedule and the team's commands with `serviceRoute`.
 */
import { Hono, type Context } from 'hono';
import { edgeEnvelopeSchema, edgeSecretHeader, scheduleHealthCall } from '../../../shared/edge-protocol.ts';
import { firstIssueMessage, isHoneypotFilled, type FormSchema } from '../../../shared/schemas/fields.ts';
import { apiMessages, rateLimitMessages } from '../../../shared/schemas/messages.ts';
import type { Flow } from './db.ts';
import { applyCommonMiddleware, fail, hasBearer, ok, readJson, sameSecret, describeError } from './http.ts';
import { deliverEmails, type OutboxDeps, type Renderer } from './outbox.ts';
import { RateLimitedError } from './service-rpc.ts';

export interface FunctionDeps extends OutboxDeps {
  /** The project's server keys: the schedule's call to /resend-pending carries one of them. */
  serviceKeys: string[];
  edgeApiSecret: string;
  /** What `GET /health` says about the mail settings: names, no address or key. */
  mailSettings: MailSettings;
  /** Keeps work running after the answer (EdgeRuntime.waitUntil on Supabase). */
  background: (work: Promise<unknown>) => void;
}

interface MailSettings {
  /** The domain of MAIL_FROM, which must be verified with the provider. */
  senderDomain: string;
  /** The host the sends go to (Resend's API, or the local mail catcher). */
  provider: string;
  /** Sends a second. */
  perSecond: number;
}

interface FormFunction {
  /** The function's name, its path prefix. */
  name: string;
  flow: Flow;
  render: Renderer;
  /** Work after each scheduled delivery round (the newsletter's reports to the team). */
  afterDelivery?: () => Promise<Record<string, number>>;
}

/** What an edge route's handler returns: the emails it queued, and anything to add to the answer. */
interface EdgeResult {
  emails?: string[];
  answer?: Record<string, unknown>;
}

export function createFunctionApp(definition: FormFunction, deps: FunctionDeps) {
  const app = new Hono().basePath(`/${definition.name}`);
  applyCommonMiddleware(app, deps.logger);

  const sendInBackground = (emails: string[]) => {
    if (emails.length === 0) return;
    deps.background(
      deliverEmails(deps, definition.flow, definition.render, emails).then(
        (summary) =>
          deps.logger.info('emails sent after a submission', { flow: definition.flow, ...summary }),
        (error) => deps.logger.error('emails after a submission failed', { error: describeError(error) }),
      ),
    );
  };

  /** A route only the edge API may call, with its form checked by `schema`. */
  function edgeRoute<T>(
    path: string,
    schema: FormSchema<T>,
    handle: (form: T, clientAddress: string) => Promise<EdgeResult>,
  ) {
    app.post(path, async (c: Context) => {
      if (!sameSecret(c.req.header(edgeSecretHeader) ?? '', deps.edgeApiSecret)) {
        return fail(c, 401, apiMessages.unauthorized);
      }
      const envelope = edgeEnvelopeSchema.safeParse(await readJson(c));
      if (!envelope.success) return fail(c, 400, apiMessages.invalidJson);
      if (isHoneypotFilled(envelope.data.form)) return ok(c);
      const form = schema.safeParse(envelope.data.form);
      if (!form.success) return fail(c, 400, firstIssueMessage(form.error));
      let result: EdgeResult;
      try {
        result = await handle(form.data, envelope.data.client_address);
      } catch (error) {
        if (error instanceof RateLimitedError) return fail(c, 429, rateLimitMessages[error.form]);
        throw error;
      }
      sendInBackground(result.emails ?? []);
      return ok(c, result.answer);
    });
  }

  // `GET /health`: the edge API's and the preflight's check (with the edge API's secret) that this
  // function started with its settings, reaches the database with its key, and where its mail goes.
  app.get('/health', async (c) => {
    if (!sameSecret(c.req.header(edgeSecretHeader) ?? '', deps.edgeApiSecret)) {
      return fail(c, 401, apiMessages.unauthorized);
    }
    let database: 'reachable' | 'unreachable' = 'reachable';
    try {
      await deps.db.ping();
    } catch (error) {
      database = 'unreachable';
      deps.logger.error('health: the database did not answer', { error: describeError(error) });
    }
    return c.json(
      { ok: database === 'reachable', database, mail: deps.mailSettings },
      database === 'reachable' ? 200 : 503,
    );
  });

  app.post(scheduleHealthCall.route, async (c) => {
    if (!sameSecret(c.req.header(edgeSecretHeader) ?? '', deps.edgeApiSecret)) {
      return fail(c, 401, apiMessages.unauthorized);
    }
    const health = await deps.db.scheduleHealth();
    return ok(c, { retention: health.retention_ok ? 'ran' : 'late' });
  });

  /** A route only the schedule and the team's commands may call: one of the project's server keys as bearer. */
  function serviceRoute(path: string, handle: (c: Context) => Promise<Response>) {
    app.post(path, async (c: Context) => {
      if (!deps.serviceKeys.some((key) => hasBearer(c, key))) return fail(c, 401, apiMessages.unauthorized);
      return handle(c);
    });
  }

  /** One scheduled round: what is due of the flow, then the function's own work after it. */
  async function deliverScheduled() {
    const summary = { ...(await deliverEmails(deps, definition.flow, definition.render)) };
    const after = (await definition.afterDelivery?.()) ?? {};
    if ([...Object.values(summary), ...Object.values(after)].some((count) => count > 0)) {
      deps.logger.info('scheduled emails sent', { flow: definition.flow, ...summary, ...after });
    }
    return { ...summary, ...after };
  }

  serviceRoute('/resend-pending', async (c) => ok(c, await deliverScheduled()));

  return { app, edgeRoute, serviceRoute, deliverScheduled };
}
