import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('reads one cookie out of a cookie header', () => {
    expect(readCookie('i18n_redirected', 'a=1; i18n_redirected=th; b=2')).toBe('th');
    expect(readCookie('i18n_redirected', 'a=1; xi18n_redirected=th')).toBeNull();
    expect(readCookie('x', '')).toBeNull();
    expect(readCookie('x', 'x=%E0%B8')).toBeNull();
  });

  it('writes a site-wide cookie that lasts the given number of days', () => {
    expect(serializeCookie('i18n_redirected', 'ja', { days: 365, secure: true })).toBe(
      'i18n_redirected=ja; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(serializeCookie('k', 'a b', { days: 1, secure: false })).toBe('k=a%20b; Max-Age=86400; Path=/; SameSite=Lax');
  });
});
