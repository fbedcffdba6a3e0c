import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/enums.ts';
import type { OfferDraftInput } from '../../../../shared/schemas/offer.ts';
import type { Industry } from '../../../../shared/schemas/offer-views.ts';
import { formatPeriod, formatPriceRange, industryName } from './format-offer.ts';
import { type OfferFormValues, toOfferInput } from './offer-form-values.ts';

/**
 * The parts of the offer form a user edits as one: a text, the price (currency, both ends and their
 * "no limit" boxes), the period, the industry pair. After a conflict (someone else saved first),
 * the tab's own edits are listed by these parts so each can be put back on the latest version.
 */
export const FORM_FIELD_GROUPS = [
  'title',
  'description',
  'features',
  'requests',
  'languages',
  'price',
  'period',
  'target_country',
  'industry',
  'visibility',
  'images',
] as const;
export type FormFieldGroup = (typeof FORM_FIELD_GROUPS)[number];

const FORM_FIELDS: Record<FormFieldGroup, (keyof OfferFormValues)[]> = {
  title: ['title'],
  description: ['description'],
  features: ['features'],
  requests: ['requests'],
  languages: ['language', 'translations'],
  price: ['currency', 'price_min', 'price_min_no_limit', 'price_max', 'price_max_no_limit'],
  period: ['period_start', 'period_end'],
  target_country: ['target_country'],
  industry: ['industry_major', 'industry_middle'],
  visibility: ['visibility'],
  images: ['images'],
};

/** What the server would store for a group: compared rather than the raw inputs, so "1,000" and 1000 are the same. */
const API_FIELDS: Record<FormFieldGroup, (keyof OfferDraftInput)[]> = {
  title: ['title'],
  description: ['description'],
  features: ['features'],
  requests: ['requests'],
  languages: ['language', 'translations'],
  price: ['currency', 'price_min', 'price_max'],
  period: ['period_start', 'period_end'],
  target_country: ['target_country'],
  industry: ['industry_major', 'industry_middle'],
  visibility: ['is_public'],
  images: ['image_ids'],
};

function stored(group: FormFieldGroup, values: OfferFormValues): string {
  const input = toOfferInput(values, 'save_draft');
  return JSON.stringify(API_FIELDS[group].map((field) => input[field] ?? null));
}

/** The groups in which the tab's values differ from the latest saved ones, in form order. */
export const changedGroups = (mine: OfferFormValues, latest: OfferFormValues): FormFieldGroup[] =>
  FORM_FIELD_GROUPS.filter((group) => stored(group, mine) !== stored(group, latest));

/** The form values of one group, to put back on the form. */
export function groupValues(group: FormFieldGroup, source: OfferFormValues): Partial<OfferFormValues> {
  return Object.fromEntries(FORM_FIELDS[group].map((field) => [field, source[field]]));
}

/** The label of a group, as the form names the field. */
export function groupLabel(group: FormFieldGroup, t: TFunction): string {
  switch (group) {
    case 'price':
      return t('offer.fields.price_range');
    case 'period':
      return t('offer.fields.period');
    case 'industry':
      return t('offer.fields.industry');
    case 'visibility':
      return t('offer.visibility.label');
    case 'images':
      return t('offer_register.form.sections.images');
    case 'languages':
      return t('offer.versions.form_title');
    default:
      return t(`offer.fields.${group}`);
  }
}

/** One group of the form's values in words, as the confirmation step would show it. */
export function describeGroup(
  group: FormFieldGroup,
  values: OfferFormValues,
  { t, language, industries = [] }: { t: TFunction; language: Language; industries?: Industry[] },
): string {
  const input = toOfferInput(values, 'save_draft');
  const empty = t('offer_register.form.unsaved_empty');
  switch (group) {
    case 'price': {
      const min = input.price_min ?? null;
      const max = input.price_max ?? null;
      // Neither end given in the form (no amount, no "no limit" box) is a price not entered yet.
      const entered = input.price_min !== undefined || input.price_max !== undefined;
      return formatPriceRange({ price_min: min, price_max: max, currency: values.currency, status: entered ? undefined : 'draft' }, language, t);
    }
    case 'period':
      return formatPeriod({ period_start: input.period_start ?? null, period_end: input.period_end ?? null }, language, t) ?? empty;
    case 'target_country':
      return values.target_country ? t(`country.${values.target_country}`) : empty;
    case 'industry': {
      const major = industries.find((item) => item.code === values.industry_major);
      const middle = major?.children.find((item) => item.code === values.industry_middle);
      const names = [industryName(major, language) ?? values.industry_major, industryName(middle, language) ?? values.industry_middle].filter(Boolean);
      return names.length > 0 ? names.join(' / ') : empty;
    }
    case 'visibility':
      return t(`offer.visibility.${values.visibility}`);
    case 'images':
      return t('offer_register.form.unsaved_images', { count: values.images.length });
    case 'languages':
      return [values.language, ...(input.translations ?? []).map((v) => v.language)].map((l) => t(`offer.versions.language.${l}`)).join(' · ');
    default:
      return input[group] || empty;
  }
}

/** The tab's edits not yet on the latest version: its values and the groups in which they differ. */
export interface UnsavedChanges {
  values: OfferFormValues;
  groups: FormFieldGroup[];
}

/**
 * What the tab still has to offer after loading the latest version. A three-way comparison: the
 * tab's own changes are where its values differ from `base`, the version it started from; of those,
 * the ones the latest version does not already have are offered. A field the tab never touched is
 * never offered, so reapplying cannot undo the other editor's work. A change left unreapplied after
 * an earlier conflict (`previous`) is offered again unless the tab has edited that field since.
 * Without a base (a form stored before bases were kept), every difference is offered. Null when
 * nothing is left.
 */
export function unsavedAgainst({
  mine,
  base,
  latest,
  previous,
}: {
  mine: OfferFormValues;
  base?: OfferFormValues | undefined;
  latest: OfferFormValues;
  previous?: UnsavedChanges | null | undefined;
}): UnsavedChanges | null {
  const edited = new Set(changedGroups(mine, base ?? latest));
  const differsFromLatest = new Set(changedGroups(mine, latest));
  const values: OfferFormValues = { ...mine };
  const groups = new Set([...edited].filter((group) => differsFromLatest.has(group)));
  if (previous) {
    const previousDiffers = new Set(changedGroups(previous.values, latest));
    for (const group of previous.groups) {
      if (edited.has(group) || !previousDiffers.has(group)) continue;
      Object.assign(values, groupValues(group, previous.values));
      groups.add(group);
    }
  }
  const ordered = FORM_FIELD_GROUPS.filter((group) => groups.has(group));
  return ordered.length > 0 ? { values, groups: ordered } : null;
}
