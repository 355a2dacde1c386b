/**
 * Constants of the edge API: where it is mounted and where a form posted without JavaScript sends
 * the visitor afterwards. Pages are addressed through the site's one path helper; no visitor data ever
 * goes into a URL.
 */
import { formNoticeIds, paths, type FormOutcome } from '../../shared/paths';

/** The Hono app is mounted here; Cloudflare Pages routes `/api/*` to `functions/api/[[route]].ts`. */
export const API_BASE_PATH = '/api';

/** Version reported by `/api/health` when the deployment sets no `APP_VERSION`. */
export const DEFAULT_APP_VERSION = 'dev';

/** `POST /api/contact` without JavaScript: the thank-you page, or back to the form at its line. */
export const contactRedirects = {
  done: paths.thankYou(),
  invalid: `${paths.signUp()}?error=invalid#${formNoticeIds.contact('invalid')}`,
  failed: `${paths.signUp()}?error=failed#${formNoticeIds.contact('failed')}`,
  limited: `${paths.signUp()}?error=limited#${formNoticeIds.contact('limited')}`,
} as const satisfies Record<FormOutcome, string>;

/** A page of ours with the line of `form` and `outcome` to show (query for the app, fragment for CSS). */
export const backToNotice = (
  path: string,
  form: 'contact' | 'application' | 'newsletter',
  outcome: FormOutcome,
) => `${path}?${form}=${outcome}#${formNoticeIds[form](outcome)}`;

/** Where the newsletter and application forms send the visitor back to when the Referer names no page of ours. */
export const fallbackPages = {
  newsletter: paths.blogs(),
  application: paths.careers(),
} as const;
