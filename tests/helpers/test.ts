/**
 * Playwright's `test` for the e2e suite, with one addition: before each test, the site must answer.
 *
 * `npm test` supervises `wrangler pages dev` and starts it again when it dies mid-run (it can, on a
 * loaded machine, when the browser aborts a request). For the few seconds that takes, its port
 * refuses connections; a test starting then waits for the site instead of failing on a site that
 * has nothing wrong with it. A site that never answers still fails the test, after a minute.
 */
import { test as base } from '@playwright/test';
import { waitForUrl } from '../../scripts/process';

export * from '@playwright/test';

const waitForSiteMs = 60_000;

export const test = base.extend<{ siteAnswers: void }>({
  siteAnswers: [
    async ({ baseURL }, use) => {
      if (baseURL) await waitForUrl(new URL('/robots.txt', baseURL).href, waitForSiteMs);
      await use();
    },
    { auto: true, timeout: waitForSiteMs + 5_000 },
  ],
});
