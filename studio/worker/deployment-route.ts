/**
 * `GET /api/keystatic/studio/deployment?branch=<name>`: where the latest save on a branch stands
 * (`studio/deployment.ts`), read from GitHub with the signed-in editor's token. Without a sign-in it
 * answers 401; the studio shows the answer in its publishing bar and its Preview waits for it.
 */
import { GitHubError, readDeployment } from '../deployment.ts';

const tokenCookie = 'keystatic-gh-access-token';

/** The editor's GitHub token, from the session cookie Keystatic's sign-in set. */
export function editorToken(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === tokenCookie) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export async function deploymentReport(
  request: Request,
  env: { STUDIO_GITHUB_REPO: string; STUDIO_PRODUCTION_BRANCH: string },
  fetchFn?: (input: string, init?: RequestInit) => Promise<Response>,
): Promise<Response> {
  const noStore = { 'cache-control': 'no-store' };
  if (request.method !== 'GET')
    return Response.json({ error: 'Use GET.' }, { status: 405, headers: noStore });
  const token = editorToken(request);
  if (!token)
    return Response.json(
      { error: 'Sign in to the studio to see where your saves stand.' },
      { status: 401, headers: noStore },
    );
  const branch = new URL(request.url).searchParams.get('branch') || env.STUDIO_PRODUCTION_BRANCH;
  if (branch.length > 200 || !/^[\w./-]+$/.test(branch))
    return Response.json({ error: 'That is not a branch name.' }, { status: 400, headers: noStore });
  try {
    const state = await readDeployment({ repo: env.STUDIO_GITHUB_REPO, branch, token, fetch: fetchFn });
    return Response.json(state, { headers: noStore });
  } catch (error) {
    const status = error instanceof GitHubError ? (error.status === 401 ? 401 : 502) : 502;
    const message =
      error instanceof GitHubError
        ? error.message
        : 'GitHub could not be reached: the studio asks again shortly.';
    return Response.json({ error: message }, { status, headers: noStore });
  }
}
