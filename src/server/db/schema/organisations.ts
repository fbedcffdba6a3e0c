import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, ROLES, USER_TYPES } from '../../../shared/enums.ts';
import { countries, industries } from './reference.ts';
import type { SizeBand } from '../../../shared/size-bands.ts';

export const roleEnum = pgEnum('organisation_role', ROLES);
export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const languageEnum = pgEnum('language', LANGUAGES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The spec's "company", whatever its role: operator, bank, coordinator or enterprise. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: roleEnum('role').notNull(),
    /** The login realm its users sign in through (docs/product/README.md#parties-and-tenancy). */
    bankCode: text('bank_code').notNull(),
    /** For an enterprise: the bank organisation it is a customer of. */
    bankId: uuid('bank_id').references((): AnyPgColumn => organisations.id),
    /** For an enterprise: the branch of its bank that serves it. */
    branchId: uuid('branch_id').references((): AnyPgColumn => branches.id),
    country: text('country')
      .notNull()
      .references(() => countries.code),
    industryId: uuid('industry_id').references(() => industries.id),
    corporateNumber: text('corporate_number'),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameKana: text('name_kana'),
    postalCode: text('postal_code'),
    address: text('address'),
    addressEn: text('address_en'),
    representativeName: text('representative_name'),
    representativeNameEn: text('representative_name_en'),
    representativeBirthDate: date('representative_birth_date'),
    beneficialOwnerName: text('beneficial_owner_name'),
    beneficialOwnerNameEn: text('beneficial_owner_name_en'),
    establishedOn: date('established_on'),
    employeeCount: integer('employee_count'),
    website: text('website'),
    phone: text('phone'),
    businessDescription: text('business_description'),
    businessDescriptionEn: text('business_description_en'),
    officialLanguage: text('official_language'),
    /**
     * May its texts go to a cloud machine-translation provider (decision 049)? On a bank: for its
     * customers' texts, null following the platform's default; on the operator's organisation: that
     * default (null: allowed). A self-hosted provider is always allowed.
     */
    cloudTranslation: boolean('cloud_translation'),
    ...timestamps,
  },
  (t) => [
    index('organisations_bank_code_idx').on(t.bankCode),
    index('organisations_bank_idx').on(t.bankId),
    uniqueIndex('organisations_one_bank_per_code').on(t.bankCode).where(sql`${t.role} = 'bank'`),
    check('organisations_employee_count_nonneg', sql`${t.employeeCount} IS NULL OR ${t.employeeCount} >= 0`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankId: uuid('bank_id')
      .notNull()
      .references((): AnyPgColumn => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('branches_bank_code_unique').on(t.bankId, t.code)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The login realm (bank code) whose identity provider vouches for this user. */
    loginRealm: text('login_realm').notNull(),
    /** The subject that identity provider knows this user by. */
    oidcSubject: text('oidc_subject').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    language: languageEnum('language'),
    /** Translate other languages' chat messages into the user's as they arrive (decision 050), instead of on a click. */
    chatAutoTranslate: boolean('chat_auto_translate').notNull().default(false),
    /** The currency the user reads approximate prices in (docs/product/languages.md#prices); null: their organisation's country's. */
    priceCurrency: text('price_currency'),
    usernameNative: text('username_native'),
    usernameEn: text('username_en'),
    phone: text('phone'),
    email: text('email'),
    userType: userTypeEnum('user_type').notNull().default('general_user'),
    isContractSignatory: boolean('is_contract_signatory').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('users_organisation_idx').on(t.organisationId),
    uniqueIndex('users_realm_subject_unique').on(t.loginRealm, t.oidcSubject),
    check('users_price_currency_check', sql`${t.priceCurrency} IN ('JPY', 'THB', 'USD')`),
  ],
);

// ---- the hidden-company cards, computed when companies change (decision 056) ------------------

/**
 * How many times what the cards are computed from (the enterprises' country, bank, industry and
 * size, and the industry tree) has changed: one row, moved on by triggers in the same transaction
 * as the change (migration 0020).
 */
export const hiddenCompanyCardGeneration = pgTable(
  'hidden_company_card_generation',
  {
    id: boolean('id').primaryKey().default(true),
    generation: integer('generation').notNull().default(0),
  },
  (t) => [check('hidden_company_card_generation_one_row', sql`${t.id}`)],
);

/** For each k the cards were computed for: the generation they were computed from. */
export const hiddenCompanyCardBuilds = pgTable('hidden_company_card_builds', {
  k: integer('k').primaryKey(),
  generation: integer('generation').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The hidden-company cards for k, one per leaf of the card tree (a country, bank, industry and size
 * band: organisations.policy.ts `cardLeafSql`; every company of a leaf shows the same card), as the
 * organisation policy's rule computed them (`hiddenCompanyCardSql`): the size band, the industry's
 * major division and how far the card is coarsened, with the bank hidden (`level`) or known
 * (`levelBankKnown`).
 */
export const hiddenCompanyCards = pgTable(
  'hidden_company_cards',
  {
    k: integer('k').notNull(),
    leaf: text('leaf').notNull(),
    band: text('band').$type<SizeBand>().notNull(),
    majorId: uuid('major_id'),
    level: smallint('level').notNull(),
    levelBankKnown: smallint('level_bank_known').notNull(),
  },
  (t) => [primaryKey({ columns: [t.k, t.leaf] })],
);
