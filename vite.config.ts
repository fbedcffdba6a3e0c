import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
// Two Mantine imports of a whole library for one small part, resolved to a small twin instead
// (issue 13): ScrollArea (in every Modal and Table) takes only `useMergeRefs` from floating-ui,
// which stays with the popovers; AppShell's bars take only class names from react-remove-scroll,
// which stays with the modals. [library, importing Mantine folder, twin]
const mantineTwins: [string, RegExp, string][] = [
  ['@floating-ui/react', /\/@mantine\/core\/esm\/components\/ScrollArea\//, './src/web/lib/merge-refs.ts'],
  ['react-remove-scroll', /\/@mantine\/core\/esm\/components\/AppShell\//, './src/web/lib/remove-scroll-classes.ts'],
];
const apiServer = process.env.BIZMATCH_API_ORIGIN ?? 'http://localhost:3000';

// Everything the server answers itself: the API and the per-bank login pair
// (/{bank_code}/login, /{bank_code}/callback), logout, and the embedded identity provider.
const serverOwned = ['/api', '/logout', '/idp', '^/[^/]+/(login|callback)(/|\\?|$)'];

/**
 * .br and .gz beside each text file of a build, at the highest levels (built once, served many
 * times); the server sends them to browsers that accept them (src/server/plugins/web.ts). Also used
 * by the stack floor's build (bench/lighthouse-floor/vite.config.ts).
 */
export const precompressed = () =>
  compression({
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    // Below this, the headers cost more than compression saves; images are WebP already.
    threshold: 1024,
    logLevel: 'silent',
  });

/**
 * `vite build --ssr` (the second half of `npm run build`): the public pages' renderer
 * (src/web/prerender.tsx) for the server, into the client build's `.prerender/`, which the server
 * never serves as a file. Its packages stay in node_modules, imported at run time.
 */
const prerenderBuild = {
  outDir: fileURLToPath(new URL('./dist/web/.prerender', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { input: fileURLToPath(new URL('./src/web/prerender.tsx', import.meta.url)) },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    {
      name: 'mantine-twins',
      enforce: 'pre',
      resolveId(source, importer) {
        const twin = mantineTwins.find(([library, from]) => source === library && importer && from.test(importer));
        return twin ? fileURLToPath(new URL(twin[2], import.meta.url)) : null;
      },
    },
    ...(isSsrBuild ? [] : [precompressed()]),
  ],
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        // dist/web/.vite/manifest.json: which files each page loads first, for the size budget
        // (.size-limit.ts) and the styles and code of a page rendered ahead (the server's prerendered pages).
        manifest: true,
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
}));
