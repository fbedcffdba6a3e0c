// Demo offers (docs/product/demo-data.md): every status, in Japanese, English and Thai, from every demo enterprise.
// Partners see them without the company's name (docs/product/visibility.md#hidden-names), so their text names no company and no
// address; only one offer waiting for review does, for the bank's review to catch (docs/decisions/012).
import type { OfferType } from '../../../shared/schemas/offer.ts';

export type DemoOfferOutcome =
  | 'draft'
  | 'waiting_for_approval'
  | 'published'
  | 'remand'
  | 'rejection'
  | 'outside_the_period'
  | 'private'
  /** Approved, with an application period that starts in two weeks. */
  | 'scheduled';

export interface DemoOffer {
  company: 'tanaka' | 'sakura' | 'siam' | 'lanna';
  /** Username of the company user who writes it. */
  author: string;
  outcome: DemoOfferOutcome;
  type: OfferType;
  title: string;
  description: string;
  features: string;
  requests: string;
  priceMin: number | null;
  priceMax: number | null;
  currency: 'JPY' | 'THB' | 'USD';
  targetCountry: 'JP' | 'TH';
  industryMajor: string;
  industryMiddle: string;
  /** Colour of the generated cover image. */
  colour: string;
  reason?: string;
  /**
   * A description that names its company, as an offer registered before the server refused such
   * text may still have (docs/decisions/031-identifying-text.md): written to the table after the
   * offer is registered with `description`, so the bank's review shows its identifying-text warning.
   */
  storedDescription?: string;
}

