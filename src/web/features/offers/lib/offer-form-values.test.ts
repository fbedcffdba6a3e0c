import { describe, expect, it } from 'vitest';
import { offerDraftSchema, offerRegisterSchema } from '../../../../shared/schemas/offer.ts';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { maxPeriodEnd, platformToday } from '../../../../shared/offer-lifecycle.ts';
import { emptyOfferForm, formFieldName, fromManagedOffer, type OfferFormValues, parseOfferType, toFormFieldErrors, toOfferInput } from './offer-form-values.ts';

const IMAGE = { image_id: '0b7c8a8e-8f0e-4c1a-9d55-3b4f8f2c1a11', url: '/api/offer-images/x', thumbnail_url: '/api/offer-images/x/thumbnail' };
const start = platformToday();

const filled = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferForm('buy'),
  title: '  Precision parts supplier  ',
  description: ' Aluminium housings \n',
  features: 'Long-term contract',
  requests: '   ',
  price_min: 1_000_000,
  price_max: '30,000,000',
  currency: 'JPY',
  period_start: start,
  period_end: maxPeriodEnd(start, 3),
  visibility: 'private',
  target_country: 'TH',
  industry_major: 'E',
  industry_middle: '24',
  images: [IMAGE],
  ...overrides,
});

describe('toOfferInput for registration', () => {
  it('trims text, parses typed amounts and maps the publication and images', () => {
    const input = toOfferInput(filled(), 'register');
    expect(input).toMatchObject({
      type: 'buy',
      title: 'Precision parts supplier',
      description: 'Aluminium housings',
      requests: '',
      price_min: 1_000_000,
      price_max: 30_000_000,
      is_public: false,
      target_country: 'TH',
      image_ids: [IMAGE.image_id],
    });
    expect(offerRegisterSchema.safeParse(input).success).toBe(true);
  });

  it('sends null for a "no limit" end, whatever amount is left in the box', () => {
    const input = toOfferInput(filled({ price_min: 500, price_min_no_limit: true, price_max_no_limit: true }), 'register');
    expect(input.price_min).toBeNull();
    expect(input.price_max).toBeNull();
    expect(offerRegisterSchema.safeParse(input).success).toBe(true);
  });

  it('leaves missing values for the shared schema to report, field by field', () => {
    const result = offerRegisterSchema.safeParse(toOfferInput(emptyOfferForm('sell'), 'register'));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    for (const field of ['title', 'description', 'features', 'price_min', 'price_max', 'period_start', 'period_end', 'target_country', 'industry_major', 'industry_middle', 'image_ids']) {
      expect(fields, field).toContain(field);
    }
  });

  it('a minimum above the maximum fails on the maximum', () => {
    const result = offerRegisterSchema.safeParse(toOfferInput(filled({ price_min: 5, price_max: 4 }), 'register'));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['price_max', 'validation.price_range']]);
  });

  it('text that is not an amount is refused by the schema, not silently dropped', () => {
    const input = toOfferInput(filled({ price_min: 'abc' }), 'register');
    expect(Number.isNaN(input.price_min)).toBe(true);
    expect(offerRegisterSchema.safeParse(input).success).toBe(false);
    // Decimal digits only: no hexadecimal, exponent or sign.
    for (const typed of ['0x10', '1e3', '+5', '5.0']) expect(Number.isNaN(toOfferInput(filled({ price_min: typed }), 'register').price_min)).toBe(true);
    expect(toOfferInput(filled({ price_min: '1,000' }), 'register').price_min).toBe(1000);
  });

  it('text with nothing visible is empty, as the schema keeps it', () => {
    const input = toOfferInput(filled({ title: '\u200b\u3000', requests: '\ufeff' }), 'register');
    expect(input).toMatchObject({ title: '', requests: '' });
    expect(toOfferInput(filled({ title: '\u200b' }), 'save_draft')).not.toHaveProperty('title');
  });
});

