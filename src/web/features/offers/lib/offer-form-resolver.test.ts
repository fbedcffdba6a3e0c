import { describe, expect, it } from 'vitest';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { maxPeriodEnd, platformToday } from '../../../../shared/offer-lifecycle.ts';
import { latestPeriodStart } from '../../../../shared/schemas/offer.ts';
import { offerFormResolver } from './offer-form-resolver.ts';
import { emptyOfferForm, type OfferFormIntent, type OfferFormValues } from './offer-form-values.ts';

const IMAGE = { image_id: '0b7c8a8e-8f0e-4c1a-9d55-3b4f8f2c1a11', url: '/api/offer-images/x', thumbnail_url: '/api/offer-images/x/thumbnail' };
const today = platformToday();

const filled = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferForm('sell'),
  title: 'Precision parts',
  description: 'Aluminium housings',
  features: 'ISO 9001',
  price_min: 1000,
  price_max: 2000,
  period_start: today,
  period_end: maxPeriodEnd(today, 3),
  target_country: 'TH',
  industry_major: 'E',
  industry_middle: '24',
  images: [IMAGE],
  ...overrides,
});

/** The messages the form shows, by field, for an intent. */
async function formMessages(values: OfferFormValues, intent: OfferFormIntent) {
  const resolve = offerFormResolver(() => intent);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]));
}

describe('the offer form says what the server says (shared schemas)', () => {
  it('a title of zero-width or blank characters is required', async () => {
    for (const title of ['\u200b\u200b', '\u3000\u3000', '\ufeff\u2060', ' \u200d\t']) {
      expect(await formMessages(filled({ title }), 'register')).toEqual({ title: 'validation.required' });
    }
    expect(translateValidation('validation.required', 'ja')).toBe('必須項目です。');
  });

  it('an image listed twice is refused', async () => {
    const images = [IMAGE, { ...IMAGE }];
    expect(await formMessages(filled({ images }), 'register')).toEqual({ images: 'validation.images_duplicate' });
    expect(await formMessages(filled({ images }), 'save_draft')).toEqual({ images: 'validation.images_duplicate' });
  });

  it('a draft with only a far end date is refused, and a start beyond two years', async () => {
    const draft = { ...emptyOfferForm('sell'), period_end: '9999-12-31' };
    expect(await formMessages(draft, 'save_draft')).toEqual({ period_end: 'validation.end_too_far' });
    const tooFar = new Date(`${latestPeriodStart(today)}T00:00:00Z`);
    tooFar.setUTCDate(tooFar.getUTCDate() + 1);
    const iso = tooFar.toISOString().slice(0, 10);
    expect(await formMessages(filled({ period_start: iso, period_end: maxPeriodEnd(iso, 1) }), 'register')).toEqual({ period_start: 'validation.start_too_far' });
  });

  it('a day the calendar does not have is not a date', async () => {
    expect(await formMessages({ ...emptyOfferForm('sell'), period_start: '2031-02-30' }, 'save_draft')).toEqual({ period_start: 'validation.date' });
  });

  it('a complete offer passes', async () => {
    expect(await formMessages(filled(), 'register')).toEqual({});
    expect(await formMessages({ ...emptyOfferForm('buy'), title: '\u200b' }, 'save_draft')).toEqual({});
  });
});
