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

describe('machine translation settings', () => {
  const problemOf = (env: Record<string, string>) => {
    try {
      parseEnv(env);
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      return (err as Error).message;
    }
    return '';
  };

  it('is off by default, with its defaults', () => {
    expect(parseEnv({})).toMatchObject({ TRANSLATION_PROVIDER: 'none', TRANSLATION_REQUESTS_PER_SECOND: 5, TRANSLATION_TIMEOUT_MS: 8000 });
    expect(parseEnv({ TRANSLATION_PROVIDER: '' }).TRANSLATION_PROVIDER).toBe('none');
  });

  it('refuses LibreTranslate without its address, naming it', () => {
    expect(problemOf({ TRANSLATION_PROVIDER: 'libretranslate' })).toMatch(/LIBRETRANSLATE_URL[^\n]*http:\/\/libretranslate:5000/);
    expect(problemOf({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'libretranslate:5000' })).toMatch(/LIBRETRANSLATE_URL/);
    expect(parseEnv({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://libretranslate:5000' }).LIBRETRANSLATE_URL).toBe('http://libretranslate:5000');
  });

  it("takes Amazon's key and secret together or neither, and no provider's setting without the provider", () => {
    expect(problemOf({ TRANSLATION_PROVIDER: 'amazon' })).toBe('');
    expect(problemOf({ TRANSLATION_PROVIDER: 'amazon', AMAZON_TRANSLATE_ACCESS_KEY_ID: 'AKIA' })).toMatch(/AMAZON_TRANSLATE_SECRET_ACCESS_KEY[^\n]*together/);
    expect(problemOf({ TRANSLATION_PROVIDER: 'amazon', AMAZON_TRANSLATE_SECRET_ACCESS_KEY: 's' })).toMatch(/AMAZON_TRANSLATE_ACCESS_KEY_ID[^\n]*together/);
    expect(problemOf({ TRANSLATION_PROVIDER: 'amazon', AMAZON_TRANSLATE_ACCESS_KEY_ID: 'AKIA', AMAZON_TRANSLATE_SECRET_ACCESS_KEY: 's' })).toBe('');
    expect(problemOf({ LIBRETRANSLATE_URL: 'http://libretranslate:5000' })).toMatch(/LIBRETRANSLATE_URL[^\n]*TRANSLATION_PROVIDER=libretranslate/);
    expect(problemOf({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://lt:5000', AMAZON_TRANSLATE_REGION: 'ap-northeast-1' })).toMatch(
      /AMAZON_TRANSLATE_REGION[^\n]*TRANSLATION_PROVIDER=amazon/,
    );
    expect(problemOf({ TRANSLATION_PROVIDER: 'deepl' })).toMatch(/TRANSLATION_PROVIDER/);
    expect(problemOf({ TRANSLATION_REQUESTS_PER_SECOND: '0' })).toMatch(/TRANSLATION_REQUESTS_PER_SECOND/);
  });

  it('is not required in production: off is a valid state', () => {
    expect(productionProblems(parseEnv(ready))).toEqual([]);
    expect(productionProblems(parseEnv({ ...ready, TRANSLATION_PROVIDER: 'amazon' }))).toEqual([]);
  });
});
