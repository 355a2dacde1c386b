import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './scripts/vite-plugins/icon-sprite.ts';

const siteRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: siteRoot,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: 'public',
  plugins: [react(), tailwindcss(), iconSprite()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    // The footer renders this year on the server and corrects it in an effect (no Date in render).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
  },
  server: { host: '127.0.0.1' },
});
