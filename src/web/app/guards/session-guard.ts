import type { QueryClient } from '@tanstack/react-query';
import type { MiddlewareFunction } from 'react-router';
import type { Company, User } from '../../../shared/schemas/session.ts';
import { isApiError } from '../../lib/api-client.ts';
import { bindUserWork } from '../../lib/browser-storage.ts';
import { applyLanguage, loadAllText } from '../../lib/i18n.ts';
import { companyQueryOptions, UnknownRoleError } from '../../features/account/api/get-company.ts';
import { userQueryOptions } from '../../lib/current-user.ts';
import { routeError } from '../errors/route-errors.ts';
import { checkPathAccess } from './role-guard.ts';

/** docs/product/api.md#error-catalogue: a 401 keeps its own page (or the login redirect already under way); any other failure is a 500. */
function sessionFailure(error: unknown): unknown {
  if (isApiError(error) && error.status === 401) return error;
  if (error instanceof UnknownRoleError) return routeError(403, { unknownRole: true });
  console.error('Loading the signed-in organisation or user failed', error);
  return routeError(500, { process: 'session' });
}

/**
 * Middleware for every role area (docs/product/screens-and-routes.md, "Session behaviour" and "Role areas"): load the organisation and the user, start in the
 * user's language with the signed-in pages' text, then require the first path segment to match the organisation's role.
 * Running as middleware means it finishes before any of the area's loaders call the API.
 */
export function createSessionGuard(queryClient: QueryClient): MiddlewareFunction {
  let languageAppliedFor: string | null = null;

  return async ({ request }) => {
    let company: Company;
    let user: User;
    try {
      [company, user] = await Promise.all([
        queryClient.ensureQueryData(companyQueryOptions()),
        queryClient.ensureQueryData(userQueryOptions()),
      ]);
    } catch (error) {
      throw sessionFailure(error);
    }

    // A tab's unsent work belongs to the user who wrote it.
    bindUserWork(user.user_id);

    // Start in the user's saved language once per sign-in; later switches update the cached user.
    if (languageAppliedFor !== user.user_id) {
      languageAppliedFor = user.user_id;
      if (user.language) await applyLanguage(user.language);
    }
    // The signed-in pages' text (the public pages load only the common part; decision 022).
    await loadAllText();

    const { pathname } = new URL(request.url);
    if (checkPathAccess(pathname, company.role) === 'forbidden') throw routeError(403, { path: pathname });
  };
}
