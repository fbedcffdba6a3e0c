import { describe, expect, it } from 'vitest';
import { distinctiveParts, findIdentifyingTerms, writerTerms, type WriterProfile } from './identifying-terms.ts';

const noCompany: WriterProfile['company'] = {
  name: '',
  name_en: null,
  name_kana: null,
  representative_name: null,
  representative_name_en: null,
  address: null,
  address_en: null,
  website: null,
  phone: null,
  branch_name: null,
  branch_name_en: null,
};
const user = (fields: Partial<WriterProfile['users'][number]>): WriterProfile['users'][number] => ({
  name: '',
  display_name: null,
  username_native: null,
  username_en: null,
  email: null,
  phone: null,
  ...fields,
});

const tanaka: WriterProfile = {
  company: {
    name: '田中精密工業株式会社',
    name_en: 'Tanaka Precision Co., Ltd.',
    name_kana: 'タナカセイミツコウギョウカブシキガイシャ',
    representative_name: '田中 一郎',
    representative_name_en: 'Ichiro Tanaka',
    address: '東京都品川区東品川4-12-8',
    address_en: '4-12-8 Higashi-Shinagawa, Shinagawa-ku, Tokyo',
    website: 'https://www.tanaka-precision.example/',
    phone: '+81-3-3450-1200',
    branch_name: '品川支店',
    branch_name_en: 'Shinagawa Branch',
  },
  users: [
    user({ name: '田中 一郎', username_en: 'Ichiro Tanaka', email: 'i.tanaka@tanaka-precision.example', phone: '+81-90-1000-0001' }),
    user({ name: '鈴木 美咲', display_name: '鈴木（海外営業）', username_en: 'Misaki Suzuki', email: 'misaki.suzuki@gmail.com' }),
  ],
};
const siam: WriterProfile = {
  company: {
    ...noCompany,
    name: 'บริษัท สยามคอมโพเนนท์ จำกัด',
    name_en: 'Siam Components Co., Ltd.',
    representative_name: 'สมชาย ใจดี',
    representative_name_en: 'Somchai Jaidee',
    address: '88/8 หมู่ 4 ถนนบางนา-ตราด ตำบลบางพลีใหญ่ อำเภอบางพลี สมุทรปราการ',
    phone: '+66-2-123-4567',
  },
  users: [user({ name: 'สมชาย ใจดี', username_en: 'Somchai Jaidee', email: 'somchai@siam-components.example' })],
};

const find = (profile: WriterProfile, text: string) => findIdentifyingTerms(writerTerms(profile), { text }).map(({ kind, term }) => ({ kind, term }));

describe('distinctiveParts', () => {
  it('drops the legal form, then each trailing generic word', () => {
    expect(distinctiveParts('田中精密工業株式会社')).toEqual(['田中精密工業', '田中精密', '田中']);
    expect(distinctiveParts('Tanaka Precision Co., Ltd.')).toEqual(['Tanaka Precision', 'Tanaka']);
    expect(distinctiveParts('タナカセイミツコウギョウカブシキガイシャ')).toEqual(['タナカセイミツコウギョウ', 'タナカセイミツ', 'タナカ']);
    expect(distinctiveParts('Chao Phraya Bank Public Company Limited')).toEqual(['Chao Phraya Bank']);
    expect(distinctiveParts(null)).toEqual([]);
  });

  it('never takes a country or region word alone', () => {
    expect(distinctiveParts('บริษัท สยามคอมโพเนนท์ จำกัด')).toEqual(['สยามคอมโพเนนท์']);
    expect(distinctiveParts('Siam Components Co., Ltd.')).toEqual(['Siam Components']);
    expect(distinctiveParts('Global Trading Co., Ltd.')).toEqual(['Global Trading']);
  });
});

describe('writerTerms', () => {
  it('lists every kind of term from the profile and its users, each once', () => {
    const terms = writerTerms(tanaka);
    const of = (kind: string) => terms.filter((t) => t.kind === kind).map((t) => t.term);
    expect(of('company_name')).toEqual(expect.arrayContaining(['田中精密工業株式会社', 'Tanaka Precision Co., Ltd.', '田中精密', 'Tanaka', 'タナカセイミツ']));
    expect(of('representative')).toEqual(['田中 一郎', 'Ichiro Tanaka', 'Tanaka Ichiro']);
    // The signed-in representative is also a user: listed once, as the representative.
    expect(of('user_name')).toEqual(['鈴木 美咲', '鈴木(海外営業)', 'Misaki Suzuki', 'Suzuki Misaki']);
    expect(of('email')).toEqual(['i.tanaka@tanaka-precision.example', 'misaki.suzuki@gmail.com']);
    // gmail.com says nothing about the company.
    expect(of('email_domain')).toEqual(['tanaka-precision.example']);
    expect(of('phone')).toEqual(['+81-3-3450-1200', '+81-90-1000-0001']);
    // The website's host is the mail domain already.
    expect(of('website')).toEqual([]);
    expect(of('address')).toEqual(['東京都品川区東品川4-12-8', '4-12-8 Higashi-Shinagawa, Shinagawa-ku, Tokyo']);
    expect(of('branch')).toEqual(['品川支店', 'Shinagawa Branch']);
  });

  it('leaves out a branch every bank has', () => {
    const terms = writerTerms({ company: { ...noCompany, name: 'Kaito Trading', branch_name: '本店営業部', branch_name_en: 'Head Office' }, users: [] });
    expect(terms.filter((t) => t.kind === 'branch')).toEqual([]);
  });
});

