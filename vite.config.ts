import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiServer = process.env.BIZMATCH_API_ORIGIN ?? 'http://localhost:3000';

// Everything the server answers itself: the API and the per-bank login pair
// (/{bank_code}/login, /{bank_code}/callback), logout, and the embedded identity provider.
const serverOwned = ['/api', '/logout', '/idp', '^/[^/]+/(login|callback)(/|\\?|$)'];

export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      serverOwned.map((path) => [path, { target: apiServer, changeOrigin: false, xfwd: true }]),
    ),
  },
  preview: { port: 4173 },
  test: {
    // vite's root is src/web; tests are found from the repository root so server tests run too.
    root: repoRoot,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
  },
});
