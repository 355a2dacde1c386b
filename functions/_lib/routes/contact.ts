import { Hono } from 'hono';
import { contactFormSchema } from '../../../shared/schemas/lead';
import { defaultSource } from '../../../shared/schemas/limits';
import { formNoticeIds, paths } from '../../../shared/paths';
import { contactRedirects } from '../config';
import { handleForm, sourceFromReferer } from '../forms';
import { methodNotAllowed } from '../http';
import type { ClientLimiter } from '../limiter';

/**
 * `POST /api/contact`: the contact form, with or without JavaScript. Stored by send-lead-emails for
 * this visitor. Without JavaScript the answer is a 303 to the thank-you page, or the form's page
 * again with what was typed, the refused field named and the line that says what went wrong.
 */
export function contactRoutes(limiter: ClientLimiter, fetchImpl?: typeof fetch) {
  return new Hono()
    .post(
      '/',
      handleForm(
        {
          call: 'lead',
          schema: contactFormSchema,
          toForm: ({ company_website: _, ...form }, c) => ({
            ...form,
            source:
              form.source === defaultSource
                ? (sourceFromReferer(c.req.header('referer'), c.req.url) ?? defaultSource)
                : form.source,
          }),
          redirect: (_c, result) => contactRedirects[result],
          refusedPage: (result) => ({ path: paths.signUp(), noticeId: formNoticeIds.contact(result) }),
        },
        limiter,
        fetchImpl,
      ),
    )
    .all('/', methodNotAllowed(['POST']));
}
