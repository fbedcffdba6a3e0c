// Builds the stack floor page (main.tsx) into bench/.data/lighthouse-floor-web, brotli and gzip
// copies included as the app's build writes them (the server sends those).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressed } from '../../vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react(), precompressed()],
  build: {
    outDir: fileURLToPath(new URL('../.data/lighthouse-floor-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
