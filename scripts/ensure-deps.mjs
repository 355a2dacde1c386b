#!/usr/bin/env node
// Plain JavaScript on purpose: this runs before `npm install`, when TypeScript tooling may not exist yet.
// Installs npm packages unless node_modules was installed from the current package-lock.json, and with
// --browser makes sure Debian's Chromium is there (installing it with apt when running as root).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = `${root}/node_modules/.deps-stamp`;
const lockHash = createHash('sha256')
  .update(readFileSync(`${root}/package-lock.json`))
  .digest('hex');

function run(command) {
  console.log(`> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash;
if (!installed) {
  // `npm install`, not `npm ci`: the registry reachable here omits other platforms' optional
  // binaries from the lockfile, which `npm ci` rejects; `npm install` still follows the lockfile.
  run('npm install --no-audit --no-fund');
  writeFileSync(stampFile, lockHash);
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (process.getuid?.() === 0) {
      run('apt-get update -qq');
      run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation');
    } else {
      console.error(
        'Chromium is missing: run `sudo apt-get install -y chromium` (Debian), then npm test again.',
      );
      process.exit(1);
    }
  }
}
