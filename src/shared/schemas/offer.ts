import { z } from 'zod';
import { countrySchema, languageSchema, OFFER_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { maxPeriodEnd, platformToday } from '../offer-lifecycle.ts';
import { validationKey } from '../i18n/validation.ts';
import { queryIntSchema, uniqueIds } from './common.ts';

/**
 * Offer schemas shared by the registration form (src/web/features/offers/lib/offer-form-validation.ts) and the server.
 * Messages set here are i18n keys under `validation.`; the browser and the server translate them.
 */

export const OFFER_TYPES = ['sell', 'buy'] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof offerTypeSchema>;

export const CURRENCIES = ['JPY', 'THB', 'USD'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** A real calendar date (2026-02-30 is refused); how far ahead it may lie is a cross-field rule below. */
const isoDate = z.iso.date({ error: 'validation.date' });
const amount = z
  .number({ error: 'validation.amount' })
  .int('validation.amount')
  .min(0, 'validation.amount')
  .max(1_000_000_000_000_000, 'validation.amount');

/**
 * Characters that show nothing: whitespace (`\s`, with U+3000 and U+FEFF), controls, format
 * characters (`\p{Cf}`: U+200B–U+200D, U+2060, …) and the other default-ignorable ones
 * (Hangul fillers, variation selectors, soft hyphen).
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether a text has at least one character a reader can see. */
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';

/**
 * Text as it is kept: trimmed, and empty when nothing in it is visible, so a title of zero-width
 * or blank characters counts as missing. Characters inside visible text are kept as typed
 * (a joiner inside an emoji or a Thai word belongs there).
 */
export const normalizeText = (value: string) => (hasVisibleText(value) ? value.trim() : '');

/** Optional free text: normalised, at most `max` characters. */
export const textSchema = (max: number) =>
  z.string().overwrite(normalizeText).max(max, { error: validationKey('max', { max }) });
/** Required free text: at least one visible character. */
export const requiredTextSchema = (max: number) => textSchema(max).min(1, { error: 'validation.required' });
const text = textSchema;
const required = requiredTextSchema;

/**
 * The author's version of the offer's texts in a language other than the original (decision 050).
 * Every field may be left blank (the reader then reads that field in another version). `confirm`:
 * the author checked that an out-of-date version still says what the changed original says.
 */
export const offerTranslationInputSchema = z.object({
  language: languageSchema,
  title: text(LIMITS.offerTitle).default(''),
  description: text(LIMITS.offerDescription).default(''),
  features: text(LIMITS.offerFeatures).default(''),
  requests: text(LIMITS.offerRequests).default(''),
  confirm: z.boolean().default(false),
});
export type OfferTranslationInput = z.infer<typeof offerTranslationInputSchema>;

/** At most one version per language, none in the original's: the list the form sends. */
const translationsSchema = z
  .array(offerTranslationInputSchema)
  .max(2, 'validation.translations')
  .refine((list) => new Set(list.map((t) => t.language)).size === list.length, { error: 'validation.translations' });

/** Versions in the original's own language are refused: the original is the offer's fields. */
function checkTranslationLanguages(value: { language?: string | undefined; translations?: { language: string }[] | undefined }, ctx: z.RefinementCtx) {
  for (const [i, translation] of (value.translations ?? []).entries()) {
    if (value.language && translation.language === value.language) {
      ctx.addIssue({ code: 'custom', path: ['translations', i, 'language'], message: 'validation.translations' });
    }
  }
}

/** Fields of an offer as the form sends them. Draft and registration apply the rules below. */
const offerFieldsShape = {
  type: offerTypeSchema,
  title: required(LIMITS.offerTitle),
  description: required(LIMITS.offerDescription),
  features: required(LIMITS.offerFeatures),
  requests: text(LIMITS.offerRequests).default(''),
  /** The language of the texts above (the original); left out, the server reads it from their script. */
  language: languageSchema.optional(),
  /** The author's versions in the other languages; left out, the stored ones stay as they are. */
  translations: translationsSchema.optional(),
  /** null means "no limit" on that end. */
  price_min: amount.nullable(),
  price_max: amount.nullable(),
  currency: currencySchema,
  period_start: isoDate,
  period_end: isoDate,
  is_public: z.boolean(),
  target_country: countrySchema,
  industry_major: z.string().min(1, 'validation.required').max(8),
  industry_middle: z.string().min(1, 'validation.required').max(8),
  image_ids: z
    .array(z.uuid())
    .max(10, 'validation.images_max')
    .refine(uniqueIds, { error: 'validation.images_duplicate' }),
};

interface DateRuleInput {
  period_start?: string | undefined;
  period_end?: string | undefined;
  price_min?: number | null | undefined;
  price_max?: number | null | undefined;
}

/** The last start date an offer may have today: two years ahead. */
export const latestPeriodStart = (today = platformToday()) => maxPeriodEnd(today, LIMITS.periodStartMonthsAhead);

/** The last end date an offer may have today: six months after the latest start. */
export const latestPeriodEnd = (today = platformToday()) => maxPeriodEnd(latestPeriodStart(today), LIMITS.periodMonths);

/** Cross-field rules (docs/product/limits.md) for whatever of the fields is present. */
function checkCrossFields(value: DateRuleInput, ctx: z.RefinementCtx) {
  const today = platformToday();
  if (value.price_min != null && value.price_max != null && value.price_min > value.price_max) {
    ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'validation.price_range' });
  }
  // Only real dates are compared; a malformed one already has its own message.
  const start = isoDate.safeParse(value.period_start).success ? value.period_start : undefined;
  const end = isoDate.safeParse(value.period_end).success ? value.period_end : undefined;
  if (start && start < today) {
    ctx.addIssue({ code: 'custom', path: ['period_start'], message: 'validation.date_not_past' });
  } else if (start && start > latestPeriodStart(today)) {
    ctx.addIssue({ code: 'custom', path: ['period_start'], message: 'validation.start_too_far' });
  }
  if (end && end < today) {
    ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'validation.date_not_past' });
  } else if (end && !start && end > latestPeriodEnd(today)) {
    // With a start, the end is bounded by it (below); a draft with only an end is bounded here.
    ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'validation.end_too_far' });
  } else if (end && start) {
    if (end <= start) {
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'validation.period_order' });
    } else if (end > maxPeriodEnd(start, LIMITS.periodMonths)) {
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'validation.period_max' });
    }
  }
}

