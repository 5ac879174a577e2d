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
    // Two pages: the table's dashboard (`sabot serve`) and the pit's floor view (`sabot pit serve`).
    // The libraries and the three languages' catalogues are chunks of their own: both pages share
    // them, and they change less often than the screens. Every chunk is served from the same
    // origin, which the CSP's `script-src 'self'` already allows.
    rolldownOptions: {
      input: { index: join(here, 'index.html'), pit: join(here, 'pit.html') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'libraries', test: /node_modules/ },
            { name: 'catalogues', test: /app[\\/]i18n[\\/]catalogues/ },
          ],
        },
      },
    },
  },
});
