import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStudioServer } from '../../studio/local-server';
import { probe, rebindingAnswers } from '../helpers/rebinding';

/** The local studio as `npm start` runs it, over a working tree of its own. */
let root: string;
let studio: Awaited<ReturnType<typeof startStudioServer>>;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-guard-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets/studio'), { recursive: true });
  await writeFile(join(dist, 'keystatic.html'), '<!doctype html><title>studio</title>');
  await writeFile(join(dist, 'assets/studio/studio.js'), '');
  await mkdir(join(root, 'content/blog'), { recursive: true });
  studio = await startStudioServer({ root, dist, port: 0, siteUrl: 'http://127.0.0.1:8788' });
  origin = new URL(studio.url).origin;
});

afterAll(async () => {
  await studio.stop();
  await rm(root, { recursive: true, force: true });
});

/** The cookie the studio's page gets: what its API calls carry from then on. */
async function studioPageCookie(): Promise<string> {
  const page = await probe(`${origin}/keystatic`);
  expect(page.status).toBe(200);
  return String(page.headers['set-cookie']).split(';')[0]!;
}

/** A save as the studio's page sends it: files to write, by path, with their text. */
function save(files: Record<string, string>, cookie: string) {
  const additions = Object.entries(files).map(([path, text]) => ({
    path,
    contents: Buffer.from(text).toString('base64url'),
  }));
  return probe(`${origin}/api/keystatic/update`, {
    method: 'POST',
    headers: {
      host: new URL(origin).host,
      origin,
      cookie,
      'no-cors': '1',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ additions, deletions: [] }),
  });
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('the local studio answers its own page only', () => {
  test('a rebound page gets 421 or 403 for the working tree and for a save, and nothing is written', async () => {
    const tree = await rebindingAnswers(`${origin}/api/keystatic/tree`);
    expect(tree.foreignHostGet.status).toBe(421);
    const update = await rebindingAnswers(
      `${origin}/api/keystatic/update`,
      JSON.stringify({
        additions: [{ path: 'content/blog/rebound.mdx', contents: Buffer.from('x').toString('base64url') }],
        deletions: [],
      }),
    );
    expect([update.foreignHostPost.status, update.foreignOriginPost.status]).toEqual([421, 403]);
    expect((await rebindingAnswers(`${origin}/keystatic`)).foreignHostGet.status).toBe(421);
    expect(await exists(join(root, 'content/blog/rebound.mdx'))).toBe(false);
  });

  test("an API call without the key the studio's page got at this start is refused", async () => {
    const withoutKey = await probe(`${origin}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
    expect(withoutKey.status).toBe(403);
    expect(withoutKey.body).toContain('open the studio again');
    const wrongKey = await save({ 'content/blog/keyless.mdx': 'x' }, 'studio-key-1=guess');
    expect(wrongKey.status).toBe(403);
    expect(await exists(join(root, 'content/blog/keyless.mdx'))).toBe(false);
  });

  test("the studio's page reads the working tree and saves an article with its key", async () => {
    const cookie = await studioPageCookie();
    expect(cookie).toMatch(/^studio-key-\d+=/);
    const page = await probe(`${origin}/keystatic`);
    expect(String(page.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    const tree = await probe(`${origin}/api/keystatic/tree`, { headers: { cookie, 'no-cors': '1' } });
    expect(tree.status).toBe(200);
    const saved = await save({ 'content/blog/new-article.mdx': '---\ntitle: New\n---\nHello\n' }, cookie);
    expect(saved.status).toBe(200);
    expect(await readFile(join(root, 'content/blog/new-article.mdx'), 'utf8')).toContain('Hello');
  });
});

describe('a save writes inside the studio’s folders only', () => {
  test.each([
    ['a folder that only starts like a collection’s', 'content/blogx/probe.txt'],
    ['a path that climbs out of the working tree', '../probe.txt'],
    ['a path that climbs out of a collection', 'content/blog/../../probe.txt'],
    ['a file beside the collections', 'content/probe.txt'],
  ])('%s (%s) is refused with the folders it may use, and nothing is written', async (_, path) => {
    const cookie = await studioPageCookie();
    const refused = await save({ [path]: 'probe', 'content/blog/along.mdx': 'x' }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(`This save was refused: ${path} is outside the studio’s folders`);
    expect(refused.body).toContain('content/blog, ');
    expect(await exists(join(root, path))).toBe(false);
    expect(await exists(join(root, 'content/blog/along.mdx'))).toBe(false);
  });

  test('an image upload and a singleton’s file are saved', async () => {
    const cookie = await studioPageCookie();
    const saved = await save(
      { 'site/public/images/blog/new/cover.svg': '<svg/>', 'content/settings/blog.yaml': 'featured: x\n' },
      cookie,
    );
    expect(saved.status).toBe(200);
    expect(await exists(join(root, 'site/public/images/blog/new/cover.svg'))).toBe(true);
    expect(await exists(join(root, 'content/settings/blog.yaml'))).toBe(true);
  });
});
