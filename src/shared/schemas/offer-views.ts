import { z } from 'zod';
import { countrySchema, languageSchema, NEGOTIATION_STATUSES, negotiationStepSchema, OFFER_STATUSES, userTypeSchema } from '../enums.ts';
import { SIZE_BAND_VALUES } from '../size-bands.ts';
import { REVIEW_LABELS } from '../offer-lifecycle.ts';
import { queryIntSchema, uniqueIds } from './common.ts';
import { currencySchema, offerTypeSchema } from './offer.ts';
import { MACHINE_STATES, VERSION_ORIGINS } from '../text-versions.ts';
import { titleVersionSchema } from './title-version.ts';

/**
 * One version of an offer's texts in a language other than its original (decision 050): who made
 * it (the author, the bank, or a machine-translation provider, named), when, and whether the
 * original has changed since (out of date until someone confirms or rewrites it).
 */
export const offerTextVersionSchema = z
  .object({
    language: languageSchema,
    origin: z.enum(VERSION_ORIGINS),
    /** The machine-translation provider (`libretranslate`, `amazon`); null for a person's version. */
    provider: z.string().nullable(),
    made_at: z.string(),
    out_of_date: z.boolean(),
    title: z.string(),
    description: z.string(),
    features: z.string(),
    requests: z.string(),
  })
  .meta({ id: 'OfferTextVersion' });
export type OfferTextVersion = z.infer<typeof offerTextVersionSchema>;

export { titleVersionSchema, type TitleVersion } from './title-version.ts';

export const industryRefSchema = z.object({ code: z.string(), name_en: z.string(), name_ja: z.string(), name_th: z.string() });
/** One industry (a major or a middle one) with its names in en/ja/th. */
export type IndustryRef = z.infer<typeof industryRefSchema>;

export const offerImageSchema = z
  .object({ image_id: z.uuid(), url: z.string(), thumbnail_url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'OfferImage' });
export type OfferImage = z.infer<typeof offerImageSchema>;

/**
 * What every viewer of an offer, in a list or in full, may see: no company identity. Not the
 * offer number (it counts offers, hidden ones too) nor the branch (a branch may serve one company):
 * those are for the company, its bank and the operator only (docs/decisions/012).
 */
const offerSummary = {
  offer_id: z.uuid(),
  /** A random reference that says nothing of other offers: what partners know the offer by. */
  public_ref: z.string(),
  type: offerTypeSchema,
  status: z.enum(OFFER_STATUSES),
  is_public: z.boolean(),
  title: z.string(),
  /** The language the offer was written in: `title` and the texts are the original, in it. */
  language: languageSchema,
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  currency: currencySchema,
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  target_country: countrySchema.nullable(),
  industry_major: industryRefSchema.nullable(),
  industry_middle: industryRefSchema.nullable(),
  bank_name: z.string(),
  bank_name_en: z.string().nullable(),
  /** The bank's country: its native name reads in that country's language (ja for JP, th for TH). */
  bank_country: countrySchema,
  created_at: z.string(),
  updated_at: z.string(),
};

/** The offer in full, as its detail pages show it. */
const offerCommon = {
  ...offerSummary,
  description: z.string(),
  features: z.string(),
  requests: z.string(),
  images: z.array(offerImageSchema),
  /**
   * The texts in other languages: every version by a person (the author's, the bank's), and for a
   * reader of another language with none of theirs, the machine's when machine translation could
   * make one (decision 050).
   */
  translations: z.array(offerTextVersionSchema),
  /** Machine translation for the reader's language (`translate_to`), see MACHINE_STATES. */
  machine_translation: z.enum(MACHINE_STATES),
};

/** The language the reader reads in (the interface's), for a detail answer's machine translation. */
export const translateToQuerySchema = z.object({ translate_to: languageSchema.optional() });

export const sizeBandSchema = z.enum(SIZE_BAND_VALUES);

