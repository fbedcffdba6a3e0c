import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFailingProxy, startS3Server, type S3TestServer } from '../../../../tests/helpers/s3-server.ts';
import { placesOf } from '../../db/backup.ts';
import { EnvError, parseEnv } from '../../env.ts';
import { DiskImageStore, imageStoreFor, MemoryImageStore, type ImageStore } from './image-store.ts';
import { S3ImageStore, type S3StoreOptions } from './s3-image-store.ts';

// Ports of this file: the S3 server, a proxy in front of it, and one where nothing listens.
const S3_PORT = 3470;
const PROXY_PORT = 3471;
const CLOSED_PORT = 3479;

let s3: S3TestServer;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
  root = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-images-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

const s3Options = (overrides: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
  prefix: '',
  ...overrides,
});

// Every store keeps the same promises, so the services never know which one they have.
describe.each<[string, () => ImageStore]>([
  ['disk', () => new DiskImageStore(root)],
  ['S3', () => new S3ImageStore(s3Options())],
  ['memory (the tests’ own)', () => new MemoryImageStore()],
])('the %s image store', (_name, make) => {
  it('gives back exactly the bytes it was given, every byte value and a megabyte of noise', async () => {
    const store = make();
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const noise = randomBytes(1024 * 1024);
    await store.put('00ff00ff.webp', everyByte);
    await store.put('0badf00d-t.webp', noise);
    expect((await store.get('00ff00ff.webp'))?.equals(everyByte)).toBe(true);
    expect((await store.get('0badf00d-t.webp'))?.equals(noise)).toBe(true);
  });

  it('answers null for a key it never held', async () => {
    expect(await make().get('5ca1ab1e-never.webp')).toBeNull();
  });

  it('keeps the last bytes put under a key', async () => {
    const store = make();
    await store.put('c0ffee00.webp', Buffer.from('first'));
    await store.put('c0ffee00.webp', Buffer.from('second'));
    expect((await store.get('c0ffee00.webp'))?.toString()).toBe('second');
  });

  it('deletes, and deleting what is not there is no error (a sweep may run twice)', async () => {
    const store = make();
    await store.put('deadbeef.webp', Buffer.from('image'));
    await store.delete('deadbeef.webp');
    expect(await store.get('deadbeef.webp')).toBeNull();
    await store.delete('deadbeef.webp');
    await store.delete('0000beef-never.webp');
  });

  it('holds chat attachments (any bytes, a .bin key) as well as images', async () => {
    const store = make();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
    await store.put('chat-6f1e2d3c.bin', pdf);
    expect((await store.get('chat-6f1e2d3c.bin'))?.equals(pdf)).toBe(true);
  });
});

