import { describe, expect, it } from 'vitest';
import { assertProductionReady, EnvError, parseEnv, productionProblems } from './env.ts';

const ready = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://bizmatch:pw@db:5432/bizmatch',
  OIDC_PROVIDERS: JSON.stringify({ minato: { issuer: 'https://id.minato.example/realms/bizmatch', client_id: 'bizmatch', client_secret: 's' } }),
  PUBLIC_URL: 'https://bizmatch.example.com',
};
const problemsOf = (env: Record<string, string>) => productionProblems(parseEnv(env)).map((line) => line.trim().split(':')[0]);

describe('production settings', () => {
  it('names every missing one at once: database, identity provider, https address', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['DATABASE_URL', 'OIDC_PROVIDERS', 'PUBLIC_URL']);
    let error: unknown;
    try {
      assertProductionReady(parseEnv({ NODE_ENV: 'production' }));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(/DATABASE_URL[^\n]*postgres:\/\//);
    expect((error as Error).message).toMatch(/OIDC_PROVIDERS[^\n]*EMBEDDED_IDP=true/);
    expect((error as Error).message).toMatch(/PUBLIC_URL[^\n]*https:\/\//);
  });

  it('refuses each one missing alone, and an http address', () => {
    for (const name of ['DATABASE_URL', 'OIDC_PROVIDERS', 'PUBLIC_URL'] as const) {
      expect(problemsOf({ ...ready, [name]: '' }), name).toEqual([name]);
    }
    expect(problemsOf({ ...ready, PUBLIC_URL: 'http://bizmatch.example.com' })).toEqual(['PUBLIC_URL']);
    expect(problemsOf({ ...ready, OIDC_PROVIDERS: '  ' })).toEqual(['OIDC_PROVIDERS']);
    // The embedded provider counts when asked for explicitly, never by default.
    expect(problemsOf({ ...ready, OIDC_PROVIDERS: '', EMBEDDED_IDP: 'true' })).toEqual([]);
    expect(problemsOf({ ...ready, OIDC_PROVIDERS: '', EMBEDDED_IDP: 'false' })).toEqual(['OIDC_PROVIDERS']);
  });

  it('starts when all are set, and asks nothing of development and test', () => {
    expect(() => assertProductionReady(parseEnv(ready))).not.toThrow();
    expect(productionProblems(parseEnv({}))).toEqual([]);
    expect(productionProblems(parseEnv({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
