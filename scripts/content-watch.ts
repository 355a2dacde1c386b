/**
 * `npm start` keeps the site in step with the studio: it watches the files the studio writes
 * (`content/` and the uploaded images under `site/public/images/`), and after a change rebuilds the
 * site once the writes have settled. Changes that arrive during a rebuild start one more rebuild
 * after it. `whenRebuilt()` resolves once the site holds every change seen so far.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

export interface ContentWatchOptions {
  /** Folders to watch, recursively. */
  folders: string[];
  /** Rebuilds the site; resolves true when it succeeded. */
  rebuild: () => Promise<boolean>;
  /** How long the files must be quiet before a rebuild starts. */
  settleMs?: number;
}

export function watchContent({ folders, rebuild, settleMs = 400 }: ContentWatchOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let pending = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (pending || running || timer) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const start = () => {
    timer = undefined;
    if (running) return;
    pending = false;
    running = rebuild()
      .catch(() => false)
      .then(() => {
        running = undefined;
        if (pending) start();
        else settle();
      });
  };

  const changed = () => {
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(start, settleMs);
  };

  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(folder, { recursive: true }, (_event, name) => {
      // Editors and git write temporary files beside the real ones.
      if (name && /(^|\/)(\.|.*~$)/.test(String(name))) return;
      changed();
    }),
  );

  return {
    whenRebuilt: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** The folders the studio writes to, in a working tree. */
export const studioFolders = (root: string) => [join(root, 'content'), join(root, 'site/public/images')];
