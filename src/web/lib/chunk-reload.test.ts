import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
};

describe('isChunkLoadError', () => {
  it('recognises the messages browsers give for a missing code-split file', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('ignores every other error', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows one reload, then refuses for ten seconds, then allows again', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 100_000)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(claimChunkReload(storage, 100_001)).toBe(false);
    expect(claimChunkReload(storage, 109_999)).toBe(false);
    expect(claimChunkReload(storage, 110_000)).toBe(true);
  });

  it('ignores a corrupt or future timestamp', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(claimChunkReload(storage, 5_000)).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(1_000_000));
    expect(claimChunkReload(storage, 5_000)).toBe(true);
  });

  it('never reloads when it cannot remember doing so', () => {
    expect(claimChunkReload(null, 1)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(broken, 1)).toBe(false);
  });
});
