/**
 * Where a save stands in GitHub mode. Each save is a commit; Cloudflare Pages builds the commit and
 * reports the build on it in GitHub as a check run (and, on older setups, a commit status) whose
 * name starts with "Cloudflare Pages". The studio's API worker reads that report for the head of
 * the branch the editor works on, with the editor's own GitHub token, and the studio shows it:
 * building, published, or failed with Cloudflare's summary and a link to the build log.
 */

export type DeploymentState =
  | { state: 'building'; commit: string }
  | { state: 'published'; commit: string; finishedAt?: string; url?: string }
  | { state: 'failed'; commit: string; finishedAt?: string; reason: string; detailsUrl?: string }
  /** Pages reported nothing on the commit: the integration is not connected, or the build has not started. */
  | { state: 'unknown'; commit?: string; reason: string };

interface CheckRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | string;
  conclusion: string | null;
  completed_at?: string | null;
  details_url?: string | null;
  html_url?: string | null;
  output?: { title?: string | null; summary?: string | null };
}

interface CommitStatus {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error' | string;
  description?: string | null;
  target_url?: string | null;
  updated_at?: string;
}

const isPages = (name: string) => /^cloudflare pages/i.test(name.trim());

/** The first line of Cloudflare's summary, without Markdown, short enough for the studio's bar. */
function plain(text: string | null | undefined): string | undefined {
  const line = text
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/[*_`#>[\]]/g, '')
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean);
  return line ? line.slice(0, 200) : undefined;
}

/** The state of one commit from what GitHub lists on it: check runs first, commit statuses second. */
export function deploymentOf(
  commit: string,
  checkRuns: CheckRun[],
  statuses: CommitStatus[],
): DeploymentState {
  const run = checkRuns.filter((candidate) => isPages(candidate.name)).at(0);
  if (run) {
    if (run.status !== 'completed') return { state: 'building', commit };
    const finishedAt = run.completed_at ?? undefined;
    if (run.conclusion === 'success')
      return { state: 'published', commit, finishedAt, url: run.details_url ?? undefined };
    return {
      state: 'failed',
      commit,
      finishedAt,
      reason:
        plain(run.output?.summary) ??
        plain(run.output?.title) ??
        `Cloudflare Pages reported the build as ${run.conclusion ?? 'not finished'}.`,
      detailsUrl: run.details_url ?? run.html_url ?? undefined,
    };
  }
  const status = statuses.find((candidate) => isPages(candidate.context));
  if (status) {
    if (status.state === 'pending') return { state: 'building', commit };
    if (status.state === 'success')
      return {
        state: 'published',
        commit,
        finishedAt: status.updated_at,
        url: status.target_url ?? undefined,
      };
    return {
      state: 'failed',
      commit,
      finishedAt: status.updated_at,
      reason: plain(status.description) ?? 'Cloudflare Pages could not build the site.',
      detailsUrl: status.target_url ?? undefined,
    };
  }
  return {
    state: 'unknown',
    commit,
    reason:
      'Cloudflare Pages has not reported on this save yet. If this lasts more than a few minutes, the Pages project is not connected to the repository.',
  };
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Reads the head of `branch` and Pages' report on it from GitHub's API, as the signed-in editor. */
export async function readDeployment({
  repo,
  branch,
  token,
  fetch: fetchFn = fetch,
  api = 'https://api.github.com',
}: {
  repo: string;
  branch: string;
  token: string;
  fetch?: Fetch;
  api?: string;
}): Promise<DeploymentState> {
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'user-agent': 'emberwise-studio',
    'x-github-api-version': '2022-11-28',
  };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetchFn(`${api}/repos/${repo}${path}`, { headers });
    if (!response.ok) throw new GitHubError(response.status);
    return (await response.json()) as T;
  };
  const ref = encodeURIComponent(branch);
  const head = await get<{ sha: string }>(`/commits/${ref}`);
  const [checks, combined] = await Promise.all([
    get<{ check_runs: CheckRun[] }>(`/commits/${head.sha}/check-runs?per_page=100`).catch(
      (error: unknown) => {
        // An app without the Checks permission gets 403: the commit statuses may still tell.
        if (error instanceof GitHubError && error.status === 403) return { check_runs: [] };
        throw error;
      },
    ),
    get<{ statuses: CommitStatus[] }>(`/commits/${head.sha}/status`),
  ]);
  return deploymentOf(head.sha, checks.check_runs, combined.statuses);
}

export class GitHubError extends Error {
  constructor(readonly status: number) {
    super(
      status === 401
        ? 'Your GitHub sign-in has expired: sign in to the studio again.'
        : status === 404
          ? 'GitHub does not show this repository or branch to your account.'
          : `GitHub answered ${status}.`,
    );
  }
}

/** The branch an editor works on, from the studio's address (`/keystatic/branch/<name>/...`). */
export function branchOfStudioPath(pathname: string, productionBranch: string): string {
  const match = /^\/keystatic\/branch\/(.+?)(?:\/(?:collection|singleton)\/.*)?\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : productionBranch;
}
