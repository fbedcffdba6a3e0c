// The glossary's tags of a search text, computed in the generator's process: the same answer as the
// app's `GlossaryTagRepository.gramsOf` (one `@g:<group>` per group with a normalised term contained
// in the text, sorted), without a query per offer. That query scans the glossary's 5,413 terms with
// position(), 1–2 ms of the database's CPU an offer: 30 minutes of a 1M build, five hours of a 10M one.
// Here the terms are indexed by their first character and each position of the text is tried
// against the few terms that start with its character. The build checks its answer against the
// real query on a sample of the offers it wrote (`checkTags` in generate-offers.ts).
import { glossaryGram } from '../src/server/modules/offers/glossary-tags.repository.ts';
import type { RawClient } from './bench-db.ts';

export class GlossaryTagger {
  /** Terms by their first UTF-16 unit, each with its groups' tags. */
  private readonly byFirst = new Map<string, { term: string; tags: string[] }[]>();

  private constructor(rows: readonly { term: string; groupId: string }[]) {
    const tagsOf = new Map<string, string[]>();
    for (const { term, groupId } of rows) {
      if (term === '') continue;
      const tags = tagsOf.get(term) ?? [];
      tags.push(glossaryGram(groupId));
      tagsOf.set(term, tags);
    }
    for (const [term, tags] of tagsOf) {
      const list = this.byFirst.get(term[0]!) ?? [];
      list.push({ term, tags });
      this.byFirst.set(term[0]!, list);
    }
  }

  /** The glossary as it stands in the database: every group's normalised terms. */
  static async load(client: RawClient): Promise<GlossaryTagger> {
    const { rows } = await client.query('select normalised_term as term, group_id from glossary_terms');
    return new GlossaryTagger(rows.map((r) => ({ term: String(r.term), groupId: String(r.group_id) })));
  }

  /** The tag grams of a normalised search text, sorted (as `gramsOf` answers them). */
  gramsOf(searchText: string): string[] {
    const found = new Set<string>();
    for (let i = 0; i < searchText.length; i++) {
      const candidates = this.byFirst.get(searchText[i]!);
      if (!candidates) continue;
      for (const { term, tags } of candidates) if (searchText.startsWith(term, i)) for (const tag of tags) found.add(tag);
    }
    return [...found].sort();
  }
}
