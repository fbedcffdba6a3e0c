import type { RuntimeConfig } from './runtime-config.ts';

type UrlConfig = Pick<RuntimeConfig, 'login_url_base' | 'logout_url_base' | 'account_url_base' | 'landing_url'>;

const join = (base: string, rest: string) => `${base.replace(/\/+$/, '')}/${rest}`;
const hasCode = (bankCode: string | null | undefined): bankCode is string => Boolean(bankCode?.trim());

/**
 * The external login page for a bank (docs/product/screens-and-routes.md#external-pages); the landing page when no bank code is known.
 * `returnTo`, a path of this app, asks the sign-in to come back there instead of the role's home.
 */
export function loginUrl(config: UrlConfig, bankCode: string | null | undefined, returnTo?: string): string {
  if (!hasCode(bankCode)) return config.landing_url;
  const url = join(config.login_url_base, `${encodeURIComponent(bankCode)}/login`);
  const safeReturn = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
  return safeReturn ? `${url}?return_to=${encodeURIComponent(safeReturn)}` : url;
}

/** The external logout page; the landing page when no bank code is known. */
export const logoutUrl = (config: UrlConfig, bankCode: string | null | undefined): string =>
  hasCode(bankCode) ? join(config.logout_url_base, 'logout') : config.landing_url;

/** The external account page (opened in a new tab); the landing page when no bank code is known. */
export const accountUrl = (config: UrlConfig, bankCode: string | null | undefined): string =>
  hasCode(bankCode) ? join(config.account_url_base, `${encodeURIComponent(bankCode)}/account`) : config.landing_url;
