import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { watchContent } from '../../scripts/content-watch';
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

  test('a fully configured studio saves through GitHub and previews on the branch build', () => {
    const settings = readStudioSettings(
      { STUDIO_GITHUB_REPO: 'emberwise/site', STUDIO_GITHUB_APP_SLUG: 'emberwise-studio' },
      'production',
      siteUrl,
    );
    expect(settings).toEqual({
      mode: 'github',
      repo: 'emberwise/site',
      appSlug: 'emberwise-studio',
      siteUrl,
      pagesProject: 'emberwise-site',
      productionBranch: 'main',
    });
    if (settings?.mode !== 'github') throw new Error('expected GitHub mode');
    expect(previewTarget(settings, 'main', '/blog/x')).toBe(`${siteUrl}/blog/x`);
    expect(previewTarget(settings, 'studio/New_Article', '/blog/x')).toBe(
      'https://studio-new-article.emberwise-site.pages.dev/blog/x',
    );
    expect(branchPreviewOrigin('studio/a--b', 'p')).toBe('https://studio-a-b.p.pages.dev');
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
    ]) {
      expect(problems).toContain(name);
    }
  });
});

describe('the local studio server', () => {
  const app = studioApp(
    { root: process.cwd(), siteUrl: 'http://127.0.0.1:8788', whenRebuilt: async () => {} },
    new Map([['/keystatic.html', Buffer.from('<!doctype html><title>studio</title>')]]),
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
        return true;
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
