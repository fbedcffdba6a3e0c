import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { glossaryTerms, offers } from '../../db/schema/index.ts';

/**
 * The glossary's tags on offers (docs/decisions/051-glossary.md): besides its keyword grams, an
 * offer carries one gram `@g:<group id>` per glossary group with a term contained in its
 * normalised search text, written when the offer's search columns are (write-time tagging), and
 * rewritten for every offer when the glossary changes. A keyword equal to a term then matches the
 * group's tag: one more GIN lookup, no expansion at query time. The side table `offer_search`
 * copies `search_grams` by trigger (migration 0008), so both tables carry the tags. Terms are
 * compared by their normalised form (`normalised_term`, migration 0017), never as typed.
 */
export const GLOSSARY_GRAM_PREFIX = '@g:';
export const glossaryGram = (groupId: string) => `${GLOSSARY_GRAM_PREFIX}${groupId}`;

/** A keyword term's glossary groups (by id) and every term of them, normalised. */
export interface NamedGroups {
  groups: string[];
  terms: string[];
}

/** How many offers one re-tagging statement rewrites. */
export const RETAG_BATCH = 5_000;

/** The groups whose terms are among `$terms` (normalised), with every term of each: one shape, prepared once a handle. */
const groupsNamedStatement = (db: Database) =>
  preparedOnce(db, 'glossary_groups_named', (handle, name) => {
    const member = alias(glossaryTerms, 'member');
    return handle
      .select({ term: glossaryTerms.normalisedTerm, groupId: glossaryTerms.groupId, member: member.normalisedTerm })
      .from(glossaryTerms)
      .innerJoin(member, eq(member.groupId, glossaryTerms.groupId))
      .where(sql`${glossaryTerms.normalisedTerm} = ANY(${sql.placeholder('terms')}::text[])`)
      .prepare(name);
  });

export class GlossaryTagRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The tag grams of a normalised search text: one per group with a term contained in it, sorted. */
  async gramsOf(searchText: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ groupId: glossaryTerms.groupId })
      .from(glossaryTerms)
      .where(sql`position(${glossaryTerms.normalisedTerm} in ${searchText}) > 0`);
    return rows.map((r) => glossaryGram(r.groupId)).sort();
  }

  /**
   * The groups each of the (normalised) terms is exactly a term of, with every term of those
   * groups (normalised): the search matches the groups' tags, and its list says in which title
   * version a term of the group stands (`matchedLanguage`). One indexed query for all.
   */
  async groupsNamed(terms: readonly string[]): Promise<Map<string, NamedGroups>> {
    const found = new Map<string, NamedGroups>();
    if (terms.length === 0) return found;
    const rows = await groupsNamedStatement(this.db).execute({ terms: [...new Set(terms)] });
    for (const row of rows) {
      const named = found.get(row.term) ?? { groups: [], terms: [] };
      if (!named.groups.includes(row.groupId)) named.groups.push(row.groupId);
      if (!named.terms.includes(row.member)) named.terms.push(row.member);
      found.set(row.term, named);
    }
    for (const named of found.values()) named.groups.sort();
    return found;
  }

  /**
   * Rewrites the tags of the next batch of offers by id after `after` (null: from the first) from
   * their search text and the glossary as it stands, keyword grams unchanged; an offer whose tags
   * stay the same is not written. Answers the batch's last id, or null when no offer was left.
   */
  async retagBatch(after: string | null, limit: number = RETAG_BATCH): Promise<string | null> {
    const next = await this.db
      .select({ id: offers.id })
      .from(offers)
      .where(after === null ? undefined : sql`${offers.id} > ${after}`)
      .orderBy(offers.id)
      .limit(limit);
    const last = next.at(-1)?.id;
    if (!last) return null;
    const from = after === null ? sql`true` : sql`o.id > ${after}`;
    await this.db.execute(sql`
      UPDATE ${offers} AS target SET search_grams = fresh.grams
      FROM (
        SELECT o.id,
          array(SELECT g FROM unnest(o.search_grams) g WHERE g NOT LIKE '@g:%')
          || array(SELECT DISTINCT '@g:' || t.group_id FROM ${glossaryTerms} t WHERE position(t.normalised_term in o.search_text) > 0 ORDER BY 1) AS grams
        FROM ${offers} o
        WHERE ${from} AND o.id <= ${last}
      ) AS fresh
      WHERE target.id = fresh.id AND target.search_grams IS DISTINCT FROM fresh.grams
    `);
    return next.length < limit ? null : last;
  }
}
