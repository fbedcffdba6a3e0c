import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { isChunkLoadError } from '../../lib/chunk-reload.ts';
import { UnknownRoleError } from '../../features/account/api/get-company.ts';
import type { FailedProcess, RouteErrorData } from './route-errors.ts';

export type ErrorView =
  | { kind: 'not-found'; path: string; message: string | null }
  | { kind: 'unauthorized'; redirecting: boolean; bankCode: string | null }
  | { kind: 'forbidden'; unknownRole: boolean }
  | { kind: 'generic'; status: number; process: FailedProcess }
  | { kind: 'stale-build' };

const payloadOf = (value: unknown): RouteErrorData =>
  value !== null && typeof value === 'object' ? (value) : {};

const byStatus = (status: number, pathname: string, payload: RouteErrorData): ErrorView => {
  if (status === 404) return { kind: 'not-found', path: payload.path ?? pathname, message: payload.message ?? null };
  if (status === 401) return { kind: 'unauthorized', redirecting: false, bankCode: payload.bankCode ?? null };
  if (status === 403) return { kind: 'forbidden', unknownRole: payload.unknownRole === true };
  return { kind: 'generic', status, process: payload.process ?? 'page' };
};

/** Which error page an error thrown while routing or rendering gets (docs/product/api.md#error-catalogue). */
export function classifyError(error: unknown, pathname: string): ErrorView {
  if (isRouteErrorResponse(error)) return byStatus(error.status, pathname, payloadOf(error.data));
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'unauthorized', redirecting: error.redirectedToLogin, bankCode: null };
    return byStatus(error.status === 0 ? 500 : error.status, pathname, {});
  }
  if (error instanceof UnknownRoleError) return { kind: 'forbidden', unknownRole: true };
  if (isChunkLoadError(error)) return { kind: 'stale-build' };
  return { kind: 'generic', status: 500, process: 'page' };
}
