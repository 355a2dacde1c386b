import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { readStudioOptions } from './options.ts';
import type { StudioSettings } from './settings.ts';

/**
 * The studio's browser build: `dist/keystatic.html` and its scripts under `dist/assets/studio/`,
 * beside the site and never imported by it. `STUDIO_SETTINGS` (JSON, set by the site's build) says
 * which mode it runs in.
 */
const settings: StudioSettings = JSON.parse(process.env.STUDIO_SETTINGS ?? '{"mode":"local"}');

export default defineConfig(async (): Promise<UserConfig> => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: {
    __STUDIO_SETTINGS__: JSON.stringify(settings),
    // The authors and articles an editor picks by name, as the working tree holds them now.
    __STUDIO_OPTIONS__: JSON.stringify(
      await readStudioOptions(fileURLToPath(new URL('..', import.meta.url))),
    ),
  },
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    emptyOutDir: false,
    assetsDir: 'assets/studio',
    chunkSizeWarningLimit: 5000,
    rolldownOptions: { input: fileURLToPath(new URL('./keystatic.html', import.meta.url)) },
  },
  logLevel: 'warn',
}));
