import type { ApiError as ApiErrorBody } from '../../shared/schemas/common.ts';
import { apiErrorSchema, csrfSchema } from './public-schemas.ts';

/** docs/product/api.md: every failed call raises this message ("data fetch failed"). Screens show translated text instead. */
export const API_ERROR_MESSAGE = 'データ取得失敗';
export const CSRF_HEADER = 'X-CSRF-Token';
export const DEFAULT_API_BASE_URL = '/api/';

export type { ApiErrorBody };

/** A call that did not answer 200 or 204, or never reached the server (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error body, when it sent the documented shape. */
  readonly body: ApiErrorBody | null;
  /** True when the client already sent the browser to the login page because of this error. */
  redirectedToLogin = false;

  constructor(status: number, body: ApiErrorBody | null, options?: { cause?: unknown }) {
    super(API_ERROR_MESSAGE, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 sends the browser to login and a 403 to the role's home (docs/product/screens-and-routes.md#session-behaviour).
   * Off only for calls that probe whether someone is signed in.
   */
  sessionRedirects?: boolean;
  /**
   * Whether a 403 sends the user to their role's home. Off for a call whose page explains the
   * refusal itself (a write the user may not make); a 401 still goes to sign-in (docs/product/screens-and-routes.md#session-behaviour), since
   * nothing on the page can help with an ended session.
   */
  forbiddenRedirect?: boolean;
}

export interface ApiClientSettings {
  baseUrl: string;
  fetch: typeof fetch;
  /** Called on 401 unless the base URL contains "local" (docs/product/screens-and-routes.md#session-behaviour): sends the browser to the login page. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called on 403: sends the user to their role's home. */
  onForbidden?: (error: ApiError) => void;
}

export function buildApiUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = `${base}${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function readSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(initial: Partial<ApiClientSettings> = {}) {
  let settings: ApiClientSettings = {
    baseUrl: DEFAULT_API_BASE_URL,
    fetch: (input, init) => globalThis.fetch(input, init),
    ...initial,
  };

  async function send(method: HttpMethod, path: string, options: RequestOptions, csrfToken?: string) {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
    }
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);

    let response: Response;
    try {
      response = await settings.fetch(buildApiUrl(settings.baseUrl, path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, null, { cause });
    }

    if (response.status === 200 || response.status === 204) return readSuccessBody(response);

    const error = new ApiError(response.status, await readErrorBody(response));
    // What the server noted for developers (4xx only) goes to the log, not to the screen; a
    // warning, since the page handles the refusal itself.
    if (error.body?.detail) console.warn(`${method} ${path}: ${error.status} ${error.body.code}: ${error.body.detail}`);
    followSessionRules(error, options);
    throw error;
  }

  /**
   * docs/product/screens-and-routes.md#session-behaviour, the one place for every call, queries and writes alike: a 401 sends the browser to
   * sign-in (unless the API base URL contains "local"), a 403 to the role's home.
   */
  function followSessionRules(error: ApiError, options: Pick<RequestOptions, 'sessionRedirects' | 'forbiddenRedirect'>) {
    if (options.sessionRedirects === false) return;
    if (error.status === 401 && !settings.baseUrl.includes('local') && settings.onUnauthorized) {
      error.redirectedToLogin = true;
      settings.onUnauthorized(error);
    } else if (error.status === 403 && options.forbiddenRedirect !== false) {
      settings.onForbidden?.(error);
    }
  }

  async function fetchCsrfToken(options: RequestOptions): Promise<string> {
    try {
      const data = await send('GET', 'csrf', {
        signal: options.signal,
        sessionRedirects: options.sessionRedirects,
        forbiddenRedirect: options.forbiddenRedirect,
      });
      return csrfSchema.parse(data).csrf_token;
    } catch (error) {
      // docs/product/api.md#error-catalogue: a CSRF token failure is logged and rethrown. A 401 is the session having ended,
      // which the session rules above handle (sign-in); it is noted, not reported as a fault.
      if (isApiError(error) && error.status === 401) console.warn('CSRF token request refused: the session has ended');
      else console.error('CSRF token request failed', error);
      throw error;
    }
  }

  async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
    if (method === 'GET') return send(method, path, options);
    const token = await fetchCsrfToken(options);
    return send(method, path, options, token);
  }

  return {
    configure(next: Partial<ApiClientSettings>) {
      settings = { ...settings, ...next };
    },
    get baseUrl() {
      return settings.baseUrl;
    },
    request,
    /** A fresh CSRF token, for calls made outside this client (an upload through XMLHttpRequest for its progress). */
    csrfToken: (options: RequestOptions = {}) => fetchCsrfToken(options),
    /** The failure of a call made outside this client, put through the same session rules (docs/product/screens-and-routes.md#session-behaviour). */
    followSessionRules: (error: ApiError, options: Pick<RequestOptions, 'sessionRedirects' | 'forbiddenRedirect'> = {}) =>
      followSessionRules(error, options),
    /** GET and validate the answer against the shared schema (or its zod/mini twin on the public path: lib/public-schemas.ts). */
    async get<T>(path: string, schema: { parse: (data: unknown) => T }, options?: RequestOptions): Promise<T> {
      return schema.parse(await request('GET', path, options));
    },
    post: (path: string, body?: unknown, options?: RequestOptions) => request('POST', path, { ...options, body }),
    put: (path: string, body?: unknown, options?: RequestOptions) => request('PUT', path, { ...options, body }),
    patch: (path: string, body?: unknown, options?: RequestOptions) => request('PATCH', path, { ...options, body }),
    delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
  };
}

/** The browser's one client; configured from the runtime config at start-up. */
export const apiClient = createApiClient();
