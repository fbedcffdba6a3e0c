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
