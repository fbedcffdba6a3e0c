// Word lists and sentence patterns for the bench data: offers, banks and companies in en, ja and th,
// close to what Japanese and Thai SMEs actually post (see src/server/seed/seed-data/demo-offers.ts).
// Bank and branch names (品川, Silom, …) never appear in titles, so a keyword that matches them
// measures the bank/branch path of the search alone.

export type Language = 'en' | 'ja' | 'th';

/** A small fast seeded generator (mulberry32): the same seed builds the same data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}

/** A business theme: what an offer is about, in each language, and the JSIC middle category it belongs to. */
export interface Theme {
  industry: string;
  /** Goods can be made, supplied and bought by volume; services only change hands or find partners. */
  goods: boolean;
  en: readonly string[];
  ja: readonly string[];
  th: readonly string[];
}

export const THEMES: readonly Theme[] = [
  { industry: '09', goods: true, en: ['processed food', 'frozen food', 'seasonings', 'confectionery', 'food processing'], ja: ['食品加工', '冷凍食品', '調味料', '和菓子', '水産加工品', '業務用だし'], th: ['อาหารแปรรูป', 'อาหารแช่แข็ง', 'เครื่องปรุงรส', 'ขนมไทย', 'อาหารทะเลแปรรูป'] },
  { industry: '10', goods: true, en: ['beverages', 'coffee beans', 'sake', 'green tea', 'fruit juice'], ja: ['飲料', '日本酒', '緑茶', 'コーヒー豆', '清涼飲料'], th: ['เครื่องดื่ม', 'กาแฟอาราบิกา', 'ชาไทย', 'น้ำผลไม้', 'กาแฟคั่ว'] },
  { industry: '11', goods: true, en: ['textiles', 'garment sewing', 'technical fabrics'], ja: ['繊維製品', '縫製', '機能性生地'], th: ['สิ่งทอ', 'เสื้อผ้าสำเร็จรูป', 'ผ้าทอมือ'] },
  { industry: '13', goods: true, en: ['wooden furniture', 'office furniture'], ja: ['木製家具', 'オフィス家具'], th: ['เฟอร์นิเจอร์ไม้', 'เฟอร์นิเจอร์สำนักงาน'] },
  { industry: '16', goods: true, en: ['herbal medicine', 'cosmetics', 'pharmaceuticals', 'supplements'], ja: ['医薬品', '化粧品', '漢方薬', '健康食品'], th: ['ยาสมุนไพร', 'เครื่องสำอาง', 'ยาแผนไทย', 'อาหารเสริม'] },
  { industry: '18', goods: true, en: ['plastic injection molding', 'resin parts', 'plastic packaging'], ja: ['樹脂成形', 'プラスチック容器', '樹脂部品'], th: ['บรรจุภัณฑ์พลาสติก', 'ชิ้นส่วนพลาสติก', 'ฉีดพลาสติก'] },
  { industry: '19', goods: true, en: ['rubber products', 'natural rubber'], ja: ['ゴム製品', '天然ゴム'], th: ['ยางพารา', 'ผลิตภัณฑ์ยาง', 'ถุงมือยาง'] },
  { industry: '22', goods: true, en: ['steel sheet', 'steel processing'], ja: ['鋼材', '鋼板加工'], th: ['เหล็กแผ่น', 'งานเหล็กรีด'] },
  { industry: '24', goods: true, en: ['dies and molds', 'sheet metal', 'metal machining', 'precision machining'], ja: ['金型', '精密板金', '金属加工', '精密切削'], th: ['แม่พิมพ์', 'งานกลึงโลหะ', 'งานปั๊มโลหะ'] },
  { industry: '25', goods: true, en: ['machine tools', 'speed reducers', 'pumps'], ja: ['工作機械', '減速機', 'ポンプ'], th: ['เครื่องจักรอุตสาหกรรม', 'ปั๊มน้ำอุตสาหกรรม'] },
  { industry: '26', goods: true, en: ['industrial robots', 'packaging machines', 'food processing machines'], ja: ['産業用ロボット', '包装機械', '食品機械'], th: ['หุ่นยนต์อุตสาหกรรม', 'เครื่องบรรจุหีบห่อ', 'เครื่องจักรแปรรูปอาหาร'] },
  { industry: '27', goods: true, en: ['inspection equipment', 'measuring instruments'], ja: ['検査装置', '計測機器'], th: ['เครื่องมือวัด', 'เครื่องตรวจสอบคุณภาพ'] },
  { industry: '28', goods: true, en: ['precision parts', 'electronic components', 'semiconductor parts', 'circuit boards'], ja: ['精密部品', '電子部品', '半導体部品', 'プリント基板'], th: ['ชิ้นส่วนอิเล็กทรอนิกส์', 'แผงวงจร', 'ชิ้นส่วนความแม่นยำสูง'] },
  { industry: '29', goods: true, en: ['electric motors', 'transformers'], ja: ['モーター', '変圧器', '電気機器'], th: ['มอเตอร์ไฟฟ้า', 'หม้อแปลงไฟฟ้า'] },
  { industry: '31', goods: true, en: ['auto parts', 'wire harnesses', 'motorcycle parts'], ja: ['自動車部品', 'ワイヤーハーネス', '二輪部品'], th: ['ชิ้นส่วนยานยนต์', 'ชุดสายไฟรถยนต์', 'อะไหล่รถจักรยานยนต์'] },
  { industry: '01', goods: true, en: ['jasmine rice', 'fresh fruit', 'durian', 'vegetables'], ja: ['農産物', '米', '青果', '有機野菜'], th: ['ข้าวหอมมะลิ', 'ผลไม้สด', 'ทุเรียน', 'ผักปลอดสาร'] },
  { industry: '04', goods: true, en: ['farmed shrimp', 'aquaculture feed'], ja: ['養殖エビ', '養殖飼料'], th: ['กุ้งเพาะเลี้ยง', 'อาหารสัตว์น้ำ'] },
  { industry: '03', goods: true, en: ['frozen seafood', 'fish processing'], ja: ['水産物', '鮮魚'], th: ['อาหารทะเลแช่แข็ง', 'ปลาทูน่า'] },
  { industry: '39', goods: false, en: ['software development', 'accounting system', 'ERP implementation'], ja: ['ソフトウェア開発', '業務システム', '会計システム'], th: ['ซอฟต์แวร์', 'ระบบบัญชี', 'พัฒนาแอปพลิเคชัน'] },
  { industry: '44', goods: false, en: ['logistics', 'cold chain transport', 'trucking'], ja: ['物流', '冷凍輸送', '運送'], th: ['โลจิสติกส์', 'ขนส่งห้องเย็น', 'รถขนส่งสินค้า'] },
  { industry: '47', goods: false, en: ['cold storage warehouse', 'bonded warehouse'], ja: ['物流倉庫', '冷凍倉庫'], th: ['คลังสินค้า', 'ห้องเย็น'] },
  { industry: '52', goods: false, en: ['food wholesale', 'imported food'], ja: ['食品卸', '輸入食品'], th: ['ค้าส่งอาหาร', 'อาหารนำเข้า'] },
  { industry: '76', goods: false, en: ['Japanese restaurant', 'ramen shop', 'cafe'], ja: ['飲食店', 'ラーメン店', '和食レストラン', 'カフェ'], th: ['ร้านอาหารญี่ปุ่น', 'ร้านกาแฟ', 'ร้านราเมน'] },
  { industry: '75', goods: false, en: ['hotel', 'resort', 'hot spring inn'], ja: ['旅館', 'ホテル', '温泉旅館'], th: ['โรงแรม', 'รีสอร์ท'] },
  { industry: '85', goods: false, en: ['elderly care', 'nursing home'], ja: ['介護サービス', '老人ホーム'], th: ['บ้านพักผู้สูงอายุ', 'บริการดูแลผู้สูงอายุ'] },
  { industry: '78', goods: false, en: ['spa', 'beauty salon'], ja: ['美容サロン', 'スパ'], th: ['สปา', 'ร้านเสริมสวย'] },
  { industry: '89', goods: false, en: ['car repair', 'auto maintenance'], ja: ['自動車整備', '板金塗装'], th: ['อู่ซ่อมรถยนต์', 'ศูนย์บริการรถยนต์'] },
  { industry: '82', goods: false, en: ['Japanese language school', 'technical training'], ja: ['日本語学校', '技能実習'], th: ['โรงเรียนสอนภาษาญี่ปุ่น', 'ศูนย์ฝึกอบรม'] },
];

