import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirHeldError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-lock-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noCompromise = (err: Error) => {
  throw err;
};

/** A child process that takes the lock, says so, and then waits to be killed. */
function holder(lockDir: string) {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `const { lockDataDir } = await import(${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))}); await lockDataDir(${JSON.stringify(lockDir)}, () => {}); console.log('held'); setInterval(() => {}, 1000);`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, held, exited };
}

describe('the data directory lock', () => {
  it('is held by one holder at a time and free again once released', async () => {
    const release = await lockDataDir(dir, noCompromise);
    await expect(lockDataDir(dir, noCompromise)).rejects.toBeInstanceOf(DataDirHeldError);
    // The same directory by another path is the same directory.
    await expect(lockDataDir(path.join(dir, '.', '..', path.basename(dir)), noCompromise)).rejects.toBeInstanceOf(DataDirHeldError);
    await release();
    const again = await lockDataDir(dir, noCompromise);
    await again();
  });

  it('is refused while another process holds it, and free the moment that process is killed with -9', async () => {
    const other = holder(dir);
    await other.held;
    await expect(lockDataDir(dir, noCompromise)).rejects.toBeInstanceOf(DataDirHeldError);
    other.child.kill('SIGKILL');
    await other.exited;
    // No staleness window: the kernel freed the name with the process.
    const release = await lockDataDir(dir, noCompromise);
    await release();
  }, 30_000);
});
