import { describe, expect, it } from 'vitest';
import { maxPeriodEnd, platformToday } from '../offer-lifecycle.ts';
import { pageQuerySchema } from './common.ts';
import {
  approveBodySchema,
  hasVisibleText,
  latestPeriodEnd,
  latestPeriodStart,
  normalizeText,
  offerDraftSchema,
  offerRegisterSchema,
  REVIEW_CHECKLIST,
  reasonBodySchema,
  versionQuerySchema,
} from './offer.ts';
import { offerManageQuerySchema, offerManagersBodySchema, offerSearchQuerySchema } from './offer-views.ts';

const IMAGE_A = '6f1c1e9e-0000-4000-8000-000000000001';
const IMAGE_B = '6f1c1e9e-0000-4000-8000-000000000002';

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function validOffer(overrides: Record<string, unknown> = {}) {
  const start = platformToday();
  return {
    type: 'sell',
    title: 'Precision parts',
    description: 'Aluminium parts, 10,000 a month.',
    features: 'ISO 9001',
    requests: '',
    price_min: 1000,
    price_max: 2000,
    currency: 'JPY',
    period_start: start,
    period_end: addDays(start, 30),
    is_public: true,
    target_country: 'TH',
    industry_major: 'E',
    industry_middle: '25',
    image_ids: [IMAGE_A],
    ...overrides,
  };
}