/**
 * Each theme's subjects as the same thing in the three languages, [en, ja, th]: what an author's
 * version of an offer in another language names (decision 050). Every subject of `THEMES` is in one
 * triple of its theme (checked by `sameSubject`); some triples name a subject no original uses, as a
 * translator words it (和菓子 → ขนมญี่ปุ่น, 減速機 → เกียร์ทด).
 */
const SAME_SUBJECT: Record<string, readonly (readonly [en: string, ja: string, th: string])[]> = {
  '09': [
    ['processed food', '加工食品', 'อาหารแปรรูป'], ['food processing', '食品加工', 'การแปรรูปอาหาร'], ['frozen food', '冷凍食品', 'อาหารแช่แข็ง'],
    ['seasonings', '調味料', 'เครื่องปรุงรส'], ['confectionery', '菓子', 'ขนมหวาน'], ['Japanese confectionery', '和菓子', 'ขนมญี่ปุ่น'],
    ['Thai desserts', 'タイ菓子', 'ขนมไทย'], ['processed seafood', '水産加工品', 'อาหารทะเลแปรรูป'], ['dashi soup stock', '業務用だし', 'น้ำซุปดาชิ'],
  ],
  '10': [
    ['beverages', '飲料', 'เครื่องดื่ม'], ['coffee beans', 'コーヒー豆', 'เมล็ดกาแฟ'], ['sake', '日本酒', 'สาเก'], ['green tea', '緑茶', 'ชาเขียว'],
    ['fruit juice', '果汁飲料', 'น้ำผลไม้'], ['soft drinks', '清涼飲料', 'น้ำอัดลม'], ['Arabica coffee', 'アラビカコーヒー', 'กาแฟอาราบิกา'],
    ['Thai tea', 'タイティー', 'ชาไทย'], ['roasted coffee', '焙煎コーヒー', 'กาแฟคั่ว'],
  ],
  '11': [
    ['textiles', '繊維製品', 'สิ่งทอ'], ['garment sewing', '縫製', 'การตัดเย็บเสื้อผ้า'], ['technical fabrics', '機能性生地', 'ผ้าคุณสมบัติพิเศษ'],
    ['ready-made garments', '既製服', 'เสื้อผ้าสำเร็จรูป'], ['hand-woven fabrics', '手織り生地', 'ผ้าทอมือ'],
  ],
  '13': [['wooden furniture', '木製家具', 'เฟอร์นิเจอร์ไม้'], ['office furniture', 'オフィス家具', 'เฟอร์นิเจอร์สำนักงาน']],
  '16': [
    ['herbal medicine', '生薬', 'ยาสมุนไพร'], ['Kampo medicine', '漢方薬', 'ยาคัมโป'], ['cosmetics', '化粧品', 'เครื่องสำอาง'],
    ['pharmaceuticals', '医薬品', 'ผลิตภัณฑ์ยา'], ['supplements', '健康食品', 'อาหารเสริม'], ['Thai traditional medicine', 'タイ伝統医薬品', 'ยาแผนไทย'],
  ],
  '18': [['plastic injection molding', '樹脂成形', 'ฉีดพลาสติก'], ['resin parts', '樹脂部品', 'ชิ้นส่วนพลาสติก'], ['plastic packaging', 'プラスチック容器', 'บรรจุภัณฑ์พลาสติก']],
  '19': [['rubber products', 'ゴム製品', 'ผลิตภัณฑ์ยาง'], ['natural rubber', '天然ゴム', 'ยางพารา'], ['rubber gloves', 'ゴム手袋', 'ถุงมือยาง']],
  '22': [['steel products', '鋼材', 'ผลิตภัณฑ์เหล็ก'], ['steel sheet', '鋼板', 'เหล็กแผ่น'], ['steel processing', '鋼板加工', 'งานแปรรูปเหล็ก'], ['rolled steel', '圧延鋼材', 'งานเหล็กรีด']],
  '24': [
    ['dies and molds', '金型', 'แม่พิมพ์'], ['sheet metal', '精密板金', 'งานโลหะแผ่น'], ['metal machining', '金属加工', 'งานกลึงโลหะ'],
    ['precision machining', '精密切削', 'งานกลึงความแม่นยำสูง'], ['metal stamping', '金属プレス加工', 'งานปั๊มโลหะ'],
  ],
  '25': [
    ['machine tools', '工作機械', 'เครื่องมือกล'], ['speed reducers', '減速機', 'เกียร์ทด'], ['pumps', 'ポンプ', 'ปั๊ม'],
    ['industrial machinery', '産業機械', 'เครื่องจักรอุตสาหกรรม'], ['industrial water pumps', '産業用ポンプ', 'ปั๊มน้ำอุตสาหกรรม'],
  ],
  '26': [['industrial robots', '産業用ロボット', 'หุ่นยนต์อุตสาหกรรม'], ['packaging machines', '包装機械', 'เครื่องบรรจุหีบห่อ'], ['food processing machines', '食品機械', 'เครื่องจักรแปรรูปอาหาร']],
  '27': [['inspection equipment', '検査装置', 'เครื่องตรวจสอบคุณภาพ'], ['measuring instruments', '計測機器', 'เครื่องมือวัด']],
  '28': [
    ['precision parts', '精密部品', 'ชิ้นส่วนความแม่นยำสูง'], ['electronic components', '電子部品', 'ชิ้นส่วนอิเล็กทรอนิกส์'],
    ['semiconductor parts', '半導体部品', 'ชิ้นส่วนเซมิคอนดักเตอร์'], ['circuit boards', 'プリント基板', 'แผงวงจร'],
  ],
  '29': [['electric motors', 'モーター', 'มอเตอร์ไฟฟ้า'], ['transformers', '変圧器', 'หม้อแปลงไฟฟ้า'], ['electrical equipment', '電気機器', 'อุปกรณ์ไฟฟ้า']],
  '31': [['auto parts', '自動車部品', 'ชิ้นส่วนยานยนต์'], ['wire harnesses', 'ワイヤーハーネス', 'ชุดสายไฟรถยนต์'], ['motorcycle parts', '二輪部品', 'อะไหล่รถจักรยานยนต์']],
  '01': [
    ['jasmine rice', 'ジャスミン米', 'ข้าวหอมมะลิ'], ['fresh fruit', '青果', 'ผลไม้สด'], ['durian', 'ドリアン', 'ทุเรียน'], ['vegetables', '野菜', 'ผักสด'],
    ['farm produce', '農産物', 'ผลผลิตทางการเกษตร'], ['rice', '米', 'ข้าว'], ['organic vegetables', '有機野菜', 'ผักอินทรีย์'],
    ['pesticide-free vegetables', '無農薬野菜', 'ผักปลอดสาร'],
  ],
  '04': [['farmed shrimp', '養殖エビ', 'กุ้งเพาะเลี้ยง'], ['aquaculture feed', '養殖飼料', 'อาหารสัตว์น้ำ']],
  '03': [
    ['frozen seafood', '冷凍水産物', 'อาหารทะเลแช่แข็ง'], ['fish processing', '水産加工', 'การแปรรูปปลา'], ['marine products', '水産物', 'ผลิตภัณฑ์ประมง'],
    ['fresh fish', '鮮魚', 'ปลาสด'], ['tuna', 'マグロ', 'ปลาทูน่า'],
  ],
  '39': [
    ['software development', 'ソフトウェア開発', 'การพัฒนาซอฟต์แวร์'], ['accounting system', '会計システム', 'ระบบบัญชี'],
    ['ERP implementation', 'ERP導入', 'การติดตั้งระบบ ERP'], ['business systems', '業務システム', 'ระบบงานธุรกิจ'], ['software', 'ソフトウェア', 'ซอฟต์แวร์'],
    ['app development', 'アプリ開発', 'พัฒนาแอปพลิเคชัน'],
  ],
  '44': [['logistics', '物流', 'โลจิสติกส์'], ['cold chain transport', '冷凍輸送', 'ขนส่งห้องเย็น'], ['trucking', '運送', 'รถขนส่งสินค้า']],
  '47': [['cold storage warehouse', '冷凍倉庫', 'ห้องเย็น'], ['bonded warehouse', '保税倉庫', 'คลังสินค้าทัณฑ์บน'], ['logistics warehouse', '物流倉庫', 'คลังสินค้า']],
  '52': [['food wholesale', '食品卸', 'ค้าส่งอาหาร'], ['imported food', '輸入食品', 'อาหารนำเข้า']],
  '76': [['Japanese restaurant', '和食レストラン', 'ร้านอาหารญี่ปุ่น'], ['ramen shop', 'ラーメン店', 'ร้านราเมน'], ['cafe', 'カフェ', 'ร้านกาแฟ'], ['restaurant', '飲食店', 'ร้านอาหาร']],
  '75': [['hotel', 'ホテル', 'โรงแรม'], ['resort', 'リゾート', 'รีสอร์ท'], ['hot spring inn', '温泉旅館', 'เรียวกังออนเซ็น'], ['Japanese inn', '旅館', 'เรียวกัง']],
  '85': [['elderly care', '介護サービス', 'บริการดูแลผู้สูงอายุ'], ['nursing home', '老人ホーム', 'บ้านพักผู้สูงอายุ']],
  '78': [['spa', 'スパ', 'สปา'], ['beauty salon', '美容サロン', 'ร้านเสริมสวย']],
  '89': [['car repair', '自動車修理', 'อู่ซ่อมรถยนต์'], ['auto maintenance', '自動車整備', 'ศูนย์บริการรถยนต์'], ['body and paint repair', '板金塗装', 'ซ่อมสีและตัวถัง']],
  '82': [['Japanese language school', '日本語学校', 'โรงเรียนสอนภาษาญี่ปุ่น'], ['technical training', '技能実習', 'การฝึกงานด้านเทคนิค'], ['training centre', '研修センター', 'ศูนย์ฝึกอบรม']],
};

