import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure modules of the site, scripts and local stack, in Node. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('../site/src', import.meta.url)) },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}', 'site/src/**/*.test.{ts,tsx}', 'site/scripts/**/*.test.ts'],
    environment: 'node',
  },
});
