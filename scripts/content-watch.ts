/**
 * `npm start` keeps the site in step with the studio: it watches the files the studio writes
 * (`content/` and the uploaded images under `site/public/images/`), and after a change rebuilds the
 * site once the writes have settled. Changes that arrive during a rebuild start one more rebuild
 * after it. `whenRebuilt()` resolves once the site holds every change seen so far, and `status()`
 * says how the last rebuild went, in words the studio shows its editor.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** The outcome of a rebuild: published, or failed with the build's own explanation. */
export type RebuildResult = { ok: true } | { ok: false; error: string };

/** Where the site stands after the saves made so far. */
export interface PublishStatus {
  state: 'building' | 'published' | 'failed';
  /** When the last rebuild finished (ISO time), if one has. */
  finishedAt?: string;
  /** Why the last rebuild failed, in the build's words. */
  error?: string;
}

interface ContentWatchOptions {
  /** Folders to watch, recursively. */
  folders: string[];
  /** Rebuilds the site. */
  rebuild: () => Promise<RebuildResult>;
  /** How long the files must be quiet before a rebuild starts. */
  settleMs?: number;
}

export function watchContent({ folders, rebuild, settleMs = 400 }: ContentWatchOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let pending = false;
  let waiters: (() => void)[] = [];
  let last: PublishStatus = { state: 'published' };

  const settled = () => !pending && !running && !timer;
  const settle = () => {
    if (!settled()) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const start = () => {
    timer = undefined;
    if (running) return;
    pending = false;
    running = rebuild()
      .catch((error: unknown): RebuildResult => ({ ok: false, error: String(error) }))
      .then((result) => {
        const finishedAt = new Date().toISOString();
        last = result.ok
          ? { state: 'published', finishedAt }
          : { state: 'failed', finishedAt, error: result.error };
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
    status: (): PublishStatus => (settled() ? last : { ...last, state: 'building' }),
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** What a failed build said, without its stack trace: the lines a person reads. */
export function buildFailure(output: string): string {
  const lines = output
    .split('\n')
    // eslint-disable-next-line no-control-regex
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trimEnd())
    .filter((line) => line.trim() && !/^\s+at /.test(line) && !/^> /.test(line) && !/^[{}]/.test(line));
  return lines.slice(-12).join('\n') || 'The build stopped without saying why.';
}

/** The folders the studio writes to, in a working tree. */
export const studioFolders = (root: string) => [join(root, 'content'), join(root, 'site/public/images')];
