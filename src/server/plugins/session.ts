import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { csrfMatches, SessionService } from '../modules/session/session.service.ts';

export const SESSION_COOKIE = 'bizmatch_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** Sets the session cookie for a token from `sessions.open`. */
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/**
 * Resolves the session cookie into `request.viewer`, then enforces, for every /api route that
 * is not marked public: a session (401), and on every non-GET call the CSRF header (403).
 * Deny by default: a new route is protected unless it says otherwise.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const secure = (app.env.PUBLIC_URL ?? '').startsWith('https://');
  const policy = {
    idleMs: app.env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: app.env.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
  await app.register(cookie);
  app.decorate('sessions', new SessionService(app.db, policy));
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

  const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

  // Static files and the app shell need no session lookup; API and login-flow routes do.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!isApi(url) && !request.routeOptions.config.withSession) return;
    request.viewer = await app.sessions.resolve(request.cookies[SESSION_COOKIE]);
  });

  // Before the body is even parsed: an unauthenticated or forged call costs no parsing, and
  // learns nothing from parse or validation errors.
  app.addHook('preParsing', async (request) => {
    const url = request.routeOptions.url ?? '';
    const config = request.routeOptions.config;
    if (!isApi(url) || config.public) return;
    if (!request.viewer) throw new AppError(401, 'unauthenticated');
    if (!SAFE_METHODS.has(request.method) && !config.skipCsrf) {
      if (!csrfMatches(request.viewer, request.headers['x-csrf-token'])) {
        throw new AppError(403, 'csrf_invalid');
      }
    }
    if (config.roles && !config.roles.includes(request.viewer.organisation.role)) throw new AppError(403, 'forbidden');
  });
});
