import { data, type LoaderFunction, type MiddlewareFunction, type Params } from 'react-router';
import { documentResponseStatus } from '../../lib/document-status.ts';

export type FailedProcess = 'startup' | 'session' | 'page' | 'sign_in';

/** What a route error carries to the error page. */
export interface RouteErrorData {
  /** The address that failed, for "Page not found: {path}". */
  path?: string;
  /** A route rule's own message, shown instead of the default text. */
  message?: string;
  /** The organisation has a role this app does not know: the top action goes to login (docs/product/screens-and-routes.md#session-behaviour). */
  unknownRole?: boolean;
  /** Which process failed, for the generic error title. */
  process?: FailedProcess;
  /** The bank whose sign-in failed, so "Sign in again" starts that bank's sign-in. */
  bankCode?: string;
}

export const routeError = (status: number, payload: RouteErrorData) => data<RouteErrorData>(payload, { status });

export function notFound(path: string, status = 404, message?: string): never {
  throw routeError(status, message === undefined ? { path } : { path, message });
}

/** A route that exists only to answer 404 (docs/product/screens-and-routes.md: /company/help, unknown routes, the login pair). */
export const notFoundLoader: LoaderFunction = ({ request }) => notFound(new URL(request.url).pathname);
export const notFoundMiddleware: MiddlewareFunction = ({ request }) => notFound(new URL(request.url).pathname);

export type RouteValidateResult = boolean | { status?: number; message?: string };

/** A route rule (docs/product/limits.md#route-rules): true lets the route render; anything else shows a not-found error. */
export type RouteValidate = (args: { params: Params; url: URL }) => RouteValidateResult | Promise<RouteValidateResult>;

/** The default message of a failed route rule; the error page shows its translation. */
export const defaultNotFoundMessage = (path: string) => `Page Not Found: ${path}`;

/**
 * Turns a route's validate rule into middleware, so it runs before the route's loaders.
 * On failure: the rule's status (default 404) and message (default "Page Not Found: {path}").
 */
export function validateRoute(rule: RouteValidate): MiddlewareFunction {
  return async ({ params, request }) => {
    const url = new URL(request.url);
    const result = await rule({ params, url });
    if (result === true) return;
    const failure = typeof result === 'object' ? result : {};
    notFound(url.pathname, failure.status ?? 404, failure.message);
  };
}

/**
 * `/{bank_code}/login` and `/{bank_code}/callback` belong to the server. When it answers them with
 * the app (unknown bank code 404, refused sign-in 401, identity provider down 5xx), show that page.
 */
export const loginPairLoader: LoaderFunction = ({ request, params }) => {
  const path = new URL(request.url).pathname;
  const status = documentResponseStatus(path);
  const bankCode = params.bankCode;
  if (status === 401) throw routeError(401, { path, bankCode });
  if (status !== null && status >= 500) throw routeError(status, { path, bankCode, process: 'sign_in' });
  notFound(path);
};
