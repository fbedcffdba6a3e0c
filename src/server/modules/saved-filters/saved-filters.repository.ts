import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedFilters } from '../../db/schema/index.ts';

export type SavedFilterRow = typeof savedFilters.$inferSelect;

/** The saved filters table. */
export class SavedFilterRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The filters of a list the scope selects, by name. */
  list(scope: SQL, list: string): Promise<SavedFilterRow[]> {
    return this.db.select().from(savedFilters).where(and(scope, eq(savedFilters.list, list))).orderBy(asc(savedFilters.name));
  }

  /** Holds the user's saved filters until the transaction ends: one writer at a time sees the same count. */
  async lockUser(userId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${'saved_filters:' + userId}))`);
  }

  async countOf(userId: string, list: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(savedFilters).where(and(eq(savedFilters.userId, userId), eq(savedFilters.list, list)));
    return row?.n ?? 0;
  }

  async find(id: string): Promise<SavedFilterRow | undefined> {
    const [row] = await this.db.select().from(savedFilters).where(eq(savedFilters.id, id)).limit(1);
    return row;
  }

  async insert(values: typeof savedFilters.$inferInsert): Promise<SavedFilterRow> {
    const [row] = await this.db.insert(savedFilters).values(values).returning();
    return row!;
  }

  async setAlert(id: string, alert: string): Promise<SavedFilterRow> {
    const [row] = await this.db.update(savedFilters).set({ alert }).where(eq(savedFilters.id, id)).returning();
    return row!;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(savedFilters).where(eq(savedFilters.id, id));
  }
}
