import { z } from 'zod';
import { COUNTRIES, LANGUAGES } from '../../../../shared/enums.ts';
import { CURRENCIES, OFFER_TYPES } from '../../../../shared/schemas/offer.ts';
import { readItem, safeSessionStorage, type SimpleStorage, USER_WORK_PREFIX, writeItem } from '../../../lib/browser-storage.ts';
import { FORM_FIELD_GROUPS } from './offer-form-changes.ts';
import type { OfferFormValues } from './offer-form-values.ts';

/**
 * The offer being written, kept in the tab's session storage so that the confirmation step,
 * "back to edit" and a reload lose nothing. Cleared once the offer is registered, and when another
 * user signs in in the tab (`bindUserWork`).
 */
export const OFFER_FORM_STORAGE_KEY = `${USER_WORK_PREFIX}offer-register`;

const formValuesSchema = z.object({
  type: z.enum(OFFER_TYPES),
  title: z.string(),
  description: z.string(),
  features: z.string(),
  requests: z.string(),
  price_min: z.union([z.number(), z.string()]),
  price_min_no_limit: z.boolean(),
  price_max: z.union([z.number(), z.string()]),
  price_max_no_limit: z.boolean(),
  currency: z.enum(CURRENCIES),
  period_start: z.string(),
  period_end: z.string(),
  visibility: z.enum(['public', 'private']),
  target_country: z.union([z.enum(COUNTRIES), z.literal('')]),
  industry_major: z.string(),
  industry_middle: z.string(),
  images: z.array(z.object({ image_id: z.string(), url: z.string(), thumbnail_url: z.string() })),
  // A form kept before offers had languages reads as English with no versions.
  language: z.enum(LANGUAGES).default('en'),
  translations: z
    .partialRecord(
      z.enum(LANGUAGES),
      z.object({ title: z.string(), description: z.string(), features: z.string(), requests: z.string(), out_of_date: z.boolean(), confirm: z.boolean() }),
    )
    .default({}),
}) satisfies z.ZodType<OfferFormValues, unknown>;

const storedSchema = z.object({
  /** A new offer (started from the type choice) or an existing one opened for editing. */
  mode: z.enum(['new', 'edit']),
  values: formValuesSchema,
  /** Set once the offer exists on the server (a saved draft, or an offer being edited). */
  offerId: z.string().nullable(),
  /** The version the editor saw; sent with every update. */
  version: z.number().int().nullable(),
  /** The stored status when editing (a published offer goes back to review when registered). */
  status: z.string().nullable(),
  /**
   * The offer's values at `version`, as saved on the server (absent for a new offer not saved
   * yet): what the tab's own changes are measured against after a conflict.
   */
  base: formValuesSchema.optional(),
  /** Field errors the server answered at registration, shown when the form opens again. */
  serverErrors: z.record(z.string(), z.string()).optional(),
  /**
   * After a conflict, the tab's own values (kept when the latest version was loaded) and the
   * groups in which they differ from it, still to be reapplied or discarded.
   */
  unsaved: z.object({ values: formValuesSchema, groups: z.array(z.enum(FORM_FIELD_GROUPS)).min(1) }).optional(),
});
export type StoredOfferForm = z.infer<typeof storedSchema>;

export function readOfferForm(storage: SimpleStorage | null = safeSessionStorage()): StoredOfferForm | null {
  const raw = readItem(storage, OFFER_FORM_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const writeOfferForm = (form: StoredOfferForm, storage: SimpleStorage | null = safeSessionStorage()) =>
  writeItem(storage, OFFER_FORM_STORAGE_KEY, JSON.stringify(form));

export function clearOfferForm(storage: (SimpleStorage & Partial<Pick<Storage, 'removeItem'>>) | null = safeSessionStorage()) {
  try {
    storage?.removeItem?.(OFFER_FORM_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** The stored form for a new offer of this type, or for this offer when editing. */
export function storedFormFor(stored: StoredOfferForm | null, target: { offerId: string } | { type: string }): StoredOfferForm | null {
  if (!stored) return null;
  if ('offerId' in target) return stored.offerId === target.offerId ? stored : null;
  return stored.mode === 'new' && stored.values.type === target.type ? stored : null;
}