describe('the S3 image store', () => {
  it('is what the configuration names when S3_BUCKET is set; the disk otherwise', () => {
    expect(imageStoreFor(parseEnv({ DATA_DIR: root }))).toBeInstanceOf(DiskImageStore);
    expect(imageStoreFor(parseEnv({ DATA_DIR: root, ...s3.env }))).toBeInstanceOf(S3ImageStore);
  });

  it('puts S3_PREFIX before every key and tells the bucket what the bytes are', async () => {
    const store = imageStoreFor(parseEnv({ ...s3.env, S3_PREFIX: 'tenant-a/' }));
    await store.put('feedface.webp', Buffer.from('webp bytes'));
    await store.put('chat-feedface.bin', Buffer.from('a file'));
    expect(await s3.object('feedface.webp')).toBeNull();
    expect(await s3.object('tenant-a/feedface.webp')).toMatchObject({ bytes: Buffer.from('webp bytes'), contentType: 'image/webp' });
    expect(await s3.object('tenant-a/chat-feedface.bin')).toMatchObject({ contentType: 'application/octet-stream' });
    await store.delete('feedface.webp');
    expect(await s3.object('tenant-a/feedface.webp')).toBeNull();
  });

  it('answers 503 storage_unavailable within seconds when nothing listens at the endpoint, for every call', async () => {
    const store = new S3ImageStore(s3Options({ endpoint: `http://127.0.0.1:${CLOSED_PORT}` }));
    const started = performance.now();
    const unavailable = { status: 503, code: 'storage_unavailable' };
    await expect(store.put('0ff11e00.webp', Buffer.from('x'))).rejects.toMatchObject(unavailable);
    await expect(store.get('0ff11e00.webp')).rejects.toMatchObject(unavailable);
    await expect(store.delete('0ff11e00.webp')).rejects.toMatchObject(unavailable);
    await expect(store.check()).rejects.toMatchObject(unavailable);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers 503 storage_unavailable when the keys are refused, and for a missing bucket (never "no such image")', async () => {
    const wrongKeys = new S3ImageStore(s3Options({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'nope' } }));
    await expect(wrongKeys.put('acce55ed.webp', Buffer.from('x'))).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    await expect(wrongKeys.get('acce55ed.webp')).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });

    const noBucket = new S3ImageStore(s3Options({ bucket: 'no-such-bucket' }));
    await expect(noBucket.put('b0cce700.webp', Buffer.from('x'))).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    await expect(noBucket.get('b0cce700.webp')).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    await expect(noBucket.check()).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    await expect(new S3ImageStore(s3Options()).check()).resolves.toBeUndefined();
  });

  it.each([
    [500, 'InternalError', '503 storage_unavailable'],
    [503, 'SlowDown', '503 storage_unavailable'],
    [403, 'AccessDenied', '503 storage_unavailable'],
    [400, 'InvalidArgument', 'the SDK error as it is (a bug, not an outage)'],
    [409, 'OperationAborted', 'the SDK error as it is (a bug, not an outage)'],
  ])('an answer %i %s from the store becomes %s', async (status, code, becomes) => {
    const unavailable = becomes.startsWith('503');
    const proxy = await startFailingProxy(PROXY_PORT, s3.endpoint, () => ({ status, code }));
    try {
      const failure = await new S3ImageStore(s3Options({ endpoint: proxy.endpoint })).put('5ca1ab1e.webp', Buffer.from('x')).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(Error);
      if (unavailable) expect(failure).toMatchObject({ status: 503, code: 'storage_unavailable' });
      else expect(failure).toMatchObject({ name: code, $metadata: { httpStatusCode: status } });
    } finally {
      await proxy.stop();
    }
  });
});

describe('the S3 settings', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      parseEnv(env);
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      return (err as Error).message;
    }
    return null;
  };

  it('take the access key and its secret together or not at all, and never print the secret', () => {
    expect(refusal({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA1' })).toMatch(/S3_SECRET_ACCESS_KEY=.*set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither/);
    const noKey = refusal({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'very-secret' });
    expect(noKey).toMatch(/S3_ACCESS_KEY_ID=.*together, or neither/);
    expect(noKey).not.toContain('very-secret');
    // Neither: the SDK's default credential chain.
    expect(refusal({ S3_BUCKET: 'b' })).toBeNull();
  });

  it('refuse what would silently keep images on this server’s disk, and a bucket written as a URL', () => {
    expect(refusal({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(/S3_ENDPOINT=.*has no effect without S3_BUCKET/);
    expect(refusal({ S3_BUCKET: 's3://images/bizmatch' })).toMatch(/S3_BUCKET=.*the bucket's name only/);
    expect(refusal({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT=/);
  });

  it('make ./bizmatch backup refuse, saying the bucket is not in the archive', () => {
    expect(() => placesOf(parseEnv({ DATA_DIR: root, S3_BUCKET: 'bizmatch-images' }))).toThrow(/S3_BUCKET is set: the images are in the bucket bizmatch-images, which this command does not copy/);
    expect(placesOf(parseEnv({ DATA_DIR: root })).imageDir).toBe(path.join(root, 'images'));
  });
});