const LANGUAGE_INDEX: Record<Language, 0 | 1 | 2> = { en: 0, ja: 1, th: 2 };

/** A theme's subject, written in `from`, as the same thing in `to` (the first triple naming it). */
export function sameSubject(theme: Theme, from: Language, subject: string, to: Language): string {
  const triple = SAME_SUBJECT[theme.industry]?.find((t) => t[LANGUAGE_INDEX[from]] === subject);
  if (!triple) throw new Error(`bench vocabulary: theme ${theme.industry} has no ${to} for the ${from} subject ${subject}`);
  return triple[LANGUAGE_INDEX[to]];
}

const JA_PLACES = ['東京', '大阪', '愛知県', '静岡県', '福岡', '北海道', '新潟', '広島', '長野', '岐阜', 'バンコク', 'チョンブリ', 'ラヨーン', 'アユタヤ', 'チェンマイ'];
const TH_PLACES = ['กรุงเทพฯ', 'ชลบุรี', 'ระยอง', 'เชียงใหม่', 'นิคมอมตะนคร', 'ขอนแก่น', 'อยุธยา', 'สมุทรปราการ', 'นครราชสีมา', 'สงขลา', 'โตเกียว', 'โอซาก้า'];
const EN_PLACES = ['Tokyo', 'Osaka', 'Aichi', 'Shizuoka', 'Fukuoka', 'Hokkaido', 'Niigata', 'Hiroshima', 'Bangkok', 'Chon Buri', 'Rayong', 'Ayutthaya', 'Chiang Mai', 'Khon Kaen', 'Amata City'];
const JA_MODS = ['高品質な', '小ロット対応の', '創業50年の', 'ISO認証取得済みの', '老舗の', '黒字経営の', '最新鋭の', '地域密着の', ''];
const TH_MODS = ['คุณภาพสูง', 'มาตรฐาน GMP', 'ครบวงจร', 'รายใหญ่', ''];
const EN_MODS = ['high-quality', 'small-lot', 'ISO-certified', 'family-owned', 'profitable', 'established', 'export-ready', ''];

