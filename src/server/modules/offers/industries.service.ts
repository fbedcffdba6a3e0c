import type { Industry } from '../../../shared/schemas/offer-views.ts';
import type { Database } from '../../db/client.ts';
import { IndustryRepository } from './industries.repository.ts';

/** The two-level classification, read once: it changes only with a migration or the seed. */
export class IndustryService {
  private readonly db: Database;
  private cached: Promise<Industry[]> | undefined;

  constructor(db: Database) {
    this.db = db;
  }

  tree(): Promise<Industry[]> {
    this.cached ??= this.load().catch((err: unknown) => {
      this.cached = undefined;
      throw err;
    });
    return this.cached;
  }

  private async load(): Promise<Industry[]> {
    const rows = await new IndustryRepository(this.db).listAll();
    const nodes = new Map<string, Industry>();
    for (const r of rows.filter((r) => !r.parentId)) {
      nodes.set(r.id, { code: r.code, name_en: r.nameEn, name_ja: r.nameJa, name_th: r.nameTh, children: [] });
    }
    for (const r of rows.filter((r) => r.parentId)) {
      nodes.get(r.parentId!)?.children.push({ code: r.code, name_en: r.nameEn, name_ja: r.nameJa, name_th: r.nameTh });
    }
    return [...nodes.values()];
  }
}
