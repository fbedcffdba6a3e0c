import { setTimeout as sleep } from 'node:timers/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import pThrottle from 'p-throttle';

/** The languages bizmatch translates between; each provider's own codes for them are the same. */
export const TRANSLATION_LANGUAGES = ['ja', 'en', 'th'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const TRANSLATION_PROVIDERS = ['libretranslate', 'amazon'] as const;
export type ProviderId = (typeof TRANSLATION_PROVIDERS)[number];

/** TRANSLATION_REQUESTS_PER_SECOND and TRANSLATION_TIMEOUT_MS when unset (decision 049). */
export const DEFAULT_REQUESTS_PER_SECOND = 5;
export const DEFAULT_TIMEOUT_MS = 8_000;

/**
 * Translates texts through a machine-translation service (decision 049). Callers get this port
 * only; which service answers, and how it is batched, throttled and retried, is configuration.
 */
export interface MachineTranslator {
  readonly provider: ProviderId;
  /** true when texts leave the operator's own servers (a bank may forbid that for its customers). */
  readonly cloud: boolean;
  /** Translates texts (same order, same length); throws MachineTranslationError. */
  translate(texts: string[], from: TranslationLanguage, to: TranslationLanguage, options?: { signal?: AbortSignal }): Promise<string[]>;
}

/**
 * - `unavailable`: no usable answer (refused, unreachable, 5xx, a malformed answer): try later.
 * - `rate_limited`: the provider still asked to slow down after the retries (or asked for a wait longer than the time left).
 * - `rejected`: the provider refused these texts or languages (too long, unsupported pair): retrying will not help.
 * - `timeout`: no answer within TRANSLATION_TIMEOUT_MS.
 * - `auth`: the provider refused our key or signature: a configuration problem for the operator.
 */
export type MachineTranslationErrorKind = 'unavailable' | 'rate_limited' | 'rejected' | 'timeout' | 'auth';

export class MachineTranslationError extends Error {
  readonly kind: MachineTranslationErrorKind;
  readonly provider: ProviderId;
  /** How long the provider asked us to wait before the next request (its Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(provider: ProviderId, kind: MachineTranslationErrorKind, message: string, options?: { cause?: unknown; retryAfterMs?: number | undefined }) {
    super(`${provider}: ${message}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'MachineTranslationError';
    this.kind = kind;
    this.provider = provider;
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/**
 * One provider's single request, which `limitedTranslator` batches, throttles, times and retries.
 * A provider maps every failure of its own to a MachineTranslationError; a failure after `signal`
 * aborted may be anything (the wrapper knows why it aborted).
 */
export interface TranslationProvider {
  readonly id: ProviderId;
  readonly cloud: boolean;
  /** The most texts one request may carry. */
  readonly maxTexts: number;
  /** The most one request may carry, summed over its texts and measured by `size`. */
  readonly maxSize: number;
  /** A text's size as the provider counts it (characters, UTF-8 bytes); the sum of its characters' sizes. */
  size(text: string): number;
  /** Translates 1..maxTexts non-blank texts in one request: as many translations, in order. */
  request(texts: string[], from: TranslationLanguage, to: TranslationLanguage, signal: AbortSignal): Promise<string[]>;
}

export interface TranslationLimits {
  /** Requests this process sends the provider per second at most, over all callers. */
  requestsPerSecond: number;
  /** How long one `translate` call may take, its batches, waits and retries included. */
  timeoutMs: number;
  /** Requests in flight at once, over all callers. */
  concurrency?: number;
  /** Further attempts after a rate-limited answer. */
  maxRetries?: number;
  /** The wait before the first retry when the provider names none; doubled for the next. */
  retryBaseMs?: number;
}

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_RETRY_BASE_MS = 500;

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Where a reader pauses at a sentence's end: after . ! ? before a space, after 。！？ anywhere (Japanese and Thai need no space). */
const SENTENCE_END = /[.!?](?=\s)|[。！？]/g;

/** Where to cut `prefix` (the most of a text that fits): the last line break, else sentence end, else space, else its end. */
function cutPoint(prefix: string): number {
  const line = prefix.lastIndexOf('\n');
  if (line > 0 && prefix.slice(0, line).trim()) return line;
  let sentence = 0;
  for (const match of prefix.matchAll(SENTENCE_END)) sentence = match.index + match[0].length;
  if (sentence > 0) return sentence;
  const space = prefix.search(/\s\S*$/);
  if (space > 0 && prefix.slice(0, space).trim()) return space;
  return prefix.length;
}

/**
 * A text larger than one request may carry, cut where a reader pauses (`cutPoint`): at the last
 * line break that fits, else the last sentence end, else the last space (Thai separates phrases,
 * not words, by spaces), else between two characters. `gaps[i]` is the whitespace that stood
 * between `pieces[i]` and `pieces[i + 1]`, put back between their translations. `text` has no
 * leading or trailing whitespace.
 */
export function splitText(text: string, maxSize: number, size: (text: string) => number): { pieces: string[]; gaps: string[] } {
  const pieces: string[] = [];
  const gaps: string[] = [];
  let rest = text;
  while (size(rest) > maxSize) {
    // The longest prefix that fits, counted by whole code points (never half a surrogate pair).
    let fit = 0;
    let total = 0;
    for (const char of rest) {
      total += size(char);
      if (total > maxSize) break;
      fit += char.length;
    }
    if (fit === 0) throw new RangeError(`one character is larger than ${maxSize}`);
    const at = cutPoint(rest.slice(0, fit));
    const head = rest.slice(0, at);
    const tail = rest.slice(at);
    const headCore = head.trimEnd();
    const tailCore = tail.trimStart();
    pieces.push(headCore);
    gaps.push(head.slice(headCore.length) + tail.slice(0, tail.length - tailCore.length));
    rest = tailCore;
  }
  pieces.push(rest);
  return { pieces, gaps };
}

/** A piece of one input text, sent in some batch. */
interface Unit {
  text: string;
  size: number;
}

/** Whole texts in order into batches of at most `maxTexts` units and `maxSize` in total. */
function packBatches(units: readonly Unit[], maxTexts: number, maxSize: number): Unit[][] {
  const batches: Unit[][] = [];
  let current: Unit[] = [];
  let total = 0;
  for (const unit of units) {
    if (current.length > 0 && (current.length >= maxTexts || total + unit.size > maxSize)) {
      batches.push(current);
      current = [];
      total = 0;
    }
    current.push(unit);
    total += unit.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** `work`, or the abort's reason as soon as `signal` aborts (a queued request is not waited for). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The wrapper every provider goes through (decision 049):
 * - blank texts come back as they are, a text into the same language too, without a request;
 * - the rest is packed into batches within the provider's limits (a text too large alone is cut
 *   at a line, sentence or space and its translated pieces joined again), leading and trailing
 *   whitespace kept around each translation;
 * - at most `concurrency` requests in flight and `requestsPerSecond` started in any second, for all
 *   callers of this process together (p-limit, then p-throttle's strict sliding window);
 * - one deadline per call (`timeoutMs`, AbortSignal.timeout) over its batches, queueing and retries;
 * - a rate-limited answer is retried at most `maxRetries` times, after the provider's Retry-After
 *   (else 0.5 s, then 1 s), and never when that wait would pass the deadline;
 * - the first failed batch fails the call and cancels its other batches.
 */
export function limitedTranslator(provider: TranslationProvider, limits: TranslationLimits): MachineTranslator {
  const maxRetries = limits.maxRetries ?? DEFAULT_MAX_RETRIES;
  const retryBaseMs = limits.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const inFlight: LimitFunction = pLimit(limits.concurrency ?? DEFAULT_CONCURRENCY);
  // Strict: no 1-second window ever holds more than the limit (the windowed default lets two
  // windows' worth through around a window's edge).
  const throttled = pThrottle({ limit: limits.requestsPerSecond, interval: 1000, strict: true })((job: () => Promise<string[]>) => job());

  /** One request: a slot among those in flight first, then its turn under the rate, then the provider. */
  const send = (texts: string[], from: TranslationLanguage, to: TranslationLanguage, signal: AbortSignal) =>
    untilAborted(
      inFlight(() => {
        signal.throwIfAborted();
        return throttled(() => {
          // Its turn may come after the call has given up: the request is then not sent.
          signal.throwIfAborted();
          return provider.request(texts, from, to, signal);
        });
      }),
      signal,
    );

  return {
    provider: provider.id,
    cloud: provider.cloud,

    async translate(texts, from, to, options) {
      const results = [...texts];
      if (from === to) return results;
      for (const language of [from, to]) {
        if (!TRANSLATION_LANGUAGES.includes(language)) throw new MachineTranslationError(provider.id, 'rejected', `unsupported language ${String(language)}`);
      }

      // Each non-blank text as its pieces (most are one), remembered to be put together again.
      const units: Unit[] = [];
      const assembly: { index: number; lead: string; trail: string; first: number; gaps: string[] }[] = [];
      texts.forEach((text, index) => {
        const core = text.trim();
        if (!core) return;
        const { pieces, gaps } = splitText(core, provider.maxSize, (part) => provider.size(part));
        const start = text.indexOf(core);
        assembly.push({ index, lead: text.slice(0, start), trail: text.slice(start + core.length), first: units.length, gaps });
        for (const piece of pieces) units.push({ text: piece, size: provider.size(piece) });
      });
      if (units.length === 0) return results;

      const timeout = AbortSignal.timeout(limits.timeoutMs);
      const deadline = performance.now() + limits.timeoutMs;
      const cancel = new AbortController();
      const caller = options?.signal;
      const signal = AbortSignal.any(caller ? [timeout, cancel.signal, caller] : [timeout, cancel.signal]);

      /** What a failed request means for the call: a timeout, the caller's own abort, or the provider's error. */
      const failure = (err: unknown): unknown => {
        if (caller?.aborted) return caller.reason;
        if (timeout.aborted) return new MachineTranslationError(provider.id, 'timeout', `no answer within ${limits.timeoutMs} ms`, { cause: err });
        if (err instanceof MachineTranslationError) return err;
        return new MachineTranslationError(provider.id, 'unavailable', err instanceof Error ? err.message : String(err), { cause: err });
      };

      const translateBatch = async (batch: Unit[]): Promise<string[]> => {
        const batchTexts = batch.map((unit) => unit.text);
        for (let attempt = 0; ; attempt += 1) {
          let error: unknown;
          try {
            const translated = await send(batchTexts, from, to, signal);
            if (translated.length !== batchTexts.length) {
              throw new MachineTranslationError(provider.id, 'unavailable', `answered ${translated.length} translations for ${batchTexts.length} texts`);
            }
            return translated;
          } catch (err) {
            error = failure(err);
          }
          // Only a rate-limited answer is tried again, and not once the call has ended some other way.
          if (signal.aborted || !(error instanceof MachineTranslationError) || error.kind !== 'rate_limited' || attempt >= maxRetries) throw error;
          const wait = error.retryAfterMs ?? retryBaseMs * 2 ** attempt;
          // Waiting past the deadline would only end in a timeout: say what the provider said instead.
          if (wait >= deadline - performance.now()) throw error;
          try {
            await sleep(wait, undefined, { signal });
          } catch (err) {
            throw failure(err);
          }
        }
      };

      const batches = packBatches(units, provider.maxTexts, provider.maxSize);
      let translated: string[];
      try {
        translated = (
          await Promise.all(
            batches.map((batch) =>
              translateBatch(batch).catch((err: unknown) => {
                // The call has failed: its other batches need not be sent or waited for.
                cancel.abort(err);
                throw err;
              }),
            ),
          )
        ).flat();
      } finally {
        cancel.abort();
      }

      for (const { index, lead, trail, first, gaps } of assembly) {
        let joined = translated[first] ?? '';
        gaps.forEach((gap, i) => {
          joined += gap + (translated[first + i + 1] ?? '');
        });
        results[index] = lead + joined + trail;
      }
      return results;
    },
  };
}
