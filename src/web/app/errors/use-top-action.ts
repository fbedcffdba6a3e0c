import { roleHome } from '../../../shared/enum-values.ts';
import { UnknownRoleError, useSessionProbe } from '../../features/account/api/get-company.ts';
import { readBankCode } from '../../lib/browser-storage.ts';
import { loginUrl } from '../../lib/external-urls.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * Where an error page's "Top" goes (docs/product/screens-and-routes.md): the home of the signed-in user's role; the login
 * page when the organisation's role is unknown; the landing page when nobody is signed in.
 */
export function useTopHref(unknownRole = false): string {
  const config = useRuntimeConfig();
  const probe = useSessionProbe();
  if (unknownRole || probe.error instanceof UnknownRoleError) return loginUrl(config, readBankCode());
  if (probe.data) return roleHome(probe.data.role);
  return paths.landing.getHref();
}
