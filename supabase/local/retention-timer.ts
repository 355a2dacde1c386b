/**
 * What pg_cron does every night on the hosted project (the schedule migration's `enforce-retention`
 * job), for the local stack: the same SQL, `private.enforce_retention()`, once at start and then every
 * `intervalMs`, so the local database keeps nothing longer than the privacy policy says either.
 */
import type { PGlite } from '@electric-sql/pglite';

export function startRetentionTimer(options: {
  db: PGlite;
  /** 0 turns the timer off. */
  intervalMs: number;
  warn: (line: string) => void;
}): { stop(): Promise<void> } {
  if (options.intervalMs <= 0) return { stop: () => Promise.resolve() };
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    running ??= options.db
      .query("select to_regprocedure('private.enforce_retention()') is not null as found")
      .then(async (result) => {
        const found = (result.rows[0] as { found: boolean } | undefined)?.found;
        if (found && !stopped) await options.db.query('select private.enforce_retention()');
      })
      .catch((error: unknown) => {
        if (!stopped)
          options.warn(`retention job failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
