import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { LOCALE_COOKIE } from '../../shared/limits.ts';
import type { Database } from '../db/client.ts';
import { LoginRealms, type LoginRealm } from '../modules/auth/login-realms.ts';
import type { EmbeddedProviderInfo } from '../modules/auth/oidc-clients.ts';
import { raw } from './html.ts';
import { IdpAccountRepository } from './idp-accounts.repository.ts';
import { chooseLanguage } from './idp-language.ts';
import { errorPage, loggedOutPage, logoutConfirmPage, type PageContext } from './idp-pages.ts';
import { memoryAdapter, type MemoryAdapter } from './memory-adapter.ts';

export const IDP_CLIENT_ID = 'bizmatch';
const SCOPE = 'openid profile email';

export interface EmbeddedIdpOptions {
  db: Database;
  /** Address users reach the app at, without a trailing slash. */
  publicUrl: string;
  /** Signs the providers' cookies; random per start when unset (everyone signs in again after a restart). */
  cookieSecret: string | undefined;
  trustProxy: boolean;
  log: FastifyBaseLogger;
  /** How the provider reaches bizmatch's back-channel logout endpoint (in process: the server never calls its own port). */
  fetch: CustomFetch;
}

export interface MountedProvider {
  provider: Provider;
  /** The provider's store, for ending its sessions from the server (`EmbeddedIdp.endSessions`). */
  adapter: MemoryAdapter;
  /** oidc-provider's request handler; expects the URL with the mount path already stripped. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * The embedded OpenID provider of docs/product/login.md: one oidc-provider instance per login realm, with
 * issuer `{publicUrl}/idp/{bank_code}` and one confidential client, bizmatch. Each is created
 * on first use with signing keys and an in-memory store of its own. Local and demo use only.
 */
export class EmbeddedIdp implements EmbeddedProviderInfo {
  readonly clientId = IDP_CLIENT_ID;
  /** Both ends of the flow live in this process, so the client secret only has to last as long as it. */
  readonly clientSecret = randomBytes(32).toString('base64url');
  readonly accounts: IdpAccountRepository;
  readonly realms: LoginRealms;
  private readonly options: EmbeddedIdpOptions;
  private readonly cookieKeys: string[];
  private readonly providers = new Map<string, Promise<MountedProvider>>();

  constructor(options: EmbeddedIdpOptions) {
    this.options = options;
    this.accounts = new IdpAccountRepository(options.db);
    this.realms = new LoginRealms(options.db);
    this.cookieKeys = [options.cookieSecret ?? randomBytes(32).toString('base64url')];
  }

  mountPath(bankCode: string): string {
    return `/idp/${bankCode}`;
  }

  issuerFor(bankCode: string): string {
    return `${this.options.publicUrl}${this.mountPath(bankCode)}`;
  }

  /** The provider of a bank code the caller has checked is a login realm. */
  provider(bankCode: string): Promise<MountedProvider> {
    let mounted = this.providers.get(bankCode);
    if (!mounted) {
      mounted = this.create(bankCode);
      this.providers.set(bankCode, mounted);
      mounted.catch(() => this.providers.delete(bankCode));
    }
    return mounted;
  }

  /**
   * Ends the provider session(s) a bizmatch session was opened from, on the server: at bizmatch's
   * logout, so that the bank's login page cannot sign the user straight back in even when the
   * browser never reaches the provider. Ends the sessions of account `sub` whose `sid` for bizmatch
   * is `sid` (every one of the account's when the ID token carried no sid), with their grants.
   * Answers how many ended. A bank whose provider was never used has none.
   */
  async endSessions(bankCode: string, { sub, sid }: { sub: string; sid: string | null }): Promise<number> {
    const mounted = this.providers.get(bankCode);
    if (!mounted) return 0;
    const { provider, adapter } = await mounted;
    let ended = 0;
    for (const payload of adapter.sessions()) {
      if (payload.accountId !== sub || typeof payload.jti !== 'string') continue;
      const session = await provider.Session.find(payload.jti);
      if (!session) continue;
      if (sid !== null && session.sidFor(this.clientId) !== sid) continue;
      await endProviderSession(provider, session);
      ended++;
    }
    return ended;
  }

  /** The language and bank a page rendered by oidc-provider itself (logout, errors) is shown in. */
  async pageContext(ctx: KoaContextWithOIDC, bankCode: string): Promise<PageContext> {
    const params = ctx.oidc?.params as { ui_locales?: unknown } | undefined;
    const lang = chooseLanguage({
      explicit: ctx.query.lang,
      uiLocales: params?.ui_locales,
      cookie: ctx.cookies.get(LOCALE_COOKIE, { signed: false }),
      acceptLanguage: ctx.get('accept-language'),
    });
    return { lang, realm: await this.realmOrPlaceholder(bankCode) };
  }

  private async realmOrPlaceholder(bankCode: string): Promise<LoginRealm> {
    return (await this.realms.find(bankCode)) ?? { bankCode, name: bankCode, nameEn: bankCode, country: '' };
  }

