import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

const running = new AsyncLocalStorage<symbol>();

/**
 * The statements `pg`'s clients send while `fn` runs, each on one line, in order (on PostgreSQL:
 * pool and transaction clients alike; PGlite sends none through `pg`). For tests that count what a
 * use case costs the database (decision 052).
 *
 * `scope: 'fn'` (the default) keeps only those sent from `fn`'s own asynchronous calls (a request
 * through `app.inject`, say), so the app's background work (the shared rate limiter's flush every
 * second, jobs, the listener's heartbeat) never lands in the list. `scope: 'process'` keeps every
 * statement of the process meanwhile: for work started elsewhere, such as a socket's frame handled
 * in the socket's own context; assert only what background work cannot send.
 */
export async function statementsDuring(fn: () => Promise<void>, scope: 'fn' | 'process' = 'fn'): Promise<string[]> {
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const token = Symbol('statements');
  const seen: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (scope === 'process' || running.getStore() === token) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown } | null)?.text ?? '');
      seen.push(text.replace(/\s+/g, ' ').trim());
    }
    return original.apply(this, args);
  };
  try {
    await running.run(token, fn);
  } finally {
    proto.query = original;
  }
  return seen;
}
