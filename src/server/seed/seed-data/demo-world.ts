// The demo world of docs/product/demo-data.md: organisations, branches and users. Demo accounts sign in with the password `demo`.
import type { Country, Language, Role, UserType } from '../../../shared/enums.ts';

export interface DemoUser {
  username: string;
  name: string;
  displayName?: string;
  usernameNative: string;
  usernameEn: string;
  email: string;
  phone: string;
  language: Language;
  userType: UserType;
  isContractSignatory?: boolean;
  /** False for a user with no demo login (no identity-provider account): the branch customers' staff. */
  login?: boolean;
}

export interface DemoOrganisation {
  key: string;
  role: Role;
  bankCode: string;
  /** For an enterprise: key of its bank and code of its branch. */
  bankKey?: string;
  branchCode?: string;
  country: Country;
  industryCode: string;
  profile: {
    corporateNumber: string;
    name: string;
    nameEn: string;
    nameKana?: string;
    postalCode: string;
    address: string;
    addressEn: string;
    representativeName: string;
    representativeNameEn: string;
    representativeBirthDate?: string;
    beneficialOwnerName?: string;
    beneficialOwnerNameEn?: string;
    establishedOn: string;
    employeeCount: number;
    website: string;
    phone: string;
    businessDescription: string;
    businessDescriptionEn: string;
    officialLanguage: string;
  };
  branches?: { code: string; name: string; nameEn: string }[];
  users: DemoUser[];
}

export const DEMO_PASSWORD = 'demo';

type CustomerProfile = Omit<DemoOrganisation['profile'], 'officialLanguage'>;

/**
 * A further customer of a branch, with no demo login (the accounts of docs/product/demo-data.md stay as they
 * are). Every branch serves several companies, as real branches do, so that a branch never
 * stands for one company (docs/decisions/012). Its representative director is its one user, with
 * no login, so the company can take part in the demo negotiations (representatives are users of
 * the applicant company); the demo seed refers to that user by the company's key.
 */