/** The messages a schema answers, by field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return out;
}

// Every character a reader cannot see: blanks, the ideographic space, zero-width and other format characters.
const INVISIBLE = ['\u0020', '\t', '\n', '\u00a0', '\u3000', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u3164', '\u2028'];

describe('required text means visible text', () => {
  it.each(INVISIBLE.map((char) => [char.codePointAt(0)!.toString(16), char]))('U+%s alone (or repeated) is not a title', (_, char) => {
    for (const title of [char, char.repeat(3), `${char}\u200b${char}`]) {
      expect(messages(offerRegisterSchema.safeParse(validOffer({ title })))).toEqual({ title: ['validation.required'] });
    }
  });

  it('keeps visible text as typed, trimmed at the ends, with joiners inside it', () => {
    expect(offerRegisterSchema.parse(validOffer({ title: '\u3000 部品\u200dの調達 \n' })).title).toBe('部品\u200dの調達');
    expect(normalizeText('\u200b\u3000')).toBe('');
    expect(hasVisibleText('\u200bก')).toBe(true);
  });

  it('a draft keeps invisible-only text as empty, and an optional text too', () => {
    expect(offerDraftSchema.parse({ type: 'buy', title: '\u200b\u200b', requests: '\ufeff' })).toMatchObject({ title: '', requests: '' });
  });

  it('the bank\'s reason is required the same way; remarks are emptied', () => {
    expect(messages(reasonBodySchema.safeParse({ version: 1, reason: '\u200b\u3000\u2060' }))).toEqual({ reason: ['validation.required'] });
    expect(reasonBodySchema.parse({ version: 1, reason: ' 写真を差し替えてください ' }).reason).toBe('写真を差し替えてください');
    expect(approveBodySchema.parse({ version: 1, checklist: [...REVIEW_CHECKLIST], remarks: '\u200b' }).remarks).toBe('');
  });

  it('counts the limit on the text as kept', () => {
    expect(offerRegisterSchema.safeParse(validOffer({ title: `\u3000${'x'.repeat(120)}\u3000` })).success).toBe(true);
    expect(messages(offerRegisterSchema.safeParse(validOffer({ title: 'x'.repeat(121) })))).toEqual({ title: ['validation.max?max=120'] });
  });
});

describe('ids are unique', () => {
  it('refuses an image listed twice, in any letter case, for a draft and for registration', () => {
    for (const ids of [[IMAGE_A, IMAGE_A], [IMAGE_A, IMAGE_B, IMAGE_A.toUpperCase()]]) {
      expect(messages(offerRegisterSchema.safeParse(validOffer({ image_ids: ids })))).toEqual({ image_ids: ['validation.images_duplicate'] });
      expect(messages(offerDraftSchema.safeParse({ type: 'sell', image_ids: ids }))).toEqual({ image_ids: ['validation.images_duplicate'] });
    }
    expect(offerRegisterSchema.safeParse(validOffer({ image_ids: [IMAGE_A, IMAGE_B] })).success).toBe(true);
  });

  it('refuses an offer manager listed twice', () => {
    expect(messages(offerManagersBodySchema.safeParse({ user_ids: [IMAGE_A, IMAGE_A] }))).toEqual({ user_ids: ['validation.ids_duplicate'] });
    expect(offerManagersBodySchema.safeParse({ user_ids: [IMAGE_A, IMAGE_B] }).success).toBe(true);
  });
});

describe('dates are plausible', () => {
  const today = platformToday();

  it('refuses a day the calendar does not have', () => {
    for (const date of ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-1-01']) {
      expect(messages(offerDraftSchema.safeParse({ type: 'sell', period_end: date }))).toEqual({ period_end: ['validation.date'] });
    }
  });

  it('starts at most two years ahead', () => {
    const latest = latestPeriodStart(today);
    expect(latest).toBe(maxPeriodEnd(today, 24));
    expect(offerRegisterSchema.safeParse(validOffer({ period_start: latest, period_end: addDays(latest, 1) })).success).toBe(true);
    const tooFar = addDays(latest, 1);
    expect(messages(offerRegisterSchema.safeParse(validOffer({ period_start: tooFar, period_end: addDays(tooFar, 1) })))).toEqual({
      period_start: ['validation.start_too_far'],
    });
    expect(messages(offerDraftSchema.safeParse({ type: 'sell', period_start: '9999-01-01' }))).toEqual({ period_start: ['validation.start_too_far'] });
  });

  it('a draft with only an end date ends at most six months after the latest start', () => {
    const latest = latestPeriodEnd(today);
    expect(latest).toBe(maxPeriodEnd(latestPeriodStart(today), 6));
    expect(offerDraftSchema.safeParse({ type: 'sell', period_end: latest }).success).toBe(true);
    for (const end of [addDays(latest, 1), '9999-12-31']) {
      expect(messages(offerDraftSchema.safeParse({ type: 'sell', period_end: end }))).toEqual({ period_end: ['validation.end_too_far'] });
    }
  });

  it('with a start, the end stays bounded by six months after it', () => {
    expect(messages(offerDraftSchema.safeParse({ type: 'sell', period_start: today, period_end: '9999-12-31' }))).toEqual({
      period_end: ['validation.period_max'],
    });
  });
});

describe('numbers in a query string are decimal digits only', () => {
  const schemas = [
    ['search', 'page', offerSearchQuerySchema],
    ['search', 'per_page', offerSearchQuerySchema],
    ['manage', 'page', offerManageQuerySchema],
    ['paging', 'page', pageQuerySchema],
    ['delete', 'version', versionQuerySchema],
  ] as const;

  it.each(schemas)('%s %s: reads 0-9 digits and refuses anything else', (_, key, schema) => {
    expect(schema.parse({ [key]: '16' })).toMatchObject({ [key]: 16 });
    expect(schema.parse({ [key]: '007' })).toMatchObject({ [key]: 7 });
    for (const bad of ['0x10', '1e1', '+5', '-5', ' 5', '5 ', '5.0', '５', '٥', '', 'Infinity', '0b11', '0o7']) {
      const result = schema.safeParse({ [key]: bad });
      expect(result.success, `${key}=${JSON.stringify(bad)}`).toBe(false);
    }
    expect(schema.safeParse({ [key]: ['1', '2'] }).success).toBe(false);
  });

  it('keeps the defaults and the bounds', () => {
    expect(offerSearchQuerySchema.parse({})).toMatchObject({ page: 1, per_page: 20 });
    expect(offerSearchQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(offerSearchQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(messages(offerSearchQuerySchema.safeParse({ page: '0x10' }))).toEqual({ page: ['validation.whole_number'] });
  });
});
