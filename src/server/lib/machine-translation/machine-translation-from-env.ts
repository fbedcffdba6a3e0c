import { amazonTranslate } from './amazon-translate.ts';
import { libreTranslate } from './libretranslate.ts';
import { DEFAULT_REQUESTS_PER_SECOND, DEFAULT_TIMEOUT_MS, type MachineTranslator } from './machine-translation.ts';

/**
 * The settings `machineTranslatorFromEnv` reads, as parseEnv gives them (src/server/env.ts declares
 * and cross-checks them); spelled out here so that lib/ does not import env.ts, which imports lib/.
 */
export interface TranslationSettings {
  TRANSLATION_PROVIDER?: 'none' | 'libretranslate' | 'amazon' | undefined;
  LIBRETRANSLATE_URL?: string | undefined;
  LIBRETRANSLATE_API_KEY?: string | undefined;
  AMAZON_TRANSLATE_REGION?: string | undefined;
  AMAZON_TRANSLATE_ENDPOINT?: string | undefined;
  AMAZON_TRANSLATE_ACCESS_KEY_ID?: string | undefined;
  AMAZON_TRANSLATE_SECRET_ACCESS_KEY?: string | undefined;
  TRANSLATION_REQUESTS_PER_SECOND?: number | undefined;
  TRANSLATION_TIMEOUT_MS?: number | undefined;
}

/** The translator the configuration names, or null: machine translation is off (unset or `none`). */
export function machineTranslatorFromEnv(env: TranslationSettings): MachineTranslator | null {
  const limits = {
    requestsPerSecond: env.TRANSLATION_REQUESTS_PER_SECOND ?? DEFAULT_REQUESTS_PER_SECOND,
    timeoutMs: env.TRANSLATION_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
  };
  switch (env.TRANSLATION_PROVIDER) {
    case undefined:
    case 'none':
      return null;
    case 'libretranslate':
      // parseEnv refuses this already; a caller that built its settings by hand learns it here.
      if (!env.LIBRETRANSLATE_URL) throw new Error('TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
      return libreTranslate({ url: env.LIBRETRANSLATE_URL, apiKey: env.LIBRETRANSLATE_API_KEY, ...limits });
    case 'amazon': {
      const { AMAZON_TRANSLATE_ACCESS_KEY_ID: accessKeyId, AMAZON_TRANSLATE_SECRET_ACCESS_KEY: secretAccessKey } = env;
      if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
        throw new Error('set AMAZON_TRANSLATE_ACCESS_KEY_ID and AMAZON_TRANSLATE_SECRET_ACCESS_KEY together, or neither');
      }
      return amazonTranslate({
        region: env.AMAZON_TRANSLATE_REGION,
        endpoint: env.AMAZON_TRANSLATE_ENDPOINT,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        ...limits,
      });
    }
  }
}
