import type * as Translate from '@aws-sdk/client-translate';
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

export interface AmazonTranslateOptions {
  /** AMAZON_TRANSLATE_REGION; unset: the SDK's own (AWS_REGION, profile). */
  region?: string | undefined;
  /** Another address for the service: a VPC endpoint, or a local server in tests; unset: the region's public one. */
  endpoint?: string | undefined;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** TranslateText takes at most 10,000 bytes of UTF-8 per request (the service's quota). */
const MAX_BYTES = 10_000;

/** Error names as the service (and the SDK's credential chain) spell them, by what they mean for us. */
const KINDS: Record<string, MachineTranslationErrorKind> = {
  ThrottlingException: 'rate_limited',
  TooManyRequestsException: 'rate_limited',
  LimitExceededException: 'rate_limited',
  UnrecognizedClientException: 'auth',
  AccessDenied: 'auth',
  AccessDeniedException: 'auth',
  InvalidSignature: 'auth',
  InvalidSignatureException: 'auth',
  IncompleteSignature: 'auth',
  IncompleteSignatureException: 'auth',
  InvalidClientTokenId: 'auth',
  SignatureDoesNotMatch: 'auth',
  ExpiredTokenException: 'auth',
  MissingAuthenticationTokenException: 'auth',
  CredentialsProviderError: 'auth',
  TextSizeLimitExceededException: 'rejected',
  UnsupportedLanguagePairException: 'rejected',
  InvalidRequestException: 'rejected',
  InvalidParameterValueException: 'rejected',
  ValidationException: 'rejected',
  ServiceUnavailableException: 'unavailable',
  InternalServerException: 'unavailable',
};

interface SdkError extends Error {
  $metadata?: { httpStatusCode?: number };
  $response?: { headers?: Record<string, string | undefined> };
  code?: string;
}

/** What an SDK failure means: by its name, else by its status; anything else (network, DNS, no region) is `unavailable`. */
function failureOf(err: unknown): MachineTranslationError {
  const error = err as SdkError;
  const status = error.$metadata?.httpStatusCode;
  const kind = KINDS[error.name] ?? (status === 429 ? 'rate_limited' : status === 401 || status === 403 ? 'auth' : 'unavailable');
  const headers = error.$response?.headers ?? {};
  // The service sends no Retry-After today; the SDK reads these two, and so do we.
  const retryAfterMs =
    kind !== 'rate_limited'
      ? undefined
      : (parseRetryAfter(headers['retry-after']) ?? (headers['x-amz-retry-after'] ? Number(headers['x-amz-retry-after']) || undefined : undefined));
  const what = [error.name, status, error.code].filter((part) => part !== undefined).join(' ');
  return new MachineTranslationError('amazon', kind, `TranslateText: ${what}: ${error.message}`, { cause: err, retryAfterMs });
}

/**
 * Amazon Translate through the official SDK v3 (`@aws-sdk/client-translate`, as the S3 image store
 * uses `@aws-sdk/client-s3`): it signs, and reads the same credential chain. TranslateText takes one
 * text, so every text is a request of its own (`maxTexts: 1`), several in flight at once under the
 * wrapper's concurrency and rate. The SDK's own retries are off: the wrapper retries, within the
 * call's deadline. Texts go to AWS: `cloud: true`. The SDK is loaded on first use, so a server with
 * another provider, or none, never pays for it.
 */
export function amazonTranslateProvider(options: AmazonTranslateOptions): TranslationProvider {
  let connection: Promise<{ sdk: typeof Translate; client: Translate.TranslateClient }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-translate').then((sdk) => {
      const { region, endpoint, credentials } = options;
      const client = new sdk.TranslateClient({
        maxAttempts: 1,
        ...(region ? { region } : {}),
        ...(endpoint ? { endpoint } : {}),
        ...(credentials ? { credentials } : {}),
      });
      return { sdk, client };
    }));

  return {
    id: 'amazon',
    cloud: true,
    maxTexts: 1,
    maxSize: MAX_BYTES,
    size: (text) => Buffer.byteLength(text, 'utf8'),

    async request(texts: string[], from: TranslationLanguage, to: TranslationLanguage, signal: AbortSignal): Promise<string[]> {
      const { sdk, client } = await connect();
      const translated: string[] = [];
      for (const text of texts) {
        try {
          const answer = await client.send(new sdk.TranslateTextCommand({ Text: text, SourceLanguageCode: from, TargetLanguageCode: to }), { abortSignal: signal });
          if (typeof answer.TranslatedText !== 'string') throw new MachineTranslationError('amazon', 'unavailable', 'TranslateText answered without TranslatedText');
          translated.push(answer.TranslatedText);
        } catch (err) {
          if (signal.aborted || err instanceof MachineTranslationError) throw err;
          throw failureOf(err);
        }
      }
      return translated;
    },
  };
}

/** Amazon Translate behind the port's batching, rate limit, timeout and retries. */
export function amazonTranslate(options: AmazonTranslateOptions & TranslationLimits): MachineTranslator {
  return limitedTranslator(amazonTranslateProvider(options), options);
}
