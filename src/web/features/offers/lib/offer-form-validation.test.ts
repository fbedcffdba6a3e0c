import { describe, expect, it } from 'vitest';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { maxPeriodEnd, platformToday } from '../../../../shared/offer-lifecycle.ts';
import { latestPeriodStart } from '../../../../shared/schemas/offer.ts';
import { emptyOfferForm, type OfferFormValues } from './offer-form-values.ts';
import { validateOfferForm } from './offer-form-validation.ts';

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

describe('the offer form says what the server says (shared schemas)', () => {
  it('a title of zero-width or blank characters is required', () => {
    for (const title of ['\u200b\u200b', '\u3000\u3000', '\ufeff\u2060', ' \u200d\t']) {
      expect(validateOfferForm(filled({ title }), 'register')).toEqual({ title: 'validation.required' });
    }
    expect(translateValidation('validation.required', 'ja')).toBe('必須項目です。');
  });

  it('an image listed twice is refused', () => {
    const images = [IMAGE, { ...IMAGE }];
    expect(validateOfferForm(filled({ images }), 'register')).toEqual({ images: 'validation.images_duplicate' });
    expect(validateOfferForm(filled({ images }), 'save_draft')).toEqual({ images: 'validation.images_duplicate' });
  });

  it('a draft with only a far end date is refused, and a start beyond two years', () => {
    const draft = { ...emptyOfferForm('sell'), period_end: '9999-12-31' };
    expect(validateOfferForm(draft, 'save_draft')).toEqual({ period_end: 'validation.end_too_far' });
    const tooFar = new Date(`${latestPeriodStart(today)}T00:00:00Z`);
    tooFar.setUTCDate(tooFar.getUTCDate() + 1);
    const iso = tooFar.toISOString().slice(0, 10);
    expect(validateOfferForm(filled({ period_start: iso, period_end: maxPeriodEnd(iso, 1) }), 'register')).toEqual({ period_start: 'validation.start_too_far' });
  });

  it('a day the calendar does not have is not a date', () => {
    expect(validateOfferForm({ ...emptyOfferForm('sell'), period_start: '2031-02-30' }, 'save_draft')).toEqual({ period_start: 'validation.date' });
  });

  it('an empty form asks for each required field; a draft needs none, and min above max is refused in both', () => {
    const empty = validateOfferForm(emptyOfferForm('sell'), 'register');
    for (const name of ['title', 'description', 'features', 'price_min', 'price_max', 'period_start', 'period_end', 'target_country', 'industry_major', 'industry_middle'] as const) {
      expect(empty[name]).toBe('validation.required');
    }
    expect(empty.images).toBe('validation.images_min');
    expect(validateOfferForm(emptyOfferForm('sell'), 'save_draft')).toEqual({});
    const reversed = { ...emptyOfferForm('sell'), price_min: 5000, price_max: '4000' };
    expect(validateOfferForm(reversed, 'save_draft')).toEqual({ price_max: 'validation.price_range' });
    expect(validateOfferForm(filled({ price_min: 5000, price_max: 4000 }), 'register')).toEqual({ price_max: 'validation.price_range' });
    expect(validateOfferForm(filled({ price_max: '', price_max_no_limit: true }), 'register')).toEqual({});
  });

  it('a complete offer passes', () => {
    expect(validateOfferForm(filled(), 'register')).toEqual({});
    expect(validateOfferForm({ ...emptyOfferForm('buy'), title: '\u200b' }, 'save_draft')).toEqual({});
  });
});