/** Registering (sending for review): every field required, at least one image. */
export const offerRegisterSchema = z
  .object({
    ...offerFieldsShape,
    image_ids: offerFieldsShape.image_ids.min(1, 'validation.images_min'),
  })
  .superRefine(checkCrossFields)
  .superRefine(checkTranslationLanguages);

/** Saving a draft: only the type is needed; whatever else is present must still respect the limits. */
export const offerDraftSchema = z
    .object({
      type: offerTypeSchema,
      title: text(LIMITS.offerTitle).optional(),
      description: text(LIMITS.offerDescription).optional(),
      features: text(LIMITS.offerFeatures).optional(),
      requests: text(LIMITS.offerRequests).optional(),
      language: offerFieldsShape.language,
      translations: offerFieldsShape.translations,
      price_min: amount.nullable().optional(),
      price_max: amount.nullable().optional(),
      currency: currencySchema.optional(),
      period_start: isoDate.optional(),
      period_end: isoDate.optional(),
      is_public: z.boolean().optional(),
      target_country: countrySchema.optional(),
      industry_major: z.string().max(8).optional(),
      industry_middle: z.string().max(8).optional(),
      image_ids: offerFieldsShape.image_ids.optional(),
    })
    .superRefine(checkCrossFields)
    .superRefine(checkTranslationLanguages);

export type OfferRegisterInput = z.infer<typeof offerRegisterSchema>;
export type OfferDraftInput = z.infer<typeof offerDraftSchema>;

/**
 * The body of create and update calls: the intent, the fields, and on update the version the
 * editor saw (a stale one answers 409).
 */
export const offerWriteBodySchema = z
  .discriminatedUnion('intent', [
    z.object({ intent: z.literal('register'), version: z.number().int().min(1).optional(), offer: offerRegisterSchema }),
    z.object({ intent: z.literal('save_draft'), version: z.number().int().min(1).optional(), offer: offerDraftSchema }),
  ])
  .meta({ id: 'OfferWrite' });
export type OfferWriteBody = z.infer<typeof offerWriteBodySchema>;

export const offerStatusOutSchema = z.enum(OFFER_STATUSES);

/** What the bank confirms before approving an offer (every item must be ticked). */
export const REVIEW_CHECKLIST = [
  'customer_verified',
  'content_accurate',
  'no_confidential_information',
  'no_prohibited_content',
  'price_and_period_reasonable',
] as const;

export const approveBodySchema = z
  .object({
    version: z.number().int().min(1),
    checklist: z.array(z.enum(REVIEW_CHECKLIST)).max(REVIEW_CHECKLIST.length),
    remarks: text(LIMITS.bankRemarks).optional(),
  })
  .refine((v) => REVIEW_CHECKLIST.every((item) => v.checklist.includes(item)), {
    path: ['checklist'],
    message: 'validation.checklist',
  })
  .meta({ id: 'OfferApprove' });

export const reasonBodySchema = z
  .object({
    version: z.number().int().min(1),
    reason: required(2000),
  })
  .meta({ id: 'OfferReason' });

export const versionQuerySchema = z.object({ version: queryIntSchema(1, 2_147_483_647) });

/**
 * The bank's correction of one language version of an offer in its review (decision 050): every
 * field, as the bank wants it read, and the offer's version the bank saw.
 */
export const translationCorrectionBodySchema = z
  .object({
    version: z.number().int().min(1),
    language: languageSchema,
    title: text(LIMITS.offerTitle).default(''),
    description: text(LIMITS.offerDescription).default(''),
    features: text(LIMITS.offerFeatures).default(''),
    requests: text(LIMITS.offerRequests).default(''),
  })
  .meta({ id: 'OfferTranslationCorrection' });
export type TranslationCorrectionBody = z.infer<typeof translationCorrectionBodySchema>;
