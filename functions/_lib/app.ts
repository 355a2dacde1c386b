/**
 * The edge API (Cloudflare Pages Functions, `/api/*`): the health check and the one route of each
 * form. `_headers` does not apply to Functions responses, so every answer gets its security headers
 * here, including 404s, 413s and errors. Form posts from another origin (or with `Origin: null`) are
 * refused with 403 by Hono's CSRF check before anything is read or stored; the one exception is the
 * newsletter's unsubscribe, whose signed token is its own proof and which mail providers post to.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import {
  apiContentSecurityPolicy,
  formPageContentSecurityPolicy,
  sharedSecurityHeaders,
} from '../../shared/security-headers';
import { requestBodyLimitBytes } from '../../shared/schemas/limits';
import { apiMessages } from '../../shared/schemas/messages';
import { API_BASE_PATH } from './config';
import { ConfigError, type Bindings } from './env';
import { jsonError } from './http';
import { ClientLimiter } from './limiter';
import { applicationRoutes } from './routes/applications';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';

export interface AppDeps {
  /** fetch used for the Supabase calls (defaults to the runtime's fetch); tests put a fake here. */
  fetch?: typeof fetch;
  /** The per-client count of this isolate; tests give each app a fresh one. */
  limiter?: ClientLimiter;
}

/** One count per isolate: every request an isolate serves counts against the same clients. */
const isolateLimiter = new ClientLimiter();

export function createApp(deps: AppDeps = {}) {
  const app = new Hono<{ Bindings: Bindings }>().basePath(API_BASE_PATH);
  const limiter = deps.limiter ?? isolateLimiter;

  app.use(
    secureHeaders({
      strictTransportSecurity: sharedSecurityHeaders['Strict-Transport-Security'],
      referrerPolicy: sharedSecurityHeaders['Referrer-Policy'],
      xFrameOptions: sharedSecurityHeaders['X-Frame-Options'],
    }),
  );
  app.use(async (c, next) => {
    await next();
    // A page: a form sent back with what was typed (functions/_lib/form-page.ts).
    const page = c.res.headers.get('content-type')?.startsWith('text/html');
    c.header('Content-Security-Policy', page ? formPageContentSecurityPolicy : apiContentSecurityPolicy);
    c.header('Permissions-Policy', sharedSecurityHeaders['Permissions-Policy']);
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    bodyLimit({ maxSize: requestBodyLimitBytes, onError: (c) => jsonError(c, 413, apiMessages.tooLarge) }),
  );

  // The forms take posts from this site only: the browser's Origin (or Sec-Fetch-Site:
  // same-origin) must match it, or the post is refused before it is read.
  for (const form of ['/contact', '/applications', '/newsletter', '/newsletter/confirm'])
    app.use(form, csrf());

  app.route('/health', healthRoutes(deps.fetch));
  app.route('/contact', contactRoutes(limiter, deps.fetch));
  app.route('/applications', applicationRoutes(limiter, deps.fetch));
  app.route('/newsletter', newsletterRoutes(limiter, deps.fetch));

  app.notFound((c) => jsonError(c, 404, apiMessages.notFound));
  app.onError((error, c) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return jsonError(c, 503, apiMessages.notConfigured);
    }
    if (error instanceof HTTPException && error.status === 403) {
      return jsonError(c, 403, apiMessages.crossOrigin);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return jsonError(c, error.status as 400, error.message || apiMessages.badRequest);
    }
    console.error('Unhandled API error', error);
    return jsonError(c, 500, apiMessages.internal);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
