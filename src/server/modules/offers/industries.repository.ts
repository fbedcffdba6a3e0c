import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { industries } from '../../db/schema/index.ts';

export class IndustryRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async listAll() {
    return this.db
      .select({
        id: industries.id,
        parentId: industries.parentId,
        code: industries.code,
        nameEn: industries.nameEn,
        nameJa: industries.nameJa,
        nameTh: industries.nameTh,
      })
      .from(industries)
      .orderBy(asc(industries.sortOrder));
  }
}