  private async create(bankCode: string): Promise<MountedProvider> {
    const { publicUrl, log } = this.options;
    const mountPath = this.mountPath(bankCode);
    const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
    const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
    const accounts = this.accounts;
    const adapter = memoryAdapter();
    // Each bank's provider session cookie stays under its own path.
    const sessionCookie = { httpOnly: true, sameSite: 'lax' as const, path: mountPath };

    const configuration: Configuration = {
      adapter,
      // The back-channel logout (a sign-out at the provider's own page ends bizmatch's session)
      // is delivered to bizmatch in process.
      fetch: (url, init) => this.options.fetch(String(url), init as CustomFetchOptions),
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          client_name: 'bizmatch',
          redirect_uris: [`${publicUrl}/${bankCode}/callback`],
          post_logout_redirect_uris: [`${publicUrl}/`],
          // Every ID token carries `sid`; a sign-out here posts a logout token for it to bizmatch.
          backchannel_logout_uri: `${publicUrl}/${bankCode}/backchannel-logout`,
          backchannel_logout_session_required: true,
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
          scope: SCOPE,
        },
      ],
      jwks: { keys: [signingKey] },
      pkce: { required: () => true },
      responseTypes: ['code'],
      scopes: ['openid', 'profile', 'email'],
      claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
      cookies: {
        keys: this.cookieKeys,
        long: sessionCookie,
        short: { httpOnly: true, sameSite: 'lax' },
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 3600,
        Interaction: 30 * 60,
        Session: 8 * 3600,
        Grant: 8 * 3600,
      },
      features: {
        devInteractions: { enabled: false },
        backchannelLogout: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx, form) => {
            if (await endSessionForOwnClient(ctx, this.clientId, sessionCookie)) return;
            ctx.type = 'html';
            ctx.body = logoutConfirmPage(await this.pageContext(ctx, bankCode), raw(form));
          },
          postLogoutSuccessSource: async (ctx) => {
            ctx.type = 'html';
            ctx.body = loggedOutPage(await this.pageContext(ctx, bankCode));
          },
        },
      },
      interactions: {
        url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
      },
      // bizmatch is the only client and first-party: signing in is consent enough.
      loadExistingGrant: async (ctx) => {
        const { Grant } = ctx.oidc.provider;
        const session = ctx.oidc.session;
        const client = ctx.oidc.client;
        if (!session?.accountId || !client) return undefined;
        const grantId =
          (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) {
          const existing = await Grant.find(grantId);
          if (existing) return existing;
        }
        const grant = new Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope(SCOPE);
        await grant.save();
        return grant;
      },
      findAccount: async (_ctx, sub) => {
        const account = await accounts.findBySubject(bankCode, sub);
        if (!account) return undefined;
        return {
          accountId: account.subject,
          claims: async () => ({ sub: account.subject, name: account.name, ...(account.email ? { email: account.email } : {}) }),
        };
      },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = errorPage(await this.pageContext(ctx, bankCode), {
          code: typeof out.error === 'string' ? out.error : undefined,
          retryHref: `/${bankCode}/login`,
        });
      },
    };

    const provider = new Provider(this.issuerFor(bankCode), configuration);
    // Behind a TLS-terminating proxy (an https public URL) the provider must read X-Forwarded-Proto.
    provider.proxy = this.options.trustProxy || publicUrl.startsWith('https://');
    provider.on('server_error', (_ctx: unknown, err: Error) => log.error({ err, bankCode }, 'embedded idp: server error'));
    // Koa prints unhandled errors to stderr unless someone listens; route them to the log instead.
    (provider as unknown as NodeJS.EventEmitter).on('error', (err: Error) =>
      log.error({ err, bankCode }, 'embedded idp: unhandled error'),
    );
    provider.on('authorization.error', (_ctx: unknown, err: Error) =>
      log.warn({ bankCode, error: err.message }, 'embedded idp: authorization request refused'),
    );
    provider.on('grant.error', (_ctx: unknown, err: Error) =>
      log.warn({ bankCode, error: err.message }, 'embedded idp: token request refused'),
    );
    provider.on('backchannel.error', (_ctx: unknown, err: Error) =>
      log.warn({ bankCode, error: err.message }, 'embedded idp: back-channel logout not delivered'),
    );
    const callback = provider.callback();
    return { provider, adapter, handle: (req, res) => callback(req, res) };
  }
}

/**
 * Signing out of bizmatch signs out of the bank's provider in the same click, as an external
 * provider such as Keycloak does for RP-initiated logout with an id_token_hint: a confirmation
 * page would leave the provider session alive whenever it is not answered, and the next person
 * at a shared computer would be signed in as this user without a password.
 *
 * oidc-provider calls `logoutSource` only after it has checked the hint's signature and
 * audience (an expired hint is still accepted, as bizmatch sessions outlive ID tokens) and the
 * post_logout_redirect_uri against the client. The session is ended without asking when the
 * hint was issued to bizmatch for the account signed in here; anything else (no hint, another
 * account) still gets the confirmation page. Answers whether it ended the session.
 */
async function endSessionForOwnClient(
  ctx: KoaContextWithOIDC,
  clientId: string,
  sessionCookie: { httpOnly: boolean; sameSite: 'lax'; path: string },
): Promise<boolean> {
  const { provider, session, client, entities, params } = ctx.oidc;
  const hint = entities.IdTokenHint;
  if (!hint || !session?.accountId || client?.clientId !== clientId) return false;
  if (hint.payload.sub !== session.accountId) return false;

  await endProviderSession(provider, session);
  ctx.cookies.set(provider.cookieName('session'), null, sessionCookie);

  const redirectUri = typeof params?.post_logout_redirect_uri === 'string' ? params.post_logout_redirect_uri : null;
  const target = new URL(redirectUri ?? ctx.oidc.urlFor('end_session_success'));
  if (redirectUri && typeof params?.state === 'string') target.searchParams.set('state', params.state);
  provider.emit('end_session.success', ctx);
  ctx.status = 303;
  ctx.redirect(target.href);
  return true;
}

/** What oidc-provider's confirm step does on "yes": revoke the grants of the session, then end it. */
async function endProviderSession(provider: Provider, session: InstanceType<Provider['Session']>): Promise<void> {
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (!grantId) continue;
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      (await provider.Grant.find(grantId))?.destroy(),
    ]);
  }
  await session.destroy();
}
