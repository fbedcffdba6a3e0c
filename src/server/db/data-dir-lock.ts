import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import lockfile from 'proper-lockfile';

/** Another live process holds the directory. */
export class DataDirHeldError extends Error {
  constructor(dir: string) {
    super(`${dir} is held by another process`);
  }
}

/**
 * One process per PGlite data directory (docs/product/architecture.md; decision 027). Answers the function that
 * releases the directory.
 *
 * On Linux the holder listens on a Unix socket in the abstract namespace, named after the
 * directory's real path. The kernel owns that name: it is taken atomically, a second process
 * gets EADDRINUSE, and it is freed the moment the holder ends, however it ends (`kill -9`, an
 * out-of-memory kill), so a server restarted after a crash opens the directory at once.
 * Abstract names are per network namespace: two containers that share a volume but not a
 * network namespace do not see each other's lock (PGlite serves one process; several servers
 * share PostgreSQL, not a data directory).
 *
 * Elsewhere (macOS has no abstract namespace) proper-lockfile's lock directory, whose mtime the
 * holder refreshes every 2 s; a crashed holder's lock counts as stale after 10 s.
 */
export async function lockDataDir(dir: string, onCompromised: (err: Error) => void): Promise<() => Promise<void>> {
  if (process.platform === 'linux') return lockByAbstractSocket(dir);
  try {
    return await lockfile.lock(dir, { stale: 10_000, update: 2_000, realpath: false, onCompromised });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirHeldError(dir);
    throw err;
  }
}

/** The socket's name: `\0` puts it in the abstract namespace; the hash keeps it under the 107-byte limit. */
async function abstractLockName(dir: string): Promise<string> {
  const digest = createHash('sha256').update(await realpath(dir)).digest('hex').slice(0, 40);
  return `\0bizmatch-pglite-${digest}`;
}

async function lockByAbstractSocket(dir: string): Promise<() => Promise<void>> {
  const name = await abstractLockName(dir);
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new DataDirHeldError(dir) : err));
    server.listen({ path: name, exclusive: true }, resolve);
  });
  // The lock must not keep the process alive on its own.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
