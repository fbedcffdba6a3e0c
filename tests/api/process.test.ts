import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The server as an operator runs it: `node src/server/main.ts`, configured by its environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: './tests/fixtures/web', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Waits up to a minute: a first start migrates and seeds the whole demo world (offers with images, negotiations). */
async function waitReady(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-process-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('names the variable when configuration is wrong, and exits', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: path.join(dataDir, 'unused') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT="abc"/);
  });

  it('refuses a second server on a PGlite directory another one holds, and stops cleanly on SIGTERM', async () => {
    const dir = path.join(dataDir, 'shared');
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitReady(port, first.child);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another bizmatch server/);

    // The first server is unharmed and still serves.
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock was released: the directory opens again, with the data kept.
    const again = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitReady(port, again.child);
    const config = await (await fetch(`http://127.0.0.1:${port}/api/config`)).json();
    expect(config.banks.map((b: { bank_code: string }) => b.bank_code)).toContain('minato');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Two server starts, the first seeding the demo world: more than the default 30 s on a busy machine.
  }, 150_000);

  it('on SIGTERM leaves the balancer first: /api/ready answers 503 while requests are still served, then exits cleanly', async () => {
    const dir = path.join(dataDir, 'drained');
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dir, SHUTDOWN_DRAIN_MS: '5000' });
    await waitReady(port, server.child);
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 150_000);

  it('opens a PGlite directory again at once after its server was killed with -9, with the data kept', async () => {
    const dir = path.join(dataDir, 'crashed');
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'info' });
    await waitReady(port, first.child);
    expect(first.output()).toMatch(/seeded the demo world/);
    first.child.kill('SIGKILL');
    await first.exited;

    // Right away, not after a staleness window: the lock went with the process (decision 027).
    const again = startServer({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'info' });
    await waitReady(port, again.child);
    expect(again.output()).not.toMatch(/in use by another bizmatch server/);
    // What the first server wrote is there: the second finds the world and does not seed it again.
    expect(again.output()).not.toMatch(/seeded the demo world/);
    const config = await (await fetch(`http://127.0.0.1:${port}/api/config`)).json();
    expect(config.banks.map((b: { bank_code: string }) => b.bank_code)).toContain('minato');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 150_000);
});
