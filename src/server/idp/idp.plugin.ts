import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { LOCALE_COOKIE } from '../../shared/limits.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { loadAuthConfig } from '../modules/auth/auth-config.ts';
import { inProcessFetch } from '../modules/auth/in-process-fetch.ts';
import type { LoginRealm } from '../modules/auth/login-realms.ts';
import { EmbeddedIdp, type MountedProvider } from './embedded-idp.ts';
import { chooseLanguage } from './idp-language.ts';
import { accountPage, errorPage, loginPage, type PageContext } from './idp-pages.ts';

type BankParams = { bank_code: string };
type InteractionParams = { bank_code: string; uid: string };

const loginFormSchema = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(200).default(''),
});

/** Compared against when the user ID is unknown, so a wrong user ID takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that never matches'));

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * Mounts the embedded identity provider under /idp/{bank_code}/ when it runs: oidc-provider's
 * endpoints (discovery, authorization, token, JWKS, userinfo, end session), plus its own pages:
 * the sign-in interaction and the account page (the spec's external account page).
 */
export const idpPlugin = fp(
  async (app: FastifyInstance) => {
    const config = loadAuthConfig(app.env);
    if (!config.embeddedIdp) {
      app.decorate('embeddedIdp', null);
      return;
    }
    const idp = new EmbeddedIdp({
      db: app.db,
      publicUrl: config.publicUrl,
      cookieSecret: app.env.IDP_COOKIE_SECRET,
      trustProxy: app.env.TRUST_PROXY,
      log: app.log,
      fetch: inProcessFetch(app, config.publicUrl),
    });
    app.decorate('embeddedIdp', idp);
    await app.register(idpPages, { idp });
    await app.register(idpEndpoints, { idp });
  },
  { name: 'embedded-idp' },
);

async function realmAndProvider(idp: EmbeddedIdp, bankCode: string): Promise<{ realm: LoginRealm; mounted: MountedProvider } | null> {
  const realm = await idp.realms.find(bankCode);
  if (!realm) return null;
  return { realm, mounted: await idp.provider(bankCode) };
}

function pageContext(request: FastifyRequest, realm: LoginRealm, uiLocales?: unknown): PageContext {
  const query = request.query as { lang?: unknown };
  return {
    lang: chooseLanguage({
      explicit: query.lang,
      uiLocales,
      cookie: request.cookies[LOCALE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    }),
    realm,
    path: request.url,
  };
}

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** The provider's sign-in page and account page. */
async function idpPages(app: FastifyInstance, options: { idp: EmbeddedIdp }) {
  const { idp } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function interactionOf(request: FastifyRequest<{ Params: InteractionParams }>, reply: FastifyReply, mounted: MountedProvider) {
    try {
      const details = await mounted.provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch (err) {
      request.log.info({ err: (err as Error).message }, 'embedded idp: interaction not found');
      return null;
    }
  }

  const expired = (request: FastifyRequest<{ Params: InteractionParams }>, reply: FastifyReply, realm: LoginRealm) =>
    sendPage(reply, 400, errorPage(pageContext(request, realm), { expired: true, retryHref: `/${realm.bankCode}/login` }));

  app.get<{ Params: InteractionParams }>('/idp/:bank_code/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const found = await realmAndProvider(idp, request.params.bank_code);
    if (!found) return reply.sendApp(404);
    const details = await interactionOf(request, reply, found.mounted);
    if (!details) return expired(request, reply, found.realm);
    if (details.prompt.name === 'login') {
      return sendPage(
        reply,
        200,
        loginPage(pageContext(request, found.realm, details.params.ui_locales), { action: pathOf(request.url) }),
      );
    }
    const to = await grantConsent(found.mounted, request, reply, details);
    if (!to) return expired(request, reply, found.realm);
    return reply.redirect(to, 303);
  });

  app.post<{ Params: InteractionParams }>('/idp/:bank_code/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const found = await realmAndProvider(idp, request.params.bank_code);
    if (!found) return reply.sendApp(404);
    const details = await interactionOf(request, reply, found.mounted);
    if (!details) return expired(request, reply, found.realm);
    if (details.prompt.name !== 'login') return reply.redirect(pathOf(request.url), 303);

    const form = loginFormSchema.safeParse(request.body ?? {});
    const username = form.success ? form.data.username.trim() : '';
    const password = form.success ? form.data.password : '';
    const account = username ? await idp.accounts.findForLogin(found.realm.bankCode, username) : undefined;
    const ok = await verifyPassword(password, account?.passwordHash ?? (await decoy()));
    if (!account || !ok) {
      request.log.info({ bankCode: found.realm.bankCode }, 'embedded idp: wrong user ID or password');
      const page = loginPage(pageContext(request, found.realm, details.params.ui_locales), {
        action: pathOf(request.url),
        username,
        failed: true,
      });
      // 200, as sign-in pages do: the form is shown again, with the error.
      return sendPage(reply, 200, page);
    }
    const to = await found.mounted.provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.subject, remember: false } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(to, 303);
  });

  app.get<{ Params: BankParams }>('/idp/:bank_code/account', { schema: { hide: true } }, async (request, reply) => {
    const found = await realmAndProvider(idp, request.params.bank_code);
    if (!found) return reply.sendApp(404);
    const { provider } = found.mounted;
    const bankCode = found.realm.bankCode;
    const ctx = provider.createContext(request.raw, reply.raw);
    const sessionId = ctx.cookies.get(provider.cookieName('session'), { signed: true });
    const session = sessionId ? await provider.Session.find(sessionId) : undefined;
    const account = session?.accountId ? await idp.accounts.findBySubject(bankCode, session.accountId) : undefined;
    const mount = idp.mountPath(bankCode);
    return sendPage(
      reply,
      200,
      accountPage(pageContext(request, found.realm), {
        account: account ?? null,
        signInHref: `/${bankCode}/login?return_to=${encodeURIComponent(`${mount}/account`)}`,
        signOutHref: provider.pathFor('end_session'),
      }),
    );
  });
}

/**
 * Consent for bizmatch is granted without a question (it is the provider's only client, and
 * first-party); `loadExistingGrant` normally does this before any consent prompt appears.
 */
async function grantConsent(
  mounted: MountedProvider,
  request: FastifyRequest,
  reply: FastifyReply,
  details: Interaction,
): Promise<string | null> {
  const { provider } = mounted;
  const accountId = details.session?.accountId;
  if (!accountId) return null;
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (!grant) return null;
  const promptDetails = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
  if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
  const grantId = await grant.save();
  return provider.interactionResult(request.raw, reply.raw, { consent: details.grantId ? {} : { grantId } });
}

/** oidc-provider's own endpoints: the request is handed over raw, its body unread. */
async function idpEndpoints(app: FastifyInstance, options: { idp: EmbeddedIdp }) {
  const { idp } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route<{ Params: BankParams }>({
    method: ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'],
    url: '/idp/:bank_code/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const found = await realmAndProvider(idp, request.params.bank_code);
      const prefix = idp.mountPath(request.params.bank_code);
      const req = request.raw;
      const original = req.url ?? '';
      if (!found || !original.startsWith(`${prefix}/`)) {
        return request.method === 'GET' ? reply.sendApp(404) : reply.callNotFound();
      }
      reply.hijack();
      // oidc-provider finds its mount path by comparing originalUrl with the stripped url.
      Object.assign(req, { originalUrl: original });
      req.url = original.slice(prefix.length);
      try {
        await found.mounted.handle(req, reply.raw);
      } finally {
        req.url = original;
      }
    },
  });
}
