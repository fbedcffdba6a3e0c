import { ROLE_PATH, type Role, roleHome } from '../../shared/enums.ts';

/**
 * Every address the browser app links to or routes, in one place (bulletproof-react `paths`).
 * `path` is the router pattern, `getHref` builds a concrete address.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Served by the server: ends the session. Always a full page navigation. */
  logout: { path: '/logout', getHref: () => '/logout' },
  /** Served by the server: starts and ends the per-bank sign-in. Full page navigations only. */
  bankLogin: { path: '/:bankCode/login', getHref: (bankCode: string) => `/${encodeURIComponent(bankCode)}/login` },
  bankCallback: { path: '/:bankCode/callback' },
  /** SPEC §2: no layout; a middleware answers it with a 404. */
  companyHelp: { path: '/company/help', getHref: () => '/company/help' },
  area: {
    /** The first path segment a role owns: company, financial-institution, kokopelli, coordinator. */
    segment: (role: Role) => ROLE_PATH[role],
    root: (role: Role) => `/${ROLE_PATH[role]}`,
    home: (role: Role) => roleHome(role),
    settings: (role: Role) => `/${ROLE_PATH[role]}/settings`,
  },
} as const;
