/**
 * The production studio's sign-in, around Keystatic's own handler: a sign-in must come back with
 * the state this origin gave it, only listed editors get a session, the session's cookies carry the
 * flags they must, and signing out takes a POST. Keystatic's handler runs for real; GitHub's token
 * exchange and user API are the outside world, answered by a fake.
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioConfig } from '../../studio/keystatic.config';
import { guardedSignIn, hardenCookie } from '../../studio/worker/sign-in-guard';

const origin = 'https://www.emberwise.ai';
const settings = { editors: ['ana-devries'] };

/** Keystatic's API handler as the worker builds it, answering as a Response. */
function keystatic() {
  const api = makeGenericAPIRouteHandler({
    config: studioConfig({ kind: 'github', repo: 'team/site', previewUrl: (path) => path }),
    clientId: 'Iv1.client',
    clientSecret: 'client-secret',
    secret: 'k'.repeat(64),
  });
  return async (request: Request) => {
    const { body, headers, ...init } = await api(request);
    return new Response(typeof body === 'string' || body === null ? body : new Uint8Array(body), {
      ...init,
      headers,
    });
  };
}

/** GitHub: exchanges any code for a token, and says the token belongs to `login`. */
function fakeGitHub(login: string) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('https://github.com/login/oauth/access_token'))
      return Response.json({
        access_token: 'ghu_token',
        expires_in: 28800,
        refresh_token: 'ghr_refresh',
        refresh_token_expires_in: 15_811_200,
        scope: '',
        token_type: 'bearer',
      });
    return new Response('unexpected', { status: 500 });
  });
  const user = async (input: string) => {
    calls.push(input);
    return Response.json({ login });
  };
  return { calls, user };
}

afterEach(() => vi.unstubAllGlobals());

/** Starts a sign-in from the studio's home and returns the state GitHub is told and the cookie set. */
async function startSignIn() {
  const answer = await guardedSignIn(
    new Request(`${origin}/api/keystatic/github/login`),
    settings,
    keystatic(),
  );
  const location = new URL(answer.headers.get('location')!);
  const state = location.searchParams.get('state')!;
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`ks-${state}=`))!;
  return { answer, state, cookie };
}

/** A whole sign-in started here, with GitHub saying the account is `login`. */
async function signInAs(login: string) {
  const { state, cookie } = await startSignIn();
  const github = fakeGitHub(login);
  const answer = await guardedSignIn(
    new Request(`${origin}/api/keystatic/github/oauth/callback?code=good&state=${state}`, {
      headers: { cookie: cookie.split(';')[0]! },
    }),
    settings,
    keystatic(),
    github.user,
  );
  return { answer, github };
}

describe('signing in to the production studio', () => {
  it('every sign-in sends GitHub a state and keeps its match in an HttpOnly, Secure cookie', async () => {
    const { answer, state, cookie } = await startSignIn();
    expect(answer.status).toBe(307);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('a callback without the state, or with one this browser was not given, is refused', async () => {
    const github = fakeGitHub('ana-devries');
    const withoutState = await guardedSignIn(
      new Request(`${origin}/api/keystatic/github/oauth/callback?code=attacker-code`),
      settings,
      keystatic(),
      github.user,
    );
    expect(withoutState.status).toBe(400);
    expect(await withoutState.text()).toBe(
      'This sign-in was not started from the studio, so it was refused. Open the studio and sign in again.',
    );
    const foreignState = await guardedSignIn(
      new Request(`${origin}/api/keystatic/github/oauth/callback?code=attacker-code&state=abc`, {
        headers: { cookie: 'ks-def=%2F' },
      }),
      settings,
      keystatic(),
      github.user,
    );
    expect(foreignState.status).toBe(400);
    expect(github.calls).toEqual([]);
    expect(withoutState.headers.getSetCookie()).toEqual([]);
  });

  it('a listed editor gets a session whose cookies carry the right flags', async () => {
    const { answer, github } = await signInAs('Ana-DeVries');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/keystatic');
    const set = answer.headers.getSetCookie();
    const access = set.find((line) => line.startsWith('keystatic-gh-access-token=ghu_token'))!;
    const refresh = set.find((line) => line.startsWith('keystatic-gh-refresh-token='))!;
    expect(access).toMatch(/; Secure; SameSite=Strict$/);
    expect(access).not.toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Secure; SameSite=Strict; HttpOnly/);
    expect(github.calls).toContain('https://api.github.com/user');
  });

  it('anyone off the list of editors is refused plainly and gets no session', async () => {
    const { answer } = await signInAs('stranger');
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(
      "The GitHub account stranger is not on the studio's list of editors. Ask the site's administrator to add it.",
    );
    expect(answer.headers.getSetCookie().every((line) => /Max-Age=0/.test(line))).toBe(true);
  });

  it('signing out by GET only shows a button; the POST from the studio signs out', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const session = { cookie: 'keystatic-gh-access-token=ghu_token; keystatic-gh-refresh-token=ghr_refresh' };
    const byLink = await guardedSignIn(
      new Request(`${origin}/api/keystatic/github/logout`, { headers: session }),
      settings,
      keystatic(),
    );
    expect(byLink.status).toBe(200);
    expect(byLink.headers.getSetCookie()).toEqual([]);
    expect(await byLink.text()).toContain('<form method="post" action="/api/keystatic/github/logout">');
    const fromElsewhere = await guardedSignIn(
      new Request(`${origin}/api/keystatic/github/logout`, {
        method: 'POST',
        headers: { ...session, origin: 'https://evil.example' },
      }),
      settings,
      keystatic(),
    );
    expect(fromElsewhere.status).toBe(403);
    const signedOut = await guardedSignIn(
      new Request(`${origin}/api/keystatic/github/logout`, {
        method: 'POST',
        headers: { ...session, origin },
      }),
      settings,
      keystatic(),
    );
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual([
      'keystatic-gh-access-token',
      'keystatic-gh-refresh-token',
    ]);
  });

  it('hardens a cookie whatever flags Keystatic gave it', () => {
    expect(hardenCookie('ks-1=%2F; Path=/; Max-Age=60; SameSite=Lax; Domain=emberwise.ai')).toBe(
      'ks-1=%2F; Path=/; Max-Age=60; Secure; SameSite=Strict; HttpOnly',
    );
  });
});

