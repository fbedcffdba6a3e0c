import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskImageStore } from './image-store.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the disk image store', () => {
  it('stores, reads and deletes an object', async () => {
    const store = new DiskImageStore(root);
    await store.put('0123abcd.webp', Buffer.from('image'));
    expect((await store.get('0123abcd.webp'))?.toString()).toBe('image');
    await store.delete('0123abcd.webp');
    expect(await store.get('0123abcd.webp')).toBeNull();
  });

  // Linux's /dev/full answers every write with ENOSPC: the write of the temporary file goes there.
  it.runIf(existsSync('/dev/full'))('on a full disk answers 503 storage_unavailable and leaves no file, not even a partial one', async () => {
    const store = new DiskImageStore(root);
    const key = 'fe11dead.webp';
    const folder = path.join(root, key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    await symlink('/dev/full', path.join(folder, `${key}.${process.pid}.tmp`));
    await expect(store.put(key, Buffer.alloc(64 * 1024))).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    expect(await readdir(folder)).toEqual([]);
    expect(await store.get(key)).toBeNull();
  });

  it('leaves other failures as they are (a bug is not a full disk)', async () => {
    const store = new DiskImageStore(root);
    await expect(store.put('../escape.webp', Buffer.from('x'))).rejects.not.toMatchObject({ code: 'storage_unavailable' });
  });
});
