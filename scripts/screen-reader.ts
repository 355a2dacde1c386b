/**
 * `npm run screen-reader [-- --only /path,/other] [--without-scripts]`:
 * a real screen reader reads each page as it loads. Orca (GNOME's screen reader) runs on a virtual
 * display (Xvfb) beside Debian's Chromium, both on one private session bus, as on a Linux desktop;
 * Chromium sees Orca through AT-SPI and builds its accessibility tree as it does for any visitor
 * with a screen reader. Orca reads every page through as soon as it has loaded (its "Say All on
 * load"); its speech goes to its debug log instead of a synthesizer, and this script reads it back.
 *
 * For each page it prints what Orca announced on load ("Page has 9 landmarks, 22 headings, 32
 * unvisited links"), the headings it read out against the page's headings, and whether it read on to
 * the page's last words. `--without-scripts` serves the HTML with its scripts removed: the blocks
 * below the first screen then stay unrendered, which is what Orca used to meet on every long page.
 * Exits 1 when a page's reading misses a heading or stops early.
 *
 * Needs Orca and Xvfb (`apt-get install orca xvfb dbus-x11`), which `npm test` does not: a
 * check to run by hand after changing how pages render, like `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../site/scripts/chromium.ts';
import { loadServerEntry } from '../site/scripts/prerender.ts';
import { serveStatic } from './static-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: { only: { type: 'string' }, 'without-scripts': { type: 'boolean', default: false } },
});

const missing = ['orca', 'Xvfb', 'dbus-launch'].filter(
  (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
);
if (missing.length > 0) {
  console.error(`Needs ${missing.join(', ')}: apt-get install orca xvfb dbus-x11`);
  process.exit(1);
}
if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('No build in dist/: run npm run build first.');
  process.exit(1);
}

/** What Orca said, in order, from its debug log: one entry per utterance. */
function utterances(log: string) {
  return [...log.matchAll(/SPEECH OUTPUT: '(.*?)'(?:\{|\n)/g)].map((match) => match[1]!);
}

/**
 * Orca's reading of the page on load: from the start of its Say All to its end (a second reading
 * may follow when Chromium reports the load again; only the first counts).
 */
function readingOf(log: string) {
  const start = log.indexOf('WEB: Doing SayAll');
  if (start < 0) return undefined;
  const end = log.indexOf('WEB: textLines complete', start);
  if (end < 0) return undefined;
  const spoken = utterances(log.slice(start, end));
  const summary = utterances(log.slice(0, start)).findLast((line) => line.startsWith('Page has '));
  return { spoken, summary };
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function orcaPrefs(dir: string) {
  // Speech goes to a factory that does not exist, so Orca has no synthesizer and logs every
  // utterance; Say All on load is on, as it is by default.
  await writeFile(
    join(dir, 'user-settings.conf'),
    JSON.stringify({
      general: { enableSpeech: true, speechServerFactory: 'none', sayAllOnLoad: true },
      keybindings: {},
      pronunciations: {},
      profiles: { default: { profile: ['Default', 'default'] } },
    }),
  );
  await writeFile(
    join(dir, 'orca-customizations.py'),
    'import orca.settings\norca.settings.speechFactoryModules = []\n',
  );
}

const { routeTable } = await loadServerEntry(root);
const only = options.only?.split(',');
const routes = routeTable.filter((entry) => !only || only.includes(entry.path));
const work = await mkdtemp(join(tmpdir(), 'screen-reader-'));
const display = `:${90 + Math.floor(Math.random() * 9)}`;
const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
  stdio: 'ignore',
});
const bus = spawnSync('dbus-launch', ['--sh-syntax'], { encoding: 'utf8' }).stdout;
const busAddress = /DBUS_SESSION_BUS_ADDRESS='([^']+)'/.exec(bus)?.[1];
const busPid = Number(/DBUS_SESSION_BUS_PID=(\d+)/.exec(bus)?.[1]);
if (!busAddress) throw new Error(`dbus-launch gave no bus: ${bus}`);
const env: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(process.env).filter((pair): pair is [string, string] => pair[1] !== undefined),
  ),
  DISPLAY: display,
  DBUS_SESSION_BUS_ADDRESS: busAddress,
};
const server = await serveStatic({ dir: join(root, 'dist'), stripScripts: options['without-scripts'] });
let failed = 0;

try {
  await sleep(500);
  for (const entry of routes) {
    const prefs = await mkdtemp(join(work, 'orca-'));
    await orcaPrefs(prefs);
    const logFile = join(work, 'orca.log');
    await rm(logFile, { force: true });
    const orca: ChildProcess = spawn('orca', ['--replace', '--debug-file', logFile, '-u', prefs], {
      env,
      stdio: 'ignore',
    });
    try {
      await sleep(4000);
      const browser = await chromium.launch({
        headless: false,
        executablePath: chromiumPath,
        args: [...chromiumFlags, '--window-position=0,0', '--window-size=1280,1000'],
        env,
      });
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(server.origin + entry.path, { waitUntil: 'load' });
      const expected = await page.evaluate(() => ({
        headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => !heading.closest('[hidden], dialog:not([open])'))
          .map((heading) => (heading as HTMLElement).innerText || heading.textContent || ''),
        // The footer's last words, from the markup: `innerText` is empty in a block that is not
        // rendered.
        lastWords: (() => {
          const walker = document.createTreeWalker(
            document.querySelector('footer') ?? document.body,
            NodeFilter.SHOW_TEXT,
          );
          let last = '';
          while (walker.nextNode()) last = walker.currentNode.textContent!.trim() || last;
          return last;
        })(),
      }));
      let found: ReturnType<typeof readingOf>;
      for (let waited = 0; waited < 30_000 && !found; waited += 500) {
        await sleep(500);
        found = readingOf(await readFile(logFile, 'utf8').catch(() => ''));
      }
      await browser.close();
      const reading = found;
      if (!reading) {
        failed++;
        console.log(`${entry.path}: Orca did not read the page on load`);
        continue;
      }
      const heard = new Set(
        reading.spoken.flatMap((line, at) =>
          line.startsWith('heading level') ? [normal(reading.spoken[at - 1]!)] : [],
        ),
      );
      const missed = expected.headings.filter((heading) => !heard.has(normal(heading)));
      const spokenText = normal(reading.spoken.join(' '));
      const reachedEnd = expected.lastWords !== '' && spokenText.includes(normal(expected.lastWords));
      const characters = reading.spoken.reduce((sum, line) => sum + line.length, 0);
      if (missed.length > 0 || !reachedEnd) failed++;
      console.log(
        `${entry.path}: on load "${reading.summary ?? 'no summary'}"; read out ${expected.headings.length - missed.length} of ${expected.headings.length} headings, ${characters.toLocaleString('en')} characters, ${reachedEnd ? 'to the last words' : 'STOPPED before the last words'}${missed.length > 0 ? `; missed: ${missed.map((heading) => `"${heading}"`).join(', ')}` : ''}`,
      );
    } finally {
      orca.kill('SIGKILL');
    }
  }
} finally {
  await server.stop();
  xvfb.kill();
  if (busPid) process.kill(busPid);
  await rm(work, { recursive: true, force: true });
}
process.exit(failed > 0 ? 1 : 0);