type Pattern = (s: string, r: Rng) => string;
/** Patterns for any theme, and those that only make sense for goods (factories, supply, OEM). */
type Patterns = { any: Pattern[]; goods: Pattern[] };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const PATTERNS: Record<Language, Record<'sell' | 'buy', Patterns>> = {
  ja: {
    sell: {
      any: [
        (s, r) => `${r.pick(JA_MODS)}${s}事業の譲渡`,
        (s) => `${s}の事業承継先を募集`,
        (s, r) => `${s}のタイ進出パートナー募集（年商${r.int(1, 30)}億円）`,
      ],
      goods: [
        (s) => `${s}の製造ラインを売却します`,
        (s, r) => `${r.pick(JA_PLACES)}の${s}工場を譲渡`,
        (s) => `${s}の技術ライセンスを提供します`,
        (s, r) => `${r.pick(JA_MODS)}${s}の供給が可能です`,
      ],
    },
    buy: {
      any: [(s, r) => `${r.pick(JA_PLACES)}の${s}を買収希望`, (s) => `${s}の提携先を探しています`],
      goods: [
        (s) => `${s}の調達先を探しています`,
        (s) => `${s}の製造委託先を募集`,
        (s, r) => `タイの${s}サプライヤーを求む（年間${r.int(1, 50)}千万円規模）`,
        (s) => `${s}の輸入元を探しています`,
        (s, r) => `${r.pick(JA_MODS)}${s}の仕入先を探しています`,
      ],
    },
  },
  th: {
    sell: {
      any: [(s, r) => `ขายกิจการ${s} ${r.pick(TH_PLACES)}`, (s, r) => `ขายหุ้น${s} ${r.int(10, 60)}%`],
      goods: [
        (s, r) => `ขายโรงงานผลิต${s}ใน${r.pick(TH_PLACES)}`,
        (s, r) => `เสนอขาย${s}${r.pick(TH_MODS)} ส่งออกไปญี่ปุ่น`,
        (s) => `รับผลิต${s} OEM สำหรับตลาดญี่ปุ่น`,
        (s, r) => `${s}${r.pick(TH_MODS)} กำลังผลิตปีละ ${r.int(5, 200)} ล้านบาท`,
      ],
    },
    buy: {
      any: [(s, r) => `ซื้อกิจการ${s} ${r.pick(TH_PLACES)}`, (s) => `หาพันธมิตรญี่ปุ่นด้าน${s}`],
      goods: [
        (s) => `ต้องการซื้อ${s}จากญี่ปุ่น`,
        (s) => `หาผู้ผลิต${s}ในญี่ปุ่น`,
        (s, r) => `รับซื้อ${s} มูลค่าปีละ ${r.int(5, 200)} ล้านบาท`,
        (s) => `มองหาเทคโนโลยี${s}จากญี่ปุ่น`,
      ],
    },
  },
  en: {
    sell: {
      any: [
        (s, r) => cap(`${r.pick(EN_MODS)} ${s} business for sale in ${r.pick(EN_PLACES)}`.trim()),
        (s, r) => `Majority stake in a ${s} company in ${r.pick(EN_PLACES)}`,
      ],
      goods: [
        (s, r) => `Sale of ${s} factory (${r.pick(EN_PLACES)})`,
        (s) => cap(`${s} manufacturer seeks a buyer`),
        (s) => `Licensing ${s} technology to partners in Thailand`,
        (s) => `Transfer of a ${s} production line`,
        (s, r) => cap(`${s} supplier offering OEM capacity, USD ${r.int(1, 90)} million a year`),
      ],
    },
    buy: {
      any: [(s) => `Seeking a ${s} company to acquire`, (s, r) => `Partner wanted: ${s} in ${r.pick(['Japan', 'Thailand'])}`],
      goods: [
        (s, r) => `Looking for a ${s} supplier in ${r.pick(EN_PLACES)}`,
        (s, r) => `Buying ${s}, about USD ${r.int(1, 90)} million a year`,
        (s, r) => `Sourcing ${r.pick(EN_MODS)} ${s} from ${r.pick(['Japan', 'Thailand'])}`.replace('  ', ' '),
      ],
    },
  },
};