function branchCustomer(
  key: string,
  bankKey: 'minato' | 'chaophraya',
  branchCode: string,
  industryCode: string,
  profile: CustomerProfile,
): DemoOrganisation {
  const japanese = bankKey === 'minato';
  return {
    key,
    role: 'enterprise',
    bankCode: bankKey,
    bankKey,
    branchCode,
    country: japanese ? 'JP' : 'TH',
    industryCode,
    profile: { ...profile, officialLanguage: japanese ? 'ja' : 'th' },
    users: [
      {
        username: key,
        name: profile.representativeName,
        usernameNative: profile.representativeName,
        usernameEn: profile.representativeNameEn,
        email: `representative@${new URL(profile.website).hostname}`,
        phone: profile.phone,
        language: japanese ? 'ja' : 'th',
        userType: 'administrator',
        isContractSignatory: true,
        login: false,
      },
    ],
  };
}

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    key: 'kokopelli',
    role: 'kokopelli',
    bankCode: 'kokopelli',
    country: 'JP',
    industryCode: '72',
    profile: {
      corporateNumber: '6010401000001',
      name: '株式会社ココペリ',
      nameEn: 'Kokopelli Inc.',
      nameKana: 'カブシキガイシャココペリ',
      postalCode: '102-0083',
      address: '東京都千代田区麹町3-2-4',
      addressEn: '3-2-4 Kojimachi, Chiyoda-ku, Tokyo',
      representativeName: '近藤 彩',
      representativeNameEn: 'Aya Kondo',
      establishedOn: '2007-04-02',
      employeeCount: 180,
      website: 'https://kokopelli.example',
      phone: '+81-3-5000-0001',
      businessDescription: '日本とタイの企業をつなぐビジネスマッチング基盤の運営。',
      businessDescriptionEn: 'Operates the business-matching platform connecting companies in Japan and Thailand.',
      officialLanguage: 'ja',
    },
    users: [
      {
        username: 'office',
        name: '事務局 山本 恵',
        displayName: '山本（事務局）',
        usernameNative: '山本 恵',
        usernameEn: 'Megumi Yamamoto',
        email: 'office@kokopelli.example',
        phone: '+81-3-5000-0010',
        language: 'ja',
        userType: 'administrator',
      },
    ],
  },
  {
    key: 'bridge',
    role: 'coordinator',
    bankCode: 'kokopelli',
    country: 'TH',
    industryCode: '72',
    profile: {
      corporateNumber: '0105561000123',
      name: 'Bridge Coordination (JP/TH) Co., Ltd.',
      nameEn: 'Bridge Coordination (JP/TH) Co., Ltd.',
      postalCode: '10110',
      address: '999 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร',
      addressEn: '999 Sukhumvit Road, Khlong Toei Nuea, Watthana, Bangkok',
      representativeName: 'ฮารุกะ อิโตะ',
      representativeNameEn: 'Haruka Ito',
      establishedOn: '2015-09-01',
      employeeCount: 24,
      website: 'https://bridge-coordination.example',
      phone: '+66-2-000-1234',
      businessDescription: 'ที่ปรึกษาด้านการเจรจาและการทำสัญญาระหว่างบริษัทญี่ปุ่นและไทย',
      businessDescriptionEn: 'Advises Japanese and Thai companies through negotiation and contracting.',
      officialLanguage: 'en',
    },
    users: [
      {
        username: 'coordinator',
        name: 'Haruka Ito',
        usernameNative: '伊藤 遥',
        usernameEn: 'Haruka Ito',
        email: 'coordinator@bridge-coordination.example',
        phone: '+66-81-000-1234',
        language: 'en',
        userType: 'administrator',
      },
    ],
  },
  {
    key: 'minato',
    role: 'bank',
    bankCode: 'minato',
    country: 'JP',
    industryCode: '62',
    profile: {
      corporateNumber: '4010401000777',
      name: '株式会社みなと銀行',
      nameEn: 'Minato Bank, Ltd.',
      nameKana: 'カブシキガイシャミナトギンコウ',
      postalCode: '105-0022',
      address: '東京都港区海岸1-7-1',
      addressEn: '1-7-1 Kaigan, Minato-ku, Tokyo',
      representativeName: '岡田 修',
      representativeNameEn: 'Osamu Okada',
      establishedOn: '1951-06-15',
      employeeCount: 3200,
      website: 'https://minato-bank.example',
      phone: '+81-3-5000-7000',
      businessDescription: '地域の中小企業の海外展開を支援する商業銀行。',
      businessDescriptionEn: 'Commercial bank supporting regional small and medium businesses in going abroad.',
      officialLanguage: 'ja',
    },
    branches: [
      { code: '101', name: '品川支店', nameEn: 'Shinagawa Branch' },
      { code: '205', name: '横浜支店', nameEn: 'Yokohama Branch' },
    ],
    users: [
      {
        username: 'minato.banker',
        name: '佐藤 健一',
        usernameNative: '佐藤 健一',
        usernameEn: 'Kenichi Sato',
        email: 'k.sato@minato-bank.example',
        phone: '+81-3-5000-7101',
        language: 'ja',
        userType: 'administrator',
      },
    ],
  },
  {
    key: 'tanaka',
    role: 'enterprise',
    bankCode: 'minato',
    bankKey: 'minato',
    branchCode: '101',
    country: 'JP',
    industryCode: '25',
    profile: {
      corporateNumber: '2010801012345',
      name: '田中精密工業株式会社',
      nameEn: 'Tanaka Precision Co., Ltd.',
      nameKana: 'タナカセイミツコウギョウカブシキガイシャ',
      postalCode: '140-0002',
      address: '東京都品川区東品川4-12-8',
      addressEn: '4-12-8 Higashi-Shinagawa, Shinagawa-ku, Tokyo',
      representativeName: '田中 一郎',
      representativeNameEn: 'Ichiro Tanaka',
      representativeBirthDate: '1968-03-14',
      beneficialOwnerName: '田中 一郎',
      beneficialOwnerNameEn: 'Ichiro Tanaka',
      establishedOn: '1979-10-01',
      employeeCount: 140,
      website: 'https://tanaka-precision.example',
      phone: '+81-3-3450-1200',
      businessDescription: '精密切削部品、治具、小型減速機の設計・製造。',
      businessDescriptionEn: 'Designs and manufactures precision machined parts, jigs and compact reduction gears.',
      officialLanguage: 'ja',
    },
    users: [
      {
        username: 'tanaka',
        name: '田中 一郎',
        usernameNative: '田中 一郎',
        usernameEn: 'Ichiro Tanaka',
        email: 'i.tanaka@tanaka-precision.example',
        phone: '+81-90-1000-0001',
        language: 'ja',
        userType: 'administrator',
        isContractSignatory: true,
      },
      {
        username: 'suzuki',
        name: '鈴木 美咲',
        displayName: '鈴木（海外営業）',
        usernameNative: '鈴木 美咲',
        usernameEn: 'Misaki Suzuki',
        email: 'm.suzuki@tanaka-precision.example',
        phone: '+81-90-1000-0002',
        language: 'en',
        userType: 'general_user',
      },
    ],
  },
  {
    key: 'sakura',
    role: 'enterprise',
    bankCode: 'minato',
    bankKey: 'minato',
    branchCode: '205',
    country: 'JP',
    industryCode: '09',
    profile: {
      corporateNumber: '5020001054321',
      name: 'さくら食品株式会社',
      nameEn: 'Sakura Foods Co., Ltd.',
      nameKana: 'サクラショクヒンカブシキガイシャ',
      postalCode: '220-0012',
      address: '神奈川県横浜市西区みなとみらい2-3-5',
      addressEn: '2-3-5 Minatomirai, Nishi-ku, Yokohama, Kanagawa',
      representativeName: '桜井 直子',
      representativeNameEn: 'Naoko Sakurai',
      representativeBirthDate: '1975-11-02',
      beneficialOwnerName: '桜井 直子',
      beneficialOwnerNameEn: 'Naoko Sakurai',
      establishedOn: '1988-05-20',
      employeeCount: 65,
      website: 'https://sakura-foods.example',
      phone: '+81-45-000-3300',
      businessDescription: '調味料、冷凍食品、業務用だしの製造・販売。',
      businessDescriptionEn: 'Makes and sells seasonings, frozen foods and dashi stock for restaurants.',
      officialLanguage: 'ja',
    },
    users: [
      {
        username: 'sakura',
        name: '桜井 直子',
        usernameNative: '桜井 直子',
        usernameEn: 'Naoko Sakurai',
        email: 'n.sakurai@sakura-foods.example',
        phone: '+81-90-2000-0001',
        language: 'ja',
        userType: 'administrator',
        isContractSignatory: true,
      },
    ],
  },
  {
    key: 'chaophraya',
    role: 'bank',
    bankCode: 'chaophraya',
    country: 'TH',
    industryCode: '62',
    profile: {
      corporateNumber: '0107536000999',
      name: 'ธนาคารเจ้าพระยา จำกัด (มหาชน)',
      nameEn: 'Chao Phraya Bank Public Company Limited',
      postalCode: '10500',
      address: '333 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร',
      addressEn: '333 Silom Road, Silom, Bang Rak, Bangkok',
      representativeName: 'ประเสริฐ วงศ์สวัสดิ์',
      representativeNameEn: 'Prasert Wongsawat',
      establishedOn: '1962-02-01',
      employeeCount: 5400,
      website: 'https://chaophraya-bank.example',
      phone: '+66-2-000-9000',
      businessDescription: 'ธนาคารพาณิชย์ที่สนับสนุนธุรกิจไทยในการค้าระหว่างประเทศ',
      businessDescriptionEn: 'Commercial bank supporting Thai businesses in international trade.',
      officialLanguage: 'th',
    },
    branches: [
      { code: '001', name: 'สาขาสีลม', nameEn: 'Silom Branch' },
      { code: '050', name: 'สาขาเชียงใหม่', nameEn: 'Chiang Mai Branch' },
    ],
    users: [
      {
        username: 'cp.banker',
        name: 'สมศรี ใจดี',
        usernameNative: 'สมศรี ใจดี',
        usernameEn: 'Somsri Jaidee',
        email: 'somsri.j@chaophraya-bank.example',
        phone: '+66-2-000-9101',
        language: 'th',
        userType: 'administrator',
      },
    ],
  },
  {
    key: 'siam',
    role: 'enterprise',
    bankCode: 'chaophraya',
    bankKey: 'chaophraya',
    branchCode: '001',
    country: 'TH',
    industryCode: '28',
    profile: {
      corporateNumber: '0105548001234',
      name: 'บริษัท สยามคอมโพเนนท์ จำกัด',
      nameEn: 'Siam Components Co., Ltd.',
      postalCode: '10540',
      address: '88 หมู่ 4 นิคมอุตสาหกรรมบางปู ตำบลแพรกษา อำเภอเมืองสมุทรปราการ จังหวัดสมุทรปราการ',
      addressEn: '88 Moo 4, Bangpoo Industrial Estate, Phraeksa, Mueang Samut Prakan, Samut Prakan',
      representativeName: 'สมชาย ศรีสุข',
      representativeNameEn: 'Somchai Srisuk',
      representativeBirthDate: '1972-07-21',
      beneficialOwnerName: 'สมชาย ศรีสุข',
      beneficialOwnerNameEn: 'Somchai Srisuk',
      establishedOn: '2005-03-15',
      employeeCount: 320,
      website: 'https://siam-components.example',
      phone: '+66-2-000-4500',
      businessDescription: 'ผลิตชิ้นส่วนอิเล็กทรอนิกส์และชุดสายไฟสำหรับอุตสาหกรรมยานยนต์',
      businessDescriptionEn: 'Manufactures electronic parts and wire harnesses for the automotive industry.',
      officialLanguage: 'th',
    },
    users: [
      {
        username: 'somchai',
        name: 'สมชาย ศรีสุข',
        usernameNative: 'สมชาย ศรีสุข',
        usernameEn: 'Somchai Srisuk',
        email: 'somchai@siam-components.example',
        phone: '+66-81-000-4501',
        language: 'th',
        userType: 'administrator',
        isContractSignatory: true,
      },
      {
        username: 'niran',
        name: 'นิรันดร์ ทองดี',
        usernameNative: 'นิรันดร์ ทองดี',
        usernameEn: 'Niran Thongdee',
        email: 'niran@siam-components.example',
        phone: '+66-81-000-4502',
        language: 'en',
        userType: 'general_user',
      },
    ],
  },
  {
    key: 'lanna',
    role: 'enterprise',
    bankCode: 'chaophraya',
    bankKey: 'chaophraya',
    branchCode: '050',
    country: 'TH',
    industryCode: '01',
    profile: {
      corporateNumber: '0505559000456',
      name: 'บริษัท ล้านนาอะโกร จำกัด',
      nameEn: 'Lanna Agro Co., Ltd.',
      postalCode: '50200',
      address: '123 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่',
      addressEn: '123 Huay Kaew Road, Suthep, Mueang Chiang Mai, Chiang Mai',
      representativeName: 'ลำดวน แก้วมณี',
      representativeNameEn: 'Lamduan Kaewmanee',
      representativeBirthDate: '1980-01-09',
      beneficialOwnerName: 'ลำดวน แก้วมณี',
      beneficialOwnerNameEn: 'Lamduan Kaewmanee',
      establishedOn: '2016-06-01',
      employeeCount: 45,
      website: 'https://lanna-agro.example',
      phone: '+66-53-000-123',
      businessDescription: 'ปลูกและแปรรูปกาแฟอาราบิกา ลำไยอบแห้ง และผักปลอดสารพิษ',
      businessDescriptionEn: 'Grows and processes Arabica coffee, dried longan and pesticide-free vegetables.',
      officialLanguage: 'th',
    },
    users: [
      {
        username: 'lanna',
        name: 'ลำดวน แก้วมณี',
        usernameNative: 'ลำดวน แก้วมณี',
        usernameEn: 'Lamduan Kaewmanee',
        email: 'lamduan@lanna-agro.example',
        phone: '+66-81-000-7701',
        language: 'th',
        userType: 'administrator',
        isContractSignatory: true,
      },
    ],
  },
  // Minato Bank, Shinagawa branch (101): besides Tanaka Precision.
  branchCustomer('osaki', 'minato', '101', '28', {
    corporateNumber: '3010701023456',
    name: '大崎電子工業株式会社',
    nameEn: 'Osaki Electronics Co., Ltd.',
    nameKana: 'オオサキデンシコウギョウカブシキガイシャ',
    postalCode: '141-0032',
    address: '東京都品川区大崎2-11-1',
    addressEn: '2-11-1 Osaki, Shinagawa-ku, Tokyo',
    representativeName: '大川 誠',
    representativeNameEn: 'Makoto Okawa',
    establishedOn: '1984-04-01',
    employeeCount: 210,
    website: 'https://osaki-electronics.example',
    phone: '+81-3-3490-2100',
    businessDescription: '車載・産業機器向けプリント基板の実装と検査。',
    businessDescriptionEn: 'Assembles and tests printed circuit boards for automotive and industrial equipment.',
  }),
  branchCustomer('gotanda', 'minato', '101', '39', {
    corporateNumber: '6010701034567',
    name: '五反田システムズ株式会社',
    nameEn: 'Gotanda Systems Inc.',
    nameKana: 'ゴタンダシステムズカブシキガイシャ',
    postalCode: '141-0022',
    address: '東京都品川区東五反田1-8-3',
    addressEn: '1-8-3 Higashi-Gotanda, Shinagawa-ku, Tokyo',
    representativeName: '森 千尋',
    representativeNameEn: 'Chihiro Mori',
    establishedOn: '2009-10-01',
    employeeCount: 48,
    website: 'https://gotanda-systems.example',
    phone: '+81-3-6400-0480',
    businessDescription: '生産管理・在庫管理システムの開発と導入支援。',
    businessDescriptionEn: 'Develops and implements production and inventory management systems.',
  }),
  // Minato Bank, Yokohama branch (205): besides Sakura Foods.
  branchCustomer('kannai', 'minato', '205', '11', {
    corporateNumber: '9020001045678',
    name: '関内テキスタイル株式会社',
    nameEn: 'Kannai Textiles Co., Ltd.',
    nameKana: 'カンナイテキスタイルカブシキガイシャ',
    postalCode: '231-0023',
    address: '神奈川県横浜市中区山下町22',
    addressEn: '22 Yamashita-cho, Naka-ku, Yokohama, Kanagawa',
    representativeName: '小松 和也',
    representativeNameEn: 'Kazuya Komatsu',
    establishedOn: '1962-07-10',
    employeeCount: 95,
    website: 'https://kannai-textiles.example',
    phone: '+81-45-000-2200',
    businessDescription: '作業服・ユニフォーム用生地の企画と縫製。',
    businessDescriptionEn: 'Designs fabrics for work wear and uniforms and sews the garments.',
  }),
  branchCustomer('honmoku', 'minato', '205', '44', {
    corporateNumber: '1020001056789',
    name: '本牧ロジスティクス株式会社',
    nameEn: 'Honmoku Logistics Co., Ltd.',
    nameKana: 'ホンモクロジスティクスカブシキガイシャ',
    postalCode: '231-0811',
    address: '神奈川県横浜市中区本牧ふ頭1-5',
    addressEn: '1-5 Honmoku Futo, Naka-ku, Yokohama, Kanagawa',
    representativeName: '石田 亮',
    representativeNameEn: 'Ryo Ishida',
    establishedOn: '1991-02-01',
    employeeCount: 330,
    website: 'https://honmoku-logistics.example',
    phone: '+81-45-000-4400',
    businessDescription: '港湾地区の保管・配送、東南アジア向け混載輸送。',
    businessDescriptionEn: 'Port-side storage and delivery, and consolidated shipping to Southeast Asia.',
  }),
  // Chao Phraya Bank, Silom branch (001): besides Siam Components.
  branchCustomer('bangrak', 'chaophraya', '001', '15', {
    corporateNumber: '0105551002345',
    name: 'บริษัท บางรักแพ็คเกจจิ้ง จำกัด',
    nameEn: 'Bangrak Packaging Co., Ltd.',
    postalCode: '10500',
    address: '45 ถนนเจริญกรุง แขวงบางรัก เขตบางรัก กรุงเทพมหานคร',
    addressEn: '45 Charoen Krung Road, Bang Rak, Bangkok',
    representativeName: 'วิชัย เรืองศรี',
    representativeNameEn: 'Wichai Ruangsri',
    establishedOn: '2008-09-01',
    employeeCount: 150,
    website: 'https://bangrak-packaging.example',
    phone: '+66-2-000-5500',
    businessDescription: 'ผลิตบรรจุภัณฑ์กระดาษและฉลากพิมพ์สำหรับสินค้าอุปโภคบริโภค',
    businessDescriptionEn: 'Makes paper packaging and printed labels for consumer goods.',
  }),
  branchCustomer('sathorn', 'chaophraya', '001', '52', {
    corporateNumber: '0105557003456',
    name: 'บริษัท สาทรฟู้ดเทรด จำกัด',
    nameEn: 'Sathorn Food Trade Co., Ltd.',
    postalCode: '10120',
    address: '120 ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพมหานคร',
    addressEn: '120 South Sathorn Road, Yan Nawa, Sathon, Bangkok',
    representativeName: 'พรทิพย์ แสงทอง',
    representativeNameEn: 'Pornthip Saengthong',
    establishedOn: '2014-01-15',
    employeeCount: 38,
    website: 'https://sathorn-foodtrade.example',
    phone: '+66-2-000-6600',
    businessDescription: 'นำเข้าและจัดจำหน่ายวัตถุดิบอาหารญี่ปุ่นให้ร้านอาหารในกรุงเทพฯ',
    businessDescriptionEn: 'Imports and distributes Japanese food ingredients to restaurants in Bangkok.',
  }),
  // Chao Phraya Bank, Chiang Mai branch (050): besides Lanna Agro.
  branchCustomer('pingriver', 'chaophraya', '050', '21', {
    corporateNumber: '0505556004567',
    name: 'บริษัท ปิงริเวอร์ เซรามิกส์ จำกัด',
    nameEn: 'Ping River Ceramics Co., Ltd.',
    postalCode: '50100',
    address: '78 ถนนเจริญราษฎร์ ตำบลวัดเกต อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่',
    addressEn: '78 Charoen Rat Road, Wat Ket, Mueang Chiang Mai, Chiang Mai',
    representativeName: 'สุดารัตน์ คำปัน',
    representativeNameEn: 'Sudarat Kampan',
    establishedOn: '2001-05-20',
    employeeCount: 120,
    website: 'https://pingriver-ceramics.example',
    phone: '+66-53-000-456',
    businessDescription: 'ผลิตเครื่องปั้นดินเผาและภาชนะเซรามิกสำหรับโรงแรมและร้านอาหาร',
    businessDescriptionEn: 'Makes stoneware and ceramic tableware for hotels and restaurants.',
  }),
  branchCustomer('maerim', 'chaophraya', '050', '09', {
    corporateNumber: '0505561005678',
    name: 'บริษัท แม่ริมเฮิร์บ จำกัด',
    nameEn: 'Mae Rim Herbs Co., Ltd.',
    postalCode: '50180',
    address: '9 หมู่ 2 ตำบลริมใต้ อำเภอแม่ริม จังหวัดเชียงใหม่',
    addressEn: '9 Moo 2, Rim Tai, Mae Rim, Chiang Mai',
    representativeName: 'อนุชา ใจมา',
    representativeNameEn: 'Anucha Jaima',
    establishedOn: '2018-03-01',
    employeeCount: 22,
    website: 'https://maerim-herbs.example',
    phone: '+66-53-000-789',
    businessDescription: 'แปรรูปสมุนไพรและชาสมุนไพรอบแห้งจากเกษตรกรในภาคเหนือ',
    businessDescriptionEn: 'Processes herbs and dried herbal teas from farmers in northern Thailand.',
  }),
];
