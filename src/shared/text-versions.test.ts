import { describe, expect, it } from 'vitest';
import { detectLanguage, otherLanguages, versionFor } from './text-versions.ts';

describe('detectLanguage: the language of a text by its script', () => {
  it.each([
    ['精密減速機の製造ライン', 'ja'],
    ['カレー', 'ja'],
    ['เกียร์ทดความแม่นยำสูง', 'th'],
    ['Precision reducer line', 'en'],
    ['', 'en'],
    ['IATF 16949 取得済みの工場', 'ja'],
    ['ผู้ผลิตที่ได้รับ ISO 9001', 'th'],
    // A few Japanese letters in a long English text do not make it Japanese.
    ['We make reducers (減速機) for robots, conveyors and machine tools in Osaka and Bangkok', 'en'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('versionFor: which version a reader reads first', () => {
  const author = { language: 'th' as const, origin: 'author' as const, title: 'author' };
  const bank = { language: 'th' as const, origin: 'bank' as const, title: 'bank' };
  const machine = { language: 'th' as const, origin: 'machine' as const, title: 'machine' };
  const english = { language: 'en' as const, origin: 'author' as const, title: 'english' };

  it('none when the original is in the reader language', () => {
    expect(versionFor('th', [author, bank], 'th')).toBeUndefined();
  });
  it("the bank's before the author's before the machine's, in the reader's language only", () => {
    expect(versionFor('ja', [machine, author, bank, english], 'th')).toBe(bank);
    expect(versionFor('ja', [machine, author, english], 'th')).toBe(author);
    expect(versionFor('ja', [machine, english], 'th')).toBe(machine);
    expect(versionFor('ja', [english], 'th')).toBeUndefined();
  });
  it('lists the languages a version may be written in', () => {
    expect(otherLanguages('ja')).toEqual(['en', 'th']);
  });
});
