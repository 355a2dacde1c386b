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
