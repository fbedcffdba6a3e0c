import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { branches, languageEnum, organisations, users } from './organisations.ts';
import { countries, industries } from './reference.ts';

export const offerTypeEnum = pgEnum('offer_type', ['sell', 'buy']);
export const offerStatusEnum = pgEnum('offer_status', ['draft', 'waiting_for_approval', 'published', 'remand', 'rejection']);
export const currencyEnum = pgEnum('currency', ['JPY', 'THB', 'USD']);

const searchable = sql`status = 'published' AND is_public AND deleted_at IS NULL`;

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number shown to users as the offer's ID and matched by keyword search. */
    offerNo: bigserial('offer_no', { mode: 'number' }).notNull().unique(),
    /**
     * What partners know the offer by instead (docs/decisions/012): ten random characters, so it
     * says nothing of how many offers exist. Drawn by offer_public_ref() (migration 0003) on insert.
     */
    publicRef: text('public_ref').notNull().unique().default(sql`offer_public_ref()`),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The offer company's bank and branch at the time of writing: the reviewer, and what search shows. */
    bankId: uuid('bank_id')
      .notNull()
      .references(() => organisations.id),
    branchId: uuid('branch_id').references(() => branches.id),
    type: offerTypeEnum('type').notNull(),
    status: offerStatusEnum('status').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    features: text('features').notNull().default(''),
    requests: text('requests').notNull().default(''),
    /**
     * The language the title and texts above are written in: the original, which every version in
     * another language (`offer_translations`) translates (docs/product/languages.md#reading-the-other-side).
     */
    language: languageEnum('language').notNull().default('en'),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    currency: currencyEnum('currency').notNull().default('JPY'),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    targetCountry: text('target_country').references(() => countries.code),
    industryMajorId: uuid('industry_major_id').references(() => industries.id),
    industryMiddleId: uuid('industry_middle_id').references(() => industries.id),
    bankRemarks: text('bank_remarks'),
    remandReason: text('remand_reason'),
    denialReason: text('denial_reason'),
    viewsCount: integer('views_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    /** Optimistic lock: every update must carry the version the editor saw. */
    version: integer('version').notNull().default(1),
    /** Normalised unigrams and bigrams of the offer's public reference and title (docs/decisions/006, 012). */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    /** The same text, normalised, to confirm a match of the grams. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** While waiting for approval: when the bank's review is due (decision 021; set at submission). */
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('offers_organisation_idx').on(t.organisationId, t.updatedAt),
    index('offers_bank_status_idx').on(t.bankId, t.status, t.updatedAt),
    index('offers_status_updated_idx').on(t.status, t.updatedAt),
    // Search: only published, public, live offers are ever searched; these indexes hold only them.
    index('offers_search_grams_idx').using('gin', t.searchGrams).where(searchable),
    index('offers_search_created_idx').on(t.createdAt, t.id).where(searchable),
    index('offers_search_updated_idx').on(t.updatedAt, t.id).where(searchable),
    index('offers_search_filters_idx').on(t.type, t.targetCountry, t.industryMajorId, t.industryMiddleId).where(searchable),
    // A keyword that names a bank matches its offers by id (a BitmapOr with the grams). Search
    // never matches branch names (docs/decisions/012), so branches need no such index.
    index('offers_search_bank_idx').on(t.bankId).where(searchable),
    check('offers_price_range', sql`${t.priceMin} IS NULL OR ${t.priceMax} IS NULL OR ${t.priceMin} <= ${t.priceMax}`),
    check('offers_period_order', sql`${t.periodStart} IS NULL OR ${t.periodEnd} IS NULL OR ${t.periodStart} < ${t.periodEnd}`),
  ],
);

/**
 * The side table's search text with every run of non-ASCII characters made one space: what its
 * trigram index holds (migration 0019). Japanese and Thai words would give it as many trigrams
 * again, none of which an ASCII term looks for. An ASCII term (no space) is in this text exactly
 * when it is in `search_text`. Raw SQL, spelled once, so the query's expression is the index's.
 */
