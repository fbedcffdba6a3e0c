import cookie from '@fastify/cookie';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { informedBy } from '../../lib/notice-cache.ts';
import { SESSION_CACHE_DEFAULTS, SessionCache, sessionBusFor } from './session-cache.ts';
import { SessionSockets } from './session-sockets.ts';
import { csrfMatches, SessionService, type Viewer } from './session.service.ts';

export const SESSION_COOKIE = 'bizmatch_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The API routes the session rules cover (the OpenAPI pages are documentation, not calls). */
export const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Decision 007, enforced when a route is registered: every API route says who may call it —
 * `public: true`, or `roles` (a list of organisation roles, or `'any'` signed-in role). A route
 * that forgets stops the server at start-up instead of quietly serving every role.
 */
export function assertRouteDeclaresAccess(method: string, url: string, config: FastifyContextConfig): void {
  if (!isApiRoute(url)) return;
  const roles = config.roles;
  const declaresRoles = roles === 'any' || (Array.isArray(roles) && roles.length > 0);
  if (config.public && roles !== undefined) {
    throw new Error(`${method} ${url}: a public route cannot also declare roles (docs/decisions/007)`);
  }
  if (!config.public && !declaresRoles) {
    throw new Error(`${method} ${url}: declare config.roles (a list of roles, or 'any') or config.public (docs/decisions/007)`);
  }
}

/**
 * The signed-in viewer of a protected route. The session plugin has already answered 401 before
 * such a handler runs; the check here only gives the handler a non-null type without a cast.
 */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(401, 'unauthenticated');
  return request.viewer;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** This server's open sockets by session and user: the cap per user, and closing them when their session ends. */
    sessionSockets: SessionSockets;
    /** Sets the session cookie for a token from `sessions.open`. */
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/**
 * Resolves the session cookie into `request.viewer`, then enforces, for every /api route that
 * is not marked public: a session (401), on every non-GET call the CSRF header (403), and the
 * route's declared roles (403).
 * Deny by default: a new route is protected unless it says otherwise.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const secure = (app.env.PUBLIC_URL ?? '').startsWith('https://');
  const policy = {
    idleMs: app.env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: app.env.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
  await app.register(cookie);
  // Sessions of recent requests are kept for seconds; every server forgets one when a notice on the
  // session channel says so (logout, a disabled or changed user), and all of them if notices may
  // have been lost while the listening connection was down.
  const cache = new SessionCache({ ...SESSION_CACHE_DEFAULTS, ttlMs: app.env.SESSION_CACHE_SECONDS * 1000 });
  const bus = sessionBusFor(app.database, (payload) => app.log.warn({ payload }, 'sessions: ignored a malformed notice'));
  // Open sockets hear the same notices: a logout on any server closes its session's sockets at once.
  const sockets = new SessionSockets(app.env.SOCKETS_PER_USER);
  app.decorate('sessionSockets', sockets);
  const stopListening = await informedBy(
    cache,
    bus,
    (notice) => {
      cache.forget(notice);
      sockets.notice(notice);
    },
    app.log.child({ cache: 'sessions' }),
    () => sockets.recheckAll(),
  );
  app.addHook('onClose', stopListening);
  app.decorate('sessions', new SessionService(app.db, policy, () => new Date(), cache));
  app.decorateRequest('viewer', null);

  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.floor(policy.absoluteMs / 1000),
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });

  // Static files and the app shell need no session lookup; API and login-flow routes do.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!isApiRoute(url) && !request.routeOptions.config.withSession) return;
    request.viewer = await app.sessions.resolve(request.cookies[SESSION_COOKIE]);
  });

  // Before the body is even parsed: an unauthenticated or forged call costs no parsing, and
  // learns nothing from parse or validation errors.
  app.addHook('preParsing', async (request) => {
    const url = request.routeOptions.url ?? '';
    const config = request.routeOptions.config;
    if (!isApiRoute(url) || config.public) return;
    if (!request.viewer) throw new AppError(401, 'unauthenticated');
    if (!SAFE_METHODS.has(request.method) && !config.skipCsrf) {
      if (!csrfMatches(request.viewer, request.headers['x-csrf-token'])) {
        throw new AppError(403, 'csrf_invalid');
      }
    }
    // Deny by default: a route without a declaration (refused at start-up anyway) admits no role.
    const roles = config.roles;
    if (roles !== 'any' && !roles?.includes(request.viewer.organisation.role)) throw new AppError(403, 'forbidden');
  });
});
