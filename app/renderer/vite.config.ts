import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The dashboard builds into dist/renderer, which `sabot serve` serves. No module-preload
 * polyfill: Chromium has module preload, and the polyfill would be one more script for the CSP.
 */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // One bundle of about 530 kB (React, zod, i18next and the three languages' catalogues), served
    // from the table's own machine: splitting it would only add requests for the CSP to allow.
    chunkSizeWarningLimit: 800,
    // Two pages: the table's dashboard (`sabot serve`) and the pit's floor view (`sabot pit serve`).
    rollupOptions: {
      input: { index: join(here, 'index.html'), pit: join(here, 'pit.html') },
    },
  },
});
