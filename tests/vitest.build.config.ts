import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Checks of the built site that need no browser: what `dist/` holds (first-load JavaScript, inline
 * scripts, the text face, TCP windows, nothing of the backend) read from the files the build wrote.
 * `npm test` runs them right after the build, beside the other suites.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../site/src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
