import { availableParallelism } from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../lib/errors.ts';

export interface ImageQueueOptions {
  /** Images decoded at the same time by this server process. */
  serverConcurrency: number;
  /** Uploads of one user that may wait behind the one being processed; past it, 429. */
  perUserWaiting: number;
  /** Users whose upload may wait for a free server slot; past it, 503. */
  serverWaiting: number;
}

/**
 * Decoding an image is the costliest thing the server does (a 24-megapixel photo takes about a
 * second of CPU and ~100 MB while decoded), so image work runs through a queue: at most
 * `serverConcurrency` images at a time for the whole process and one at a time per user, each
 * user with a short line of waiting uploads. A burst is refused early (429 or 503, nothing
 * decoded) instead of piling up memory and CPU for everyone.
 */
export class ImageQueue {
  private readonly server: LimitFunction;
  private readonly users = new Map<string, { limit: LimitFunction; tasks: number }>();
  readonly options: ImageQueueOptions;

  constructor(options: Partial<ImageQueueOptions> = {}) {
    this.options = {
      // Each decode also uses libvips threads; more at once than cores only adds memory.
      serverConcurrency: Math.max(1, Math.min(availableParallelism(), 4)),
      perUserWaiting: 2,
      serverWaiting: 64,
      ...options,
    };
    this.server = pLimit(this.options.serverConcurrency);
  }

  /** Runs `task` in turn for this user, or refuses at once when the user's or the server's line is full. */
  async run<T>(userId: string, task: () => Promise<T>): Promise<T> {
    let user = this.users.get(userId);
    if (user && user.tasks > this.options.perUserWaiting) throw new AppError(429, 'rate_limited');
    if (this.server.pendingCount >= this.options.serverWaiting) throw new AppError(503, 'service_unavailable');
    if (!user) {
      user = { limit: pLimit(1), tasks: 0 };
      this.users.set(userId, user);
    }
    const entry = user;
    entry.tasks += 1;
    return entry.limit(() => this.server(task)).finally(() => {
      entry.tasks -= 1;
      // An idle user's line is dropped, so the map holds only users with uploads in flight.
      if (entry.tasks === 0 && this.users.get(userId) === entry) this.users.delete(userId);
    });
  }

  /** Uploads in flight (running or waiting) for this user. */
  inFlight(userId: string): number {
    return this.users.get(userId)?.tasks ?? 0;
  }
}
