/**
 * The studio in production: a Cloudflare Worker on the studio's own origin (its custom domain, such
 * as studio.emberwise.ai; never the public site's), serving the studio's page and files (the
 * `dist-studio/` a GitHub-mode build writes, as static assets) and Keystatic's API for GitHub mode
 * (sign-in through the GitHub App, token refresh) at `/api/keystatic/*`. The editor's GitHub token
 * lives in that origin's cookies and storage, where no page of the public site can read it; the
 * public site only redirects `/keystatic` here. Saves go from the studio in the browser to GitHub's
 * API, one commit each. A newsletter issue's preview and test send are answered here too
 * (`newsletter-route.ts`).
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { studioConfig } from '../keystatic.config.ts';
import { studioHeaders } from '../security-headers.ts';
import { readWorkerEnv } from './env.ts';
import { deploymentReport } from './deployment-route.ts';
import { newsletterRoute } from './newsletter-route.ts';
import { rebuildForSchedule } from './scheduled-rebuild.ts';
import { guardedSignIn } from './sign-in-guard.ts';

/** The static files of the studio (wrangler.toml `[assets]`, run after this worker). */
interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/**
 * The studio's page and files. Every path under `/keystatic` is the one page (Keystatic routes in
 * the browser); `/` leads there; anything else is a file of `assets/studio/` or 404.
 */
async function studioFile(request: Request, assets: AssetsBinding): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/') return Response.redirect(new URL('/keystatic', url).href, 302);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  if (url.pathname === '/keystatic' || url.pathname.startsWith('/keystatic/'))
    return assets.fetch(new Request(new URL('/keystatic', url), { method: request.method }));
  if (url.pathname.startsWith('/assets/studio/')) return assets.fetch(request);
  return new Response('Not found', { status: 404 });
}

/** A response with the studio's headers set on it (a fetched asset's headers are immutable). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
  return answer;
}

export default {
  async fetch(request: Request, bindings: Record<string, unknown>): Promise<Response> {
    const headers = {
      ...studioHeaders({ github: true }),
      // The studio's origin is HTTPS only, like the site's.
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    };
    const settings = readWorkerEnv(bindings);
    if (!settings.ok) {
      // What is missing goes to the worker's log (`wrangler tail`), never to whoever asks.
      console.error(
        JSON.stringify({ level: 'error', message: 'studio not configured', problems: settings.problems }),
      );
      return Response.json(
        {
          ok: false,
          error: 'The studio is not available yet. Its administrator finds the reason in the worker log.',
        },
        { status: 503, headers },
      );
    }
    const { env } = settings;
    const { pathname } = new URL(request.url);
    // A newsletter issue's preview and test: pages that set a policy of their own (one frames the email).
    const newsletter = await newsletterRoute(request, env);
    if (newsletter) {
      for (const [name, value] of Object.entries(headers))
        if (!newsletter.headers.has(name)) newsletter.headers.set(name, value);
      return newsletter;
    }
    if (!pathname.startsWith('/api/keystatic/')) {
      const assets = bindings.ASSETS as AssetsBinding | undefined;
      if (!assets)
        return Response.json({ ok: false, error: 'The studio has no files.' }, { status: 503, headers });
      return withHeaders(await studioFile(request, assets), headers);
    }
    if (pathname === '/api/keystatic/studio/deployment') {
      const response = await deploymentReport(request, env);
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    }
    const api = makeGenericAPIRouteHandler({
      config: studioConfig({
        kind: 'github',
        repo: env.STUDIO_GITHUB_REPO as `${string}/${string}`,
        previewUrl: (path) => path,
      }),
      clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
      secret: env.KEYSTATIC_SECRET,
    });
    const keystatic = async (forwarded: Request) => {
      const { body, headers: answerHeaders, ...init } = await api(forwarded);
      return new Response(typeof body === 'string' || body === null ? body : new Uint8Array(body), {
        ...init,
        headers: answerHeaders,
      });
    };
    const response = await guardedSignIn(request, { editors: env.STUDIO_EDITORS }, keystatic);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  },
  /** The nightly run of the Cron Trigger in wrangler.toml: publishes entries whose day has come. */
  async scheduled(controller: { scheduledTime: number }, bindings: Record<string, unknown>): Promise<void> {
    const settings = readWorkerEnv(bindings);
    const deployHookUrl = settings.ok ? settings.env.PAGES_DEPLOY_HOOK_URL : undefined;
    const outcome = await rebuildForSchedule({ time: new Date(controller.scheduledTime), deployHookUrl });
    console.log(JSON.stringify({ level: 'info', message: `scheduled publishing: ${outcome.message}` }));
  },
};