export const DEMO_OFFERS: DemoOffer[] = [
  {
    company: 'tanaka', author: 'tanaka', outcome: 'published', type: 'sell',
    title: '精密減速機の製造ライン（タイ工場向け）を譲渡します',
    description: '小型精密減速機の製造ライン一式（NC旋盤6台、ホブ盤2台、検査装置）を譲渡します。2019年導入、保守記録あり。タイでの現地生産をお考えの企業様に最適です。',
    features: '月産3,000台の実績。治具・図面一式と技術者による立上げ支援（3か月）を含みます。',
    requests: '設備の移設費用はご負担ください。秘密保持契約の締結後に詳細資料を開示します。',
    priceMin: 80_000_000, priceMax: 120_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '25', colour: '#1f4e79',
  },
  {
    company: 'tanaka', author: 'suzuki', outcome: 'published', type: 'buy',
    title: 'Looking for a Thai supplier of aluminium die-cast housings',
    description: 'We are looking for a supplier in Thailand for aluminium die-cast gearbox housings (ADC12), about 5,000 pieces a month, with machining and anodising.',
    features: 'Long-term contract of three years or more. We can send engineers for quality audits and process set-up.',
    requests: 'IATF 16949 certification preferred. Please state your monthly capacity.',
    priceMin: null, priceMax: 30_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '24', colour: '#2e7d32',
  },
  {
    company: 'tanaka', author: 'tanaka', outcome: 'waiting_for_approval', type: 'sell',
    title: '治具設計ノウハウのライセンス供与',
    description: '自動車部品向け検査治具の設計ノウハウと標準図面をライセンス供与します。',
    features: '国内大手Tier1への納入実績20年以上。',
    requests: '',
    priceMin: 5_000_000, priceMax: 15_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '26', colour: '#6a1b9a',
  },
  {
    company: 'tanaka', author: 'suzuki', outcome: 'draft', type: 'buy',
    title: '検査工程の外注先（バンコク近郊）',
    description: '三次元測定による受入検査の外注先を探しています。',
    features: '', requests: '',
    priceMin: null, priceMax: null, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '25', colour: '#455a64',
  },
  {
    company: 'sakura', author: 'sakura', outcome: 'published', type: 'sell',
    title: '業務用だし・調味料の製造技術と販路をタイで提携',
    description: '業務用かつおだし、白だし、ぽん酢の製造技術を提供し、タイでの共同生産と外食チェーンへの販売を行うパートナーを募集します。',
    features: 'ハラール対応レシピあり。日本国内の外食チェーン300店舗への納入実績。',
    requests: 'GMP/HACCP認証を取得済みの食品工場をお持ちの企業様を希望します。',
    priceMin: 20_000_000, priceMax: null, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '09', colour: '#c62828',
  },
  {
    company: 'sakura', author: 'sakura', outcome: 'remand', type: 'buy',
    title: '冷凍エビの安定調達先を探しています',
    description: '冷凍むきエビ（バナメイ、31/40）を月10トン調達したいと考えています。',
    features: '年間契約を想定しています。',
    requests: '',
    priceMin: 10_000_000, priceMax: 40_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '09', colour: '#ef6c00',
    reason: '希望価格の根拠と、必要な品質基準（抗生物質検査など）を追記してください。',
  },
  {
    company: 'sakura', author: 'sakura', outcome: 'outside_the_period', type: 'sell',
    title: '家庭用冷凍食品ブランドの東南アジア販売権',
    description: '国内の量販店で販売している家庭用冷凍食品ブランドの、東南アジアでの販売権を譲渡します。',
    features: '餃子・唐揚げなど12品目。商標はタイで登録済みです。',
    requests: '',
    priceMin: 30_000_000, priceMax: 50_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '09', colour: '#ad1457',
  },
  {
    company: 'siam', author: 'somchai', outcome: 'published', type: 'sell',
    title: 'ขายหุ้นส่วนโรงงานผลิตชุดสายไฟรถยนต์ในสมุทรปราการ',
    description: 'เปิดรับผู้ร่วมทุนจากญี่ปุ่นสำหรับโรงงานผลิตชุดสายไฟรถยนต์ (wire harness) กำลังการผลิต 40,000 ชุดต่อเดือน พนักงานประมาณ 300 คน',
    features: 'ได้รับการรับรอง IATF 16949 และ ISO 14001 ลูกค้าหลักเป็นผู้ผลิตรถยนต์ญี่ปุ่นในประเทศไทย',
    requests: 'ต้องการผู้ร่วมทุนที่มีเทคโนโลยีการผลิตชิ้นส่วนสำหรับรถยนต์ไฟฟ้า',
    priceMin: 50_000_000, priceMax: 90_000_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#00695c',
  },
  {
    company: 'siam', author: 'niran', outcome: 'published', type: 'buy',
    title: 'Seeking Japanese precision connector technology partner',
    description: 'A Thai wire-harness maker seeks a Japanese partner to license or co-develop high-voltage connectors for electric vehicles.',
    features: 'Existing customer base among Japanese carmakers in Thailand; BOI investment privileges available.',
    requests: 'Technology transfer with on-site training in Samut Prakan.',
    priceMin: 200_000, priceMax: 1_500_000, currency: 'USD', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#283593',
  },
  {
    company: 'siam', author: 'somchai', outcome: 'private', type: 'sell',
    title: 'ขายเครื่องจักรตัดสายไฟอัตโนมัติ (ไม่เปิดเผยต่อสาธารณะ)',
    description: 'เครื่องตัดและย้ำหัวสายไฟอัตโนมัติ 8 เครื่อง สภาพดี พร้อมบำรุงรักษา',
    features: 'ใช้งานประมาณ 3 ปี มีประวัติการซ่อมบำรุงครบถ้วน',
    requests: '',
    priceMin: 4_000_000, priceMax: 6_000_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#4e342e',
  },
  {
    company: 'siam', author: 'niran', outcome: 'rejection', type: 'buy',
    title: 'ซื้อกิจการผู้ผลิตแผงวงจรในญี่ปุ่น',
    description: 'สนใจซื้อกิจการผู้ผลิตแผงวงจรพิมพ์ขนาดเล็กในญี่ปุ่น',
    features: 'มีเงินทุนพร้อม',
    requests: '',
    priceMin: null, priceMax: null, currency: 'THB', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#37474f',
    reason: 'ข้อเสนอการซื้อกิจการต้องผ่านการตรวจสอบสถานะ (due diligence) ของธนาคารก่อน กรุณาติดต่อสาขาสีลม',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'published', type: 'sell',
    title: 'กาแฟอาราบิกาดอยช้าง ส่งออกไปญี่ปุ่น ปีละ 20 ตัน',
    description: 'เมล็ดกาแฟอาราบิกาคั่วและดิบจากดอยช้าง จังหวัดเชียงราย คัดเกรดพิเศษ ต้องการผู้นำเข้าในญี่ปุ่น',
    features: 'ได้รับการรับรองเกษตรอินทรีย์ และคะแนน SCA 84 ขึ้นไป',
    requests: 'ต้องการสัญญาซื้อขายระยะยาวอย่างน้อย 2 ปี',
    priceMin: 3_000_000, priceMax: 5_000_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#5d4037',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'scheduled', type: 'buy',
    title: 'ต้องการผู้ร่วมลงทุนโรงงานแปรรูปลำไยอบแห้ง (เริ่มรับสมัครเดือนหน้า)',
    description: 'มองหาพันธมิตรจากญี่ปุ่นร่วมลงทุนสายการผลิตลำไยอบแห้งแบบสุญญากาศ กำลังการผลิต 5 ตันต่อวัน ในภาคเหนือของประเทศไทย',
    features: 'มีวัตถุดิบจากเกษตรกรในเครือข่ายมากกว่า 300 ราย และใบรับรอง GMP',
    requests: 'ต้องการผู้ที่มีประสบการณ์ด้านเครื่องอบแห้งสุญญากาศ',
    priceMin: 20_000_000, priceMax: null, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#8d6e63',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'waiting_for_approval', type: 'sell',
    title: 'Dried longan and herbal products for Japanese retailers',
    description: 'Dried longan and herbal teas (ยาสมุนไพร) from northern Thailand, packed for Japanese retail.',
    // Names its company on purpose: the bank's review shows the identifying-text warning, and remands.
    storedDescription: 'Lanna Agro offers dried longan and herbal teas (ยาสมุนไพร) from northern Thailand, packed for Japanese retail.',
    features: 'GAP-certified farms, own drying facility with 2 t/day capacity.',
    requests: '',
    priceMin: 1_000_000, priceMax: 2_500_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#f9a825',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'draft', type: 'buy',
    title: 'หาเครื่องคั่วกาแฟมือสองจากญี่ปุ่น',
    description: 'ต้องการเครื่องคั่วกาแฟขนาด 15 กิโลกรัม',
    features: '', requests: '',
    priceMin: null, priceMax: 1_500_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#795548',
  },
];
