import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { machineTranslations } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/enum-values.ts';

export interface StoredTranslation {
  sourceHash: string;
  translatedText: string;
  provider: string;
  createdAt: Date;
}

/** The machine translations kept by content (decision 049). */
export class TranslationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The stored translations of these texts (by hash) from one language into another. */
  async find(hashes: string[], from: Language, to: Language): Promise<Map<string, StoredTranslation>> {
    if (hashes.length === 0) return new Map();
    const rows = await this.db
      .select({
        sourceHash: machineTranslations.sourceHash,
        translatedText: machineTranslations.translatedText,
        provider: machineTranslations.provider,
        createdAt: machineTranslations.createdAt,
      })
      .from(machineTranslations)
      .where(
        and(
          inArray(machineTranslations.sourceHash, [...new Set(hashes)]),
          eq(machineTranslations.sourceLanguage, from),
          eq(machineTranslations.targetLanguage, to),
        ),
      );
    return new Map(rows.map((r) => [r.sourceHash, r]));
  }

  /** Keeps new translations; one already kept (another server made it first) stays. */
  async store(rows: { sourceHash: string; from: Language; to: Language; provider: string; translatedText: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(machineTranslations)
      .values(rows.map((r) => ({ sourceHash: r.sourceHash, sourceLanguage: r.from, targetLanguage: r.to, provider: r.provider, translatedText: r.translatedText })))
      .onConflictDoNothing();
  }
}
