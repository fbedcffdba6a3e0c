import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { ROLES, roleHome } from '../../../shared/enums.ts';
import { SIGNED_OUT_STATE } from '../../../shared/limits.ts';
import type { Database } from '../../db/client.ts';
import { AuthRepository } from './auth.repository.ts';
import { LoginRealms, type LoginRealm } from './login-realms.ts';
import type { OidcClients } from './oidc-clients.ts';
import { safeReturnTo } from './return-to.ts';

/** How long a login may stay in flight between /login and /callback. */
export const LOGIN_TTL_MS = 10 * 60_000;

const SCOPE = 'openid profile email';

/** A login that must not open a session; `reason` goes to the log, never to the browser. */
export class LoginFailure extends Error {
  readonly reason: string;

  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options);
    this.reason = reason;
  }
}

/** A back-channel logout token that must not end any session; `reason` is answered to the provider. */
export class LogoutTokenRejected extends Error {}

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  const parts = [e.name];
  if (typeof e.code === 'string') parts.push(e.code);
  if (typeof e.error === 'string') parts.push(e.error);
  const detail = typeof e.error_description === 'string' ? e.error_description : e.message;
  return `${parts.join(' ')}: ${detail}`;
}

/**
 * The per-bank login of docs/product/login.md: an authorization-code flow with PKCE (S256), state and
 * nonce, whose one-use record lives in `auth_requests` and is bound to the browser by a cookie.
 */
export class AuthService {
  private readonly repo: AuthRepository;
  private readonly realms: LoginRealms;
  private readonly clients: OidcClients;
  private readonly now: () => Date;

  constructor(db: Database, clients: OidcClients, now: () => Date = () => new Date()) {
    this.repo = new AuthRepository(db);
    this.realms = new LoginRealms(db);
    this.clients = clients;
    this.now = now;
  }

  findRealm(bankCode: string): Promise<LoginRealm | undefined> {
    return this.realms.find(bankCode);
  }

  /** Records a new login and answers where to send the browser and the token for its cookie. */
  async start(bankCode: string, input: { returnTo: unknown; uiLocales?: string | undefined }) {
    const config = await this.clients.get(bankCode);
    const token = randomBytes(32).toString('base64url');
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const now = this.now();
    await this.repo.deleteExpiredRequests(now);
    await this.repo.insertRequest({
      id: hashToken(token),
      bankCode,
      state,
      nonce,
      codeVerifier,
      // The user is not known yet: any role area may do; `finish` narrows it to the user's own.
      returnTo: safeReturnTo(input.returnTo, { roles: ROLES, bankCode }),
      expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.clients.redirectUri(bankCode),
      response_type: 'code',
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(input.uiLocales ? { ui_locales: input.uiLocales } : {}),
    });
    return { location: url.href, token };
  }

  /**
   * Ends a login: takes (and so deletes) the login record, then lets openid-client check the
   * response's state and issuer, redeem the code with the PKCE verifier, and check the ID
   * token's issuer, audience and nonce. Answers the user to open a session for.
   */
  async finish(bankCode: string, token: string | undefined, search: string) {
    if (!token) throw new LoginFailure('no login in flight: the login cookie is missing');
    const request = await this.repo.takeRequest(hashToken(token));
    if (!request) throw new LoginFailure('unknown or already used login');
    if (request.expiresAt.getTime() <= this.now().getTime()) throw new LoginFailure('the login expired');
    if (request.bankCode !== bankCode) {
      throw new LoginFailure(`the login was started for bank code ${request.bankCode}`);
    }
    const config = await this.clients.get(bankCode);
    // The registered redirect URI plus the response parameters: never the Host header.
    const currentUrl = new URL(this.clients.redirectUri(bankCode));
    currentUrl.search = search;

    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        expectedState: request.state,
        expectedNonce: request.nonce,
        pkceCodeVerifier: request.codeVerifier,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new LoginFailure(describe(err), { cause: err });
    }
    const claims = tokens.claims();
    if (!claims) throw new LoginFailure('the provider answered no ID token');

    const user = await this.repo.findLoginUser(bankCode, claims.sub);
    if (!user) throw new LoginFailure(`no user for subject ${claims.sub} in realm ${bankCode}`);
    if (user.disabledAt) throw new LoginFailure(`user ${user.id} is disabled`);
    return {
      userId: user.id,
      idToken: tokens.id_token ?? null,
      // Checked again (records may predate a stricter rule), now against the user's own area.
      location: safeReturnTo(request.returnTo, { roles: [user.role], bankCode }) ?? roleHome(user.role),
    };
  }

  /**
   * Signs the user out of the bank's provider as bizmatch's session ends, and answers where the
   * browser goes next. The embedded provider's session is ended here, on the server (the browser
   * need not reach it, and goes home); an external provider's through its end-session endpoint
   * (RP-initiated logout with the ID token as hint), or nowhere when it publishes none.
   */
  async logout(bankCode: string, idToken: string | null): Promise<string | null> {
    const embedded = this.clients.embeddedFor(bankCode);
    if (!embedded) return this.endSessionUrl(bankCode, idToken);
    const claims = idToken ? decodeJwt(idToken) : null;
    if (typeof claims?.sub === 'string') {
      await embedded.endSessions(bankCode, { sub: claims.sub, sid: typeof claims.sid === 'string' ? claims.sid : null });
    }
    return null;
  }

  /**
   * Checks a back-channel logout token as OpenID Connect Back-Channel Logout 1.0 (2.6) says: signed
   * by the bank's provider (its JWKS; never `none`), issuer and audience bizmatch's for the bank
   * code, issued recently, the logout event, a `sub` or a `sid`, and no `nonce`. Answers whose
   * sessions end; throws LogoutTokenRejected otherwise.
   */
  async verifyLogoutToken(bankCode: string, token: unknown): Promise<{ sub?: string; sid?: string }> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) throw new LogoutTokenRejected('logout_token is missing');
    const target = this.clients.target(bankCode);
    if (!target) throw new LogoutTokenRejected(`no identity provider is configured for bank code ${bankCode}`);
    const metadata = (await this.clients.get(bankCode)).serverMetadata();
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, await this.clients.signingKeys(bankCode), {
        issuer: metadata.issuer,
        audience: target.clientId,
        maxTokenAge: '10 minutes',
        requiredClaims: ['iat', 'jti'],
      }));
    } catch (err) {
      throw new LogoutTokenRejected(describe(err), { cause: err });
    }
    const events = payload.events as Record<string, unknown> | undefined;
    const event = events?.[BACKCHANNEL_LOGOUT_EVENT];
    if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new LogoutTokenRejected('the token carries no back-channel logout event');
    if ('nonce' in payload) throw new LogoutTokenRejected('a logout token carries no nonce');
    const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (sub === undefined && sid === undefined) throw new LogoutTokenRejected('the token names neither sub nor sid');
    return { ...(sub !== undefined ? { sub } : {}), ...(sid !== undefined ? { sid } : {}) };
  }

  /** The provider's end-session address for RP-initiated logout, or null when there is none. */
  async endSessionUrl(bankCode: string, idToken: string | null): Promise<string | null> {
    if (!idToken || !this.clients.target(bankCode)) return null;
    const config = await this.clients.get(bankCode);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc
      .buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: this.clients.postLogoutRedirectUri,
        state: SIGNED_OUT_STATE,
      })
      .toString();
  }
}
