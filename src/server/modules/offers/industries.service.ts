import type { Database } from '../../db/client.ts';
import { IndustryRepository } from './industries.repository.ts';

export interface IndustryNode {
  code: string;
  name_en: string;
  name_ja: string;
  name_th: string;
  children: { code: string; name_en: string; name_ja: string; name_th: string }[];
}

/** The two-level classification, read once: it changes only with a migration or the seed. */
export class IndustryService {
  private readonly db: Database;
  private cached: Promise<IndustryNode[]> | undefined;

  constructor(db: Database) {
    this.db = db;
  }

  tree(): Promise<IndustryNode[]> {
    this.cached ??= this.load().catch((err: unknown) => {
      this.cached = undefined;
      throw err;
    });
    return this.cached;
  }

  private async load(): Promise<IndustryNode[]> {
    const rows = await new IndustryRepository(this.db).listAll();
    const nodes = new Map<string, IndustryNode>();
    for (const r of rows.filter((r) => !r.parentId)) {
      nodes.set(r.id, { code: r.code, name_en: r.nameEn, name_ja: r.nameJa, name_th: r.nameTh, children: [] });
    }
    for (const r of rows.filter((r) => r.parentId)) {
      nodes.get(r.parentId!)?.children.push({ code: r.code, name_en: r.nameEn, name_ja: r.nameJa, name_th: r.nameTh });
    }
    return [...nodes.values()];
  }
}
