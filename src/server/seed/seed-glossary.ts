import type { Database } from '../db/client.ts';
import { GlossaryRepository } from '../modules/glossary/glossary.repository.ts';
import { normaliseGlossaryTerms } from '../../shared/schemas/glossary.ts';
import { STARTER_GLOSSARY } from './seed-data/glossary.ts';

/**
 * The demo world's business glossary (docs/decisions/051-glossary.md): the starter groups, written
 * before the demo offers so that their search columns carry the groups' tags. A term already taken
 * (in its language) is left out, quietly.
 */
export async function seedDemoGlossary(db: Database, now: Date = new Date()): Promise<void> {
  await new GlossaryRepository(db).addSkippingTaken(
    STARTER_GLOSSARY.map((group) => normaliseGlossaryTerms(group)),
    now,
  );
}
