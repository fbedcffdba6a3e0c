import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest start first, so that neither worker is left alone with one at the
 * end (in a fresh clone vitest has no timings yet and starts the largest files first: the process
 * test, 60 s of child servers, used to start last).
 */
const SLOWEST = ['tests/api/process.test.ts', 'tests/api/fuzz.test.ts'];
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST.findIndex((name) => f.moduleId.endsWith(name));
      return i === -1 ? SLOWEST.length : i;
    };
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map((x) => x.file);
  }
}

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
    sequence: { sequencer: SlowestFirst },
  },
});
