import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Integration tests in Node against the embedded local stack (real Postgres in PGlite, the gateway,
 * the mail catcher, the functions in Deno). One file at a time: each may start a stack of its own.
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
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
    // Starting a stack on a cold machine (first PGlite initdb, first Deno run) takes longer than a test.
    hookTimeout: 120_000,
  },
});
