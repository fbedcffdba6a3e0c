import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { machineTranslatorFromEnv } from './machine-translation-from-env.ts';

describe('machineTranslatorFromEnv', () => {
  it('is off (null) unless a provider is named', () => {
    expect(machineTranslatorFromEnv({})).toBeNull();
    expect(machineTranslatorFromEnv({ TRANSLATION_PROVIDER: 'none' })).toBeNull();
    expect(machineTranslatorFromEnv(parseEnv({}))).toBeNull();
  });

  it('builds the provider the settings name', () => {
    const libre = machineTranslatorFromEnv(parseEnv({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://libretranslate:5000' }));
    expect(libre).toMatchObject({ provider: 'libretranslate', cloud: false });
    const amazon = machineTranslatorFromEnv(parseEnv({ TRANSLATION_PROVIDER: 'amazon', AMAZON_TRANSLATE_REGION: 'ap-southeast-1' }));
    expect(amazon).toMatchObject({ provider: 'amazon', cloud: true });
  });

  it('refuses settings that parseEnv would have refused', () => {
    expect(() => machineTranslatorFromEnv({ TRANSLATION_PROVIDER: 'libretranslate' })).toThrow(/LIBRETRANSLATE_URL/);
    expect(() => machineTranslatorFromEnv({ TRANSLATION_PROVIDER: 'amazon', AMAZON_TRANSLATE_ACCESS_KEY_ID: 'AKIA' })).toThrow(/together/);
  });
});
