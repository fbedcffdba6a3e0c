import type { NoticeBus } from './notice-bus.ts';

export interface NoticeCacheOptions {
  /** How long an entry is trusted at most, notices or not (the safety net if one is ever missed); 0 keeps nothing. */
  ttlMs: number;
  /** How many entries are kept; the one stored longest ago goes first. */
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * What a server read from the database, kept in this process for seconds and forgotten on every
 * server by notices (`noticeBusFor`) — the session cache's and the search page cache's common part.
 *
 * - Nothing is kept unless the notices are heard: entries are stored only between `start` (the bus
 *   listens) and `stop` (it closed, or its connection was lost: notices may be missed from then on).
 * - A value read while a forget happened is not stored: the caller takes `mark()` before reading
 *   and hands it back to `set`; every forget or clear moves the generation on, so a read that began
 *   before a change was announced (and may hold the data from before it) is dropped.
 * - Every entry expires after `ttlMs`; at most `maxEntries`, the oldest stored dropped first.
 */
export class NoticeCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly options: NoticeCacheOptions;
  private readonly clock: () => number;
  /** Counts forgets; a read started under an older generation is not stored. */
  private generation = 0;
  /** False until the bus listens (and after it stops): nothing is kept that no notice could remove. */
  private active = false;

  constructor(options: NoticeCacheOptions, clock: () => number = Date.now) {
    this.options = options;
    this.clock = clock;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Entries are kept only between `start` (the bus listens) and `stop`. */
  start(): void {
    this.active = true;
  }

  /** Forgets everything and keeps nothing until `start` again. */
  stop(): void {
    this.active = false;
    this.clear();
  }

  /** The generation to hand back to `set` with the value read from the database. */
  mark(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` unless the cache is off or a forget happened since `generation` was marked. */
  set(key: string, value: V, generation: number): void {
    if (!this.active || generation !== this.generation || this.options.maxEntries <= 0 || this.options.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.clock() + this.options.ttlMs });
    // A Map iterates in insertion order: the first key is the entry stored longest ago.
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Changes a kept value in place (keeping its expiry); never adds one. */
  update(key: string, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  /** Forgets one entry. */
  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches. */
  forgetWhere(matches: (value: V) => boolean): void {
    this.generation++;
    for (const [key, { value }] of this.entries) if (matches(value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/**
 * Keeps `caches` correct by the notices of `bus`: each notice goes to `onNotice` (which forgets what
 * it names); while the listening connection is lost the caches keep nothing, and once it listens
 * again everything kept before is forgotten (notices may have been missed) and `onResync` runs.
 * Answers the function that stops listening (call it when the server closes).
 */
export async function informedBy<T>(
  caches: NoticeCache<unknown> | NoticeCache<unknown>[],
  bus: NoticeBus<T>,
  onNotice: (notice: T) => void,
  log: { info(message: string): void } = { info: () => undefined },
  onResync: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const all = Array.isArray(caches) ? caches : [caches];
  await bus.listen(
    onNotice,
    () => {
      log.info('listening again; forgetting everything kept');
      for (const cache of all) {
        cache.clear();
        cache.start();
      }
      onResync();
    },
    () => {
      log.info('lost the listening connection; keeping nothing until it is back');
      for (const cache of all) cache.stop();
    },
  );
  for (const cache of all) cache.start();
  return async () => {
    for (const cache of all) cache.stop();
    await bus.close();
  };
}
