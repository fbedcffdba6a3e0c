import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e';

const alive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Playwright's global teardown (and its global setup, for servers an interrupted run left): stops
 * every suite server that tests/e2e/helpers/test.ts started and did not stop (a worker that
 * crashed), with the data copy step before it, and waits until they are gone.
 */
export default async function stopSuiteServers(): Promise<void> {
  if (!existsSync(DATA_DIR)) return;
  await stopServers(readdirSync(DATA_DIR).filter((file) => file.endsWith('.server-pid')).map((name) => path.join(DATA_DIR, name)));
}

/** Stops the servers whose pid files are named, and waits until they are gone. */
export async function stopServers(pidFiles: string[]): Promise<void> {
  const pids: number[] = [];
  for (const file of pidFiles.filter((name) => existsSync(name))) {
    const pid = Number(readFileSync(file, 'utf8').split(' ')[1]);
    rmSync(file, { force: true });
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) continue;
    process.kill(-pid, 'SIGTERM');
    pids.push(pid);
  }
  const deadline = Date.now() + 15_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(alive)) process.kill(-pid, 'SIGKILL');
}
