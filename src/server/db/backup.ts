// `./bizmatch backup <file>` and `./bizmatch restore <file>`: the embedded database (PGlite) and
// the stored images as one gzipped tar (decision 028). PostgreSQL is backed up with its
// own tools (README, "Backup and restore").
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { DataDirHeldError, lockDataDir } from './data-dir-lock.ts';

/** The archive's own description: `bizmatch-backup.json`, then the folders `pglite/` and `images/`. */
const MANIFEST = 'bizmatch-backup.json';
const manifestSchema = z.object({ format: z.literal(1), created_at: z.string(), folders: z.tuple([z.literal('pglite'), z.literal('images')]) });

/** A refusal the operator can act on; the command prints its message. */
export class BackupError extends Error {}

export interface Places {
  /** DATA_DIR: the lock is taken on it; PGlite's files are in its `pglite` folder. */
  dataDir: string;
  /** IMAGE_DIR, by default DATA_DIR/images. */
  imageDir: string;
}

export function placesOf(env: Pick<Env, 'DATA_DIR' | 'IMAGE_DIR' | 'DATABASE_URL'> & Partial<Pick<Env, 'S3_BUCKET'>>): Places {
  if (env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore, and the images with the image store (README, "Backup and restore").',
    );
  }
  // An archive without the images would restore offers whose pictures are gone: refused rather than half done.
  if (env.S3_BUCKET) {
    throw new BackupError(
      `S3_BUCKET is set: the images are in the bucket ${env.S3_BUCKET}, which this command does not copy. Back the bucket up with its own tools (versioning, replication, or e.g. \`aws s3 sync\`), and the database with the server stopped by copying ${path.resolve(env.DATA_DIR, 'pglite')}.`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return { dataDir, imageDir: path.resolve(env.IMAGE_DIR ?? path.join(dataDir, 'images')) };
}

/** Holds the data directory while `work` runs: no server writes while it is copied or filled. */
async function holding<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, () => undefined);
  } catch (err) {
    if (err instanceof DataDirHeldError) throw new BackupError(`${dataDir} is in use by a running bizmatch server: stop it first (PGlite serves one process).`);
    throw err;
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Writes the database and the images to `file`, a new file (written beside it, then renamed into place). */
export async function backup(places: Places, file: string): Promise<void> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} exists: name a new file.`);
  if (!existsSync(path.join(places.dataDir, 'pglite'))) throw new BackupError(`${places.dataDir} holds no bizmatch database.`);
  await holding(places.dataDir, async () => {
    // The archive's folders are named for what they hold, wherever IMAGE_DIR is: a staging folder
    // of links, which tar follows.
    const staging = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-backup-'));
    const partial = `${target}.partial`;
    try {
      const manifest: z.infer<typeof manifestSchema> = { format: 1, created_at: new Date().toISOString(), folders: ['pglite', 'images'] };
      await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest)}\n`);
      await symlink(path.join(places.dataDir, 'pglite'), path.join(staging, 'pglite'));
      if (!existsSync(places.imageDir)) await mkdir(places.imageDir, { recursive: true });
      await symlink(places.imageDir, path.join(staging, 'images'));
      await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [MANIFEST, 'pglite', 'images']);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
      await rm(staging, { recursive: true, force: true });
    }
  });
}

const isEmptyOrMissing = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

/**
 * Puts a backup's database and images in place. The data directory may hold nothing but an
 * earlier lock (a new or emptied directory), and the image folder must be empty: a restore never
 * mixes two databases or two image sets.
 */
export async function restore(places: Places, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const manifest = await readManifest(source);
  if (!manifest) throw new BackupError(`${source} is not a bizmatch backup.`);
  if (existsSync(path.join(places.dataDir, 'pglite'))) throw new BackupError(`${places.dataDir} already holds a database: restore into a new DATA_DIR, or move this one away first.`);
  if (!(await isEmptyOrMissing(places.imageDir))) throw new BackupError(`${places.imageDir} already holds images: restore into an empty IMAGE_DIR.`);
  await holding(places.dataDir, async () => {
    const staging = await mkdtemp(path.join(places.dataDir, '.restore-'));
    try {
      await tar.extract({ file: source, cwd: staging, strict: true, preservePaths: false });
      await mkdir(path.dirname(places.imageDir), { recursive: true });
      await rm(places.imageDir, { recursive: true, force: true });
      await rename(path.join(staging, 'images'), places.imageDir).catch(async (err: NodeJS.ErrnoException) => {
        // IMAGE_DIR on another file system: copied instead of moved.
        if (err.code !== 'EXDEV') throw err;
        await cp(path.join(staging, 'images'), places.imageDir, { recursive: true });
      });
      // Last, so that a directory with `pglite` in it always has its images.
      await rename(path.join(staging, 'pglite'), path.join(places.dataDir, 'pglite'));
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

async function readManifest(file: string): Promise<z.infer<typeof manifestSchema> | null> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-manifest-'));
  try {
    await tar.extract({ file, cwd: staging, filter: (entry) => entry === MANIFEST }).catch(() => undefined);
    const text = await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => null);
    if (text === null) return null;
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
