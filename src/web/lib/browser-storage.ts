/** Web Storage that may be missing (private mode, tests) or throw (quota, disabled cookies). */
export type SimpleStorage = Pick<Storage, 'getItem' | 'setItem'>;

const pick = (name: 'localStorage' | 'sessionStorage'): SimpleStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
};

export const safeLocalStorage = () => pick('localStorage');
export const safeSessionStorage = () => pick('sessionStorage');

export function readItem(storage: SimpleStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: SimpleStorage | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** docs/product/data.md: the organisation's bank code is remembered in local storage under this key. */
export const BANK_CODE_KEY = 'bank_code';

export const rememberBankCode = (bankCode: string, storage = safeLocalStorage()) =>
  writeItem(storage, BANK_CODE_KEY, bankCode);

export const readBankCode = (storage = safeLocalStorage()) => readItem(storage, BANK_CODE_KEY);

/**
 * Work in progress a tab keeps for its signed-in user (an offer being written) lives in session
 * storage under keys starting with this prefix.
 */
export const USER_WORK_PREFIX = 'bizmatch.';
const SESSION_USER_KEY = 'bizmatch:session-user';

/**
 * Drops the work in progress of whoever used this tab before, when another user signs in in it,
 * so that nobody sees or sends a previous user's unsent offer.
 */
export function bindUserWork(userId: string, storage: Storage | null = pick('sessionStorage') as Storage | null): void {
  if (!storage || readItem(storage, SESSION_USER_KEY) === userId) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(USER_WORK_PREFIX),
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): nothing was kept either.
  }
  writeItem(storage, SESSION_USER_KEY, userId);
}