describe('toOfferInput for a draft', () => {
  it('needs only the type: empty fields are left out', () => {
    const draft = toOfferInput(emptyOfferForm('sell'), 'save_draft');
    expect(draft).toEqual({ type: 'sell', currency: 'JPY', is_public: true, image_ids: [], language: 'en', translations: [] });
    expect(offerDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('keeps what was entered, trimmed, and "no limit" as null', () => {
    const draft = toOfferInput({ ...emptyOfferForm('buy'), title: ' Parts ', price_max_no_limit: true, industry_major: 'E' }, 'save_draft');
    expect(draft).toEqual({ type: 'buy', title: 'Parts', price_max: null, currency: 'JPY', is_public: true, image_ids: [], language: 'en', translations: [] });
  });

  it('sends the industry only as a pair', () => {
    expect(toOfferInput({ ...emptyOfferForm('buy'), industry_major: 'E', industry_middle: '24' }, 'save_draft')).toMatchObject({
      industry_major: 'E',
      industry_middle: '24',
    });
  });

  it('still applies the limits: a 121-character title is refused', () => {
    const result = offerDraftSchema.safeParse(toOfferInput({ ...emptyOfferForm('buy'), title: 'x'.repeat(121) }, 'save_draft'));
    expect(result.error?.issues[0]?.message).toBe('validation.max?max=120');
  });
});

describe("the author's versions in other languages (decision 050)", () => {
  it('sends the versions with some text, trimmed, never one in the original language, and a stored out-of-date version with its confirmation', () => {
    const values = {
      ...emptyOfferForm('sell', 'JPY', 'ja'),
      translations: {
        en: { title: ' Line for sale ', description: '', features: '', requests: '', out_of_date: true, confirm: true },
        th: { title: ' ', description: '', features: '', requests: '', out_of_date: false, confirm: false },
        ja: { title: '残っていた版', description: '', features: '', requests: '', out_of_date: false, confirm: false },
      },
    };
    expect(toOfferInput(values, 'save_draft').translations).toEqual([
      { language: 'en', title: 'Line for sale', description: '', features: '', requests: '', confirm: true },
    ]);
  });

  it("opens a stored offer with its people's versions, not the machine's, and whether each is out of date", () => {
    const version = { made_at: '2026-11-20T00:00:00Z', provider: null, title: 'T', description: 'D', features: 'F', requests: '' };
    const values = fromManagedOffer({
      type: 'sell', status: 'published', title: '原文', description: '', features: '', requests: '', price_min: null, price_max: null, currency: 'JPY',
      period_start: null, period_end: null, is_public: true, target_country: null, industry_major: null, industry_middle: null, images: [], language: 'ja',
      translations: [
        { ...version, language: 'en', origin: 'author', out_of_date: true },
        { ...version, language: 'th', origin: 'machine', out_of_date: false, provider: 'libretranslate' },
      ],
    } as unknown as ManagedOffer);
    expect(values.language).toBe('ja');
    expect(values.translations).toEqual({ en: { title: 'T', description: 'D', features: 'F', requests: '', out_of_date: true, confirm: false } });
  });
});

describe('fromManagedOffer', () => {
  const managed = (overrides: Partial<ManagedOffer>): ManagedOffer =>
    ({
      offer_id: '5f0c6d1e-2b7a-4f7e-8e43-0c1f1c7d2a10',
      type: 'sell',
      status: 'published',
      title: 'T',
      description: 'D',
      features: 'F',
      requests: '',
      price_min: null,
      price_max: 100,
      currency: 'THB',
      period_start: '2030-01-01',
      period_end: '2030-03-01',
      is_public: true,
      target_country: 'JP',
      industry_major: { code: 'E', name_en: '', name_ja: '', name_th: '' },
      industry_middle: { code: '25', name_en: '', name_ja: '', name_th: '' },
      images: [{ ...IMAGE, width: 10, height: 10 }],
      version: 3,
      language: 'ja',
      translations: [],
      machine_translation: 'not_needed',
      ...overrides,
    }) as ManagedOffer;

  it('shows an open end of a registered offer as "no limit" and round-trips to the same body', () => {
    const values = fromManagedOffer(managed({}));
    expect(values).toMatchObject({ price_min: '', price_min_no_limit: true, price_max: 100, price_max_no_limit: false, industry_major: 'E', industry_middle: '25' });
    expect(toOfferInput(values, 'register')).toMatchObject({ price_min: null, price_max: 100, currency: 'THB', image_ids: [IMAGE.image_id] });
  });

  it('a draft that never had a price shows empty amounts, not "no limit"', () => {
    const values = fromManagedOffer(managed({ status: 'draft', price_max: null, period_start: null, period_end: null, target_country: null, industry_major: null, industry_middle: null }));
    expect(values).toMatchObject({ price_min_no_limit: false, price_max_no_limit: false, period_start: '', target_country: '', industry_major: '' });
  });
});

describe('field names and server errors', () => {
  it('maps the API field paths to the form fields', () => {
    expect(formFieldName('image_ids')).toBe('images');
    expect(formFieldName('is_public')).toBe('visibility');
    expect(formFieldName('title')).toBe('title');
    expect(formFieldName('version')).toBeNull();
    expect(toFormFieldErrors({ 'offer.title': ['Too long'], 'offer.image_ids': ['Missing'], version: ['x'] })).toEqual({ title: 'Too long', images: 'Missing' });
  });

  it('reads ?type=', () => {
    expect(parseOfferType('buy')).toBe('buy');
    expect(parseOfferType('sell')).toBe('sell');
    expect(parseOfferType('rent')).toBeNull();
    expect(parseOfferType(null)).toBeNull();
  });
});
