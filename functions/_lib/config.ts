/**
 * Constants of the edge API: where it is mounted, how much it accepts and where the no-JavaScript
 * forms send the visitor afterwards. Pages are addressed through the site's one path helper.
 */
import { formNoticeIds, paths, type NewsletterOutcome } from '../../shared/paths';

/** The Hono app is mounted here; Cloudflare Pages routes `/api/*` to `functions/api/[[route]].ts`. */
export const API_BASE_PATH = '/api';

/** Largest request body the API reads (the contact form needs a few kilobytes at most). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Version reported by `/api/health` when the deployment sets no `APP_VERSION`. */
export const DEFAULT_APP_VERSION = 'dev';

/**
 * Where `POST /api/contact` redirects (303) the browser. Never carries the visitor's data. A problem
 * goes back to the form, its line named in the fragment.
 */
export const contactRedirects = {
  success: paths.thankYou(),
  invalid: `${paths.signUp()}?error=invalid#${formNoticeIds.contact('invalid')}`,
  failed: `${paths.signUp()}?error=failed#${formNoticeIds.contact('failed')}`,
  limited: `${paths.signUp()}?error=limited#${formNoticeIds.contact('limited')}`,
} as const;

/**
 * What `POST /api/newsletter` adds to the page it sends the visitor back to (the same-origin page
 * of the form, by its Referer, else /blogs), with the line to show named in the fragment. Never the
 * address.
 */
export const newsletterResults = {
  subscribed: 'subscribed=1',
  invalid: 'newsletter=invalid',
  failed: 'newsletter=failed',
  limited: 'newsletter=limited',
} as const satisfies Record<NewsletterOutcome, string>;

export type NewsletterResult = keyof typeof newsletterResults;

/** Where the newsletter form sends the visitor back to when the Referer names no page of ours. */
export const newsletterFallbackPath = paths.blogs();

/** Answer to a cross-origin (or `Origin: null`) form post. */
export const crossOriginMessage = 'Forms can only be sent from this website.';
