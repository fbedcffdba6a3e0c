import { and, asc, desc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedFlat, preparedOnce } from '../../db/prepared.ts';
import { branches, industries, offerFavorites, offerSearch, offers, organisations, searchLatinText } from '../../db/schema/index.ts';
import type { OfferSearchQuery } from '../../../shared/schemas/offer-views.ts';
import type { ReviewLabel, StoredOfferStatus } from '../../../shared/offer-lifecycle.ts';
import type { OfferStatus } from '../../../shared/enums.ts';
import { bank, company, listColumns, major, middle } from './offer-columns.ts';
import { NAME_LEADING_FORMS, searchTerms, type SearchTerm } from './search-grams.ts';
import { conversion, type RatesInForce } from '../../../shared/currency.ts';
import { CURRENCIES, type Currency } from '../../../shared/schemas/offer.ts';
import type { TitleVersion } from '../../../shared/schemas/offer-views.ts';
import { titleVersionsSql } from './offers.repository.ts';
import { GlossaryTagRepository, glossaryGram, type NamedGroups } from './glossary-tags.repository.ts';

/** The SQL twin of normaliseSearchText (NFKC, lower case) for names matched at query time. */
export const normalised = (column: AnyPgColumn) => sql`lower(normalize(coalesce(${column}, ''), NFKC))`;
const nameMatches = (native: AnyPgColumn, english: AnyPgColumn, like: string | Placeholder) =>
  sql`(${normalised(native)} LIKE ${like} or ${normalised(english)} LIKE ${like})`;
const withoutLeadingForm = (column: AnyPgColumn) => sql`regexp_replace(${normalised(column)}, ${NAME_LEADING_FORMS}, '')`;
/** An industry's id by its code (codes are unique across levels), for filtering offers by id. */
const industryId = (code: string) => sql`(select ${industries.id} from ${industries} where ${industries.code} = ${code})`;

type NameKind = 'bank' | 'branch' | 'company';

export type OfferListRow = Omit<Awaited<ReturnType<OfferSearchRepository['list']>>['rows'][number], 'favorite'>;

export interface ListScope {
  /** SQL conditions the caller's permissions impose (always includes "not deleted"). */
  where: SQL[];
  /**
   * May keyword search match what identifies the company — its names, its branch's names, its
   * offer numbers — and may the rows carry them? Only for those who may see the company (its own
   * users, its bank, the operator; docs/decisions/009 and 012).
   */
  searchCompanyNames: boolean;
  /**
   * Where the offers are chosen from: the offers table (the default), or the partner search's side
   * table `offer_search` — then `where` must be written over its columns (`offerSearchVisibleTo`).
   * Either way the page's rows are read from `offers`.
   */
  rows?: typeof offers | typeof offerSearch;
}

/**
 * Filters a list's scope is narrowed by; who may see which offers is not among them — that is
 * `offerVisibleTo` in offers.policy.ts.
 */
export const offerFilters = {
  /** Offers shown in a status, by the rule of `displayOfferStatus` (src/shared/offer-lifecycle.ts) (the derived ones by their period). */
  displayStatus: (status: OfferStatus, today: string): SQL[] => {
    if (status === 'scheduled') return [eq(offers.status, 'published'), sql`${offers.periodStart} > ${today}`];
    if (status === 'outside_the_period') return [eq(offers.status, 'published'), sql`${offers.periodEnd} < ${today}`];
    if (status === 'published') {
      return [
        eq(offers.status, 'published'),
        sql`(${offers.periodStart} IS NULL OR ${offers.periodStart} <= ${today})`,
        sql`(${offers.periodEnd} IS NULL OR ${offers.periodEnd} >= ${today})`,
      ];
    }
    return [eq(offers.status, status)];
  },
  /** Offers with a review label, by the rule of `reviewLabel`. */
  reviewLabel: (label: ReviewLabel) => eq(offers.status, label === 'unapproved' ? 'waiting_for_approval' : 'published'),
  idIn: (ids: string[]) => inArray(offers.id, ids),
  favoriteOf: (userId: string) =>
    sql`${offers.id} IN (select ${offerFavorites.offerId} from ${offerFavorites} where ${offerFavorites.userId} = ${userId})`,
  bankCode: (bankCode: string) =>
    sql`${offers.bankId} IN (select ${organisations.id} from ${organisations} where ${organisations.bankCode} = ${bankCode} and ${organisations.role} = 'bank')`,
};

/** A price range asked in one currency: either end may be open. */
export interface PriceFilter {
  min: number | null;
  max: number | null;
  currency: Currency;
}