describe('the studio worker before it is configured', () => {
  it('tells a visitor nothing about its settings, and its log says what is missing', async () => {
    const { default: worker } = await import('../../studio/worker/index');
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
    const answer = await worker.fetch(new Request(`${origin}/api/keystatic/github/login`), {});
    spy.mockRestore();
    expect(answer.status).toBe(503);
    const body = await answer.text();
    expect(body).not.toMatch(/KEYSTATIC|STUDIO_|SECRET/);
    expect(JSON.parse(body)).toEqual({
      ok: false,
      error: 'The studio is not available yet. Its administrator finds the reason in the worker log.',
    });
    expect(logged.join('\n')).toContain('KEYSTATIC_SECRET');
  });
});

describe('the studio worker on its own origin', () => {
  const studioOrigin = 'https://studio.emberwise.ai';
  const bindings = (asked: string[]) => ({
    KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.client',
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
    KEYSTATIC_SECRET: 'k'.repeat(64),
    STUDIO_GITHUB_REPO: 'team/site',
    STUDIO_EDITORS: 'ana-devries',
    SITE_URL: 'https://www.emberwise.ai',
    // The static files wrangler.toml's [assets] serves: the studio's page and its scripts.
    ASSETS: {
      fetch: async (request: Request) => {
        const { pathname } = new URL(request.url);
        asked.push(pathname);
        if (pathname === '/keystatic') return new Response('<!doctype html><title>studio</title>');
        if (pathname === '/assets/studio/main-1a2b.js') return new Response('export {};');
        return new Response('not found', { status: 404 });
      },
    },
  });

  it('serves the studio’s one page for every studio path, with the studio’s headers', async () => {
    const { default: worker } = await import('../../studio/worker/index');
    const asked: string[] = [];
    for (const path of ['/keystatic', '/keystatic/collection/posts/create']) {
      const answer = await worker.fetch(new Request(`${studioOrigin}${path}`), bindings(asked));
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain('<title>studio</title>');
      expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(answer.headers.get('strict-transport-security'), path).toContain('max-age=');
    }
    expect(asked).toEqual(['/keystatic', '/keystatic']);
    const script = await worker.fetch(
      new Request(`${studioOrigin}/assets/studio/main-1a2b.js`),
      bindings(asked),
    );
    expect(await script.text()).toBe('export {};');
  });

  it('leads its root to the studio and answers nothing else', async () => {
    const { default: worker } = await import('../../studio/worker/index');
    const asked: string[] = [];
    const root = await worker.fetch(new Request(`${studioOrigin}/`), bindings(asked));
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`${studioOrigin}/keystatic`);
    expect((await worker.fetch(new Request(`${studioOrigin}/blog/x`), bindings(asked))).status).toBe(404);
    const posted = await worker.fetch(
      new Request(`${studioOrigin}/keystatic`, { method: 'POST' }),
      bindings(asked),
    );
    expect(posted.status).toBe(405);
    expect(asked).toEqual([]);
  });
});