/** Titles built from the industry's own name, so every middle category has offers that read naturally. */
const GENERIC: Record<Language, { sell: Pattern[]; buy: Pattern[] }> = {
  en: {
    sell: [(s) => `Sale of a business: ${s}`, (s, r) => `${s}: company for sale in ${r.pick(EN_PLACES)}`],
    buy: [(s) => `Seeking a partner in ${s}`, (s) => `Acquisition wanted: ${s}`],
  },
  ja: {
    sell: [(s) => `${s}の事業譲渡`, (s, r) => `${r.pick(JA_PLACES)}の${s}・株式譲渡`],
    buy: [(s) => `${s}の提携先募集`, (s) => `${s}の会社を譲り受けたい`],
  },
  th: {
    sell: [(s) => `ขายกิจการ${s}`, (s, r) => `ขายบริษัท${s} ${r.pick(TH_PLACES)}`],
    buy: [(s) => `หาพันธมิตรด้าน${s}`, (s) => `ต้องการซื้อกิจการ${s}`],
  },
};

export function themeTitle(r: Rng, language: Language, type: 'sell' | 'buy', theme: Theme, subject: string): string {
  const patterns = PATTERNS[language][type];
  return r.pick(theme.goods ? [...patterns.any, ...patterns.goods] : patterns.any)(subject, r);
}

