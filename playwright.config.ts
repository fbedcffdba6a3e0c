import { defineConfig, devices } from '@playwright/test';

// Overridable so that several runs can share a machine: E2E_PORT, E2E_DATA_DIR, E2E_WEB_DIST_DIR.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e';
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? './dist/web';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests drive Debian's Chromium through the real pages of the built app, served by the
 * real server on a fresh PGlite database with the demo world seeded.
 */
export default defineConfig({
  testDir: './tests/e2e',
  // A run with its own data dir also keeps its own results, so that parallel runs do not clean each other's.
  outputDir: process.env.E2E_DATA_DIR ? `${DATA_DIR}-results` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} ${DATA_DIR}.lock && node src/server/main.ts`,
    url: `http://localhost:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
