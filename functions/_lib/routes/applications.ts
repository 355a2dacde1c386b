import { Hono } from 'hono';
import { applicationSchema } from '../../../shared/schemas/application';
import { backToNotice, fallbackPages } from '../config';
import { formPagePath, handleForm } from '../forms';
import { methodNotAllowed } from '../http';
import type { ClientLimiter } from '../limiter';

/**
 * `POST /api/applications`: the job application dialog's form. Stored by
 * send-job-application-emails for this visitor; a retry with the same idempotency key is stored
 * once. Without JavaScript (the dialog's form posted by the browser itself) the answer is a 303 back
 * to the careers page it came from, at the line that says how it went.
 */
export function applicationRoutes(limiter: ClientLimiter, fetchImpl?: typeof fetch) {
  return new Hono()
    .post(
      '/',
      handleForm(
        {
          call: 'application',
          schema: applicationSchema,
          redirect: (c, result) =>
            backToNotice(
              formPagePath(c.req.header('referer'), c.req.url, fallbackPages.application),
              'application',
              result,
            ),
        },
        limiter,
        fetchImpl,
      ),
    )
    .all('/', methodNotAllowed(['POST']));
}
