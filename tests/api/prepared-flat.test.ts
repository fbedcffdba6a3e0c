// preparedFlat (src/server/db/prepared.ts) maps a prepared select's rows by a loop of its own
// instead of drizzle's. Its rows must be drizzle's, value for value: the demo world's offers read
// both ways through the statement the offer lists read their pages by, in each of its shapes
// (timestamps, dates, integers, booleans, a JSON aggregate, columns of left-joined tables that are
// null, the placeholders).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { preparedFlat } from '../../src/server/db/prepared.ts';
import { offerFavorites, offers, users } from '../../src/server/db/schema/index.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { pageRowsSelect, type PageShape } from '../../src/server/modules/offers/offer-search.repository.ts';
import { seedDemo } from '../../src/server/seed/seed.ts';
import { openTestDatabase } from '../helpers/database.ts';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let ids: string[];
let userId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await seedDemo(db, new MemoryImageStore());
  ids = (await db.select({ id: offers.id }).from(offers)).map((r) => r.id);
  // A favourite of some user, so that the flag is true on one row.
  const [user] = await db.select({ id: users.id, organisationId: users.organisationId }).from(users).limit(1);
  userId = user!.id;
  await db.insert(offerFavorites).values({ offerId: ids[0]!, userId, organisationId: user!.organisationId });
  // An offer of no branch and no middle industry: its left joins find nothing.
  await db.update(offers).set({ branchId: null, industryMiddleId: null }).where(eq(offers.id, ids[1]!));
});
afterAll(async () => handle.drop());

const SHAPES: PageShape[] = [
  { companyNames: true, favorites: true, sort: 'created_desc' },
  { companyNames: false, favorites: false, sort: 'updated_asc' },
];

describe('preparedFlat', () => {
  it.each(SHAPES)("maps every row of an offer list's page as drizzle's own prepared select does (%o)", async (shape) => {
    expect(ids.length).toBeGreaterThan(10);
    const name = `prepared_flat_test_${shape.companyNames ? 'named' : 'hidden'}`;
    const { select } = pageRowsSelect(db, shape);
    const theirs = await select.prepare(`${name}_drizzle`).execute({ ids, user: userId });
    const { fields, select: again } = pageRowsSelect(db, shape);
    const ours = await preparedFlat(db, again, fields, `${name}_ours`).execute({ ids, user: userId });

    expect(ours).toEqual(theirs);
    expect(ours).toHaveLength(ids.length);
    // The kinds of value the comparison covered, so that it cannot pass on rows of nulls.
    expect(ours.every((row) => row.createdAt instanceof Date)).toBe(true);
    expect(ours.some((row) => row.favorite === shape.favorites)).toBe(true);
    expect(ours.some((row) => Array.isArray(row.titleVersions) && row.titleVersions.length > 0)).toBe(true);
    expect(ours.some((row) => typeof row.priceMin === 'number')).toBe(true);
    // Null and not null in the same column: a price, and the left-joined middle industry (and branch, when shown).
    const mixed = Object.keys(fields).filter((key) => ours.some((row) => row[key as keyof typeof row] === null) && ours.some((row) => row[key as keyof typeof row] !== null));
    expect(mixed).toEqual(expect.arrayContaining(['priceMin', 'middleCode', 'middleNameJa', ...(shape.companyNames ? ['branchName'] : [])]));
  });

  it('answers no rows for no ids, and refuses a nested selection', async () => {
    const { fields, select } = pageRowsSelect(db, SHAPES[0]!);
    expect(await preparedFlat(db, select, fields, 'prepared_flat_test_empty').execute({ ids: [], user: null })).toEqual([]);
    expect(() => preparedFlat(db, select, { nested: { id: offers.id } } as never, 'prepared_flat_test_nested')).toThrow(/neither a column nor an SQL expression/);
  });
});
