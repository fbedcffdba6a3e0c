import type { Country } from '../../../../shared/enums.ts';
import type { Language } from '../../../../shared/enum-values.ts';
import type { Currency, OfferDraftInput, OfferRegisterInput, OfferType, OfferWriteBody } from '../../../../shared/schemas/offer.ts';
import { normalizeText, offerTypeSchema } from '../../../../shared/schemas/offer.ts';
import type { ManagedOffer, OfferImage } from '../../../../shared/schemas/offer-views.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';

/** An uploaded image as the form keeps it: its id for the API, its addresses for the preview. */
export type FormImage = Pick<OfferImage, 'image_id' | 'url' | 'thumbnail_url'>;

/**
 * The registration form's state. It differs from the API body only where an input needs it:
 * amounts as typed (a number or empty) with a "no limit" box each, the publication as a radio
 * value, empty strings for choices not made yet, and images with their preview addresses.
 */
export interface OfferFormValues {
  type: OfferType;
  title: string;
  description: string;
  features: string;
  requests: string;
  price_min: number | string;
  price_min_no_limit: boolean;
  price_max: number | string;
  price_max_no_limit: boolean;
  currency: Currency;
  period_start: string;
  period_end: string;
  visibility: 'public' | 'private';
  target_country: Country | '';
  industry_major: string;
  industry_middle: string;
  images: FormImage[];
  /** The language the texts above are written in (the original, decision 050). */
  language: Language;
  /** The author's versions in the other languages, by language. */
  translations: FormTranslations;
}

/**
 * One version in another language as the form keeps it: its texts, whether the stored one was out
 * of date when the form opened (the original changed since), and the author's "still correct".
 */
export interface FormTranslation {
  title: string;
  description: string;
  features: string;
  requests: string;
  out_of_date: boolean;
  confirm: boolean;
}
export type FormTranslations = Partial<Record<Language, FormTranslation>>;

export const emptyTranslation = (): FormTranslation => ({ title: '', description: '', features: '', requests: '', out_of_date: false, confirm: false });

/** The versions as the API takes them: the languages with some text, not the original's. */
function translationsInput(values: OfferFormValues): NonNullable<OfferRegisterInput['translations']> {
  return (Object.entries(values.translations) as [Language, FormTranslation][])
    .filter(([language, v]) => language !== values.language && [v.title, v.description, v.features, v.requests].some((text) => normalizeText(text) !== ''))
    .map(([language, v]) => ({
      language,
      title: normalizeText(v.title),
      description: normalizeText(v.description),
      features: normalizeText(v.features),
      requests: normalizeText(v.requests),
      confirm: v.confirm,
    }));
}

export type OfferFormIntent = OfferWriteBody['intent'];

/** A blank form for a new offer of the chosen type. */
export const emptyOfferForm = (type: OfferType, currency: Currency = 'JPY', language: Language = 'en'): OfferFormValues => ({
  type,
  title: '',
  description: '',
  features: '',
  requests: '',
  price_min: '',
  price_min_no_limit: false,
  price_max: '',
  price_max_no_limit: false,
  currency,
  period_start: '',
  period_end: '',
  visibility: 'public',
  target_country: '',
  industry_major: '',
  industry_middle: '',
  images: [],
  language,
  translations: {},
});

