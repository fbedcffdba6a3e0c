import { describe, expect, it } from 'vitest';
import { localizedName, localizedOptionalName, personName, readableIn, readableName } from './localized-name.ts';

const minato = { name: '株式会社みなと銀行', name_en: 'Minato Bank, Ltd.' };
const chaoPhraya = { name: 'ธนาคารเจ้าพระยา จำกัด (มหาชน)', name_en: 'Chao Phraya Bank Public Company Limited' };

describe('readableIn', () => {
  it('takes Latin as read by every language, kana and kanji by Japanese readers, Thai by Thai readers', () => {
    expect(readableIn('Minato Bank, Ltd. 2', 'en')).toBe(true);
    expect(readableIn('Minato Bank', 'ja')).toBe(true);
    expect(readableIn('Minato Bank', 'th')).toBe(true);
    expect(readableIn('田中精密工業', 'ja')).toBe(true);
    expect(readableIn('カタカナ ひらがな', 'ja')).toBe(true);
    expect(readableIn('田中精密工業', 'th')).toBe(false);
    expect(readableIn('田中精密工業', 'en')).toBe(false);
    expect(readableIn('สมชาย ศรีสุข', 'th')).toBe(true);
    expect(readableIn('สมชาย ศรีสุข', 'ja')).toBe(false);
    expect(readableIn('สมชาย ศรีสุข', 'en')).toBe(false);
  });
});

describe('localizedName', () => {
  it("gives readers of the name's script the registered name alone", () => {
    expect(localizedName(minato, 'ja')).toBe('株式会社みなと銀行');
    expect(localizedName(chaoPhraya, 'th')).toBe('ธนาคารเจ้าพระยา จำกัด (มหาชน)');
  });

  it('gives every other reader the English name with the registered one beside it', () => {
    expect(localizedName(minato, 'en')).toBe('Minato Bank, Ltd. (株式会社みなと銀行)');
    expect(localizedName(minato, 'th')).toBe('Minato Bank, Ltd. (株式会社みなと銀行)');
    expect(localizedName(chaoPhraya, 'en')).toBe('Chao Phraya Bank Public Company Limited (ธนาคารเจ้าพระยา จำกัด (มหาชน))');
    // Japanese text sets the registered name in full-width brackets.
    expect(localizedName(chaoPhraya, 'ja')).toBe('Chao Phraya Bank Public Company Limited（ธนาคารเจ้าพระยา จำกัด (มหาชน)）');
  });

  it('shows a name in Latin letters as it is, whatever the reader', () => {
    for (const language of ['en', 'ja', 'th'] as const) {
      expect(localizedName({ name: 'Kokopelli Co., Ltd.', name_en: 'Kokopelli' }, language)).toBe('Kokopelli Co., Ltd.');
    }
  });

  it('falls back to the registered name when there is no English one', () => {
    for (const nameEn of [null, undefined, '', '  ']) {
      expect(localizedName({ ...minato, name_en: nameEn }, 'en')).toBe('株式会社みなと銀行');
    }
  });

  it('keeps a missing name missing', () => {
    expect(localizedOptionalName(null, 'Shinagawa Branch', 'en')).toBeNull();
    expect(localizedOptionalName('品川支店', 'Shinagawa Branch', 'en')).toBe('Shinagawa Branch (品川支店)');
    expect(localizedOptionalName('品川支店', null, 'th')).toBe('品川支店');
  });
});

describe('personName', () => {
  const somchai = { name: 'สมชาย ศรีสุข', display_name: null, username_en: 'Somchai Srisuk' };
  const suzuki = { name: '鈴木 美咲', display_name: '鈴木（海外営業）', username_en: 'Misaki Suzuki' };

  it('shows a Thai name to a Japanese reader in English, the Thai beside it (the read receipt of the demo)', () => {
    expect(personName(somchai, 'ja')).toBe('Somchai Srisuk（สมชาย ศรีสุข）');
    expect(personName(somchai, 'en')).toBe('Somchai Srisuk (สมชาย ศรีสุข)');
    expect(personName(somchai, 'th')).toBe('สมชาย ศรีสุข');
  });

  it("uses the display name as the person's own name, and a blank one as none", () => {
    expect(personName(suzuki, 'ja')).toBe('鈴木（海外営業）');
    expect(personName(suzuki, 'th')).toBe('Misaki Suzuki (鈴木（海外営業）)');
    expect(personName({ ...suzuki, display_name: '  ' }, 'ja')).toBe('鈴木 美咲');
    expect(personName({ ...suzuki, username_en: null }, 'en')).toBe('鈴木（海外営業）');
  });

  it('answers the parts for a page that sets the registered name apart', () => {
    expect(readableName('สมชาย ศรีสุข', 'Somchai Srisuk', 'ja')).toEqual({ text: 'Somchai Srisuk', original: 'สมชาย ศรีสุข' });
    expect(readableName('สมชาย ศรีสุข', 'Somchai Srisuk', 'th')).toEqual({ text: 'สมชาย ศรีสุข', original: null });
  });
});