/**
 * Offers whose price range overlaps `filter`, whatever their currency (docs/product/languages.md#prices,
 * decision 047): the bounds are converted into each currency by the rates in force (widened to whole
 * units, so that an offer at the bound is kept), and an offer's open end ("no limit") overlaps any
 * bound. An offer in a currency with no rate cannot be compared and is left out. One arm per
 * currency, each served by the index on (currency, price_max, price_min).
 */
export function priceOverlap(t: typeof offers | typeof offerSearch, filter: PriceFilter, rates: RatesInForce): SQL {
  const arms: SQL[] = [];
  for (const currency of CURRENCIES) {
    const found = conversion(filter.currency, currency, rates);
    if (!found) continue;
    const conditions: SQL[] = [eq(t.currency, currency)];
    if (filter.min !== null) conditions.push(sql`(${t.priceMax} IS NULL OR ${t.priceMax} >= ${Math.floor(filter.min * found.factor)})`);
    if (filter.max !== null) conditions.push(sql`(${t.priceMin} IS NULL OR ${t.priceMin} <= ${Math.ceil(filter.max * found.factor)})`);
    arms.push(sql`(${sql.join(conditions, sql` AND `)})`);
  }
  return arms.length ? sql`(${sql.join(arms, sql` OR `)})` : sql`false`;
}

/**
 * The "filter grams" the side table `offer_search` holds besides an offer's keyword grams, for the
 * filters a query sets: its type, target country and industries (by code; codes are unique across
 * levels). Their SQL twin is the view `offer_search_source` (migration 0008,
 * docs/decisions/023-search-side-table.md); tests/api/offer-search-side-table.test.ts checks both agree.
 */
export function filterGrams(query: Pick<OfferSearchQuery, 'type' | 'country' | 'industry_major' | 'industry_middle'>): string[] {
  const grams: string[] = [];
  if (query.type) grams.push(`@t:${query.type}`);
  if (query.country) grams.push(`@c:${query.country}`);
  if (query.industry_major) grams.push(`@i:${query.industry_major}`);
  if (query.industry_middle) grams.push(`@i:${query.industry_middle}`);
  return grams;
}

/** A list's order, newest or oldest first by creation or change, the id breaking ties. */
const sortOrder = (t: typeof offers | typeof offerSearch, sort: OfferSearchQuery['sort']) =>
  ({
    created_desc: [desc(t.createdAt), desc(t.id)],
    created_asc: [asc(t.createdAt), asc(t.id)],
    updated_desc: [desc(t.updatedAt), desc(t.id)],
    updated_asc: [asc(t.updatedAt), asc(t.id)],
  })[sort];

export type PageShape = { companyNames: boolean; favorites: boolean; sort: OfferSearchQuery['sort'] };

/**
 * The select that reads a page's rows by their ids (the placeholders `ids` and, with favourites,
 * `user`), and its flat fields: prepared by `pageRows`; tests/api/prepared-flat.test.ts reads it
 * through drizzle's own mapping too.
 */
