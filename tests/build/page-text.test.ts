import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot } from '../../scripts/process';
import { buildSnapshots, type PageSnapshot } from '../helpers/page-text';

/**
 * The words of every built page, held to `page-text.snapshot.json`: the text a visitor reads, the
 * head's title, description, canonical URL and JSON-LD, and where links and images point, page by
 * page. The snapshot was taken from the build before the content moved into studio-edited files;
 * a change of copy updates it on purpose (write it again with `UPDATE_PAGE_TEXT=1`).
 */
const snapshotFile = join(repoRoot, 'tests/build/page-text.snapshot.json');

// Parsing forty pages is CPU work: give a busy two-core machine room.
test('every built page reads word for word as the snapshot', { timeout: 180_000 }, async () => {
  const built = await buildSnapshots(join(repoRoot, 'dist'));
  if (process.env.UPDATE_PAGE_TEXT) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(snapshotFile, `${JSON.stringify(built, null, 1)}\n`);
  }
  const expected = JSON.parse(await readFile(snapshotFile, 'utf8')) as Record<string, PageSnapshot>;
  expect(Object.keys(built)).toEqual(Object.keys(expected));
  for (const [file, snapshot] of Object.entries(expected)) {
    expect(built[file], file).toEqual(snapshot);
  }
});
