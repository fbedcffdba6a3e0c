import { describe, expect, it } from 'vitest';
import { textSchema } from '../schemas/offer.ts';
import { translateValidation, validationKey } from './validation.ts';

const messageOf = (max: number) => {
  const result = textSchema(max).safeParse('x'.repeat(max + 1));
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
};

describe('validation messages with a {{max}} placeholder', () => {
  it('carry the limit the schema passes, in each language, the number written as that language writes it', () => {
    expect(translateValidation(messageOf(120), 'en')).toBe('Enter at most 120 characters.');
    expect(translateValidation(messageOf(2000), 'en')).toBe('Enter at most 2,000 characters.');
    expect(translateValidation(messageOf(300), 'ja')).toBe('300文字以内で入力してください。');
    expect(translateValidation(messageOf(2000), 'ja')).toBe('2,000文字以内で入力してください。');
    expect(translateValidation(messageOf(2000), 'th')).toBe('กรอกได้ไม่เกิน 2,000 ตัวอักษร');
  });

  it('keeps keys without parameters, and text that is no key, as they were', () => {
    expect(validationKey('required')).toBe('validation.required');
    expect(translateValidation('validation.required', 'en')).toBe('This field is required.');
    expect(translateValidation('validation.no_such_key', 'en')).toBe('validation.no_such_key');
    expect(translateValidation('Too long', 'ja')).toBe('Too long');
  });
});
