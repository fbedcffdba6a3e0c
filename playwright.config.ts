import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Overridable so that several runs can share a machine: E2E_PORT, E2E_DATA_DIR, E2E_WEB_DIST_DIR.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e';
// Chromium's headless shell, Debian's package (decision 067): the same engine without the full
// browser's layers, a fifth less CPU for the same tests; the full browser where it is missing.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Each spec file is a suite with a server and a fresh PGlite database of its own, seeded with the
 * demo world: what one suite changes (a remanded demo offer, a deleted draft, a user's language)
 * can never decide whether another passes. Suites run one per core at a time (E2E_WORKERS sets
 * how many): on two cores each test takes about twice as long, but the run is shorter (82 tests:
 * 13.0 min one at a time, 11.4 min two at a time; one alone leaves a fifth of the CPU idle while
 * the page waits on the server). The long story tests set timeouts of their own to allow for it.
 */
// E2E_SUITES=chat,inbox runs (and starts servers for) those suites only, for a quick local check.
// (E2E_WEB_DIST_DIR, read by tests/e2e/helpers/test.ts, points the servers at another build.)
const ONLY = process.env.E2E_SUITES?.split(',').filter(Boolean);
/**
 * The suites that take longest go first (seconds of their tests at two workers, 2026-11-29), so
 * that the run does not end with one worker alone on a long suite while the other has nothing
 * left; a suite not listed comes after them, by name.
 */
const LONGEST_FIRST = [
  'shell', // 77 s
  'chat', // 74
  'offer-review', // 70
  'negotiation-pages', // 58
  'negotiation-story', // 56
  'offer-register', // 50
  'inbox', // 50
  'announcements', // 43
  'offer-company', // 40
  'offer-story', // 29
  'negotiation-apply', // 27
  'negotiation-live', // 26
];
const weight = (suite: string) => (LONGEST_FIRST.includes(suite) ? LONGEST_FIRST.indexOf(suite) : LONGEST_FIRST.length);
const SUITES = readdirSync('./tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => name.replace(/\.spec\.ts$/, ''))
  .filter((suite) => !ONLY || ONLY.includes(suite))
  .sort((a, b) => weight(a) - weight(b) || a.localeCompare(b));
const suitePort = (index: number) => PORT + index;

/**
 * The demo world is seeded once per run into a template, and each suite's server starts on its
 * own copy (scripts/e2e-data.ts). The run's id reaches the workers through the environment, so
 * only the main process (the first to load this file) clears the templates of earlier runs. A
 * template given in E2E_TEMPLATE_DIR was seeded ahead for this run (`npm test` does it beside the
 * chat fault and cluster tests, scripts/test-all.ts) and is used as it is.
 */
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = String(Date.now());
  if (!process.env.E2E_TEMPLATE_DIR && existsSync(DATA_DIR)) {
    for (const name of readdirSync(DATA_DIR)) {
      if (name.startsWith('.template-')) rmSync(`${DATA_DIR}/${name}`, { recursive: true, force: true });
    }
  }
}
process.env.E2E_TEMPLATE_DIR ??= `${DATA_DIR}/.template-${process.env.E2E_RUN_ID}`;

/**
 * Browser tests drive Debian's Chromium through the real pages of the built app, served by the
 * real server.
 */
export default defineConfig({
  testDir: './tests/e2e',
  // A run with its own data dir also keeps its own results, so that parallel runs do not clean each other's.
  outputDir: process.env.E2E_DATA_DIR ? `${DATA_DIR}-results` : 'test-results',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(4, os.availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Room for a loaded machine: a CI run on a machine at half its usual speed (every stage twice as
  // long) failed four tests on these limits at 60 s and 10 s, each only slow, none wrong. A limit
  // is never a measure of speed here (bench/ measures that); it only ends a test that hangs.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    // A failed test keeps its trace: every action with the page's DOM before and after, its network
    // and console, and a screenshot at the failure. Not the trace's screencast (a frame of the page
    // many times a second): encoding it was a third of the browser tests' CPU, for frames the DOM
    // snapshots already show (docs/decisions/068-browser-traces-without-screencast.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: SUITES.map((suite, index) => ({
    name: suite,
    testMatch: `${suite}.spec.ts`,
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${suitePort(index)}` },
  })),
  // Each suite's server is started by the worker that takes the suite up (tests/e2e/helpers/test.ts);
  // the teardown stops any a crashed worker left, and the setup those an interrupted run left.
  globalSetup: './tests/e2e/helpers/servers-teardown.ts',
  globalTeardown: './tests/e2e/helpers/servers-teardown.ts',
});
