import type { GlossaryGroup } from '../../../shared/schemas/glossary.ts';
import type { GlossaryGroupRow } from './glossary.repository.ts';

export const presentGlossaryGroup = (row: GlossaryGroupRow): GlossaryGroup => ({
  id: row.id,
  ja: row.ja,
  en: row.en,
  th: row.th,
  updated_at: row.updatedAt.toISOString(),
});
