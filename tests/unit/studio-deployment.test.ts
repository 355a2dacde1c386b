/**
 * GitHub mode: each save is a commit Cloudflare Pages builds. The studio reads Pages' report on the
 * branch's latest commit and says "published" or why not; the nightly run publishes entries whose
 * day has come. GitHub and Pages are the outside world here: a fake GitHub API answers as theirs do.
 */
import { describe, expect, it } from 'vitest';
import { branchOfStudioPath, deploymentOf, readDeployment } from '../../studio/deployment';
import { deploymentReport } from '../../studio/worker/deployment-route';
import { readWorkerEnv } from '../../studio/worker/env';
import { isRebuildHour, rebuildForSchedule } from '../../studio/worker/scheduled-rebuild';

const sha = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const pagesRun = (over: Record<string, unknown>) => ({
  name: 'Cloudflare Pages',
  status: 'completed',
  conclusion: 'success',
  completed_at: '2026-11-28T10:02:00Z',
  details_url: 'https://dash.cloudflare.com/pages/build/1',
  ...over,
});

/** A GitHub API for one repository whose `main` head is `sha`, with these check runs and statuses. */
function fakeGitHub(checkRuns: unknown[], statuses: unknown[] = [], seen: string[] = []) {
  return async (input: string, init?: RequestInit) => {
    seen.push(`${new Headers(init?.headers).get('authorization')} ${input}`);
    const path = new URL(input).pathname;
    if (path === '/repos/team/site/commits/main') return Response.json({ sha });
    if (path === `/repos/team/site/commits/${sha}/check-runs`)
      return Response.json({ check_runs: checkRuns });
    if (path === `/repos/team/site/commits/${sha}/status`) return Response.json({ statuses });
    return new Response('Not Found', { status: 404 });
  };
}

describe('the studio shows what Cloudflare Pages did with a save', () => {
  it('a build in progress is "building", a successful one "published" with its time', () => {
    expect(deploymentOf(sha, [pagesRun({ status: 'in_progress', conclusion: null })], [])).toEqual({
      state: 'building',
      commit: sha,
    });
    expect(deploymentOf(sha, [pagesRun({})], [])).toMatchObject({
      state: 'published',
      finishedAt: '2026-11-28T10:02:00Z',
    });
  });

  it("a failed build gives Cloudflare's first line of explanation, without Markdown, and its log", () => {
    const failed = deploymentOf(
      sha,
      [
        { name: 'CI', status: 'completed', conclusion: 'success' },
        pagesRun({
          conclusion: 'failure',
          output: { summary: '### **Build failed**\nsee the log' },
        }),
      ],
      [],
    );
    expect(failed).toEqual({
      state: 'failed',
      commit: sha,
      finishedAt: '2026-11-28T10:02:00Z',
      reason: 'Build failed',
      detailsUrl: 'https://dash.cloudflare.com/pages/build/1',
    });
  });

  it('falls back to the commit status Pages sets on older setups, and says so when Pages reported nothing', () => {
    expect(
      deploymentOf(sha, [], [{ context: 'Cloudflare Pages', state: 'failure', description: 'Build failed' }]),
    ).toMatchObject({ state: 'failed', reason: 'Build failed' });
    expect(deploymentOf(sha, [], [{ context: 'Cloudflare Pages', state: 'pending' }])).toMatchObject({
      state: 'building',
    });
    expect(deploymentOf(sha, [], [])).toMatchObject({
      state: 'unknown',
      reason: expect.stringContaining('not connected to the repository'),
    });
  });

  it("reads the branch's head and its report from GitHub with the editor's own token", async () => {
    const seen: string[] = [];
    const state = await readDeployment({
      repo: 'team/site',
      branch: 'main',
      token: 'ghu_editor',
      fetch: fakeGitHub([pagesRun({ status: 'queued', conclusion: null })], [], seen),
    });
    expect(state).toEqual({ state: 'building', commit: sha });
    expect(
      seen.every((line) => line.startsWith('Bearer ghu_editor https://api.github.com/repos/team/site/')),
    ).toBe(true);
  });

  it('the worker answers 401 without a sign-in, 400 for a made-up branch, and the state with one', async () => {
    const env = { STUDIO_GITHUB_REPO: 'team/site', STUDIO_PRODUCTION_BRANCH: 'main' };
    const url = 'https://www.emberwise.ai/api/keystatic/studio/deployment';
    const anonymous = await deploymentReport(new Request(url), env, fakeGitHub([pagesRun({})]));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in to the studio to see where your saves stand.' });
    const signedIn = { headers: { cookie: 'other=1; keystatic-gh-access-token=ghu_editor' } };
    const bad = await deploymentReport(
      new Request(`${url}?branch=${encodeURIComponent('x y<')}`, signedIn),
      env,
    );
    expect(bad.status).toBe(400);
    const ok = await deploymentReport(new Request(url, signedIn), env, fakeGitHub([pagesRun({})]));
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toMatchObject({ state: 'published', commit: sha });
    const expired = await deploymentReport(
      new Request(url, signedIn),
      env,
      async () => new Response('Bad credentials', { status: 401 }),
    );
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: 'Your GitHub sign-in has expired: sign in to the studio again.',
    });
  });

  it("finds the branch in the studio's address", () => {
    expect(branchOfStudioPath('/keystatic/branch/main/collection/posts/item/x', 'main')).toBe('main');
    expect(branchOfStudioPath('/keystatic/branch/studio%2Fspring-launch/collection/posts', 'main')).toBe(
      'studio/spring-launch',
    );
    expect(branchOfStudioPath('/keystatic', 'main')).toBe('main');
  });
});

