import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { chatMessages, negotiations, offerImages, offers } from '../../src/server/db/schema/index.ts';

/** The server as an operator runs it: `node src/server/main.ts`, configured by its environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: './tests/fixtures/web', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
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

/**
 * Waits up to two minutes: a first start migrates and seeds the whole demo world (offers with
 * images, negotiations, their suggestions), 35–50 s on two cores alone and more beside a loaded run.
 */
async function waitReady(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
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

  it('refuses to start in production without a database, an identity provider and an https address, naming each', async () => {
    const dir = path.join(dataDir, 'never');
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dir, PUBLIC_URL: '', DATABASE_URL: '', OIDC_PROVIDERS: '', EMBEDDED_IDP: '' });
    expect(await server.exited).toBe(1);
    for (const name of ['DATABASE_URL', 'OIDC_PROVIDERS', 'EMBEDDED_IDP=true', 'PUBLIC_URL']) expect(server.output()).toContain(name);
    // Nothing was opened: no PGlite directory was made.
    await expect(readdir(dir)).rejects.toThrow();
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
    // No deprecation warning at start (Fastify's FSTDEP023 was one).
    expect(first.output()).not.toMatch(/FSTDEP|DeprecationWarning/);

    // The lock was released: the directory opens again, with the data kept.
    const again = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitReady(port, again.child);
    const config = await (await fetch(`http://127.0.0.1:${port}/api/config`)).json();
    expect(config.banks.map((b: { bank_code: string }) => b.bank_code)).toContain('minato');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Two server starts, the first seeding the demo world: more than the default 30 s on a busy machine.
  }, 300_000);

  it('on SIGTERM leaves the balancer first: /api/ready answers 503 while requests are still served, then exits cleanly', async () => {
    const dir = path.join(dataDir, 'drained');
    const port = await freePort();
    // The drain needs a server, not the demo world: without it the start takes seconds, not fifteen.
    const server = startServer({ PORT: String(port), DATA_DIR: dir, SHUTDOWN_DRAIN_MS: '5000', SEED_DEMO: 'false' });
    await waitReady(port, server.child);
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 300_000);

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
  }, 300_000);
});

/** `./bizmatch backup|restore` as an operator runs it (the script execs this file). */
function bizmatch(command: 'backup' | 'restore', file: string, dir: string) {
  const run = spawnSync(process.execPath, ['src/server/db/backup-cli.ts', command, file], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** What a directory holds: the rows that matter and every stored image file with its content's hash. */
async function contents(dir: string) {
  const handle = await openDatabase({ dataDir: dir });
  try {
    const rows = async (table: typeof offers | typeof negotiations | typeof chatMessages | typeof offerImages) =>
      (await handle.db.select({ n: count() }).from(table))[0]!.n;
    const database = { offers: await rows(offers), negotiations: await rows(negotiations), messages: await rows(chatMessages), images: await rows(offerImages) };
    const files: Record<string, string> = {};
    for (const entry of await readdir(path.join(dir, 'images'), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      files[path.relative(path.join(dir, 'images'), full)] = createHash('sha256').update(await readFile(full)).digest('hex');
    }
    return { database, files };
  } finally {
    await handle.close();
  }
}

describe('backup and restore of the embedded database and the images', () => {
  it('restores into a fresh directory every offer, negotiation, message and image, and refuses what would mix or break data', async () => {
    const dir = path.join(dataDir, 'original');
    const archive = path.join(dataDir, 'bizmatch-backup.tar.gz');
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitReady(port, server.child);

    // Not while a server writes to it.
    const busy = bizmatch('backup', archive, dir);
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/in use by a running bizmatch server: stop it first/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const before = await contents(dir);
    for (const [what, n] of Object.entries(before.database)) expect(n, what).toBeGreaterThan(0);
    expect(Object.keys(before.files).length).toBeGreaterThan(0);

    const made = bizmatch('backup', archive, dir);
    expect(made.code, made.output).toBe(0);
    // A second backup never overwrites the first.
    expect(bizmatch('backup', archive, dir).output).toMatch(/exists: name a new file/);

    const restoredDir = path.join(dataDir, 'restored');
    const restored = bizmatch('restore', archive, restoredDir);
    expect(restored.code, restored.output).toBe(0);
    expect(await contents(restoredDir)).toEqual(before);

    // Never over a database, and never from a file that is not a backup.
    expect(bizmatch('restore', archive, restoredDir).output).toMatch(/already holds a database/);
    const notABackup = path.join(dataDir, 'not-a-backup.tar.gz');
    await writeFile(notABackup, 'hello');
    const refused = bizmatch('restore', notABackup, path.join(dataDir, 'never'));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not a bizmatch backup/);

    // A server on the restored directory finds its world: it starts without seeding it again.
    const again = startServer({ PORT: String(port), DATA_DIR: restoredDir, LOG_LEVEL: 'info' });
    await waitReady(port, again.child);
    expect(again.output()).not.toMatch(/seeded the demo world/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