describe('findIdentifyingTerms', () => {
  it('finds the Thai name somchai wrote into his application', () => {
    expect(find(siam, 'บริษัท สยามคอมโพเนนท์ สนใจซื้อเครื่องจักร')).toEqual([{ kind: 'company_name', term: 'สยามคอมโพเนนท์' }]);
    expect(find(siam, 'บริษัทสยาม คอมโพเนนท์ สนใจ')).toEqual([{ kind: 'company_name', term: 'สยามคอมโพเนนท์' }]);
  });

  it('finds Japanese names and their kana, whatever the width or spaces', () => {
    expect(find(tanaka, '弊社（田中精密）は減速機を製造しています')).toEqual([{ kind: 'company_name', term: '田中精密' }]);
    expect(find(tanaka, 'ﾀﾅｶｾｲﾐﾂの技術')).toEqual([{ kind: 'company_name', term: 'タナカセイミツ' }]);
    expect(find(tanaka, '担当：田中一郎')).toEqual([{ kind: 'representative', term: '田中 一郎' }]);
  });

  it('matches Latin names as whole words, whatever their case, hyphens or order', () => {
    expect(find(tanaka, 'We are TANAKA-PRECISION, a maker')).toEqual([{ kind: 'company_name', term: 'Tanaka Precision' }]);
    expect(find(tanaka, 'contact Tanaka Ichiro')).toEqual([{ kind: 'representative', term: 'Tanaka Ichiro' }]);
    expect(find(siam, 'Siam Components Co., Ltd. would like to buy')).toEqual([{ kind: 'company_name', term: 'Siam Components Co., Ltd.' }]);
    expect(find(tanaka, 'Tanakaya sells tea')).toEqual([]);
  });

  it('finds e-mail addresses and the company domain, not a webmail domain', () => {
    expect(find(tanaka, 'write to I.Tanaka@tanaka-precision.example')).toEqual([{ kind: 'email', term: 'i.tanaka@tanaka-precision.example' }]);
    expect(find(tanaka, 'see sales@tanaka-precision.example')).toEqual([{ kind: 'email_domain', term: 'tanaka-precision.example' }]);
    expect(find(tanaka, 'see www.tanaka-precision.example/en')).toEqual([{ kind: 'email_domain', term: 'tanaka-precision.example' }]);
    expect(find(tanaka, 'we reply from any gmail.com address')).toEqual([]);
  });

  it('finds a phone number however it is written', () => {
    for (const written of ['03-3450-1200', '+81 3 3450 1200', '(03) 3450 1200', '０３－３４５０－１２００', '0081334501200']) {
      expect(find(tanaka, `電話 ${written} まで`)).toEqual([{ kind: 'phone', term: '+81-3-3450-1200' }]);
    }
    expect(find(siam, 'โทร 02 123 4567')).toEqual([{ kind: 'phone', term: '+66-2-123-4567' }]);
    expect(find(tanaka, 'price 33,450,120 yen, 2 units, lead time 1200 days')).toEqual([]);
  });

  it('finds the address and the branch', () => {
    expect(find(tanaka, '東京都 品川区 東品川4-12-8 の工場')).toEqual([{ kind: 'address', term: '東京都品川区東品川4-12-8' }]);
    expect(find(tanaka, 'a customer of the Shinagawa Branch')).toEqual([{ kind: 'branch', term: 'Shinagawa Branch' }]);
  });

  it('reports the fields of each term, and a shorter form only where it adds a field', () => {
    const found = findIdentifyingTerms(writerTerms(siam), { title: 'Siam Components sells', requests: 'contact Somchai Jaidee' });
    expect(found).toEqual([
      { kind: 'company_name', term: 'Siam Components', fields: ['title'] },
      { kind: 'representative', term: 'Somchai Jaidee', fields: ['requests'] },
    ]);
  });

  it('finds nothing in ordinary text in any of the three languages', () => {
    const texts = [
      '精密減速機の製造ラインを譲渡します。東京近郊の工場で稼働中。年間売上は約3億円です。',
      'ต้องการซื้อเครื่องจักรตัดสายไฟอัตโนมัติ สำหรับโรงงานในประเทศไทย ติดต่อผ่านแพลตฟอร์ม',
      'A Thai company in Siam Square looking for a Japanese precision partner; 2 lines, 150,000,000 THB.',
    ];
    for (const text of texts) {
      expect(find(tanaka, text)).toEqual([]);
      expect(find(siam, text)).toEqual([]);
    }
  });
});
