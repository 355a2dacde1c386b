/**
 * The edge API (Cloudflare Pages Functions, `/api/*`): health check and the no-JavaScript contact
 * and newsletter forms. `_headers` does not apply to Functions responses, so every answer gets its
 * security headers here, including 404s, 413s and errors. Form posts from another origin (or with
 * `Origin: null`) are refused with 403 by Hono's CSRF check before anything is read or stored.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { apiContentSecurityPolicy, sharedSecurityHeaders } from '../../shared/security-headers';
import type { AppDeps, AppEnv } from './app-env';
import { API_BASE_PATH, BODY_LIMIT_BYTES, crossOriginMessage } from './config';
import { ConfigError } from './env';
import { jsonError } from './http';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';

export function createApp(deps: AppDeps = {}) {
  const app = new Hono<AppEnv>().basePath(API_BASE_PATH);

  app.use(
    secureHeaders({
      strictTransportSecurity: sharedSecurityHeaders['Strict-Transport-Security'],
      referrerPolicy: sharedSecurityHeaders['Referrer-Policy'],
      xFrameOptions: sharedSecurityHeaders['X-Frame-Options'],
    }),
  );
  app.use(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', apiContentSecurityPolicy);
    c.header('Permissions-Policy', sharedSecurityHeaders['Permissions-Policy']);
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => jsonError(c, 413, `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`),
    }),
  );

  // The forms take posts from this site only: the browser's Origin (or Sec-Fetch-Site:
  // same-origin) must match it, or the post is refused before it is read.
  for (const form of ['/contact', '/newsletter']) app.use(form, csrf());

  app.route('/health', healthRoutes());
  app.route('/contact', contactRoutes(deps));
  app.route('/newsletter', newsletterRoutes(deps));

  app.notFound((c) => jsonError(c, 404, 'Not found'));
  app.onError((error, c) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return jsonError(c, 503, 'The service is not configured');
    }
    if (error instanceof HTTPException && error.status === 403) {
      return jsonError(c, 403, crossOriginMessage);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return jsonError(c, error.status as 400, error.message || 'Bad request');
    }
    console.error('Unhandled API error', error);
    return jsonError(c, 500, 'Internal error');
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
