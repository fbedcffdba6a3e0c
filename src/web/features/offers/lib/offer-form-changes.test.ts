import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../../shared/i18n/index.ts';
import { changedGroups, describeGroup, groupValues, unsavedAgainst } from './offer-form-changes.ts';
import { emptyOfferForm, type OfferFormValues } from './offer-form-values.ts';

let t: TFunction;
let tJa: TFunction;
beforeAll(async () => {
  const en = i18next.createInstance();
  await en.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
  t = en.t;
  const ja = i18next.createInstance();
  await ja.init({ resources, lng: 'ja', interpolation: { escapeValue: false } });
  tJa = ja.t;
});

const IMAGE = { image_id: '0b7c8a8e-8f0e-4c1a-9d55-3b4f8f2c1a11', url: '/a', thumbnail_url: '/a/t' };
const latest: OfferFormValues = {
  ...emptyOfferForm('buy'),
  title: 'First editor’s title',
  description: 'Inspection by CMM',
  price_min: 1_000_000,
  price_max: '',
  price_max_no_limit: true,
  period_start: '2027-01-10',
  period_end: '2027-03-31',
  target_country: 'TH',
  industry_major: 'E',
  industry_middle: '25',
  images: [IMAGE],
};

describe('the tab\'s own changes against the latest version', () => {
  it('lists only what differs, as the server would store it', () => {
    expect(changedGroups(latest, { ...latest })).toEqual([]);
    // Typed the same amount differently, trimmed text: no change.
    expect(changedGroups({ ...latest, price_min: '1,000,000', description: ' Inspection by CMM\n' }, latest)).toEqual([]);
    const mine = { ...latest, title: 'Second editor’s title', features: 'ISO 9001', price_max_no_limit: false, price_max: 5_000_000, visibility: 'private' as const };
    expect(changedGroups(mine, latest)).toEqual(['title', 'features', 'price', 'visibility']);
  });

  it('gives back a whole group: the price with its currency and "no limit" boxes, the industry pair', () => {
    const mine = { ...latest, currency: 'THB' as const, price_max: 5, price_max_no_limit: false, industry_major: 'A', industry_middle: '01' };
    expect(groupValues('price', mine)).toEqual({ currency: 'THB', price_min: 1_000_000, price_min_no_limit: false, price_max: 5, price_max_no_limit: false });
    expect(groupValues('industry', mine)).toEqual({ industry_major: 'A', industry_middle: '01' });
  });

  it('offers only what this tab changed: a field only the other editor changed is not undone', () => {
    const base = { ...latest };
    const theirs = { ...latest, description: 'Changed by the other editor' };
    const mine = { ...base, title: 'Second editor’s title' };
    expect(unsavedAgainst({ mine, base, latest: theirs })).toEqual({ values: mine, groups: ['title'] });
    // Both wrote the same: nothing to offer.
    expect(unsavedAgainst({ mine, base, latest: { ...theirs, title: 'Second editor’s title' } })).toBeNull();
    // No base kept: every difference is offered.
    expect(unsavedAgainst({ mine, latest: theirs })?.groups).toEqual(['title', 'description']);
  });

  it('keeps what an earlier conflict left unreapplied, unless the tab has edited that field since', () => {
    const first = unsavedAgainst({ mine: { ...latest, title: 'Mine' }, base: latest, latest: { ...latest, title: 'Theirs' } });
    expect(first).toEqual({ values: { ...latest, title: 'Mine' }, groups: ['title'] });
    // A second conflict: the form showed "Theirs" (now the base); the tab changed the features only.
    const base = { ...latest, title: 'Theirs' };
    const second = unsavedAgainst({ mine: { ...base, features: 'New' }, base, latest: { ...base, title: 'Theirs, again' }, previous: first });
    expect(second?.groups).toEqual(['title', 'features']);
    expect(second?.values).toMatchObject({ title: 'Mine', features: 'New' });
    // Edited since: the new edit wins over the old one.
    const edited = unsavedAgainst({ mine: { ...base, title: 'Newer' }, base, latest: { ...base, title: 'Theirs, again' }, previous: first });
    expect(edited?.values.title).toBe('Newer');
    // The other editor has since written the same title: nothing left to offer there.
    expect(unsavedAgainst({ mine: base, base, latest: { ...latest, title: 'Mine' }, previous: first })).toBeNull();
  });

  it('describes each change as the confirmation step would show it', () => {
    const mine = { ...latest, price_min: '', price_min_no_limit: true, price_max: 30_000_000, price_max_no_limit: false };
    expect(describeGroup('price', mine, { t: tJa, language: 'ja' })).toBe('下限なし ～ ￥30,000,000');
    expect(describeGroup('price', { ...latest, price_min: '', price_max: '', price_max_no_limit: false }, { t, language: 'en' })).toBe('Not registered');
    expect(describeGroup('period', latest, { t, language: 'en' })).toBe('10 January 2027 – 31 March 2027');
    expect(describeGroup('title', { ...latest, title: '\u200b' }, { t, language: 'en' })).toBe('Left empty');
    expect(describeGroup('visibility', { ...latest, visibility: 'private' }, { t, language: 'en' })).toBe('Private');
    expect(describeGroup('images', latest, { t: tJa, language: 'ja' })).toBe('1枚');
    const industries = [{ code: 'E', name_en: 'Manufacturing', name_ja: '製造業', name_th: 'การผลิต', children: [{ code: '25', name_en: 'Metal products', name_ja: '金属製品', name_th: 'ผลิตภัณฑ์โลหะ' }] }];
    expect(describeGroup('industry', latest, { t, language: 'en', industries })).toBe('Manufacturing / Metal products');
  });
});
