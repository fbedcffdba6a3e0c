import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../../shared/enums.ts';
import { LOCALE_COOKIE, SIGNED_OUT_PATH } from '../../../shared/limits.ts';
import { loadAuthConfig } from './auth-config.ts';
import { AuthService, LOGIN_TTL_MS, LoginFailure, LogoutTokenRejected } from './auth.service.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { OidcClients, ProviderUnavailableError } from './oidc-clients.ts';

/** Binds a login in flight to the browser that started it; holds a random id, scoped to the bank's callback. */
export const LOGIN_COOKIE = 'bizmatch_login';

type BankParams = { bank_code: string };

/**
 * The login flow of docs/product/login.md: GET /{bank_code}/login, GET /{bank_code}/callback and
 * GET /logout. These are browser navigations, not API calls: failures answer the app's page
 * for the status (404 unknown bank code, 401 refused login), never an error body or a stack.
 */
export async function authRoutes(app: FastifyInstance) {
  const config = loadAuthConfig(app.env);
  const clients = new OidcClients(config, app.embeddedIdp, inProcessFetch(app, config.publicUrl));
  const service = new AuthService(app.db, clients);
  const loginCookie = (bankCode: string) => ({
    path: `/${bankCode}/callback`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  });
  // HEAD must not start a login or log anyone out.
  const routeOptions = { config: { withSession: true }, schema: { hide: true }, exposeHeadRoute: false };

  const unavailable = (request: FastifyRequest, reply: FastifyReply, bankCode: string, err: Error) => {
    request.log.error({ bankCode, reason: err.message }, 'login: identity provider unavailable');
    return reply.sendApp(503);
  };

  app.get<{ Params: BankParams; Querystring: Record<string, unknown> }>('/:bank_code/login', routeOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const bankCode = request.params.bank_code;
    if (!(await service.findRealm(bankCode))) return reply.sendApp(404);
    const locale = request.cookies[LOCALE_COOKIE];
    try {
      const { location, token } = await service.start(bankCode, {
        returnTo: request.query.return_to,
        uiLocales: LANGUAGES.find((l) => l === locale),
      });
      reply.setCookie(LOGIN_COOKIE, token, { ...loginCookie(bankCode), maxAge: LOGIN_TTL_MS / 1000 });
      return reply.redirect(location, 303);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) return unavailable(request, reply, bankCode, err);
      request.log.error({ err, bankCode }, 'login: could not start');
      return reply.sendApp(500);
    }
  });

  app.get<{ Params: BankParams }>('/:bank_code/callback', routeOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const bankCode = request.params.bank_code;
    if (!(await service.findRealm(bankCode))) return reply.sendApp(404);
    reply.clearCookie(LOGIN_COOKIE, loginCookie(bankCode));
    const q = request.url.indexOf('?');
    try {
      const result = await service.finish(bankCode, request.cookies[LOGIN_COOKIE], q >= 0 ? request.url.slice(q) : '');
      // A new session id at every login; whatever session this browser had ends here.
      if (request.viewer) await app.sessions.close(request.viewer.sessionId);
      const token = await app.sessions.open({ userId: result.userId, bankCode, idToken: result.idToken });
      app.setSessionCookie(reply, token);
      request.log.info({ bankCode, userId: result.userId }, 'login succeeded');
      return reply.redirect(result.location, 303);
    } catch (err) {
      if (err instanceof LoginFailure) {
        request.log.warn({ bankCode, reason: err.reason }, 'login refused');
        return reply.sendApp(401);
      }
      if (err instanceof ProviderUnavailableError) return unavailable(request, reply, bankCode, err);
      request.log.error({ err, bankCode }, 'login: callback failed unexpectedly');
      return reply.sendApp(500);
    }
  });

  app.get('/logout', routeOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // A link or image on another site must not sign the user out.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      request.log.warn('logout: cross-site request ignored');
      return reply.redirect('/', 303);
    }
    const viewer = request.viewer;
    app.clearSessionCookie(reply);
    if (!viewer) return reply.redirect('/', 303);
    // Ends the session on every server (its sockets close at once), then the provider's session.
    await app.sessions.close(viewer.sessionId);
    let location: string | null = null;
    try {
      location = await service.logout(viewer.bankCode, viewer.idToken);
    } catch (err) {
      request.log.warn({ bankCode: viewer.bankCode, reason: (err as Error).message }, 'logout: provider end-session unavailable');
    }
    return reply.redirect(location ?? SIGNED_OUT_PATH, 303);
  });

  // OpenID Connect Back-Channel Logout: the bank's provider posts a logout token here when a user
  // signs out there (or is signed out by the bank), and bizmatch ends the matching sessions on every
  // server. Called server to server: no session, cookie or CSRF token; the token's signature is the
  // proof. Registered as each provider's backchannel_logout_uri (the embedded one's, automatically).
  await app.register(async (backchannel) => {
    backchannel.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    backchannel.post<{ Params: BankParams; Body: Record<string, unknown> | undefined }>(
      '/:bank_code/backchannel-logout',
      { schema: { hide: true } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const bankCode = request.params.bank_code;
        const refuse = (description: string) => reply.status(400).send({ error: 'invalid_request', error_description: description });
        if (!(await service.findRealm(bankCode))) return reply.status(404).send({ error: 'invalid_request', error_description: 'unknown bank code' });
        try {
          const ended = await service.verifyLogoutToken(bankCode, request.body?.logout_token);
          const closed = await app.sessions.closeForProvider(bankCode, ended);
          request.log.info({ bankCode, closed, bySid: ended.sid !== undefined }, 'back-channel logout');
          return reply.status(200).send();
        } catch (err) {
          if (err instanceof LogoutTokenRejected) {
            request.log.warn({ bankCode, reason: err.message }, 'back-channel logout refused');
            return refuse(err.message);
          }
          if (err instanceof ProviderUnavailableError) {
            request.log.warn({ bankCode, reason: err.message }, 'back-channel logout: provider unavailable');
            return reply.status(503).send({ error: 'temporarily_unavailable' });
          }
          throw err;
        }
      },
    );
  });
}
