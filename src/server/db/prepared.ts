import type { Database } from './client.ts';

/** The statements made for each database handle, by name (a transaction's die with it). */
const made = new WeakMap<Database, Map<string, unknown>>();

/**
 * A prepared statement of a fixed shape, made once per database handle under `name` (its
 * statement name: unique per shape) and then executed with its placeholders: its SQL is built once,
 * and PostgreSQL plans it once per connection (docs/decisions/058-page-rows-by-a-prepared-statement.md).
 * `build` prepares the statement under that name.
 */
export function preparedOnce<T>(db: Database, name: string, build: (db: Database, name: string) => T): T {
  let byName = made.get(db);
  if (!byName) made.set(db, (byName = new Map<string, unknown>()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db, name)));
  return statement;
}
