import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  buildFailure,
  watchContent,
  type PublishStatus,
  type RebuildResult,
} from '../../scripts/content-watch';
import { syncBuild } from '../../scripts/site-sync';
import type { ContentReportEntry } from '../../site/src/types/publication';
import { readStudioSettings } from '../../site/scripts/studio-build';
import { studioApp } from '../../studio/local-server';
import { studioContentSecurityPolicy } from '../../studio/security-headers';
import { branchPreviewOrigin, previewTarget } from '../../studio/settings';
import { readWorkerEnv } from '../../studio/worker/env';

const siteUrl = 'https://www.emberwise.ai';

describe('the studio configuration of a build', () => {
  test('a local build without GitHub settings runs the studio in local mode', () => {
    expect(readStudioSettings({}, 'local', siteUrl)).toEqual({ mode: 'local' });
  });

  test('a production build without GitHub settings leaves the studio out', () => {
    expect(readStudioSettings({}, 'production', siteUrl)).toBeUndefined();
  });

  test('a half-configured studio stops the build and names what is missing', () => {
    expect(() => readStudioSettings({ STUDIO_GITHUB_REPO: 'emberwise/site' }, 'production', siteUrl)).toThrow(
      /half configured[\s\S]*STUDIO_GITHUB_APP_SLUG/,
    );
    expect(() =>
      readStudioSettings({ STUDIO_GITHUB_APP_SLUG: 'emberwise-studio' }, 'production', siteUrl),
    ).toThrow(/half configured[\s\S]*STUDIO_GITHUB_REPO/);
    expect(() =>
      readStudioSettings(
        { STUDIO_GITHUB_REPO: 'not a repo', STUDIO_GITHUB_APP_SLUG: 'x' },
        'production',
        siteUrl,
      ),
    ).toThrow(/STUDIO_GITHUB_REPO: must be owner\/name/);
  });

  test("a studio without the Pages project's real address stops the build: its branch previews would open someone else's site", () => {
    const github = { STUDIO_GITHUB_REPO: 'emberwise/site', STUDIO_GITHUB_APP_SLUG: 'emberwise-studio' };
    expect(() => readStudioSettings(github, 'production', siteUrl)).toThrow(
      /half configured[\s\S]*PAGES_URL: the Pages project's own address/,
    );
    expect(() =>
      readStudioSettings({ ...github, PAGES_URL: 'https://<project>.pages.dev' }, 'production', siteUrl),
    ).toThrow(/PAGES_URL: must be the Pages project's own address/);
  });

  test("the studio never shares the public site's origin: the editors' GitHub token lives there", () => {
    const github = {
      STUDIO_GITHUB_REPO: 'emberwise/site',
      STUDIO_GITHUB_APP_SLUG: 'emberwise-studio',
      PAGES_URL: 'https://emberwise-site.pages.dev',
    };
    expect(() =>
      readStudioSettings({ ...github, STUDIO_URL: 'https://www.emberwise.ai' }, 'production', siteUrl),
    ).toThrow(/STUDIO_URL: is the public site's origin .*such as https:\/\/studio\.emberwise\.ai/);
    expect(() =>
      readStudioSettings({ ...github, STUDIO_URL: 'http://studio.emberwise.ai' }, 'production', siteUrl),
    ).toThrow(/STUDIO_URL: must be the https origin of the studio/);
    expect(
      readStudioSettings({ ...github, STUDIO_URL: 'https://edit.emberwise.ai/' }, 'production', siteUrl),
    ).toMatchObject({ studioUrl: 'https://edit.emberwise.ai' });
  });

  test('a fully configured studio saves through GitHub and previews on the branch build', () => {
    const settings = readStudioSettings(
      {
        STUDIO_GITHUB_REPO: 'emberwise/site',
        STUDIO_GITHUB_APP_SLUG: 'emberwise-studio',
        PAGES_URL: 'https://emberwise-site-1ab.pages.dev',
      },
      'production',
      siteUrl,
    );
    expect(settings).toEqual({
      mode: 'github',
      repo: 'emberwise/site',
      appSlug: 'emberwise-studio',
      siteUrl,
      // The project's real address: Cloudflare added a suffix because the name was taken.
      pagesUrl: 'https://emberwise-site-1ab.pages.dev',
      productionBranch: 'main',
      // Its own origin, never the public site's.
      studioUrl: 'https://studio.emberwise.ai',
    });
    if (settings?.mode !== 'github') throw new Error('expected GitHub mode');
    expect(previewTarget(settings, 'main', '/blog/x')).toBe(`${siteUrl}/blog/x`);
    expect(previewTarget(settings, 'studio/New_Article', '/blog/x')).toBe(
      'https://studio-new-article.emberwise-site-1ab.pages.dev/blog/x',
    );
    expect(branchPreviewOrigin('studio/a--b', 'https://p.pages.dev')).toBe('https://studio-a-b.p.pages.dev');
  });
});

describe("the studio's API worker", () => {
  test('a worker without its secrets lists every one that is missing', () => {
    const result = readWorkerEnv({ KEYSTATIC_SECRET: 'short' });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join('\n');
    for (const name of [
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
      'STUDIO_GITHUB_REPO',
      'SITE_URL',
    ]) {
      expect(problems).toContain(name);
    }
  });

  test('a worker with half of the newsletter test settings says both or neither', () => {
    const complete = {
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
      KEYSTATIC_SECRET: 'k'.repeat(40),
      STUDIO_GITHUB_REPO: 'emberwise/site',
      STUDIO_EDITORS: 'ana-devries',
      SITE_URL: 'https://www.emberwise.ai',
    };
    expect(readWorkerEnv(complete).ok).toBe(true);
    expect(readWorkerEnv({ ...complete, SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })).toEqual({
      ok: false,
      problems: [
        'SUPABASE_URL and NEWSLETTER_TEST_SECRET: set both (test sends of the newsletter) or neither',
      ],
    });
    expect(
      readWorkerEnv({
        ...complete,
        SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
        NEWSLETTER_TEST_SECRET: 't'.repeat(64),
      }).ok,
    ).toBe(true);
  });
});

describe('the local studio server', () => {
  const app = studioApp(
    { root: process.cwd(), siteUrl: 'http://127.0.0.1:8788', whenRebuilt: async () => {} },
    () =>
      Promise.resolve(new Map([['/keystatic.html', Buffer.from('<!doctype html><title>studio</title>')]])),
  );

  test("every studio path is the studio's page, with its own policy and noindex", async () => {
    for (const path of ['/keystatic', '/keystatic/collection/posts/create']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(
        studioContentSecurityPolicy({ github: false }),
      );
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
  });

  test("the Preview button opens the page on the site once the save's rebuild is done", async () => {
    const response = await app.request('/preview/blog/agentic-ai-future');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:8788/blog/agentic-ai-future');
  });
});

describe('npm start watching the content', () => {
  test('a burst of saves rebuilds the site once, and the site then holds them all', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'emberwise-watch-'));
    let rebuilds = 0;
    let release: () => void = () => {};
    const firstRebuild = new Promise<void>((resolve) => (release = resolve));
    const watcher = watchContent({
      folders: [folder],
      settleMs: 50,
      rebuild: async () => {
        rebuilds += 1;
        release();
        return { ok: true };
      },
    });
    try {
      for (const name of ['a.yaml', 'b.yaml', 'a.yaml']) await writeFile(join(folder, name), name);
      await firstRebuild;
      await watcher.whenRebuilt();
      expect(rebuilds).toBe(1);
    } finally {
      watcher.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('every save ends in "published" or a reason', () => {
  test("the watcher says building while a rebuild runs, then published, or failed with the build's words", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'emberwise-watch-'));
    let finish: (result: RebuildResult) => void = () => {};
    let rebuilds = 0;
    const watcher = watchContent({
      folders: [folder],
      settleMs: 20,
      rebuild: () =>
        new Promise<RebuildResult>((resolve) => {
          rebuilds += 1;
          finish = resolve;
        }),
    });
    try {
      expect(watcher.status().state).toBe('published');
      await writeFile(join(folder, 'a.yaml'), 'a');
      await expect.poll(() => rebuilds).toBe(1);
      expect(watcher.status().state).toBe('building');
      finish({ ok: false, error: 'content/cases/x.yaml: field "title": must be at least 3 characters' });
      await watcher.whenRebuilt();
      expect(watcher.status()).toMatchObject({
        state: 'failed',
        error: expect.stringContaining('field "title"'),
      });
      await writeFile(join(folder, 'a.yaml'), 'b');
      await expect.poll(() => rebuilds).toBe(2);
      expect(watcher.status().state).toBe('building');
      finish({ ok: true });
      await watcher.whenRebuilt();
      expect(watcher.status()).toMatchObject({ state: 'published', finishedAt: expect.any(String) });
    } finally {
      watcher.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  test("a failed build's explanation keeps what a person reads and drops the stack", () => {
    expect(
      buildFailure(
        '> tsx site/scripts/build.ts\nError: Invalid production build configuration\n  VITE_SITE_URL: missing\n    at buildSite (build.ts:1:1)\n    at main (x.ts:2:2)\n',
      ),
    ).toBe('Error: Invalid production build configuration\n  VITE_SITE_URL: missing');
  });

  test('the studio and its Preview explain a failed rebuild and an entry the build left out', async () => {
    const root = await mkdtemp(join(tmpdir(), 'emberwise-studio-status-'));
    await mkdir(join(root, '.ssr'));
    const report: ContentReportEntry[] = [
      {
        file: 'content/cases/promptcoach-ai.yaml',
        publication: {
          state: 'invalid',
          preview: false,
          problems: ['content/cases/promptcoach-ai.yaml: field "title": too short'],
        },
      },
    ];
    await writeFile(join(root, '.ssr/content-report.json'), JSON.stringify(report));
    let status: PublishStatus = { state: 'published', finishedAt: '2026-11-28T10:00:00Z' };
    const studio = studioApp(
      { root, siteUrl: 'http://127.0.0.1:8788', whenRebuilt: async () => {}, publishStatus: () => status },
      () =>
        Promise.resolve(new Map([['/keystatic.html', Buffer.from('<!doctype html><title>studio</title>')]])),
    );
    try {
      expect(await (await studio.request('/api/studio/status')).json()).toEqual({ ...status, report });
      const left = await studio.request('/preview/projects/promptcoach-ai');
      expect(left.status).toBe(200);
      expect(await left.text()).toContain('field &#34;title&#34;: too short');
      expect((await studio.request('/preview/projects/healthcare-voice-ai')).status).toBe(302);
      status = {
        state: 'failed',
        finishedAt: '2026-11-28T10:01:00Z',
        error: 'The site could not be built: <reason>',
      };
      const failed = await (await studio.request('/preview/projects/healthcare-voice-ai')).text();
      expect(failed).toContain('The site could not be built: &#60;reason&#62;');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test('the served site keeps its last build until a new one is ready, then holds exactly its files', async () => {
    const from = await mkdtemp(join(tmpdir(), 'emberwise-build-'));
    const to = await mkdtemp(join(tmpdir(), 'emberwise-served-'));
    try {
      await writeFile(join(to, 'old.html'), 'old');
      await writeFile(join(to, 'same.css'), 'same');
      await mkdir(join(from, 'assets'));
      await writeFile(join(from, 'assets/new.js'), 'js');
      await writeFile(join(from, 'same.css'), 'same');
      await writeFile(join(from, 'index.html'), 'page');
      expect(await syncBuild(from, to)).toEqual({ written: 2, removed: 1 });
      expect((await readdir(to, { recursive: true })).sort()).toEqual([
        'assets',
        'assets/new.js',
        'index.html',
        'same.css',
      ]);
    } finally {
      await rm(from, { recursive: true, force: true });
      await rm(to, { recursive: true, force: true });
    }
  });
});
