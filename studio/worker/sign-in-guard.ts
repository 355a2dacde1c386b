/**
 * What the production studio adds around Keystatic's GitHub sign-in (its API handler stays as it is):
 * - every sign-in carries a `state` that the callback must bring back, matching a cookie only this
 *   origin could have set at the start of that sign-in: a sign-in started elsewhere (login CSRF) is
 *   refused;
 * - only the GitHub accounts on the editors' list (`STUDIO_EDITORS`) are signed in; anyone else gets
 *   a plain refusal and no session;
 * - the session's cookies are `Secure` and `SameSite=Strict`, the refresh token `HttpOnly`. The access
 *   token cannot be `HttpOnly`: the studio's page reads it to save through GitHub's API;
 * - signing out is a POST: a GET shows a button that posts, so a link on another site cannot sign an
 *   editor out.
 */

interface GuardSettings {
  /** Lowercased GitHub logins allowed to sign in. */
  editors: string[];
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const stateCookie = (state: string) => `ks-${state}`;
const accessCookie = 'keystatic-gh-access-token';
const refreshCookie = 'keystatic-gh-refresh-token';

function cookiesOf(request: Request): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) found.set(name, decodeURIComponent(value.join('=')));
  }
  return found;
}

const plain = (status: number, text: string, headers: [string, string][] = []) =>
  new Response(text, {
    status,
    headers: [['content-type', 'text/plain; charset=utf-8'], ['cache-control', 'no-store'], ...headers],
  });

const expired = (name: string) => `${name}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict`;

/** A cookie Keystatic set, with the flags the studio requires. */
export function hardenCookie(setCookie: string): string {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const kept = attributes.filter((attribute) => !/^(secure|samesite|httponly|domain)\b/i.test(attribute));
  const name = pair!.split('=')[0]!;
  // The studio's page reads the access token itself; every other cookie of the sign-in stays from scripts.
  const httpOnly = name === accessCookie ? [] : ['HttpOnly'];
  return [pair, ...kept, 'Secure', 'SameSite=Strict', ...httpOnly].join('; ');
}

/** The response with every cookie it sets hardened. */
function withHardenedCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (!cookies.length) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies) headers.append('set-cookie', hardenCookie(cookie));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function randomState(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * Runs `keystatic` (Keystatic's API handler) for `request` with the checks above. `fetch` reaches
 * GitHub (to learn who signed in).
 */
export async function guardedSignIn(
  request: Request,
  settings: GuardSettings,
  keystatic: (request: Request) => Promise<Response>,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const route = url.pathname.replace(/^\/api\/keystatic\//, '');

  if (route === 'github/logout') {
    if (request.method !== 'POST') {
      return new Response(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign out of the studio</title>' +
          '<form method="post" action="/api/keystatic/github/logout"><p>Sign out of the Emberwise studio?</p>' +
          '<button type="submit">Sign out</button></form></html>',
        { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
      );
    }
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin) return plain(403, 'Sign out from the studio itself.');
    return withHardenedCookies(await keystatic(request));
  }

  if (route === 'github/login') {
    const answer = await keystatic(request);
    const location = answer.headers.get('location');
    if (!location) return withHardenedCookies(answer);
    const authorize = new URL(location);
    if (authorize.searchParams.get('state')) return withHardenedCookies(answer);
    // Keystatic sends no state when the editor starts from the studio's home: give it one.
    const state = randomState();
    authorize.searchParams.set('state', state);
    const headers = new Headers(answer.headers);
    headers.set('location', authorize.toString());
    headers.append('set-cookie', `${stateCookie(state)}=%2F; Path=/; Max-Age=600; HttpOnly`);
    return withHardenedCookies(new Response(null, { status: answer.status, headers }));
  }

  if (route === 'github/oauth/callback') {
    const state = url.searchParams.get('state');
    if (url.searchParams.has('code') && (!state || !cookiesOf(request).has(stateCookie(state)))) {
      return plain(
        400,
        'This sign-in was not started from the studio, so it was refused. Open the studio and sign in again.',
      );
    }
    const answer = await keystatic(request);
    const token = answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((pair) => pair.startsWith(`${accessCookie}=`))
      ?.slice(accessCookie.length + 1);
    if (!token) return withHardenedCookies(answer);
    const user = await fetchFn('https://api.github.com/user', {
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${decodeURIComponent(token)}`,
        'user-agent': 'emberwise-studio',
      },
    });
    const login = user.ok ? ((await user.json()) as { login?: string }).login : undefined;
    if (!login || !settings.editors.includes(login.toLowerCase())) {
      return plain(
        403,
        `${login ? `The GitHub account ${login} is` : 'Your GitHub account is'} not on the studio's list of editors. Ask the site's administrator to add it.`,
        [
          ['set-cookie', expired(accessCookie)],
          ['set-cookie', expired(refreshCookie)],
        ],
      );
    }
    const signedIn = withHardenedCookies(answer);
    if (state) signedIn.headers.append('set-cookie', expired(stateCookie(state)));
    return signedIn;
  }

  return withHardenedCookies(await keystatic(request));
}
