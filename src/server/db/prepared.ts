import { Column, is, SQL, type DriverValueDecoder, type Query } from 'drizzle-orm';
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

/** A selected field a flat row is made of: a column, or an expression (aliased or not). */
type FlatField = Column | SQL | SQL.Aliased;

/** An expression's decoder (`mapWith`'s, or none): drizzle keeps the property out of its typings. */
const sqlDecoder = (expression: SQL) => (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/** How drizzle reads a field's value from the driver (drizzle's own `mapResultRow` picks it the same way). */
function decoderOf(field: FlatField): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  throw new Error('preparedFlat: a field is neither a column nor an SQL expression');
}

/**
 * `select`, a select of the flat `fields` (a column or an expression each, no nested objects),
 * prepared under `name` with its rows mapped by a loop made once for those fields: each value
 * through its column's decoder, as drizzle's `mapResultRow` does, without the class tests and the
 * path walk drizzle repeats for every value of every row (0.36 ms of a search's 20-row page on a
 * two-core VM; bench/README.md, "Step 12: what a page of 20 costs the API").
 * tests/api/prepared-flat.test.ts checks the rows equal drizzle's own.
 */
export function preparedFlat<S extends { toSQL(): Query; execute(): Promise<unknown[]> }>(
  db: Database,
  select: S,
  fields: Record<string, FlatField>,
  name: string,
): { execute(placeholders?: Record<string, unknown>): Promise<Awaited<ReturnType<S['execute']>>> } {
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => decoderOf(fields[key]!));
  const mapRows = (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        out[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return out;
    });
  // Rows come from the driver as arrays in the order of `fields` (drizzle orders a flat selection by its keys).
  return db._.session.prepareQuery(select.toSQL(), undefined, name, true, mapRows) as never;
}