/**
 * The counterpart as a partner may see it before disclosure (docs/product/visibility.md#hidden-names): country, industry, size
 * band — only those at least k of the platform's companies share (decision 032). A withheld
 * attribute is absent; the industry is then its major division or absent. `industry: null`: none registered.
 */
export const hiddenCompanySchema = z.object({
  country: countrySchema,
  industry: industryRefSchema.nullable().optional(),
  size_band: sizeBandSchema.optional(),
});

/**
 * What a company may do with another company's offer, decided by the server's offer policy:
 * `apply` while the offer is open for applications and the company has no open application on it.
 */
export const partnerOfferAbilitiesSchema = z.object({ apply: z.boolean() }).meta({ id: 'PartnerOfferAbilities' });
export type PartnerOfferAbilities = z.infer<typeof partnerOfferAbilitiesSchema>;

export const partnerOfferSchema = z
  .object({
    ...offerCommon,
    company: hiddenCompanySchema,
    is_favorite: z.boolean(),
    abilities: partnerOfferAbilitiesSchema,
    /**
     * The viewer's company's negotiation on this offer, if it has or had one: the open one, else the
     * latest that ended (completed or cancelled), with where it stands; the page shows it with a link
     * instead of "Apply" while it is open (decision 034).
     */
    my_application: z
      .object({
        trading_id: z.uuid(),
        public_ref: z.string(),
        step: negotiationStepSchema,
        status: z.enum(NEGOTIATION_STATUSES).exclude(['none']),
      })
      .nullable(),
  })
  .meta({ id: 'PartnerOffer' });
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;