export const searchLatinText = (searchText: AnyPgColumn) => sql`regexp_replace(${searchText}, ${sql.raw(`'[^\\x01-\\x7f]+'`)}, ' ', 'g')`;

/**
 * The offers partners may ever find by search (published, public, not deleted), narrowed to what
 * the search reads: its keyword grams and text, the columns the partner rule, the filters and the
 * sorts read, under the same names as on `offers`. A tenth of the offers table's width, so a
 * search visits few pages (docs/decisions/023-search-side-table.md). Kept by the database itself:
 * the trigger `offer_search_sync` on `offers` (migration 0008) rewrites an offer's row from the
 * view `offer_search_source` whenever one of these columns changes, in the writer's transaction.
 * Nothing in the application writes it. Who may see which row is still `offerVisibleTo`'s
 * (offers.policy.ts), applied to these columns.
 */
export const offerSearch = pgTable(
  'offer_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').notNull(),
    bankId: uuid('bank_id').notNull(),
    type: offerTypeEnum('type').notNull(),
    status: offerStatusEnum('status').notNull(),
    isPublic: boolean('is_public').notNull(),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    targetCountry: text('target_country'),
    industryMajorId: uuid('industry_major_id'),
    industryMiddleId: uuid('industry_middle_id'),
    /** The offer's grams plus its filter grams ('@t:sell', '@c:TH', '@i:E'), so one GIN scan intersects both. */
    searchGrams: text('search_grams').array().notNull(),
    searchText: text('search_text').notNull(),
    /**
     * The offer's glossary tags ('@g:<group>') and its filter grams, the few grams a glossary term
     * and the filters are matched by (migration 0019): a walk of the date index tests these few
     * instead of the row's hundred grams (docs/decisions/054-search-tags-and-trigrams.md).
     */
    searchTags: text('search_tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The price, for the price filter across currencies (migration 0013, decision 047). */
    currency: currencyEnum('currency').notNull(),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    /** Always null here (deleted offers are not searched); present so the list's conditions read the same. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('offer_search_grams_idx').using('gin', t.searchGrams),
    index('offer_search_tags_idx').using('gin', t.searchTags),
    // ASCII keyword terms with three letters or digits in a row are matched by the trigrams of the
    // text's ASCII words (pg_trgm; `searchLatinText`, decision 054).
    index('offer_search_latin_trgm_idx').using('gin', sql`(${searchLatinText(t.searchText)}) gin_trgm_ops`),
    index('offer_search_created_idx').on(t.createdAt, t.id),
    index('offer_search_updated_idx').on(t.updatedAt, t.id),
    index('offer_search_filters_idx').on(t.type, t.targetCountry, t.industryMajorId, t.industryMiddleId),
    index('offer_search_bank_idx').on(t.bankId),
    index('offer_search_price_idx').on(t.currency, t.priceMax, t.priceMin),
  ],
);

export const versionOriginEnum = pgEnum('version_origin', ['author', 'bank']);

/**
 * An offer's title and texts in a language other than its original, written by its author in the
 * form or corrected by its bank in the review (decision 050). Machine translations are not kept
 * here but by content (`machine_translations`). `source_hash` is the hash of the original's texts
 * this version was written for: when the original changes, the version is out of date until someone
 * confirms or rewrites it.
 */
export const offerTranslations = pgTable(
  'offer_translations',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    features: text('features').notNull().default(''),
    requests: text('requests').notNull().default(''),
    origin: versionOriginEnum('origin').notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.language] })],
);

/** Uploaded images: re-encoded WebP, metadata stripped, owned by the uploading organisation until attached. */
export const offerImages = pgTable(
  'offer_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    offerId: uuid('offer_id').references(() => offers.id),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_images_offer_idx').on(t.offerId, t.position)],
);

export const offerFavorites = pgTable(
  'offer_favorites',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.userId] }), index('offer_favorites_user_idx').on(t.userId, t.createdAt)],
);

/** One view per company per day (the count shown to the offer company). */
export const offerViews = pgTable(
  'offer_views',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.organisationId, t.day] })],
);

/** Which users of a company manage its offers (offer-manager settings). */
export const offerManagers = pgTable(
  'offer_managers',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] })],
);
