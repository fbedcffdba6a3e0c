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

/** SPEC §3: the organisation's bank code is remembered in local storage under this key. */
export const BANK_CODE_KEY = 'bank_code';

export const rememberBankCode = (bankCode: string, storage = safeLocalStorage()) =>
  writeItem(storage, BANK_CODE_KEY, bankCode);

export const readBankCode = (storage = safeLocalStorage()) => readItem(storage, BANK_CODE_KEY);
