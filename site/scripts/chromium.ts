/**
 * Debian's Chromium (the apt package; `CHROME_PATH` overrides it) and the flags it needs to run
 * headless as root in a container without a GPU, for the scripts that drive a browser: the social
 * image renderer and the Lighthouse bench.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * The features Playwright switches off in every Chromium it launches. Chromium reads only the last
 * `--disable-features` of its command line, so a list of our own must repeat these
 * (tests/unit/chromium-flags.test.ts compares them with the installed Playwright's).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * The flags for a Chromium driven by Playwright (the e2e suite, the navigation bench, the social
 * image renderer). Headless Chromium opens every browser context in a window of its own, and each
 * window started two WebUI renderers for an address-bar popup nobody sees: about 1.5 CPU seconds a
 * context, which on two cores was a fifth of the e2e suite's time. Switching the two popups off
 * keeps the pages' own rendering as it was.
 */
export const playwrightChromiumFlags = [
  ...chromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
] as const;