export function genericTitle(r: Rng, language: Language, type: 'sell' | 'buy', industryName: string): string {
  return r.pick(GENERIC[language][type])(industryName, r);
}

const DESCRIPTIONS: Record<Language, ((s: string, r: Rng) => string)[]> = {
  ja: [
    (s, r) => `当社は${r.pick(JA_PLACES)}で${s}を手がけて${r.int(5, 80)}年になります。従業員${r.int(8, 400)}名、年商${r.int(1, 90)}億円。`,
    (s, r) => `${s}の分野で主要取引先${r.int(3, 40)}社を持ち、品質管理体制（ISO9001）を整えています。`,
    (s) => `後継者不在のため、${s}事業を引き継いでいただけるパートナーを探しています。設備・人員・取引先の引継ぎが可能です。`,
    (s) => `タイ・ASEAN市場への展開を見据え、${s}に関する現地パートナーとの協業を希望します。`,
  ],
  en: [
    (s, r) => `We have been in ${s} for ${r.int(5, 80)} years in ${r.pick(EN_PLACES)}, with ${r.int(8, 400)} employees and annual sales of USD ${r.int(1, 90)} million.`,
    (s, r) => `Our ${s} line serves ${r.int(3, 40)} major customers and is ISO 9001 certified; equipment, staff and customer contracts can be transferred.`,
    (s) => `We are looking for a long-term partner in ${s} to grow in Japan and ASEAN; technical cooperation or a minority stake are both possible.`,
  ],
  th: [
    (s, r) => `บริษัทดำเนินธุรกิจ${s}มากว่า ${r.int(5, 60)} ปี ที่${r.pick(TH_PLACES)} พนักงาน ${r.int(8, 400)} คน ยอดขายปีละ ${r.int(10, 900)} ล้านบาท`,
    (s, r) => `มีลูกค้ารายใหญ่ ${r.int(3, 40)} ราย ได้รับมาตรฐาน GMP และ ISO 9001 พร้อมโอนย้ายเครื่องจักรและบุคลากร`,
    (s) => `ต้องการพันธมิตรจากญี่ปุ่นเพื่อร่วมพัฒนา${s} ทั้งด้านเทคโนโลยีและการตลาด`,
  ],
};

export function description(r: Rng, language: Language, subject: string): string {
  const sentences = DESCRIPTIONS[language];
  const n = r.int(2, sentences.length);
  const start = r.int(0, sentences.length - 1);
  return Array.from({ length: n }, (_, i) => sentences[(start + i) % sentences.length]!(subject, r)).join(language === 'en' ? ' ' : '');
}

// ---- banks, branches and companies ----------------------------------------------------------

export interface BenchBank {
  code: string;
  country: 'JP' | 'TH';
  name: string;
  nameEn: string;
  branches: { code: string; name: string; nameEn: string }[];
}

