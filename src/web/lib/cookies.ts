const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string, cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  days: number;
  secure: boolean;
}

export const serializeCookie = (name: string, value: string, { days, secure }: CookieOptions): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(days * DAY_SECONDS)}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

export const readBrowserCookie = (name: string): string | null =>
  typeof document === 'undefined' ? null : readCookie(name, document.cookie);

export function writeBrowserCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { days, secure: window.location.protocol === 'https:' });
}
