import {
  limitedTranslator,
  MachineTranslationError,
  parseRetryAfter,
  type MachineTranslationErrorKind,
  type MachineTranslator,
  type TranslationLanguage,
  type TranslationLimits,
  type TranslationProvider,
} from './machine-translation.ts';

export interface LibreTranslateOptions {
  /** The server's address, e.g. http://libretranslate:5000 (a path prefix, LT_URL_PREFIX, included). */
  url: string;
  /** Sent as `api_key` when the server runs with LT_API_KEYS. */
  apiKey?: string | undefined;
  /** Texts per request; the server refuses more than its LT_BATCH_LIMIT (none by default). */
  maxTexts?: number;
  /** Characters per request, all its texts together; the server refuses more than its LT_CHAR_LIMIT (none by default). */
  maxChars?: number;
}

/**
 * Small requests answer sooner: LibreTranslate translates a request's texts one after another on
 * one of its threads (LT_THREADS, 4 by default), so four requests of 20 texts finish before one of
 * 80. 2,000 characters is a long offer description; a longer chat message is cut at a sentence.
 */
const DEFAULT_MAX_TEXTS = 20;
const DEFAULT_MAX_CHARS = 2_000;

/** What an error answer's status means (the API's documented 400, 403, 429, 500; the rest is a server in the way). */
function kindOf(status: number, message: string): MachineTranslationErrorKind {
  if (status === 401 || status === 403) return 'auth';
  // A server that requires a key it was not given answers 400 "…to get an API key" (in English: no Accept-Language is sent).
  if (status === 400 && /api key/i.test(message)) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status === 400 || status === 413 || status === 422) return 'rejected';
  return 'unavailable';
}

/** The error's text: LibreTranslate answers `{ "error": "…" }`; a proxy in front may answer anything. */
async function errorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the body itself, shortened below.
  }
  return body.trim().slice(0, 200) || response.statusText;
}

/**
 * LibreTranslate (self-hosted, AGPL) through its HTTP API: POST /translate with `q` as an array
 * translates a batch in one request. There is no official Node client, so this is the platform's
 * fetch. Texts stay on the operator's servers: `cloud: false`.
 */
export function libreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const endpoint = new URL('translate', options.url.endsWith('/') ? options.url : `${options.url}/`);
  return {
    id: 'libretranslate',
    cloud: false,
    maxTexts: options.maxTexts ?? DEFAULT_MAX_TEXTS,
    maxSize: options.maxChars ?? DEFAULT_MAX_CHARS,
    // The server counts Python characters (code points); UTF-16 units are never fewer.
    size: (text) => text.length,

    async request(texts: string[], from: TranslationLanguage, to: TranslationLanguage, signal: AbortSignal): Promise<string[]> {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q: texts, source: from, target: to, format: 'text', ...(options.apiKey ? { api_key: options.apiKey } : {}) }),
          signal,
        });
      } catch (err) {
        if (signal.aborted) throw err;
        const code = ((err as Error).cause as NodeJS.ErrnoException | undefined)?.code;
        throw new MachineTranslationError('libretranslate', 'unavailable', `POST ${endpoint.href}: ${code ?? (err as Error).message}`, { cause: err });
      }
      if (!response.ok) {
        const message = await errorMessage(response);
        const kind = kindOf(response.status, message);
        throw new MachineTranslationError('libretranslate', kind, `${response.status} ${message}`, {
          retryAfterMs: kind === 'rate_limited' ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
        });
      }
      let answer: { translatedText?: unknown };
      try {
        answer = (await response.json()) as { translatedText?: unknown };
      } catch (err) {
        if (signal.aborted) throw err;
        throw new MachineTranslationError('libretranslate', 'unavailable', `${response.status} with a body that is not JSON`, { cause: err });
      }
      const translated = answer.translatedText;
      if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((t) => typeof t === 'string')) {
        throw new MachineTranslationError('libretranslate', 'unavailable', `answered without ${texts.length} translations`);
      }
      return translated as string[];
    },
  };
}

/** A LibreTranslate server behind the port's batching, rate limit, timeout and retries. */
export function libreTranslate(options: LibreTranslateOptions & TranslationLimits): MachineTranslator {
  return limitedTranslator(libreTranslateProvider(options), options);
}
