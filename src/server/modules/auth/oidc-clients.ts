import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import type { AuthConfig } from './auth-config.ts';

/** Where a bank code signs in: its issuer and bizmatch's client there. */
export interface ProviderTarget {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The embedded provider is reached in process, over plain http when the public URL is. */
  embedded: boolean;
}

/** What the embedded identity provider tells the login flow; see src/server/idp. */
export interface EmbeddedProviderInfo {
  issuerFor(bankCode: string): string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Ends the provider's sessions of account `sub` (the one whose sid for bizmatch is `sid`, when given) on the server. */
  endSessions(bankCode: string, ended: { sub: string; sid: string | null }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The embedded identity provider, or null when it does not run (always in production): decorated
     * by src/server/idp/idp.plugin.ts, which app.ts registers before the auth routes. Declared here,
     * on the login flow's side, so modules/auth never imports idp/ (idp/ uses auth's realms and
     * configuration; decision 040).
     */
    embeddedIdp: EmbeddedProviderInfo | null;
  }
}

export class ProviderUnavailableError extends Error {}

/** External providers' metadata is fetched again after this long (key or endpoint changes). */
const EXTERNAL_TTL_MS = 60 * 60_000;

/**
 * One openid-client Configuration per bank code, discovered on first use and cached. A failed
 * discovery is not cached, so the next login tries again.
 */
export class OidcClients {
  private readonly config: AuthConfig;
  private readonly embedded: EmbeddedProviderInfo | null;
  private readonly inProcessFetch: oidc.CustomFetch;
  private readonly cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
  private readonly keySets = new Map<string, { jwksUri: string; keys: JWTVerifyGetKey }>();

  constructor(config: AuthConfig, embedded: EmbeddedProviderInfo | null, inProcessFetch: oidc.CustomFetch) {
    this.config = config;
    this.embedded = embedded;
    this.inProcessFetch = inProcessFetch;
  }

  /** OIDC_PROVIDERS wins for the bank codes it names; the embedded provider, when it runs, serves the rest. */
  target(bankCode: string): ProviderTarget | null {
    const external = this.config.external.get(bankCode);
    if (external) return { ...external, embedded: false };
    if (!this.embedded) return null;
    return {
      issuer: this.embedded.issuerFor(bankCode),
      clientId: this.embedded.clientId,
      clientSecret: this.embedded.clientSecret,
      embedded: true,
    };
  }

  redirectUri(bankCode: string): string {
    return `${this.config.publicUrl}/${bankCode}/callback`;
  }

  get postLogoutRedirectUri(): string {
    return `${this.config.publicUrl}/`;
  }

  /** The embedded provider, when it serves `bankCode` (its sessions can then be ended on the server). */
  embeddedFor(bankCode: string): EmbeddedProviderInfo | null {
    return this.target(bankCode)?.embedded ? this.embedded : null;
  }

  /**
   * The provider's signing keys (its JWKS, fetched and cached by jose, fetched again for an unknown
   * key id), for tokens openid-client does not check itself: back-channel logout tokens.
   */
  async signingKeys(bankCode: string): Promise<JWTVerifyGetKey> {
    const metadata = (await this.get(bankCode)).serverMetadata();
    if (!metadata.jwks_uri) throw new ProviderUnavailableError(`the provider of bank code ${bankCode} publishes no jwks_uri`);
    const kept = this.keySets.get(bankCode);
    if (kept?.jwksUri === metadata.jwks_uri) return kept.keys;
    const keys = createRemoteJWKSet(new URL(metadata.jwks_uri), {
      timeoutDuration: 10_000,
      ...(this.target(bankCode)?.embedded
        ? { [customFetch]: (url: string, options: { headers: Headers; method: 'GET' }) => this.inProcessFetch(url, { method: options.method, headers: Object.fromEntries(options.headers), body: undefined, redirect: 'manual' }) }
        : {}),
    });
    this.keySets.set(bankCode, { jwksUri: metadata.jwks_uri, keys });
    return keys;
  }

  async get(bankCode: string): Promise<oidc.Configuration> {
    const target = this.target(bankCode);
    if (!target) throw new ProviderUnavailableError(`no identity provider is configured for bank code ${bankCode}`);
    const cached = this.cache.get(bankCode);
    if (cached && (target.embedded || Date.now() - cached.at < EXTERNAL_TTL_MS)) return cached.config;
    const config = this.discover(bankCode, target);
    this.cache.set(bankCode, { at: Date.now(), config });
    config.catch(() => {
      if (this.cache.get(bankCode)?.config === config) this.cache.delete(bankCode);
    });
    return config;
  }

  private async discover(bankCode: string, target: ProviderTarget): Promise<oidc.Configuration> {
    try {
      return await oidc.discovery(
        new URL(target.issuer),
        target.clientId,
        { redirect_uris: [this.redirectUri(bankCode)], response_types: ['code'] },
        oidc.ClientSecretBasic(target.clientSecret),
        {
          ...(target.embedded ? { [oidc.customFetch]: this.inProcessFetch } : {}),
          // http issuers: the embedded provider (in process) or a local one; production requires https (auth-config).
          ...(target.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: 10,
        },
      );
    } catch (err) {
      throw new ProviderUnavailableError(`discovery of ${target.issuer} failed: ${(err as Error).message}`, { cause: err });
    }
  }
}
