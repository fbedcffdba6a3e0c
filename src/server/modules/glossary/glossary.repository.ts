import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { glossaryGroups, glossaryTerms } from '../../db/schema/index.ts';
import { LANGUAGES, type Language } from '../../../shared/enums.ts';
import { glossaryTermKey, type GlossaryTerms } from '../../../shared/schemas/glossary.ts';

export type GlossaryGroupRow = { id: string; createdAt: Date; updatedAt: Date } & GlossaryTerms;

/** How many rows one INSERT writes (an import may hold tens of thousands of terms). */
const INSERT_CHUNK = 5_000;

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type TermRow = typeof glossaryTerms.$inferInsert;

/** A term's row: as typed (trimmed), and normalised for matching (docs/decisions/051-glossary.md). */
const termRow = (groupId: string, language: Language, term: string): TermRow => ({ groupId, language, term, normalisedTerm: glossaryTermKey(term) });
const termRows = (groupId: string, terms: GlossaryTerms) => LANGUAGES.flatMap((language) => terms[language].map((term) => termRow(groupId, language, term)));
const key = (language: Language, normalised: string) => `${language}\n${normalised}`;

/** The glossary's reads and writes (docs/decisions/051-glossary.md). */
export class GlossaryRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A page of groups, newest first, those with a term containing `q` (normalised; compared with the normalised terms) when given, with the total. */
  async list(q: string, page: number, perPage: number): Promise<{ rows: GlossaryGroupRow[]; total: number }> {
    const where: SQL | undefined = q
      ? sql`exists (select 1 from ${glossaryTerms} where ${glossaryTerms.groupId} = ${glossaryGroups.id} and position(${q} in ${glossaryTerms.normalisedTerm}) > 0)`
      : undefined;
    const [groups, [counted]] = await Promise.all([
      this.db
        .select()
        .from(glossaryGroups)
        .where(where)
        .orderBy(desc(glossaryGroups.createdAt), desc(glossaryGroups.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(glossaryGroups).where(where),
    ]);
    return { rows: await this.withTerms(groups), total: counted?.n ?? 0 };
  }

  /** Every group, oldest first (the order an import wrote them in), with its terms. */
  async all(): Promise<GlossaryGroupRow[]> {
    return this.withTerms(await this.db.select().from(glossaryGroups).orderBy(asc(glossaryGroups.createdAt), asc(glossaryGroups.id)));
  }

  async find(id: string): Promise<GlossaryGroupRow | undefined> {
    const [row] = await this.withTerms(await this.db.select().from(glossaryGroups).where(eq(glossaryGroups.id, id)));
    return row;
  }

  private async withTerms(groups: (typeof glossaryGroups.$inferSelect)[]): Promise<GlossaryGroupRow[]> {
    const ids = groups.map((g) => g.id);
    const terms = ids.length
      ? await this.db.select().from(glossaryTerms).where(inArray(glossaryTerms.groupId, ids)).orderBy(asc(glossaryTerms.normalisedTerm), asc(glossaryTerms.term))
      : [];
    const byGroup = new Map(groups.map((g) => [g.id, { id: g.id, createdAt: g.createdAt, updatedAt: g.updatedAt, ja: [], en: [], th: [] } as GlossaryGroupRow]));
    for (const t of terms) byGroup.get(t.groupId)?.[t.language as Language].push(t.term);
    return [...byGroup.values()];
  }

  /**
   * Which of the terms are already terms (in the same language, compared normalised) of a group
   * other than `except`: each as given here, the operator's own writing.
   */
  async taken(terms: GlossaryTerms, except: string | null): Promise<{ language: Language; term: string }[]> {
    const asked = LANGUAGES.flatMap((language) => terms[language].map((term) => ({ language, term, normalised: glossaryTermKey(term) })));
    if (asked.length === 0) return [];
    const rows = await this.db
      .select({ language: glossaryTerms.language, normalised: glossaryTerms.normalisedTerm })
      .from(glossaryTerms)
      .where(and(inArray(glossaryTerms.normalisedTerm, [...new Set(asked.map((t) => t.normalised))]), except ? ne(glossaryTerms.groupId, except) : undefined));
    const stored = new Set(rows.map((r) => key(r.language as Language, r.normalised)));
    return asked.filter((t) => stored.has(key(t.language, t.normalised))).map(({ language, term }) => ({ language, term }));
  }

  async create(terms: GlossaryTerms, userId: string | null): Promise<string> {
    const [group] = await this.db.insert(glossaryGroups).values({ updatedBy: userId }).returning({ id: glossaryGroups.id });
    await this.insertTerms(termRows(group!.id, terms));
    return group!.id;
  }

  /** Replaces a group's terms; false when there is no such group. */
  async replace(id: string, terms: GlossaryTerms, userId: string): Promise<boolean> {
    const [group] = await this.db
      .update(glossaryGroups)
      .set({ updatedAt: sql`now()`, updatedBy: userId })
      .where(eq(glossaryGroups.id, id))
      .returning({ id: glossaryGroups.id });
    if (!group) return false;
    await this.db.delete(glossaryTerms).where(eq(glossaryTerms.groupId, id));
    await this.insertTerms(termRows(id, terms));
    return true;
  }

  /** Removes a group and its terms; answers whether there was one. */
  async remove(id: string): Promise<boolean> {
    const removed = await this.db.delete(glossaryGroups).where(eq(glossaryGroups.id, id)).returning({ id: glossaryGroups.id });
    return removed.length > 0;
  }

  /**
   * Replaces the whole glossary by `groups`, in their order (each created a millisecond after the
   * one before, so that the newest-first page lists the file from its end); a group keeps the id
   * it is given. Answers how many groups and terms were written.
   */
  async replaceAll(groups: readonly ({ id: string | null } & GlossaryTerms)[], userId: string, now: Date): Promise<{ groups: number; terms: number }> {
    await this.db.delete(glossaryGroups);
    const rows = groups.map((g, i) => ({ id: g.id ?? randomUUID(), createdAt: new Date(now.getTime() + i), updatedAt: now, updatedBy: userId }));
    for (const chunk of chunks(rows, INSERT_CHUNK)) await this.db.insert(glossaryGroups).values(chunk);
    const terms = groups.flatMap((g, i) => termRows(rows[i]!.id, g));
    await this.insertTerms(terms);
    return { groups: rows.length, terms: terms.length };
  }

  /**
   * Adds groups (terms as typed, trimmed), leaving out any term already taken in its language
   * (compared normalised), by a stored group or an earlier one of these (the demo seed); a group
   * left with no term is not written.
   */
  async addSkippingTaken(groups: readonly GlossaryTerms[], now: Date): Promise<void> {
    const taken = new Set((await this.db.select().from(glossaryTerms)).map((t) => key(t.language as Language, t.normalisedTerm)));
    const rows: { id: string; createdAt: Date; updatedAt: Date }[] = [];
    const terms: TermRow[] = [];
    for (const group of groups) {
      const id = randomUUID();
      const free = LANGUAGES.flatMap((language) => group[language].map((term) => termRow(id, language, term)).filter((t) => !taken.has(key(t.language, t.normalisedTerm))));
      if (free.length === 0) continue;
      for (const t of free) taken.add(key(t.language, t.normalisedTerm));
      rows.push({ id, createdAt: new Date(now.getTime() + rows.length), updatedAt: now });
      terms.push(...free);
    }
    for (const chunk of chunks(rows, INSERT_CHUNK)) await this.db.insert(glossaryGroups).values(chunk);
    await this.insertTerms(terms);
  }

  private async insertTerms(rows: TermRow[]): Promise<void> {
    for (const chunk of chunks(rows, INSERT_CHUNK)) await this.db.insert(glossaryTerms).values(chunk);
  }
}
