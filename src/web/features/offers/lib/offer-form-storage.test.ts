import { describe, expect, it } from 'vitest';
import { clearOfferForm, OFFER_FORM_STORAGE_KEY, readOfferForm, type StoredOfferForm, storedFormFor, writeOfferForm } from './offer-form-storage.ts';
import { emptyOfferForm } from './offer-form-values.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const stored = (overrides: Partial<StoredOfferForm> = {}): StoredOfferForm => ({
  mode: 'new',
  values: emptyOfferForm('buy'),
  offerId: null,
  version: null,
  status: null,
  ...overrides,
});

describe('offer form in session storage', () => {
  it('writes, reads back and clears', () => {
    const storage = memoryStorage();
    writeOfferForm(stored({ values: { ...emptyOfferForm('buy'), title: 'Parts' } }), storage);
    expect(readOfferForm(storage)?.values.title).toBe('Parts');
    clearOfferForm(storage);
    expect(readOfferForm(storage)).toBeNull();
  });

  it('keeps the tab\'s unsaved changes after a conflict across a reload', () => {
    const storage = memoryStorage();
    const mine = { ...emptyOfferForm('buy'), title: 'Mine' };
    writeOfferForm(stored({ mode: 'edit', offerId: 'a', version: 3, unsaved: { values: mine, groups: ['title'] } }), storage);
    expect(readOfferForm(storage)?.unsaved).toEqual({ values: mine, groups: ['title'] });
  });

  it('ignores anything that is not a stored form', () => {
    const storage = memoryStorage();
    storage.setItem(OFFER_FORM_STORAGE_KEY, '{not json');
    expect(readOfferForm(storage)).toBeNull();
    storage.setItem(OFFER_FORM_STORAGE_KEY, JSON.stringify({ values: { type: 'rent' } }));
    expect(readOfferForm(storage)).toBeNull();
  });

  it('restores a new offer only for the same type, and an edit only for the same offer', () => {
    expect(storedFormFor(stored(), { type: 'buy' })).not.toBeNull();
    expect(storedFormFor(stored(), { type: 'sell' })).toBeNull();
    const editing = stored({ mode: 'edit', offerId: 'a', version: 2, status: 'published' });
    expect(storedFormFor(editing, { type: 'buy' })).toBeNull();
    expect(storedFormFor(editing, { offerId: 'a' })?.version).toBe(2);
    expect(storedFormFor(editing, { offerId: 'b' })).toBeNull();
  });
});
