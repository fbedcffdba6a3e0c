import { ROLE_PATH, ROLES, type Role } from '../../../shared/enums.ts';

/** Longer than any address of the app with its query; anything longer is not one. */
export const RETURN_TO_MAX_LENGTH = 2048;

/**
 * Printable ASCII without space or backslash: what `location.pathname + location.search` holds.
 * Everything else is refused before parsing, because the URL parser would quietly drop tabs and
 * newlines and read "\" as "/", turning "/\t/evil" or "/\evil" into "//evil".
 */
const RAW = /^[\x21-\x5b\x5d-\x7e]+$/;

/**
 * One path segment of the app: route words and ids. No "%", so no encoded "/", "\" or "." can
 * reach a router that decodes them, and no leading ".", so no "." or ".." segment.
 */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

const BASE = new URL('http://bizmatch.invalid');

export interface ReturnScope {
  /** Role areas the address may lie in (docs/product/screens-and-routes.md#role-areas); another role's area only answers 403. */
  roles: readonly Role[];
  /** The bank signing in: its embedded provider's account page is a place to come back to as well. */
  bankCode?: string;
}

/**
 * The address to land on after login, or null to use the role's home. The value is normalised
 * exactly as the browser will read the Location header, and the result (never the input) is
 * checked: a path inside one of `scope.roles`' areas, or the bank's provider account page.
 * So "/company/../..//evil" (normalised to "//evil"), "/%2e%2e//evil", "/\evil" and the like
 * can never leave the origin.
 */
export function safeReturnTo(value: unknown, scope: ReturnScope = { roles: ROLES }): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || !RAW.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin) return null;
  const { pathname } = url;
  if (!isAppPath(pathname, scope)) return null;
  const result = `${pathname}${url.search}${url.hash}`;
  return result.length <= RETURN_TO_MAX_LENGTH ? result : null;
}

function isAppPath(pathname: string, scope: ReturnScope): boolean {
  if (scope.bankCode && pathname === `/idp/${scope.bankCode}/account`) return true;
  const segments = pathname.split('/');
  // "/company/offers/" splits into ['', 'company', 'offers', '']: only the last segment may be empty.
  if (segments[0] !== '' || segments.length < 2) return false;
  const area = segments[1];
  if (!scope.roles.some((role) => ROLE_PATH[role] === area)) return false;
  const rest = segments.slice(2);
  return rest.every((segment, index) => SEGMENT.test(segment) || (segment === '' && index === rest.length - 1));
}
