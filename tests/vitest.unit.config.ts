import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { iconSprite } from '../site/scripts/vite-plugins/icon-sprite.ts';
import { yamlContent } from '../site/scripts/vite-plugins/content-files.ts';
import { mdxContent, mdxMeta } from '../site/scripts/vite-plugins/mdx-content.ts';
import { newsletterIssues } from '../site/scripts/vite-plugins/newsletter-issues.ts';

/**
 * Unit tests: pure modules of the site, scripts and local stack, in Node, with the site's content
 * plugins (MDX and its checked frontmatter, newsletter issues, the icon sprite) so content and the
 * route table load.
 */
export default defineConfig({
  plugins: [yamlContent(), mdxMeta(), newsletterIssues(), mdxContent(), iconSprite()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../site/src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
    },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}', 'site/src/**/*.test.{ts,tsx}', 'site/scripts/**/*.test.ts'],
    environment: 'node',
  },
});
