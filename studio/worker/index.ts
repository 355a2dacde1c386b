/**
 * The studio's server part in production: Keystatic's API for GitHub mode (sign-in through the
 * GitHub App, token refresh), at `/api/keystatic/*`. A Cloudflare Worker of its own, routed in front
 * of the Pages site for that path only, so the public Pages Functions worker carries none of it.
 * Saves themselves go from the studio in the browser to GitHub's API, one commit each.
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { studioConfig } from '../keystatic.config.ts';
import { studioHeaders } from '../security-headers.ts';
import { readWorkerEnv } from './env.ts';
import { deploymentReport } from './deployment-route.ts';
import { rebuildForSchedule } from './scheduled-rebuild.ts';
import { guardedSignIn } from './sign-in-guard.ts';

export default {
  async fetch(request: Request, bindings: Record<string, unknown>): Promise<Response> {
    const headers = studioHeaders({ github: true });
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
    if (new URL(request.url).pathname === '/api/keystatic/studio/deployment') {
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
