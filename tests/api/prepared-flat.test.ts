// preparedFlat (src/server/db/prepared.ts) maps a prepared select's rows by a loop of its own
// instead of drizzle's. Its rows must be drizzle's, value for value: the demo world's offers read
// both ways through the columns the offer lists select (timestamps, dates, integers, booleans, a
// JSON aggregate, columns of left-joined tables that are null, a placeholder in an expression).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { preparedFlat } from '../../src/server/db/prepared.ts';
import { branches, offerFavorites, offers, users } from '../../src/server/db/schema/index.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { bank, company, listColumns, major, middle } from '../../src/server/modules/offers/offer-columns.ts';
import { titleVersionsSql } from '../../src/server/modules/offers/offers.repository.ts';
import { seedDemo } from '../../src/server/seed/seed.ts';
import { openTestDatabase } from '../helpers/database.ts';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await seedDemo(db, new MemoryImageStore());
});
afterAll(async () => handle.drop());

function offerRows(database: Database) {
  const fields = {
    ...listColumns,
    branchName: branches.name,
    favorite: sql<boolean>`exists (select 1 from ${offerFavorites} where ${offerFavorites.offerId} = ${offers.id} and ${offerFavorites.userId} = ${sql.placeholder('user')}::uuid)`.as('favorite'),
    hidden: sql<string>`''`,
    titleVersions: sql`(${titleVersionsSql(offers, 'versions')})`.as('title_versions'),
  };
  const select = database
    .select(fields)
    .from(offers)
    .innerJoin(company, eq(company.id, offers.organisationId))
    .innerJoin(bank, eq(bank.id, offers.bankId))
    .leftJoin(branches, eq(branches.id, offers.branchId))
    .leftJoin(major, eq(major.id, offers.industryMajorId))
    .leftJoin(middle, eq(middle.id, offers.industryMiddleId))
    .where(sql`${offers.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(offers.createdAt, offers.id);
  return { fields, select };
}

describe('preparedFlat', () => {
  it("maps every row as drizzle's own prepared select does", async () => {
    const ids = (await db.select({ id: offers.id }).from(offers)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(10);
    // A favourite of some user, so that the flag is true on one row.
    const [user] = await db.select({ id: users.id, organisationId: users.organisationId }).from(users).limit(1);
    await db.insert(offerFavorites).values({ offerId: ids[0]!, userId: user!.id, organisationId: user!.organisationId });
    const favorite = { userId: user!.id };
    // An offer of no branch and no middle industry: its left joins find nothing.
    await db.update(offers).set({ branchId: null, industryMiddleId: null }).where(eq(offers.id, ids[1]!));

    const { fields, select } = offerRows(db);
    const theirs = await select.prepare('prepared_flat_test_drizzle').execute({ ids, user: favorite.userId });
    const ours = await preparedFlat(db, offerRows(db).select, fields, 'prepared_flat_test_ours').execute({ ids, user: favorite.userId });

    expect(ours).toEqual(theirs);
    expect(ours).toHaveLength(ids.length);
    // The kinds of value the comparison covered, so that it cannot pass on rows of nulls.
    expect(ours.every((row) => row.createdAt instanceof Date)).toBe(true);
    // Null and not null in the same column: a price, and the left-joined branch and middle industry.
    const mixed = Object.keys(fields).filter((key) => ours.some((row) => row[key as keyof typeof row] === null) && ours.some((row) => row[key as keyof typeof row] !== null));
    expect(mixed).toEqual(expect.arrayContaining(['priceMin', 'branchName', 'middleCode', 'middleNameJa']));
    expect(ours.some((row) => row.favorite === true)).toBe(true);
    expect(ours.some((row) => Array.isArray(row.titleVersions) && row.titleVersions.length > 0)).toBe(true);
    expect(ours.some((row) => typeof row.priceMin === 'number')).toBe(true);
  });

  it('answers no rows for no ids, and refuses a nested selection', async () => {
    const { fields, select } = offerRows(db);
    expect(await preparedFlat(db, select, fields, 'prepared_flat_test_empty').execute({ ids: [], user: null })).toEqual([]);
    expect(() => preparedFlat(db, select, { nested: { id: offers.id } } as never, 'prepared_flat_test_nested')).toThrow(/neither a column nor an SQL expression/);
  });
});
