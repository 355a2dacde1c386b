import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  chromiumPath,
  playwrightChromiumFlags,
  playwrightDisabledFeatures,
} from '../../site/scripts/chromium';

/** The features the installed Playwright switches off, read from its own source. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = source.match(/disabledFeatures = \[([\s\S]*?)\]/);
  expect(list, 'Playwright’s list of disabled features was not found in its bundle').not.toBeNull();
  return [...list![1]!.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
}

test('the e2e browser keeps every feature Playwright switches off switched off', () => {
  const installed = installedPlaywrightDisabledFeatures();
  expect(installed.length).toBeGreaterThan(5);
  expect([...playwrightDisabledFeatures].sort()).toEqual(installed.sort());
  const disableFlags = playwrightChromiumFlags.filter((flag) => flag.startsWith('--disable-features='));
  expect(disableFlags).toHaveLength(1);
  const features = disableFlags[0]!.slice('--disable-features='.length).split(',');
  expect(features).toEqual(expect.arrayContaining(installed));
});

test('a browser context opened for a test starts no renderer for the hidden address bar', async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...playwrightChromiumFlags] });
  try {
    const context = await browser.newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
    expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1);
  } finally {
    await browser.close();
  }
}, 30_000);
