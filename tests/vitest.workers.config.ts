import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

/**
 * Tests of the edge API (functions/) inside workerd, the Workers runtime Pages Functions run on, with
 * the compatibility date and flags of the Pages project's wrangler.toml.
 * Run: npx vitest run -c tests/vitest.workers.config.ts
 */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: '../wrangler.toml' } })],
  test: {
    root: import.meta.dirname,
    include: ['workers/**/*.test.ts'],
  },
});
