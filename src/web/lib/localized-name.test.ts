import { describe, expect, it } from 'vitest';
import { localizedName, localizedOptionalName } from './localized-name.ts';

const minato = { name: '株式会社みなと銀行', name_en: 'Minato Bank, Ltd.', country: 'JP' as const };
const chaoPhraya = { name: 'ธนาคารเจ้าพระยา จำกัด (มหาชน)', name_en: 'Chao Phraya Bank Public Company Limited', country: 'TH' as const };

describe('localizedName', () => {
  it('gives readers of the organisation\'s own language its native name', () => {
    expect(localizedName(minato, 'ja')).toBe('株式会社みなと銀行');
    expect(localizedName(chaoPhraya, 'th')).toBe('ธนาคารเจ้าพระยา จำกัด (มหาชน)');
  });

  it('gives every other reader the English name', () => {
    expect(localizedName(minato, 'en')).toBe('Minato Bank, Ltd.');
    expect(localizedName(minato, 'th')).toBe('Minato Bank, Ltd.');
    expect(localizedName(chaoPhraya, 'en')).toBe('Chao Phraya Bank Public Company Limited');
    expect(localizedName(chaoPhraya, 'ja')).toBe('Chao Phraya Bank Public Company Limited');
  });

  it('falls back to the native name when there is no English one', () => {
    for (const nameEn of [null, undefined, '', '  ']) {
      expect(localizedName({ ...minato, name_en: nameEn }, 'en')).toBe('株式会社みなと銀行');
    }
  });

  it('keeps a missing name missing', () => {
    expect(localizedOptionalName(null, 'Shinagawa Branch', 'JP', 'en')).toBeNull();
    expect(localizedOptionalName('品川支店', 'Shinagawa Branch', 'JP', 'en')).toBe('Shinagawa Branch');
    expect(localizedOptionalName('品川支店', null, 'JP', 'th')).toBe('品川支店');
  });
});
