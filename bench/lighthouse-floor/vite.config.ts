// Builds the stack floor page (main.tsx) into bench/.data/lighthouse-floor-web, brotli and gzip
// copies included as the app's build writes them (the server sends those).
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react(), compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),],
  build: {
    outDir: fileURLToPath(new URL('../.data/lighthouse-floor-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
