import { ROLE_PATH, ROLES, type Role } from '../../../shared/enums.ts';

const LOGIN_PAIR = /^\/[^/]+\/(login|callback)\/?$/;

/** `/{bank_code}/login` and `/{bank_code}/callback` belong to the server and are exempt from the role rule. */
export const isLoginPath = (pathname: string): boolean => LOGIN_PAIR.test(pathname);

/** The role that owns a path's first segment (docs/product/screens-and-routes.md#role-areas), or null for public paths. */
export function roleForPath(pathname: string): Role | null {
  const segment = pathname.split('/')[1] ?? '';
  return ROLES.find((role) => ROLE_PATH[role] === segment) ?? null;
}

export type PathAccess = 'allowed' | 'forbidden';

/**
 * docs/product/screens-and-routes.md#role-areas: once the organisation is loaded, the first path segment must match its role:
 * /company → enterprise, /financial-institution → bank, /kokopelli → kokopelli, /coordinator → coordinator.
 */
export function checkPathAccess(pathname: string, role: Role | null): PathAccess {
  if (isLoginPath(pathname)) return 'allowed';
  const required = roleForPath(pathname);
  if (required === null) return 'allowed';
  return required === role ? 'allowed' : 'forbidden';
}
