import { Hono, type Context } from 'hono';
import { defaultLeadSource } from '../../../shared/lead-rules';
import { isHoneypotFilled } from '../../../shared/schemas/fields';
import { contactFormSchema } from '../../../shared/schemas/lead';
import type { AppDeps, AppEnv } from '../app-env';
import { contactRedirects } from '../config';
import { ConfigError, readApiEnv } from '../env';
import { readForm, sourceFromReferer } from '../forms';
import { methodNotAllowed } from '../http';
import { relayForm, visitorAddress } from '../relay';

function seeOther(c: Context, location: string) {
  return c.redirect(location, 303);
}

/**
 * `POST /api/contact`: the contact form without JavaScript. The form is checked with the shared
 * schema, then stored by the form-relay function for this visitor (rate limits included). Answers
 * are 303 redirects to pages a person can read; the visitor's data never goes into a URL.
 */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const form = await readForm(c);
      if (form instanceof Response) return form;

      // A bot learns nothing: it lands where a person would, and nothing is stored.
      if (isHoneypotFilled(form)) return seeOther(c, contactRedirects.success);

      const parsed = contactFormSchema.safeParse(form);
      if (!parsed.success) return seeOther(c, contactRedirects.invalid);
      const values = { ...parsed.data };
      if (values.source === defaultLeadSource) {
        values.source = sourceFromReferer(c.req.header('referer'), c.req.url) ?? defaultLeadSource;
      }

      let backend;
      try {
        backend = readApiEnv(c.env).backend;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        console.error(error.message);
        return seeOther(c, contactRedirects.failed);
      }
      if (!backend) {
        console.error('Contact form posted but SUPABASE_URL / FORM_RELAY_SECRET are not set');
        return seeOther(c, contactRedirects.failed);
      }

      const outcome = await relayForm(
        backend,
        'lead',
        { client_address: visitorAddress(c.req.header('cf-connecting-ip')), lead: values },
        deps.fetch,
      );
      if (outcome === 'stored') return seeOther(c, contactRedirects.success);
      if (outcome === 'limited') return seeOther(c, contactRedirects.limited);
      return seeOther(c, outcome === 'invalid' ? contactRedirects.invalid : contactRedirects.failed);
    })
    .all('/', methodNotAllowed(['POST']));
}
