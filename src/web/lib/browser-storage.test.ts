import { describe, expect, it } from 'vitest';
import { bindUserWork, USER_WORK_PREFIX } from './browser-storage.ts';

/** A Storage kept in a Map, as a tab's session storage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe("a tab's work in progress", () => {
  it('survives reloads of the same user and is dropped when another user signs in', () => {
    const storage = memoryStorage();
    bindUserWork('user-a', storage);
    storage.setItem(`${USER_WORK_PREFIX}offer-register`, '{"title":"A’s unsent offer"}');
    storage.setItem('bizmatch:chunk-reload-at', '123');

    bindUserWork('user-a', storage);
    expect(storage.getItem(`${USER_WORK_PREFIX}offer-register`)).not.toBeNull();

    bindUserWork('user-b', storage);
    expect(storage.getItem(`${USER_WORK_PREFIX}offer-register`)).toBeNull();
    expect(storage.getItem('bizmatch:chunk-reload-at')).toBe('123');
  });
});
