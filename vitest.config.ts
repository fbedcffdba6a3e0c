import os from 'node:os';
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
    // One test file per core (vitest's default leaves one core free): a file spends much of its time
    // waiting on PostgreSQL, a child server or a socket, and the other file runs meanwhile.
    maxWorkers: os.availableParallelism(),
    // A worker runs its files one after another in one module graph: the app's modules are loaded
    // once per worker, not once per file (that was 90 of the PGlite run's 205 s on two cores). So a
    // test file leaves nothing global behind: stubs and spies are restored in afterEach, every app
    // and database it opens is closed in afterAll, and process.env is never written.
    isolate: false,
  },
});