/** `?type=sell|buy`, or null when missing or anything else. */
export const parseOfferType = (value: string | null): OfferType | null => {
  const parsed = offerTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * An amount as typed: null for "no limit", undefined when empty (the schema then says what is
 * missing), NaN for anything but decimal digits (the schema refuses it as not an amount;
 * `Number` alone would read "0x10" as 16 and "1e3" as 1000).
 */
function toAmount(value: number | string, noLimit: boolean): number | null | undefined {
  if (noLimit) return null;
  if (typeof value === 'number') return value;
  const text = value.replace(/[,\s]/g, '');
  if (text === '') return undefined;
  return /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
}

const blankToUndefined = <T extends string>(value: T | ''): T | undefined => (value === '' ? undefined : value);

/**
 * The form as the `offer` of a create or update body. Text is normalised as the schema keeps it
 * (trimmed; empty when nothing in it is visible). For a draft, anything
 * left empty is left out (a draft needs only its type); for registration every field is sent
 * so the shared schema reports each one that is missing.
 */
export function toOfferInput(values: OfferFormValues, intent: 'register'): OfferRegisterInput;
export function toOfferInput(values: OfferFormValues, intent: 'save_draft'): OfferDraftInput;
export function toOfferInput(values: OfferFormValues, intent: OfferFormIntent): OfferRegisterInput | OfferDraftInput;
export function toOfferInput(values: OfferFormValues, intent: OfferFormIntent): OfferRegisterInput | OfferDraftInput {
  const text = normalizeText;
  const price_min = toAmount(values.price_min, values.price_min_no_limit);
  const price_max = toAmount(values.price_max, values.price_max_no_limit);
  const common = {
    type: values.type,
    currency: values.currency,
    is_public: values.visibility === 'public',
    image_ids: values.images.map((image) => image.image_id),
    language: values.language,
    translations: translationsInput(values),
  };
  if (intent === 'register') {
    // Missing values go to the schema as undefined, which answers with the field's message.
    return {
      ...common,
      title: text(values.title),
      description: text(values.description),
      features: text(values.features),
      requests: text(values.requests),
      price_min,
      price_max,
      period_start: blankToUndefined(values.period_start),
      period_end: blankToUndefined(values.period_end),
      target_country: blankToUndefined(values.target_country),
      industry_major: values.industry_major,
      industry_middle: values.industry_middle,
    };
  }
  const draft: OfferDraftInput = { ...common };
  const setText = (key: 'title' | 'description' | 'features' | 'requests') => {
    const value = text(values[key]);
    if (value !== '') draft[key] = value;
  };
  setText('title');
  setText('description');
  setText('features');
  setText('requests');
  if (price_min !== undefined) draft.price_min = price_min;
  if (price_max !== undefined) draft.price_max = price_max;
  if (values.period_start) draft.period_start = values.period_start;
  if (values.period_end) draft.period_end = values.period_end;
  if (values.target_country) draft.target_country = values.target_country;
  // Both industry levels or neither: the server resolves the pair.
  if (values.industry_major && values.industry_middle) {
    draft.industry_major = values.industry_major;
    draft.industry_middle = values.industry_middle;
  }
  return draft;
}

/** A stored offer as the form shows it for editing. */
export function fromManagedOffer(offer: ManagedOffer): OfferFormValues {
  return {
    type: offer.type,
    title: offer.title,
    description: offer.description,
    features: offer.features,
    requests: offer.requests,
    price_min: offer.price_min ?? '',
    // A saved offer with an end left open has "no limit" there; a draft that never set a price has neither.
    price_min_no_limit: offer.price_min === null && hasPriceSet(offer),
    price_max: offer.price_max ?? '',
    price_max_no_limit: offer.price_max === null && hasPriceSet(offer),
    currency: offer.currency,
    period_start: offer.period_start ?? '',
    period_end: offer.period_end ?? '',
    visibility: offer.is_public ? 'public' : 'private',
    target_country: offer.target_country ?? '',
    industry_major: offer.industry_major?.code ?? '',
    industry_middle: offer.industry_middle?.code ?? '',
    images: offer.images.map(({ image_id, url, thumbnail_url }) => ({ image_id, url, thumbnail_url })),
    language: offer.language,
    // The people's versions (a machine's is the reader's, not the offer's).
    translations: Object.fromEntries(
      offer.translations
        .filter((v) => v.origin !== 'machine')
        .map((v) => [v.language, { title: v.title, description: v.description, features: v.features, requests: v.requests, out_of_date: v.out_of_date, confirm: false }]),
    ),
  };
}

/** Whether the offer was ever given a price: any registered offer, or a draft with either end set. */
const hasPriceSet = (offer: ManagedOffer) => offer.status !== 'draft' || offer.price_min !== null || offer.price_max !== null;

/**
 * Field errors from the API (`offer.title`, `offer.image_ids`, …) as form field names. The form
 * shows images under `images` and the price's "no limit" boxes beside the amounts.
 */
export const toFormFieldErrors = (fields: Record<string, string[]> | undefined): Partial<Record<keyof OfferFormValues, string>> =>
  fieldMessages(fields, offerFieldOfPath);

/** The form field an API path names (`offer.image_ids.2` → `images`), for lib/form-errors.ts. */
export const offerFieldOfPath = (path: string): keyof OfferFormValues | null => formFieldName(path.replace(/^offer\./, '').split('.')[0] ?? '');

const FORM_FIELDS = new Set<keyof OfferFormValues>(Object.keys(emptyOfferForm('sell')) as (keyof OfferFormValues)[]);

export function formFieldName(schemaField: string): keyof OfferFormValues | null {
  if (schemaField === 'image_ids') return 'images';
  if (schemaField === 'is_public') return 'visibility';
  return FORM_FIELDS.has(schemaField as keyof OfferFormValues) ? (schemaField as keyof OfferFormValues) : null;
}
