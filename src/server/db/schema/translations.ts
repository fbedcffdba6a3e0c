import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { languageEnum } from './organisations.ts';

/**
 * Machine translations, kept by content (decision 049): a text is sent to a provider once per
 * language pair, and every later reader of the same text reads the stored translation. Keyed by the
 * SHA-256 of the text, so a chat message, an offer's field and an application that say the same
 * thing share one row, and the row says nothing of where the text was written.
 */
export const machineTranslations = pgTable(
  'machine_translations',
  {
    sourceHash: text('source_hash').notNull(),
    sourceLanguage: languageEnum('source_language').notNull(),
    targetLanguage: languageEnum('target_language').notNull(),
    /** The provider that made it ('libretranslate', 'amazon'), shown to the reader. */
    provider: text('provider').notNull(),
    translatedText: text('translated_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.sourceLanguage, t.targetLanguage] })],
);