describe('scheduled entries are published on their day without anyone pressing a button', () => {
  it("of the two nightly runs, the one in Amsterdam's first hour rebuilds, in winter and in summer", () => {
    // Winter (UTC+1): 23:05 UTC is 00:05 in Amsterdam; summer (UTC+2): 22:05 UTC is.
    expect(isRebuildHour(new Date('2027-01-14T23:05:00Z'))).toBe(true);
    expect(isRebuildHour(new Date('2027-01-14T22:05:00Z'))).toBe(false);
    expect(isRebuildHour(new Date('2027-07-14T22:05:00Z'))).toBe(true);
    expect(isRebuildHour(new Date('2027-07-14T23:05:00Z'))).toBe(false);
  });

  it('asks the Pages deploy hook for a build, and says what is missing without one', async () => {
    const calls: string[] = [];
    const hook = 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/abc-123';
    const done = await rebuildForSchedule({
      time: new Date('2027-01-14T23:05:00Z'),
      deployHookUrl: hook,
      fetch: async (input, init) => {
        calls.push(`${init?.method} ${input}`);
        return Response.json({ success: true });
      },
    });
    expect(done.rebuilt).toBe(true);
    expect(calls).toEqual([`POST ${hook}`]);
    const idle = await rebuildForSchedule({ time: new Date('2027-01-14T22:05:00Z'), deployHookUrl: hook });
    expect(idle.rebuilt).toBe(false);
    const unset = await rebuildForSchedule({
      time: new Date('2027-01-14T23:05:00Z'),
      deployHookUrl: undefined,
    });
    expect(unset).toEqual({
      rebuilt: false,
      message: 'PAGES_DEPLOY_HOOK_URL is not set: entries scheduled for today wait for the next save',
    });
    await expect(
      rebuildForSchedule({
        time: new Date('2027-01-14T23:05:00Z'),
        deployHookUrl: hook,
        fetch: async () => new Response('no', { status: 404 }),
      }),
    ).rejects.toThrow('The Pages deploy hook answered 404');
  });

  it("the worker refuses a deploy hook that is not Cloudflare's", () => {
    const base = {
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
      KEYSTATIC_SECRET: 'x'.repeat(64),
      STUDIO_GITHUB_REPO: 'team/site',
      STUDIO_EDITORS: 'ana-devries, JDoe',
      SITE_URL: 'https://www.emberwise.ai',
    };
    expect(readWorkerEnv({ ...base, PAGES_DEPLOY_HOOK_URL: 'https://evil.example/hook' })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('PAGES_DEPLOY_HOOK_URL: must be the deploy hook URL')],
    });
    expect(readWorkerEnv(base)).toMatchObject({
      ok: true,
      env: { STUDIO_PRODUCTION_BRANCH: 'main', STUDIO_EDITORS: ['ana-devries', 'jdoe'] },
    });
  });
});
