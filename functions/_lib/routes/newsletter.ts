import { Hono } from 'hono';
import { formNoticeIds, paths, type LinkPageOutcome } from '../../../shared/paths';
import { newsletterSignupSchema, newsletterTokenSchema } from '../../../shared/schemas/newsletter';
import { backToNotice, fallbackPages } from '../config';
import { formPagePath, handleForm, type FormResult } from '../forms';
import { methodNotAllowed } from '../http';
import type { ClientLimiter } from '../limiter';

/** The line a newsletter link's page shows for what happened. */
function linkPage(path: string, result: FormResult, outcome?: string) {
  const shown: LinkPageOutcome =
    result === 'done' && outcome ? (outcome as LinkPageOutcome) : result === 'invalid' ? 'invalid' : 'failed';
  return `${path}?result=${shown}#${formNoticeIds.subscription(shown)}`;
}

/**
 * The newsletter, owned by the newsletter function:
 *   POST /api/newsletter              the Stay Updated box: a pending sign-up and a confirmation email
 *   POST /api/newsletter/confirm      the confirmation page's button (the token from the email's link)
 *   POST /api/newsletter/unsubscribe  the unsubscribe page's button, and a mail client's one-click
 *                                     unsubscribe to the List-Unsubscribe URL (token in the query)
 *   GET  /api/newsletter/unsubscribe  a List-Unsubscribe URL opened in a browser: 303 to the page
 * Without JavaScript each answers a 303 to the page with the line to show; the one-click POST gets a
 * plain 200. The unsubscribe link's token is its own proof, so that route takes posts from mail
 * providers, which send no Origin; the others accept this site's pages only.
 */
export function newsletterRoutes(limiter: ClientLimiter, fetchImpl?: typeof fetch) {
  return new Hono()
    .post(
      '/',
      handleForm(
        {
          call: 'newsletterSignup',
          schema: newsletterSignupSchema,
          redirect: (c, result) =>
            backToNotice(
              formPagePath(c.req.header('referer'), c.req.url, fallbackPages.newsletter),
              'newsletter',
              result,
            ),
        },
        limiter,
        fetchImpl,
      ),
    )
    .post(
      '/confirm',
      handleForm(
        {
          call: 'newsletterConfirm',
          schema: newsletterTokenSchema,
          redirect: (_c, result, outcome) => linkPage(paths.newsletterConfirm(), result, outcome),
        },
        limiter,
        fetchImpl,
      ),
    )
    .post(
      '/unsubscribe',
      handleForm(
        {
          call: 'newsletterUnsubscribe',
          schema: newsletterTokenSchema,
          fields: (c, posted) => ({ token: c.req.query('token') ?? posted.token }),
          plain: (posted) => posted['List-Unsubscribe'] === 'One-Click',
          redirect: (_c, result, outcome) => linkPage(paths.newsletterUnsubscribe(), result, outcome),
        },
        limiter,
        fetchImpl,
      ),
    )
    .get('/unsubscribe', (c) =>
      c.redirect(paths.newsletterUnsubscribe(c.req.query('token') ?? undefined), 303),
    )
    .all('/', methodNotAllowed(['POST']))
    .all('/confirm', methodNotAllowed(['POST']))
    .all('/unsubscribe', methodNotAllowed(['GET', 'POST']));
}
