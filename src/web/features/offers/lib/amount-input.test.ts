import { describe, expect, it } from 'vitest';
import { amountText, amountValue, caretAfterDigits, digitsOf, groupDigits, trimmedAmount } from './amount-input.ts';
import { toOfferInput, emptyOfferForm } from './offer-form-values.ts';

describe('an amount field of the offer form', () => {
  it('shows the amount grouped by thousands with ","', () => {
    expect(groupDigits('1000000')).toBe('1,000,000');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('')).toBe('');
    expect(amountText(80_000_000)).toBe('80,000,000');
    expect(amountText(0)).toBe('0');
    expect(amountText('')).toBe('');
    expect(amountText('1,234')).toBe('1,234');
    expect(amountText(1_000_000_000_000_000)).toBe('1,000,000,000,000,000');
    expect(amountText('12345678901234567890')).toBe('12,345,678,901,234,567,890');
  });

  it('keeps only digits, as a number where a number keeps them', () => {
    expect(digitsOf('1,0a0-0.5')).toBe('10005');
    expect(amountValue('')).toBe('');
    expect(amountValue('5000')).toBe(5000);
    expect(amountValue('0')).toBe(0);
    expect(amountValue('007')).toBe('007');
    expect(amountValue('12345678901234567890')).toBe('12345678901234567890');
    expect(trimmedAmount('007')).toBe(7);
    expect(trimmedAmount('000')).toBe(0);
    expect(trimmedAmount(42)).toBe(42);
    expect(trimmedAmount('')).toBe('');
  });

  it('sends what the schema reads: the digits as an amount, too large refused by the schema', () => {
    const input = toOfferInput({ ...emptyOfferForm('sell'), price_min: amountValue('007'), price_max: amountValue('12345678901234567890') }, 'save_draft');
    expect(input.price_min).toBe(7);
    expect(input.price_max).toBe(Number('12345678901234567890'));
  });

  it('puts the caret after the same digits once the separators move', () => {
    expect(caretAfterDigits('1,000', 1)).toBe(1);
    expect(caretAfterDigits('10,000', 2)).toBe(2);
    expect(caretAfterDigits('100,000', 4)).toBe(5);
    expect(caretAfterDigits('1,000', 0)).toBe(0);
    expect(caretAfterDigits('1,000', 9)).toBe(5);
  });
});