export const offerHistoryEntrySchema = z.object({
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  at: z.string(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
});

/**
 * What the viewer may do with the offer, decided by the server's offer policy
 * (src/server/modules/offers/offers.policy.ts). The browser shows actions from these alone.
 */
export const offerAbilitiesSchema = z
  .object({
    /** Open the form and register again (its company's offer writers; not under review or denied). */
    edit: z.boolean(),
    /** Save the form as a draft (a draft or a remanded offer). */
    save_draft: z.boolean(),
    delete: z.boolean(),
    approve: z.boolean(),
    remand: z.boolean(),
    deny: z.boolean(),
    /** Correct or add a version in another language (the offer's bank, while it reviews or the offer is published). */
    correct_translation: z.boolean(),
    favorite: z.boolean(),
  })
  .meta({ id: 'OfferAbilities' });
export type OfferAbilities = z.infer<typeof offerAbilitiesSchema>;

/** The full offer, for its own company, its bank and the operator. */
export const managedOfferSchema = z
  .object({
    ...offerCommon,
    offer_no: z.number().int(),
    branch_name: z.string().nullable(),
    branch_name_en: z.string().nullable(),
    version: z.number().int(),
    company_id: z.uuid(),
    company_name: z.string(),
    company_name_en: z.string().nullable(),
    company_country: countrySchema,
    bank_remarks: z.string().nullable(),
    remand_reason: z.string().nullable(),
    denial_reason: z.string().nullable(),
    views_count: z.number().int(),
    favorites_count: z.number().int(),
    review_label: z.enum(REVIEW_LABELS).nullable(),
    history: z.array(offerHistoryEntrySchema),
    abilities: offerAbilitiesSchema,
    /**
     * The company's names (or their distinctive part) that the offer's own text contains, and
     * where: partners would learn who the company is, so the bank's review warns (docs/decisions/012).
     */
    identifying_terms: z.array(
      z.object({ term: z.string(), fields: z.array(z.enum(['title', 'description', 'features', 'requests'])) }),
    ),
  })
  .meta({ id: 'ManagedOffer' });
export type ManagedOffer = z.infer<typeof managedOfferSchema>;

export const offerListItemSchema = z.object({
  ...offerSummary,
  /** The title in the other languages: the people's versions, and machine translations already made. */
  title_versions: z.array(titleVersionSchema),
  /**
   * With a keyword: the language of the version whose title matched it (null when the keyword
   * matched something else, e.g. the bank's name or the reference).
   */
  matched_language: languageSchema.nullable().optional(),
  thumbnail_url: z.string().nullable(),
  /** Present only for viewers who may see the company (its own users, its bank, the operator). */
  offer_no: z.number().int().optional(),
  branch_name: z.string().nullable().optional(),
  branch_name_en: z.string().nullable().optional(),
  company_name: z.string().optional(),
  company_name_en: z.string().nullable().optional(),
  company_country: countrySchema.optional(),
  remand_reason: z.string().nullable().optional(),
  review_label: z.enum(REVIEW_LABELS).nullable().optional(),
  views_count: z.number().int().optional(),
  favorites_count: z.number().int().optional(),
  is_favorite: z.boolean().optional(),
});
export type OfferListItem = z.infer<typeof offerListItemSchema>;

export const offerListSchema = z
  .object({
    items: z.array(offerListItemSchema),
    total: z.number().int(),
    /** True when more offers match than the search counts (`total` is then the cap, shown as "1,000+"). */
    total_capped: z.boolean(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'OfferList' });
export type OfferList = z.infer<typeof offerListSchema>;

export const OFFER_SORTS = ['created_desc', 'created_asc', 'updated_desc', 'updated_asc'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const offerSearchQuerySchema = z.object({
  keyword: z.string().max(200).optional(),
  type: offerTypeSchema.optional(),
  country: countrySchema.optional(),
  industry_major: z.string().max(8).optional(),
  industry_middle: z.string().max(8).optional(),
  /**
   * A price range in `price_currency` (whole units; either end may be left out): offers whose own
   * range overlaps it, in whatever currency they are priced, converted by the rates in force
   * (docs/product/languages.md#prices). An offer with no limit on an end is open on that end.
   */
  price_min: queryIntSchema(0, 1_000_000_000_000_000).optional(),
  price_max: queryIntSchema(0, 1_000_000_000_000_000).optional(),
  price_currency: currencySchema.optional(),
  sort: z.enum(OFFER_SORTS).default('created_desc'),
  page: queryIntSchema(1, 10_000).default(1),
  per_page: queryIntSchema(1, 100).default(20),
});
export type OfferSearchQuery = z.infer<typeof offerSearchQuerySchema>;

/** The sections of a manager's list (the review labels of docs/product/offers.md#offer-statuses): waiting for the bank, approved, every offer. */
export const OFFER_LIST_SECTIONS = [...REVIEW_LABELS, 'all'] as const;
export type OfferListSection = (typeof OFFER_LIST_SECTIONS)[number];

export const offerManageQuerySchema = offerSearchQuerySchema.extend({
  status: z.enum(OFFER_STATUSES).optional(),
  section: z.enum(OFFER_LIST_SECTIONS).default('all'),
  bank_code: z.string().max(64).optional(),
});
export type OfferManageQuery = z.infer<typeof offerManageQuerySchema>;

export const industrySchema = z
  .object({ code: z.string(), name_en: z.string(), name_ja: z.string(), name_th: z.string(), children: z.array(industryRefSchema) })
  .meta({ id: 'Industry' });
export type Industry = z.infer<typeof industrySchema>;

export const offerManagersSchema = z
  .object({
    items: z.array(
      z.object({ user_id: z.uuid(), name: z.string(), display_name: z.string().nullable(), username_en: z.string().nullable(), user_type: userTypeSchema, is_offer_manager: z.boolean() }),
    ),
    total: z.number().int(),
    /** What the viewer may do with the settings (the organisation policy's answer): `edit` is "may name the managers". */
    abilities: z.object({ edit: z.boolean() }),
  })
  .meta({ id: 'OfferManagers' });
export type OfferManagers = z.infer<typeof offerManagersSchema>;

export const offerManagersBodySchema = z
  .object({ user_ids: z.array(z.uuid()).max(500).refine(uniqueIds, { error: 'validation.ids_duplicate' }) })
  .meta({ id: 'OfferManagersUpdate' });
export type OfferManagersBody = z.infer<typeof offerManagersBodySchema>;