/** Ten banks besides the demo world's Minato and Chao Phraya, each with two to four branches. */
export const BENCH_BANKS: readonly BenchBank[] = [
  { code: 'hokuto', country: 'JP', name: '株式会社北斗銀行', nameEn: 'Hokuto Bank, Ltd.', branches: [
    { code: '110', name: '札幌支店', nameEn: 'Sapporo Branch' }, { code: '120', name: '旭川支店', nameEn: 'Asahikawa Branch' }, { code: '130', name: '函館支店', nameEn: 'Hakodate Branch' } ] },
  { code: 'setouchi', country: 'JP', name: '株式会社瀬戸内銀行', nameEn: 'Setouchi Bank, Ltd.', branches: [
    { code: '210', name: '広島支店', nameEn: 'Hiroshima Branch' }, { code: '220', name: '岡山支店', nameEn: 'Okayama Branch' }, { code: '230', name: '高松支店', nameEn: 'Takamatsu Branch' }, { code: '240', name: '松山支店', nameEn: 'Matsuyama Branch' } ] },
  { code: 'shinano', country: 'JP', name: '株式会社信濃銀行', nameEn: 'Shinano Bank, Ltd.', branches: [
    { code: '310', name: '長野支店', nameEn: 'Nagano Branch' }, { code: '320', name: '松本支店', nameEn: 'Matsumoto Branch' } ] },
  { code: 'tokai-chuo', country: 'JP', name: '株式会社東海中央銀行', nameEn: 'Tokai Chuo Bank, Ltd.', branches: [
    { code: '410', name: '名古屋駅前支店', nameEn: 'Nagoya Ekimae Branch' }, { code: '420', name: '浜松支店', nameEn: 'Hamamatsu Branch' }, { code: '430', name: '豊田支店', nameEn: 'Toyota Branch' } ] },
  { code: 'kyushu-mirai', country: 'JP', name: '株式会社九州みらい銀行', nameEn: 'Kyushu Mirai Bank, Ltd.', branches: [
    { code: '510', name: '博多支店', nameEn: 'Hakata Branch' }, { code: '520', name: '熊本支店', nameEn: 'Kumamoto Branch' }, { code: '530', name: '鹿児島支店', nameEn: 'Kagoshima Branch' } ] },
  { code: 'krungsiam', country: 'TH', name: 'ธนาคารกรุงสยาม จำกัด (มหาชน)', nameEn: 'Krung Siam Bank PCL', branches: [
    { code: '101', name: 'สาขาสุขุมวิท', nameEn: 'Sukhumvit Branch' }, { code: '102', name: 'สาขาบางนา', nameEn: 'Bang Na Branch' }, { code: '103', name: 'สาขาพระราม 9', nameEn: 'Rama 9 Branch' } ] },
  { code: 'andaman', country: 'TH', name: 'ธนาคารอันดามัน จำกัด (มหาชน)', nameEn: 'Andaman Bank PCL', branches: [
    { code: '201', name: 'สาขาภูเก็ต', nameEn: 'Phuket Branch' }, { code: '202', name: 'สาขาหาดใหญ่', nameEn: 'Hat Yai Branch' } ] },
  { code: 'isan', country: 'TH', name: 'ธนาคารอีสานพัฒนา จำกัด (มหาชน)', nameEn: 'Isan Development Bank PCL', branches: [
    { code: '301', name: 'สาขาขอนแก่น', nameEn: 'Khon Kaen Branch' }, { code: '302', name: 'สาขานครราชสีมา', nameEn: 'Nakhon Ratchasima Branch' }, { code: '303', name: 'สาขาอุดรธานี', nameEn: 'Udon Thani Branch' } ] },
  { code: 'burapha', country: 'TH', name: 'ธนาคารบูรพา จำกัด (มหาชน)', nameEn: 'Burapha Bank PCL', branches: [
    { code: '401', name: 'สาขาชลบุรี', nameEn: 'Chon Buri Branch' }, { code: '402', name: 'สาขาระยอง', nameEn: 'Rayong Branch' }, { code: '403', name: 'สาขาศรีราชา', nameEn: 'Si Racha Branch' }, { code: '404', name: 'สาขาแหลมฉบัง', nameEn: 'Laem Chabang Branch' } ] },
  { code: 'mekong', country: 'TH', name: 'ธนาคารแม่โขง จำกัด (มหาชน)', nameEn: 'Mekong Bank PCL', branches: [
    { code: '501', name: 'สาขาอยุธยา', nameEn: 'Ayutthaya Branch' }, { code: '502', name: 'สาขาเชียงราย', nameEn: 'Chiang Rai Branch' } ] },
];

