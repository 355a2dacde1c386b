import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { contactRedirects } from '../config';
import { ConfigError, readApiEnv } from '../env';
import { jsonError, methodNotAllowed, runInBackground } from '../http';
import {
  contactFormSchema,
  createLeadClient,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  leadEmailPayload,
  saveLead,
  sendLeadEmails,
  sourceFromReferer,
} from '../lead';
import { defaultLeadSource } from '../../../site/src/shared/lead-rules';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

function seeOther(c: Context, location: string) {
  return c.redirect(location, 303);
}

/**
 * `POST /api/contact`: the contact form without JavaScript. Answers are 303 redirects to pages a
 * person can read; the visitor's data never goes into a URL.
 */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
        return jsonError(c, 415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data');
      }
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return jsonError(c, 400, 'The form data could not be read');
      }

      // A bot learns nothing: it lands where a person would, and nothing is stored.
      if (isHoneypotFilled(form[HONEYPOT_FIELD])) return seeOther(c, contactRedirects.success);

      const parsed = contactFormSchema.safeParse(form);
      if (!parsed.success) return seeOther(c, contactRedirects.invalid);
      if (parsed.data.source === defaultLeadSource) {
        parsed.data.source = sourceFromReferer(c.req.header('referer'), c.req.url) ?? defaultLeadSource;
      }

      let supabase;
      try {
        supabase = readApiEnv(c.env).supabase;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        console.error(error.message);
        return seeOther(c, contactRedirects.failed);
      }
      if (!supabase) {
        console.error('Contact form posted but SUPABASE_URL / SUPABASE_ANON_KEY are not set');
        return seeOther(c, contactRedirects.failed);
      }

      const client = createLeadClient(supabase, deps.fetch);
      const payload = leadEmailPayload(parsed.data);
      const result = await saveLead(client, payload);
      if (!result.saved) return seeOther(c, contactRedirects.failed);

      runInBackground(c, sendLeadEmails(client, payload));
      return seeOther(c, contactRedirects.success);
    })
    .all('/', methodNotAllowed(['POST']));
}