export function pageRowsSelect(db: Database, shape: PageShape) {
  const favorite = shape.favorites
    ? sql<boolean>`exists (select 1 from ${offerFavorites} where ${offerFavorites.offerId} = ${offers.id} and ${offerFavorites.userId} = ${sql.placeholder('user')}::uuid)`
    : sql<boolean>`false`;
  const fields = {
    ...listColumns,
    // A company's name and branch leave the database only for those who may see them.
    companyName: shape.companyNames ? company.name : sql<string>`''`,
    companyNameEn: shape.companyNames ? company.nameEn : sql<string | null>`null`,
    branchName: shape.companyNames ? branches.name : sql<string | null>`null`,
    branchNameEn: shape.companyNames ? branches.nameEn : sql<string | null>`null`,
    favorite: favorite.as('favorite'),
    titleVersions: sql<TitleVersion[]>`(${titleVersionsSql(offers, 'versions')})`.as('title_versions'),
  };
  const select = db
    .select(fields)
    .from(offers)
    .innerJoin(company, eq(company.id, offers.organisationId))
    .innerJoin(bank, eq(bank.id, offers.bankId))
    .leftJoin(branches, eq(branches.id, offers.branchId))
    .leftJoin(major, eq(major.id, offers.industryMajorId))
    .leftJoin(middle, eq(middle.id, offers.industryMiddleId))
    .where(sql`${offers.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(...sortOrder(offers, shape.sort));
  return { fields, select };
}

/** A shape's statement name, unique per shape: the key of its statement too. */
const shapeName = (shape: PageShape) => `offer_page_rows_${shape.companyNames ? 'named' : 'hidden'}_${shape.favorites ? 'favorites' : 'plain'}_${shape.sort}`;

/** The page-rows statement of a shape, made once per database handle. */
const pageRows = (db: Database, shape: PageShape) =>
  preparedOnce(db, shapeName(shape), (handle, name) => {
    const { fields, select } = pageRowsSelect(handle, shape);
    return preparedFlat(handle, select, fields, name);
  });

/** The shape of a search's name statements: per term whether it matches at a name's start only; companies' and branches' names too or not. */
type NamesShape = { prefixes: boolean[]; companies: boolean };

/**
 * The statements that find the banks and (when allowed) branches and companies each term names,
 * by the rule of docs/decisions/009-search-bank-branch-names.md: a term of three or more characters
 * anywhere in the name, a shorter one only at its start (after a leading legal form such as
 * 株式会社). A branch may serve a single customer, so its name is matched only for those who may see
 * the company (docs/decisions/012). Term `i`'s patterns are the placeholders `like${i}` (anywhere)
 * and `name${i}` (by the rule above).
 */
function buildNamesStatements(db: Database, { prefixes, companies }: NamesShape, name: string) {
  const bankOrBranch = (native: AnyPgColumn, english: AnyPgColumn, i: number) => {
    const like = sql.placeholder(`name${i}`);
    return prefixes[i]
      ? sql`(${withoutLeadingForm(native)} LIKE ${like} or ${withoutLeadingForm(english)} LIKE ${like})`
      : nameMatches(native, english, like);
  };
  const label = (i: number, kind: NameKind, id: AnyPgColumn) => ({
    term: sql<number>`${i}::int`.as('term'),
    kind: sql<NameKind>`${kind}::text`.as('kind'),
    id: sql<string>`${id}`.as('id'),
  });
  const orgs = prefixes.flatMap((_, i) => {
    const selects = [
      db
        .select(label(i, 'bank', organisations.id))
        .from(organisations)
        .where(and(eq(organisations.role, 'bank'), bankOrBranch(organisations.name, organisations.nameEn, i))),
    ];
    if (companies) {
      const like = sql.placeholder(`like${i}`);
      selects.push(
        db
          .select(label(i, 'company', organisations.id))
          .from(organisations)
          .where(and(eq(organisations.role, 'enterprise'), sql`(${nameMatches(organisations.name, organisations.nameEn, like)} or ${normalised(organisations.nameKana)} LIKE ${like})`)),
      );
    }
    return selects;
  });
  const branchArms = companies ? prefixes.map((_, i) => db.select(label(i, 'branch', branches.id)).from(branches).where(bankOrBranch(branches.name, branches.nameEn, i))) : [];
  const [firstOrg, secondOrg, ...moreOrgs] = orgs;
  const [firstBranch, secondBranch, ...moreBranches] = branchArms;
  return [
    (secondOrg ? unionAll(firstOrg!, secondOrg, ...moreOrgs) : firstOrg!).prepare(`${name}_organisations`),
    ...(firstBranch ? [(secondBranch ? unionAll(firstBranch, secondBranch, ...moreBranches) : firstBranch).prepare(`${name}_branches`)] : []),
  ];
}

const namesStatements = (db: Database, shape: NamesShape) => {
  const name = `offer_search_names_${shape.companies ? 'all' : 'banks'}_${shape.prefixes.map((prefix) => (prefix ? 's' : 'a')).join('')}`;
  return preparedOnce(db, name, (handle) => buildNamesStatements(handle, shape, name));
};

/**
 * The offer search: a page of offers within a scope the policy gave, filtered, keyword-searched
 * (grams, and bank, branch and company names by docs/decisions/009 and 012) and sorted, with the total.
 */
export class OfferSearchRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Offers by id as a partner's list shows them (no company's name or branch), in no set order: the
   * rows of a list chosen elsewhere (match suggestions). Who may see them is the caller's to decide.
   */
  async partnerRows(ids: readonly string[]): Promise<OfferListRow[]> {
    if (ids.length === 0) return [];
    return pageRows(this.db, { companyNames: false, favorites: false, sort: 'updated_desc' }).execute({ ids: [...ids], user: null });
  }

  /**
   * A page of offers within a scope, filtered, keyword-searched and sorted, with the total.
   * With `totalCap` the count stops after the cap (docs/decisions/008-search-total-cap.md): the
   * total is then at most the cap and `totalCapped` says there are more. `favoritesOf` answers,
   * in the same query, whether each row is that user's favourite.
   */
  async list(
    scope: ListScope,
    query: OfferSearchQuery & { status?: StoredOfferStatus[] },
    options: { totalCap?: number; favoritesOf?: string; price?: { filter: PriceFilter; rates: RatesInForce } } = {},
  ) {
    const t = scope.rows ?? offers;
    // The side table holds no branch or offer number: it serves the partners' search alone.
    if (t !== offers && scope.searchCompanyNames) throw new Error('offer_search does not match company names');
    const where: SQL[] = [isNull(t.deletedAt), ...scope.where];
    const terms = searchTerms(query.keyword);
    const side = t === offerSearch;
    // The filters' conditions, pushed after the keyword's (below): on the side table the first
    // term's GIN scan may carry them as grams instead.
    const filters: SQL[] = [];
    if (query.type) filters.push(eq(t.type, query.type));
    if (query.country) filters.push(eq(t.targetCountry, query.country));
    // By id on the offer itself, so the filter can use the offers' own indexes (no join first).
    if (query.industry_major) filters.push(eq(t.industryMajorId, industryId(query.industry_major)));
    if (query.industry_middle) filters.push(eq(t.industryMiddleId, industryId(query.industry_middle)));
    if (query.status?.length) where.push(inArray(t.status, query.status));
    if (options.price) where.push(priceOverlap(t, options.price.filter, options.price.rates));
    // Names, and the glossary groups a term is exactly a term of (docs/decisions/051-glossary.md).
    const [named, glossary] = terms.length
      ? await Promise.all([this.namesMatching(terms, scope.searchCompanyNames), new GlossaryTagRepository(this.db).groupsNamed(terms.map((term) => term.text))])
      : [[], new Map<string, NamedGroups>()];
    // On the side table the first term's grams also carry the filters' grams, so one GIN scan
    // intersects keyword and filters (decision 054 says when).
    const extra = side ? filterGrams(query) : [];
    let filtersCarried = false;
    for (const [i, term] of terms.entries()) {
      // One parameter an array (not one a gram): the statement's text and its parameters are built
      // on every search, and each parameter is a part the query builder walks.
      const gramsArray = (list: readonly string[]) => sql`${sql.param([...list, ...(i === 0 ? extra : [])])}::text[]`;
      // A term of the glossary is matched by its groups' tags alone, one GIN lookup per group (with
      // the side table's filter grams on the first term, as keyword grams are): an offer whose text
      // holds the term holds a term of each of its groups, so its search columns carry their tags
      // (docs/decisions/051-glossary.md). Its own grams would find those offers a second time, at
      // the price of a second GIN scan and, as one arm of an OR, of both arms rechecked on every
      // candidate (bench/README.md, "Search across languages"). On the side table the tags have a
      // column of their own, a few grams a row where `search_grams` holds about a hundred
      // (docs/decisions/054-search-tags-and-trigrams.md).
      const tagColumn = side ? offerSearch.searchTags : t.searchGrams;
      const tags = (glossary.get(term.text)?.groups ?? []).map((groupId) => sql`${tagColumn} @> ${gramsArray([glossaryGram(groupId)])}`);
      // The side table's trigram index answers an ASCII term with three letters or digits in a
      // row, in the text's ASCII words, where it is exactly when it is in the text (decision 054);
      // the filters' own conditions then decide.
      const byTrigrams = side && tags.length === 0 && !term.gramsSuffice && term.trigram;
      const keyword = tags.length
        ? tags.length === 1
          ? tags[0]!
          : sql`(${sql.join(tags, sql` OR `)})`
        : term.gramsSuffice
          ? sql`${t.searchGrams} @> ${gramsArray(term.grams)}`
          : byTrigrams
            ? sql`${searchLatinText(offerSearch.searchText)} LIKE ${term.like}`
            : // The LIKE confirms what the bigrams found, written `IS TRUE` on the side table so the
              // trigram index is not offered it: for Japanese and Thai its trigrams are short words
              // with long posting lists (a Thai version title: 28 ms there, against the bigrams' 3).
              sql`(${t.searchGrams} @> ${gramsArray(term.grams)} AND ${side ? sql`(${t.searchText} LIKE ${term.like}) IS TRUE` : sql`${t.searchText} LIKE ${term.like}`})`;
      const matches = [keyword];
      // Banks, branches and companies are few and were matched first: the offers are matched by
      // id, an arm only when some name matched, so the planner can still use the grams index.
      const ids = (kind: NameKind) => named.filter((n) => n.term === i && n.kind === kind).map((n) => n.id);
      const byId = (column: AnyPgColumn, kind: NameKind) => {
        const list = ids(kind);
        if (list.length) matches.push(sql`${column} = ANY(${sql.param(list)}::uuid[])`);
      };
      byId(t.bankId, 'bank');
      if (scope.searchCompanyNames) {
        byId(offers.branchId, 'branch');
        byId(offers.organisationId, 'company');
        // The offer number, whole (the grams hold the public reference, not the number).
        if (term.offerNo !== null) matches.push(eq(offers.offerNo, term.offerNo));
      }
      where.push(matches.length === 1 ? matches[0]! : sql`(${sql.join(matches, sql` OR `)})`);
      // The filters' grams say exactly what the filters say (the view offer_search_source derives
      // them from the same columns; tests/api/offer-search-side-table.test.ts): when the first term
      // matched by grams or tags alone, they decide and the filters' own conditions are left out.
      // Kept beside them, the planner counted each filter twice and expected a tenth of the rows
      // ('food' in Thailand, industry E: 275 for 8,490), then sorted a bitmap's 9,667 rows for a
      // page its date index would have found sooner (decision 054).
      if (i === 0) filtersCarried = extra.length > 0 && matches.length === 1 && !byTrigrams;
    }
    if (!filtersCarried) {
      // Otherwise they decide. On the side table with a keyword they are written `IS TRUE`: still
      // deciding (and keeping their row estimate) but not offered to the filters' B-tree, which
      // the planner ANDed with the keyword's bitmap, 140k–340k entries for a country or a type:
      // 20–40 ms at 1M offers (bench/README.md, "Search across languages").
      where.push(...filters.map((condition) => (side && terms.length ? sql`(${condition}) IS TRUE` : condition)));
    }
    const condition = and(...where);
    const order = sortOrder(t, query.sort);

    // The page is chosen from the offers (or side) table alone; only its rows are joined and given a
    // thumbnail (joining every candidate before the top-N sort cost more than the search). The ids
    // come first, beside the count; the rows are then read by a prepared statement of a fixed
    // shape, which the database plans once per connection instead of on every search (planning it
    // took about 2 ms of each; bench/README.md, "Step 12: the page's rows by a prepared statement").
    // The rows are read a moment after the ids were chosen, by id alone: a page is as old as that
    // moment, as a kept page (docs/decisions/025) is as old as its seconds in the cache.
    const pageIds = this.db
      .select({ id: t.id })
      .from(t)
      .where(condition)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const cap = options.totalCap;
    const count =
      cap === undefined
        ? this.db.select({ n: sql<number>`count(*)::int` }).from(t).where(condition)
        : this.db
            .select({ n: sql<number>`count(*)::int` })
            .from(this.db.select({ one: sql`1`.as('one') }).from(t).where(condition).limit(cap + 1).as('capped'));
    // The rows are asked for as soon as the ids are there, while the count may still run.
    const page = pageIds.then((ids) =>
      ids.length
        ? pageRows(this.db, { companyNames: scope.searchCompanyNames, favorites: options.favoritesOf !== undefined, sort: query.sort }).execute({
            ids: ids.map((r) => r.id),
            user: options.favoritesOf ?? null,
          })
        : [],
    );
    const [rows, [counted]] = await Promise.all([page, count]);
    const n = counted?.n ?? 0;
    const totalCapped = cap !== undefined && n > cap;
    // The keyword's glossary groups go with the page: its rows say where their terms were found.
    return { rows, total: totalCapped ? cap : n, totalCapped, glossary };
  }

  /** Which banks and (when allowed) branches and companies each term names (the rule: `buildNamesStatements`). */
  private async namesMatching(terms: SearchTerm[], companies: boolean) {
    // One or two prepared statements of the terms' shape (how many, which matched at a name's
    // start only, companies or not): built once a handle, executed with the terms' patterns.
    const shape = { prefixes: terms.map((term) => term.name.prefix), companies };
    const values = Object.fromEntries(terms.flatMap((term, i) => [[`like${i}`, term.like], [`name${i}`, term.name.like]]));
    const statements = namesStatements(this.db, shape);
    const found = await Promise.all(statements.map((statement) => statement.execute(values)));
    return found.flat().map((r) => ({ term: Number(r.term), kind: r.kind, id: r.id }));
  }
}
