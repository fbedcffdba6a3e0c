import { z } from 'zod';
import { EnvError, type Env } from '../../env.ts';

/** One bank's external OpenID provider (e.g. a Keycloak realm), as OIDC_PROVIDERS names it. */
export interface ExternalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** Address users reach the app at, without a trailing slash. */
  publicUrl: string;
  /** Whether the embedded identity provider serves the bank codes OIDC_PROVIDERS does not name. */
  embeddedIdp: boolean;
  external: ReadonlyMap<string, ExternalProvider>;
  /** Cookies carry Secure when the public address is https. */
  secureCookies: boolean;
}

const bankCodeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'bank codes are lower-case letters, digits, ".", "_" or "-"');

const providerSchema = (production: boolean) =>
  z.strictObject({
    issuer: z
      .url()
      .refine((v) => !production || v.startsWith('https://'), 'the issuer must be https:// in production')
      .refine((v) => !v.includes('?') && !v.includes('#'), 'the issuer has no query or fragment'),
    client_id: z.string().min(1),
    client_secret: z.string().min(1),
  });

/**
 * Reads the login configuration from the parsed environment. A bad OIDC_PROVIDERS value throws an
 * EnvError naming the variable. In production the embedded provider runs only when EMBEDDED_IDP=true
 * says so (docs/decisions/033-sessions-and-sockets.md).
 */
export function loadAuthConfig(env: Env): AuthConfig {
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    publicUrl,
    embeddedIdp: env.EMBEDDED_IDP ?? !production,
    external: parseOidcProviders(env.OIDC_PROVIDERS, production),
    secureCookies: publicUrl.startsWith('https://'),
  };
}

export function parseOidcProviders(raw: string | undefined, production: boolean): Map<string, ExternalProvider> {
  const out = new Map<string, ExternalProvider>();
  if (raw === undefined || raw.trim() === '') return out;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new EnvError('Invalid configuration:\n  OIDC_PROVIDERS: is not valid JSON (expected {"<bank_code>": {"issuer", "client_id", "client_secret"}})');
  }
  const parsed = z.record(bankCodeSchema, providerSchema(production)).safeParse(json);
  if (!parsed.success) {
    // Never echo the value: it holds client secrets.
    const lines = parsed.error.issues.map((issue) => `  OIDC_PROVIDERS${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  for (const [bankCode, p] of Object.entries(parsed.data)) {
    // The issuer is kept exactly as written: it must equal what the provider reports.
    out.set(bankCode, { issuer: p.issuer, clientId: p.client_id, clientSecret: p.client_secret });
  }
  return out;
}
