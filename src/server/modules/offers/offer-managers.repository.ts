import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offerManagers, users } from '../../db/schema/index.ts';

export class OfferManagerRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async listWithUsers(organisationId: string) {
    return this.db
      .select({
        userId: users.id,
        name: users.name,
        displayName: users.displayName,
        nameEn: users.usernameEn,
        userType: users.userType,
        managerSince: offerManagers.createdAt,
      })
      .from(users)
      .leftJoin(offerManagers, and(eq(offerManagers.userId, users.id), eq(offerManagers.organisationId, organisationId)))
      .where(and(eq(users.organisationId, organisationId), isNull(users.disabledAt)))
      .orderBy(asc(users.name), asc(users.id));
  }

  async countActiveUsers(organisationId: string, userIds: string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), inArray(users.id, userIds), isNull(users.disabledAt)));
    return rows.length;
  }

  async replace(organisationId: string, userIds: string[]): Promise<void> {
    await this.db.delete(offerManagers).where(eq(offerManagers.organisationId, organisationId));
    if (userIds.length) await this.db.insert(offerManagers).values(userIds.map((userId) => ({ organisationId, userId })));
  }

  async managerIds(organisationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: offerManagers.userId })
      .from(offerManagers)
      .where(eq(offerManagers.organisationId, organisationId));
    return rows.map((r) => r.id);
  }
}
