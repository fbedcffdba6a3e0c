import { describe, expect, it } from 'vitest';
import { distinctiveParts, identifyingTerms } from './identifying-terms.ts';

const empty = { title: '', description: '', features: '', requests: '' };

describe('distinctiveParts', () => {
  it('drops the legal form, then each trailing generic word', () => {
    expect(distinctiveParts('田中精密工業株式会社')).toEqual(['田中精密工業', '田中精密', '田中']);
    expect(distinctiveParts('Tanaka Precision Co., Ltd.')).toEqual(['Tanaka Precision', 'Tanaka']);
    expect(distinctiveParts('タナカセイミツコウギョウカブシキガイシャ')).toEqual(['タナカセイミツコウギョウ', 'タナカセイミツ', 'タナカ']);
    expect(distinctiveParts('บริษัท สยามคอมโพเนนท์ จำกัด')).toEqual(['สยามคอมโพเนนท์', 'สยาม']);
    expect(distinctiveParts('ธนาคารเจ้าพระยา จำกัด (มหาชน)')).toEqual(['ธนาคารเจ้าพระยา']);
    expect(distinctiveParts('Chao Phraya Bank Public Company Limited')).toEqual(['Chao Phraya Bank']);
    expect(distinctiveParts(null)).toEqual([]);
  });
});

describe('identifyingTerms', () => {
  const sakura = { name: 'さくら食品株式会社', nameEn: 'Sakura Foods Co., Ltd.', nameKana: 'サクラショクヒンカブシキガイシャ' };
  const siam = { name: 'บริษัท สยามคอมโพเนนท์ จำกัด', nameEn: 'Siam Components Co., Ltd.', nameKana: null };

  it('finds a distinctive part of the name in the fields that contain it', () => {
    const terms = identifyingTerms(sakura, { ...empty, title: '冷凍食品ブランド「さくら亭」', description: 'さくら亭の販売権' });
    expect(terms).toEqual([{ term: 'さくら', fields: ['title', 'description'] }]);
  });

  it('matches Latin names as whole words, whatever their case', () => {
    expect(identifyingTerms(siam, { ...empty, description: 'SIAM-based harness maker' })).toEqual([{ term: 'Siam', fields: ['description'] }]);
    expect(identifyingTerms(siam, { ...empty, description: 'Siamese cats' })).toEqual([]);
  });

  it('reports the longest name found, and a shorter one only where it adds a field', () => {
    const terms = identifyingTerms(siam, { ...empty, title: 'Siam Components sells', requests: 'contact Siam' });
    expect(terms).toEqual([
      { term: 'Siam Components', fields: ['title'] },
      { term: 'Siam', fields: ['title', 'requests'] },
    ]);
  });

  it('finds nothing in an offer that names no company', () => {
    expect(identifyingTerms(sakura, { ...empty, title: '業務用だし・調味料の製造技術', description: '食品工場をお持ちの企業様' })).toEqual([]);
  });
});
