import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { stopServers } from './servers-teardown.ts';

export { expect } from '@playwright/test';

/**
 * Every browser test imports `test` from here: it is Playwright's, with the suite's server started
 * when a worker takes up the suite, and stopped when the worker ends.
 *
 * Each suite (spec file) has a server and a PGlite database of its own, a copy of the demo world
 * (playwright.config.ts). Playwright's `webServer` started all twenty servers one after another
 * before any test ran, which on two cores left one core idle for over two minutes, and kept them
 * all running (and running their scheduled jobs) to the end. Here a suite's server starts beside
 * the other worker's tests, and at most one a worker runs. A worker that replaces one whose test
 * failed starts the suite again on a fresh copy. The global teardown stops any server a crashed
 * worker left (tests/e2e/helpers/servers-teardown.ts).
 */
export const test = base.extend<object, { suiteServer: void }>({
  suiteServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error(`project ${workerInfo.project.name} has no baseURL`);
      await ensureSuiteServer(workerInfo.project.name, baseURL);
      await use();
      await stopServers([serverPidFile(workerInfo.project.name)]);
    },
    // Seeding the run's template (the first suite) and a start on a loaded machine fit in this.
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});

/** What playwright.config.ts hands the workers through the environment. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e';
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? './dist/web';

/** The run's id and the process id (of its process group) of a suite's server, for the teardown. */
export const serverPidFile = (suite: string) => path.join(DATA_DIR, `${suite}.server-pid`);

async function ready(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(new URL('/api/ready', baseURL), { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

async function ensureSuiteServer(suite: string, baseURL: string): Promise<void> {
  const runId = process.env.E2E_RUN_ID;
  const templateDir = process.env.E2E_TEMPLATE_DIR;
  if (!runId || !templateDir) throw new Error('E2E_RUN_ID and E2E_TEMPLATE_DIR are not set (playwright.config.ts sets them)');
  if (await ready(baseURL)) {
    // Only a server this run started holds the suite's data; anything else on the port is not ours.
    const started = existsSync(serverPidFile(suite)) && readFileSync(serverPidFile(suite), 'utf8').split(' ')[0] === runId;
    if (started) return;
    throw new Error(`${baseURL} answers, but this run did not start a server there: stop it, or set E2E_PORT`);
  }
  const suiteDir = path.join(DATA_DIR, suite);
  mkdirSync(DATA_DIR, { recursive: true });
  const logFile = path.join(DATA_DIR, `${suite}.server-log`);
  const log = openSync(logFile, 'w');
  // Copies the template into the suite's directory (seeding the template first if no suite has),
  // then starts the server; its own process group, so that the teardown stops both.
  const child = spawn('sh', ['-c', `node scripts/e2e-data.ts "$1" "$2" && exec node src/server/main.ts`, 'sh', templateDir, suiteDir], {
    detached: true,
    stdio: ['ignore', 'ignore', log],
    env: {
      ...process.env,
      PORT: new URL(baseURL).port,
      DATA_DIR: suiteDir,
      WEB_DIST_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  closeSync(log);
  child.unref();
  writeFileSync(serverPidFile(suite), `${runId} ${child.pid}`);
  const exit: { code: number | null } = { code: null };
  child.on('exit', (code) => (exit.code = code ?? -1));
  while (!(await ready(baseURL))) {
    if (exit.code !== null) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4_000) : '';
      throw new Error(`the ${suite} suite's server exited (${exit.code}) before it was ready:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
