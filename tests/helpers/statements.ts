import pg from 'pg';

/**
 * Every statement `pg`'s clients send while `fn` runs, each on one line, in order (on PostgreSQL:
 * pool and transaction clients alike; PGlite sends none through `pg`). For tests that count what a
 * use case costs the database (decision 052).
 */
export async function statementsDuring(fn: () => Promise<void>): Promise<string[]> {
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const seen: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown } | null)?.text ?? '');
    seen.push(text.replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen;
}
