import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NewNotification = typeof notifications.$inferInsert;
export type StoredNotification = typeof notifications.$inferSelect;

/** Every write and read of `notifications` (issue 12). */
export class NotificationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Writes the notices of one event; a user already told of it (a retried projection) is skipped. */
  async insertMany(rows: NewNotification[]): Promise<StoredNotification[]> {
    if (rows.length === 0) return [];
    return this.db.insert(notifications).values(rows).onConflictDoNothing().returning();
  }
}
