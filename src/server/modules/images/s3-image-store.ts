import type * as S3 from '@aws-sdk/client-s3';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from './image-store.ts';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, a local one in tests); AWS S3 when unset. */
  endpoint?: string | undefined;
  /** parseEnv's S3_REGION; unset: the SDK's own (AWS_REGION, profile). */
  region?: string | undefined;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Put before every key, e.g. 'bizmatch/'. */
  prefix: string;
}

/**
 * How long one call may wait: an unreachable store is a 503 within a few seconds, never a hung
 * upload. A connection takes milliseconds to any S3 that is up, so 1 s is plenty; a socket silent
 * for 3 s is a server that hangs (a slow but moving 10 MB transfer is not cut: the limit is on
 * silence, not on the whole transfer). Three attempts (the SDK's backoff between them) ride out
 * a restart or a 503 SlowDown. Worst cases: ≈ 3.5 s unreachable, ≈ 9 s when the server hangs.
 */
const CONNECT_TIMEOUT_MS = 1_000;
const SILENCE_TIMEOUT_MS = 3_000;
const MAX_ATTEMPTS = 3;

/** What the stored bytes are, told to the bucket so that anyone looking at it sees it; chat files are opaque. */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** No answer from the store (refused, unreachable, timed out): the user is told so (503), the operator by the log. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Answers that mean the store cannot be used as configured; any 5xx and 403 (access denied, unknown key, bad signature) too. */
const UNAVAILABLE_NAMES = new Set(['TimeoutError', 'NoSuchBucket', 'CredentialsProviderError']);

function storageFailure(err: unknown, call: string): unknown {
  if (!(err instanceof Error)) return err;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (err as NodeJS.ErrnoException).code;
  const unavailable =
    (status !== undefined && (status >= 500 || status === 403)) || UNAVAILABLE_NAMES.has(err.name) || (code !== undefined && NETWORK_CODES.has(code));
  if (!unavailable) return err;
  const what = [err.name, status, code].filter((part) => part !== undefined).join(' ');
  return new AppError(503, 'storage_unavailable', `image store: S3 ${call}: ${what}: ${err.message}`);
}

/**
 * Images in an S3 bucket (AWS or any S3-compatible server), for servers that share one database
 * and so must share their images (decision 029). The SDK is loaded on first use: the embedded
 * default (images on disk) never pays for it.
 */
export class S3ImageStore implements ImageStore {
  private readonly options: S3StoreOptions;
  private connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;

  constructor(options: S3StoreOptions) {
    this.options = options;
  }

  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, credentials, forcePathStyle } = this.options;
      const client = new sdk.S3Client({
        forcePathStyle,
        maxAttempts: MAX_ATTEMPTS,
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SILENCE_TIMEOUT_MS },
        ...(region ? { region } : {}),
        ...(endpoint ? { endpoint } : {}),
        ...(credentials ? { credentials } : {}),
      });
      return { sdk, client };
    });
    return this.connection;
  }

  private object(key: string) {
    return { Bucket: this.options.bucket, Key: this.options.prefix + key };
  }

  /** For the log: which bucket and object a failure was about. */
  private where(key: string) {
    return `${this.options.bucket}/${this.options.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    // One PUT stores the whole object or nothing: no reader ever sees part of one.
    try {
      await client.send(new sdk.PutObjectCommand({ ...this.object(key), Body: bytes, ContentType: contentTypeOf(key) }));
    } catch (err) {
      throw storageFailure(err, `put ${this.where(key)}`);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand(this.object(key)));
      if (!answer.Body) return Buffer.alloc(0);
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      // A missing object only; a missing bucket is a store that is not there (503), not a missing image.
      if (err instanceof Error && err.name === 'NoSuchKey') return null;
      throw storageFailure(err, `get ${this.where(key)}`);
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      // S3 answers 204 for a key that is not there: a sweep may run twice.
      await client.send(new sdk.DeleteObjectCommand(this.object(key)));
    } catch (err) {
      throw storageFailure(err, `delete ${this.where(key)}`);
    }
  }

  /**
   * Reads a key that is never written: "no such key" proves what serving images needs (the
   * endpoint answers, the bucket exists, the keys are accepted, objects may be read), which
   * HeadBucket does not. It also warns when s3:ListBucket is not granted: S3 then answers every
   * missing key with 403, so a missing image would answer 503 instead of 404.
   */
  async check(): Promise<void> {
    await this.get('.bizmatch-check');
  }
}
