import { expect, test } from '../helpers/test';
import { smokeTest } from '../../scripts/smoke';
import { emailsTo, haveStack, leadsFor, stackMissing, uniqueEmail } from '../helpers/local-stack';
import { notFoundEntry, pageTitle, routeTable } from '../helpers/site';

/** The deploy's smoke test (`npm run smoke`), run against the served build and the local backend. */
test.describe('the smoke test of a deployed site', () => {
  test.skip(!haveStack, stackMissing);

  test('passes against the served site, every page of the route table with its title, and sends a real lead', async ({
    baseURL,
  }) => {
    const mailbox = uniqueEmail('smoke');
    const checks = await smokeTest({
      baseUrl: baseURL!,
      pages: routeTable.map((entry) => ({ path: entry.path, title: pageTitle(entry.title) })),
      notFoundTitle: pageTitle(notFoundEntry.title),
      lead: mailbox,
    });
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.filter((check) => check.name.startsWith('page '))).toHaveLength(routeTable.length);
    expect(await leadsFor(mailbox)).toEqual([
      expect.objectContaining({ email: mailbox, source: 'smoke-test' }),
    ]);
    await expect.poll(async () => (await emailsTo(mailbox)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  });

  test("passes with the pages the site's sitemap lists, as after a deploy without a local build", async ({
    baseURL,
  }) => {
    const checks = await smokeTest({ baseUrl: baseURL! });
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.filter((check) => check.name.startsWith('page ')).length).toBeGreaterThan(30);
  });
});
