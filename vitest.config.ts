import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    // Component tests (src/web/**/*.test.tsx) choose jsdom per file; tests/setup/jsdom.ts serves only those.
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/jsdom.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
