/**
 * form-relay: the server side of the forms that work without JavaScript. Only the edge API (the Hono
 * app on Cloudflare Pages Functions) calls it, proving itself with the shared secret FORM_RELAY_SECRET,
 * and it passes the visitor's address as Cloudflare reported it to the edge (`CF-Connecting-IP`
 * there). Called directly, Supabase would only see the edge's own address, shared by every visitor
 * of every Cloudflare Worker; this way the rate limits count the visitor, as for the browser forms.
 *   POST /lead        { client_address, lead: <contact form fields> }   stores the lead, then emails
 *   POST /newsletter  { client_address, signup: { email, source } }      stores the sign-up
 * Answers: 200 `{ ok: true }`, 400 with the schema's message, 401, 429 with the limit's message.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { contactFormSchema, leadFromContactForm } from '../../../shared/schemas/lead.ts';
import { rateLimitMessages, type RateLimitedForm } from '../../../shared/schemas/messages.ts';
import { newsletterSignupSchema } from '../../../shared/schemas/newsletter.ts';
import { RateLimitedError, type NewsletterStore } from '../_shared/db.ts';
import {
  applyCommonMiddleware,
  describeError,
  fail,
  messages,
  ok,
  readSubmission,
  sameSecret,
  type Logger,
} from '../_shared/http.ts';
import { sendPendingLeadEmailsFor, type LeadFlowDeps } from '../_shared/lead-flow.ts';

export const functionName = 'form-relay';

/** The header the edge API sends FORM_RELAY_SECRET in. */
export const relaySecretHeader = 'x-form-relay-secret';

export interface RelayAppDeps extends LeadFlowDeps {
  newsletter: NewsletterStore;
  formRelaySecret: string;
  logger: Logger;
  /** Keeps work running after the answer (EdgeRuntime.waitUntil on Supabase). */
  background: (work: Promise<unknown>) => void;
}

const clientAddressField = z.string().trim().min(1).max(100);
const relayedLeadSchema = z.object({ client_address: clientAddressField, lead: contactFormSchema });
const relayedSignupSchema = z.object({ client_address: clientAddressField, signup: newsletterSignupSchema });

/** The honeypot of a relayed form (the edge API checks it first; this is the second look). */
const isBot = (form: { company_website?: string }) => Boolean(form.company_website?.trim());

export function createApp(deps: RelayAppDeps) {
  const app = new Hono().basePath(`/${functionName}`);
  applyCommonMiddleware(app, { allowedOrigins: false, logger: deps.logger });

  app.use('*', async (c, next) => {
    if (!sameSecret(c.req.header(relaySecretHeader) ?? '', deps.formRelaySecret)) {
      return fail(c, 401, messages.unauthorized);
    }
    await next();
  });

  const limited = (c: Context, form: RateLimitedForm) => fail(c, 429, rateLimitMessages[form]);

  app.post('/lead', async (c) => {
    const submission = await readSubmission(c, relayedLeadSchema);
    if (submission.kind === 'invalid') return fail(c, 400, submission.error);
    if (submission.kind === 'honeypot' || isBot(submission.data.lead)) return ok(c);
    const { client_address, lead: form } = submission.data;
    const lead = leadFromContactForm(form);
    try {
      await deps.leads.submit(lead, client_address);
    } catch (error) {
      if (error instanceof RateLimitedError) return limited(c, 'lead');
      throw error;
    }
    deps.background(
      sendPendingLeadEmailsFor(lead.email, deps).then(
        (summary) => deps.logger.info('lead emails', { ...summary }),
        (error) => deps.logger.error('lead emails failed', { error: describeError(error) }),
      ),
    );
    return ok(c);
  });

  app.post('/newsletter', async (c) => {
    const submission = await readSubmission(c, relayedSignupSchema);
    if (submission.kind === 'invalid') return fail(c, 400, submission.error);
    if (submission.kind === 'honeypot' || isBot(submission.data.signup)) return ok(c);
    try {
      await deps.newsletter.submit(submission.data.signup, submission.data.client_address);
    } catch (error) {
      if (error instanceof RateLimitedError) return limited(c, 'newsletter');
      throw error;
    }
    return ok(c);
  });

  return app;
}
