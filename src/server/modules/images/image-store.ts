import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/errors.ts';
import { S3ImageStore } from './s3-image-store.ts';

/** Where image bytes live: local disk by default, an S3-compatible bucket by configuration (s3-image-store.ts). */
export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the object is missing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error (a sweep may run twice). */
  delete(key: string): Promise<void>;
  /** Rejects when the store cannot be used as configured (S3: no such bucket, keys refused), for a warning at start. */
  check?(): Promise<void>;
}

/** What a full, read-only or unreachable disk answers: the user is told so (503), the operator by the log. */
const STORAGE_UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);

function storageFailure(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  return code && STORAGE_UNAVAILABLE.has(code) ? new AppError(503, 'storage_unavailable', `image store: ${code}`) : err;
}

export class DiskImageStore implements ImageStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private file(key: string) {
    if (!/^[\w-]+\.\w+$/.test(key)) throw new Error(`bad image key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    // Write then rename, so a reader never sees half a file; a failed write leaves nothing behind.
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => undefined);
      throw storageFailure(err);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/** In-memory store for tests. */
export class MemoryImageStore implements ImageStore {
  readonly objects = new Map<string, Buffer>();

  async put(key: string, bytes: Buffer): Promise<void> {
    this.objects.set(key, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    return this.objects.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }
}

type S3Settings = 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX';

/** The store the configuration names: an S3 bucket (S3_BUCKET), else IMAGE_DIR, else DATA_DIR/images. */
export function imageStoreFor(env: Pick<Env, 'IMAGE_DIR' | 'DATA_DIR'> & Partial<Pick<Env, S3Settings>>): ImageStore {
  if (env.S3_BUCKET) {
    return new S3ImageStore({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      // parseEnv has made sure the two come together.
      credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
      prefix: env.S3_PREFIX ?? '',
    });
  }
  return new DiskImageStore(env.IMAGE_DIR ?? path.join(env.DATA_DIR, 'images'));
}
