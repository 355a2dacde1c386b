import { Hono, type Context } from 'hono';
import { formNoticeIds } from '../../../shared/paths';
import { isHoneypotFilled } from '../../../shared/schemas/fields';
import { newsletterSignupSchema } from '../../../shared/schemas/newsletter';
import type { AppDeps, AppEnv } from '../app-env';
import { newsletterFallbackPath, newsletterResults, type NewsletterResult } from '../config';
import { ConfigError, readApiEnv } from '../env';
import { formPagePath, readForm } from '../forms';
import { methodNotAllowed } from '../http';
import { relayForm, visitorAddress } from '../relay';

/** 303 back to the page the form was on, with the result in the query and fragment, never the address. */
function backToForm(c: Context, result: NewsletterResult) {
  const path = formPagePath(c.req.header('referer'), c.req.url, newsletterFallbackPath);
  return c.redirect(`${path}?${newsletterResults[result]}#${formNoticeIds.newsletter(result)}`, 303);
}

/**
 * `POST /api/newsletter`: the newsletter sign-up without JavaScript (form fields `email`, `source`
 * and the honeypot `company_website`). Checked with the shared schema, stored by form-relay for this
 * visitor; a repeated address is answered like a new one.
 */
export function newsletterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const form = await readForm(c);
      if (form instanceof Response) return form;
      if (isHoneypotFilled(form)) return backToForm(c, 'subscribed');

      const parsed = newsletterSignupSchema.safeParse(form);
      if (!parsed.success) return backToForm(c, 'invalid');

      let backend;
      try {
        backend = readApiEnv(c.env).backend;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        console.error(error.message);
        return backToForm(c, 'failed');
      }
      if (!backend) {
        console.error('Newsletter form posted but SUPABASE_URL / FORM_RELAY_SECRET are not set');
        return backToForm(c, 'failed');
      }

      const outcome = await relayForm(
        backend,
        'newsletter',
        {
          client_address: visitorAddress(c.req.header('cf-connecting-ip')),
          signup: { email: parsed.data.email, source: parsed.data.source },
        },
        deps.fetch,
      );
      if (outcome === 'stored') return backToForm(c, 'subscribed');
      return backToForm(c, outcome);
    })
    .all('/', methodNotAllowed(['POST']));
}
