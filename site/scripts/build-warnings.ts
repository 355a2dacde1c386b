import { createLogger, type Logger } from 'vite';

/**
 * Vite's logger for the site's builds: a warning of the bundler or a plugin is kept, and `check`
 * fails the build with every warning it kept. A warning is fixed where it comes from (or the
 * dependency that causes it changed), never left to scroll past in every build.
 */
export function warningsFail(): { logger: Logger; check: () => void } {
  const warnings: string[] = [];
  const keep = (message: string) => void warnings.push(message);
  const logger: Logger = { ...createLogger('warn'), warn: keep, warnOnce: keep };
  return {
    logger,
    check() {
      if (warnings.length) {
        throw new Error(`The build warned; fix the cause of each warning:\n${warnings.join('\n')}`);
      }
    },
  };
}