const JA_COMPANY_PLACES: readonly [string, string][] = [
  ['北斗', 'Hokuto'], ['東洋', 'Toyo'], ['大和', 'Yamato'], ['三河', 'Mikawa'], ['浪速', 'Naniwa'], ['中部', 'Chubu'],
  ['関東', 'Kanto'], ['北陸', 'Hokuriku'], ['瀬戸', 'Seto'], ['富士', 'Fuji'], ['桜井', 'Sakurai'], ['明星', 'Myojo'],
  ['旭', 'Asahi'], ['日進', 'Nisshin'], ['光洋', 'Koyo'], ['丸和', 'Maruwa'], ['山陽', 'Sanyo'], ['信越', 'Shinetsu'],
  ['東邦', 'Toho'], ['昭栄', 'Shoei'], ['平和', 'Heiwa'], ['日東', 'Nitto'], ['太平', 'Taihei'], ['協和', 'Kyowa'],
  ['相模', 'Sagami'], ['常盤', 'Tokiwa'], ['若葉', 'Wakaba'], ['青葉', 'Aoba'], ['千代田', 'Chiyoda'], ['金沢', 'Kanazawa'],
];
const JA_COMPANY_CORES: readonly [string, string][] = [
  ['精工', 'Seiko'], ['食品', 'Foods'], ['化学', 'Chemical'], ['電機', 'Electric'], ['工業', 'Industries'], ['製作所', 'Works'],
  ['物産', 'Bussan'], ['商事', 'Trading'], ['運輸', 'Logistics'], ['樹脂', 'Plastics'], ['金属', 'Metal'], ['機械', 'Machinery'],
  ['フーズ', 'Foods'], ['テック', 'Tech'], ['製菓', 'Confectionery'], ['酒造', 'Brewery'], ['繊維', 'Textile'], ['薬品', 'Pharma'],
  ['ゴム', 'Rubber'], ['システム', 'Systems'],
];
const TH_COMPANY_PLACES: readonly [string, string][] = [
  ['สยาม', 'Siam'], ['ไทย', 'Thai'], ['ล้านนา', 'Lanna'], ['อันดามัน', 'Andaman'], ['อีสาน', 'Isan'], ['เจ้าพระยา', 'Chao Phraya'],
  ['รัตนโกสินทร์', 'Rattanakosin'], ['ทองคำ', 'Thong Kham'], ['ศรีสุข', 'Sri Suk'], ['บูรพา', 'Burapha'], ['ตะวันออก', 'Tawan Ok'],
  ['แม่โขง', 'Mekong'], ['ชลบุรี', 'Chon Buri'], ['ระยอง', 'Rayong'], ['สุวรรณ', 'Suwan'], ['มงคล', 'Mongkol'], ['เจริญ', 'Charoen'],
  ['รุ่งเรือง', 'Rungruang'], ['พัฒนา', 'Pattana'], ['ทวีสุข', 'Thawee Suk'], ['กรุงไทย', 'Krung Thai'], ['นครชัย', 'Nakhon Chai'],
  ['ศรีนคร', 'Sri Nakhon'], ['บางกอก', 'Bangkok'], ['ภูพาน', 'Phu Phan'], ['ดอยคำ', 'Doi Kham'], ['นาคา', 'Naka'], ['สุขสวัสดิ์', 'Suk Sawat'],
  ['ปทุม', 'Pathum'], ['กาญจนา', 'Kanchana'],
];
const TH_COMPANY_CORES: readonly [string, string][] = [
  ['ฟู้ดส์', 'Foods'], ['อุตสาหกรรม', 'Industry'], ['เทคโนโลยี', 'Technology'], ['พลาสติก', 'Plastics'], ['เมทัล', 'Metal'],
  ['โลจิสติกส์', 'Logistics'], ['อะโกร', 'Agro'], ['เทรดดิ้ง', 'Trading'], ['ฟาร์มา', 'Pharma'], ['เอ็นจิเนียริ่ง', 'Engineering'],
  ['ออโต้พาร์ท', 'Auto Parts'], ['ซีฟู้ด', 'Seafood'], ['เท็กซ์ไทล์', 'Textile'], ['รับเบอร์', 'Rubber'], ['คอฟฟี่', 'Coffee'],
  ['อิเล็กทรอนิกส์', 'Electronics'], ['แพคเกจจิ้ง', 'Packaging'], ['เฮิร์บ', 'Herbs'], ['ซอฟต์', 'Soft'], ['มารีน', 'Marine'],
];

/** The n-th company name of a country: 30 places × 20 trades × 3 legal forms before a name repeats. */
export function companyName(country: 'JP' | 'TH', n: number): { name: string; nameEn: string } {
  const places = country === 'JP' ? JA_COMPANY_PLACES : TH_COMPANY_PLACES;
  const cores = country === 'JP' ? JA_COMPANY_CORES : TH_COMPANY_CORES;
  const [place, placeEn] = places[n % places.length]!;
  const [core, coreEn] = cores[Math.floor(n / places.length) % cores.length]!;
  const form = Math.floor(n / (places.length * cores.length)) % 3;
  if (country === 'JP') {
    const name = [`${place}${core}株式会社`, `株式会社${place}${core}`, `有限会社${place}${core}`][form]!;
    return { name, nameEn: `${placeEn} ${coreEn} ${['Co., Ltd.', 'Corporation', 'Ltd.'][form]}` };
  }
  const name = [`บริษัท ${place}${core} จำกัด`, `บริษัท ${place}${core} จำกัด (มหาชน)`, `บริษัท ${place}${core} กรุ๊ป จำกัด`][form]!;
  return { name, nameEn: `${placeEn} ${coreEn} ${['Co., Ltd.', 'PCL', 'Group Co., Ltd.'][form]}` };
}
