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
  /** The language the offer was written in: its title and texts above are in it. */
  language: 'ja' | 'en' | 'th';
  /**
   * The author's own versions in the other languages (docs/product/languages.md#reading-the-other-side):
   * every field of each, written as a native business writer of that language would.
   */
  translations?: Partial<Record<'ja' | 'en' | 'th', { title: string; description: string; features: string; requests: string }>>;
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
    company: 'tanaka', author: 'tanaka', outcome: 'published', type: 'sell', language: 'ja',
    title: '精密減速機の製造ライン（タイ工場向け）を譲渡します',
    description: '小型精密減速機の製造ライン一式（NC旋盤6台、ホブ盤2台、検査装置）を譲渡します。2019年導入、保守記録あり。タイでの現地生産をお考えの企業様に最適です。',
    features: '月産3,000台の実績。治具・図面一式と技術者による立上げ支援（3か月）を含みます。',
    requests: '設備の移設費用はご負担ください。秘密保持契約の締結後に詳細資料を開示します。',
    translations: {
      en: {
        title: 'Precision gear reducer production line for sale (for a factory in Thailand)',
        description: 'We are offering a complete production line for small precision gear reducers (six NC lathes, two gear hobbing machines and inspection equipment). Installed in 2019, with maintenance records. Ideal for companies considering local production in Thailand.',
        features: 'Proven output of 3,000 units a month. Includes a full set of jigs and drawings, and three months of start-up support from our engineers.',
        requests: 'The buyer bears the cost of relocating the equipment. Detailed documents will be disclosed once a non-disclosure agreement has been signed.',
      },
      th: {
        title: 'เสนอขายสายการผลิตเกียร์ทดรอบความแม่นยำสูง (สำหรับโรงงานในประเทศไทย)',
        description: 'เสนอขายสายการผลิตเกียร์ทดรอบความแม่นยำสูงขนาดเล็กครบชุด (เครื่องกลึง NC 6 เครื่อง เครื่องกัดเฟืองแบบฮอบ 2 เครื่อง และอุปกรณ์ตรวจสอบ) เริ่มใช้งานเมื่อปี 2019 มีบันทึกการบำรุงรักษา เหมาะสำหรับบริษัทที่กำลังพิจารณาตั้งฐานการผลิตในประเทศไทย',
        features: 'ผลิตได้จริง 3,000 ชุดต่อเดือน รวมจิ๊กและแบบงานครบชุด พร้อมการสนับสนุนจากวิศวกรของเราในการเริ่มเดินสายการผลิตเป็นเวลา 3 เดือน',
        requests: 'ผู้ซื้อเป็นผู้รับผิดชอบค่าใช้จ่ายในการขนย้ายเครื่องจักร เอกสารรายละเอียดจะเปิดเผยหลังจากลงนามในสัญญารักษาความลับ (NDA) แล้ว',
      },
    },
    priceMin: 80_000_000, priceMax: 120_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '25', colour: '#1f4e79',
  },
  {
    company: 'tanaka', author: 'suzuki', outcome: 'published', type: 'buy', language: 'en',
    title: 'Looking for a Thai supplier of aluminium die-cast housings',
    description: 'We are looking for a supplier in Thailand for aluminium die-cast gearbox housings (ADC12), about 5,000 pieces a month, with machining and anodising.',
    features: 'Long-term contract of three years or more. We can send engineers for quality audits and process set-up.',
    requests: 'IATF 16949 certification preferred. Please state your monthly capacity.',
    translations: {
      ja: {
        title: 'アルミダイカスト製ハウジングのタイでの調達先を探しています',
        description: 'アルミダイカスト製ギアボックスハウジング（ADC12）の調達先をタイで探しています。数量は月約5,000個で、機械加工とアルマイト処理を含みます。',
        features: '3年以上の長期契約を想定しています。品質監査や工程の立上げのため、当社から技術者を派遣することも可能です。',
        requests: 'IATF 16949認証を取得されている企業様を優先します。月間の生産能力をお知らせください。',
      },
      th: {
        title: 'มองหาซัพพลายเออร์ในประเทศไทยสำหรับตัวเรือนอะลูมิเนียมไดคาสติ้ง',
        description: 'เรากำลังมองหาซัพพลายเออร์ในประเทศไทยสำหรับเสื้อเกียร์อะลูมิเนียมไดคาสติ้ง (ADC12) ประมาณ 5,000 ชิ้นต่อเดือน รวมงานกัดกลึงและการชุบอะโนไดซ์',
        features: 'สัญญาระยะยาวตั้งแต่ 3 ปีขึ้นไป เราสามารถส่งวิศวกรไปตรวจประเมินคุณภาพและช่วยวางกระบวนการผลิตได้',
        requests: 'จะพิจารณาบริษัทที่ได้รับการรับรอง IATF 16949 เป็นพิเศษ กรุณาระบุกำลังการผลิตต่อเดือน',
      },
    },
    priceMin: null, priceMax: 30_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '24', colour: '#2e7d32',
  },
  {
    company: 'tanaka', author: 'tanaka', outcome: 'waiting_for_approval', type: 'sell', language: 'ja',
    title: '治具設計ノウハウのライセンス供与',
    description: '自動車部品向け検査治具の設計ノウハウと標準図面をライセンス供与します。',
    features: '国内大手Tier1への納入実績20年以上。',
    requests: '',
    translations: {
      en: {
        title: 'Licensing of jig design know-how',
        description: 'We offer a licence for our design know-how and standard drawings of inspection jigs for automotive parts.',
        features: 'More than 20 years of supplying major Tier 1 suppliers in Japan.',
        requests: '',
      },
      th: {
        title: 'ให้สิทธิ์ใช้โนว์ฮาวด้านการออกแบบจิ๊ก',
        description: 'เสนอให้สิทธิ์ใช้โนว์ฮาวการออกแบบและแบบงานมาตรฐานของจิ๊กตรวจสอบสำหรับชิ้นส่วนยานยนต์',
        features: 'มีประสบการณ์ส่งมอบงานให้ผู้ผลิตชิ้นส่วน Tier 1 รายใหญ่ในญี่ปุ่นมากกว่า 20 ปี',
        requests: '',
      },
    },
    priceMin: 5_000_000, priceMax: 15_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '26', colour: '#6a1b9a',
  },
  {
    company: 'tanaka', author: 'suzuki', outcome: 'draft', type: 'buy', language: 'ja',
    title: '検査工程の外注先（バンコク近郊）',
    description: '三次元測定による受入検査の外注先を探しています。',
    features: '', requests: '',
    translations: {
      en: {
        title: 'Subcontractor for inspection work (Bangkok area)',
        description: 'We are looking for a subcontractor to carry out incoming inspection with a coordinate measuring machine (CMM).',
        features: '', requests: '',
      },
    },
    priceMin: null, priceMax: null, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '25', colour: '#455a64',
  },
  {
    company: 'sakura', author: 'sakura', outcome: 'published', type: 'sell', language: 'ja',
    title: '業務用だし・調味料の製造技術と販路をタイで提携',
    description: '業務用かつおだし、白だし、ぽん酢の製造技術を提供し、タイでの共同生産と外食チェーンへの販売を行うパートナーを募集します。',
    features: 'ハラール対応レシピあり。日本国内の外食チェーン300店舗への納入実績。',
    requests: 'GMP/HACCP認証を取得済みの食品工場をお持ちの企業様を希望します。',
    translations: {
      en: {
        title: 'Partnership in Thailand on production technology and sales channels for food-service dashi and seasonings',
        description: 'We will provide our production technology for food-service bonito dashi, shiro dashi and ponzu, and are seeking a partner for joint production in Thailand and sales to restaurant chains.',
        features: 'Halal-compliant recipes available. Track record of supplying 300 restaurant-chain outlets in Japan.',
        requests: 'We are looking for a company with a GMP/HACCP-certified food factory.',
      },
      th: {
        title: 'หาพันธมิตรในไทยด้านเทคโนโลยีการผลิตและช่องทางจำหน่ายน้ำซุปดาชิและเครื่องปรุงรสสำหรับร้านอาหาร',
        description: 'เราจะถ่ายทอดเทคโนโลยีการผลิตน้ำซุปดาชิจากปลาโอแห้ง ชิโระดาชิ และซอสพอนสึ สำหรับธุรกิจร้านอาหาร และกำลังมองหาพันธมิตรเพื่อร่วมผลิตในประเทศไทยและจัดจำหน่ายให้แก่เชนร้านอาหาร',
        features: 'มีสูตรที่รองรับมาตรฐานฮาลาล มีผลงานจัดส่งสินค้าให้เชนร้านอาหารในญี่ปุ่นรวม 300 สาขา',
        requests: 'ต้องการบริษัทที่มีโรงงานผลิตอาหารซึ่งได้รับการรับรอง GMP/HACCP แล้ว',
      },
    },
    priceMin: 20_000_000, priceMax: null, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '09', colour: '#c62828',
  },
  {
    company: 'sakura', author: 'sakura', outcome: 'remand', type: 'buy', language: 'ja',
    title: '冷凍エビの安定調達先を探しています',
    description: '冷凍むきエビ（バナメイ、31/40）を月10トン調達したいと考えています。',
    features: '年間契約を想定しています。',
    requests: '',
    translations: {
      en: {
        title: 'Looking for a reliable supplier of frozen shrimp',
        description: 'We would like to source 10 tonnes a month of frozen peeled shrimp (vannamei, 31/40).',
        features: 'We envisage an annual contract.',
        requests: '',
      },
    },
    priceMin: 10_000_000, priceMax: 40_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '09', colour: '#ef6c00',
    reason: '希望価格の根拠と、必要な品質基準（抗生物質検査など）を追記してください。',
  },
  {
    company: 'sakura', author: 'sakura', outcome: 'outside_the_period', type: 'sell', language: 'ja',
    title: '家庭用冷凍食品ブランドの東南アジア販売権',
    description: '国内の量販店で販売している家庭用冷凍食品ブランドの、東南アジアでの販売権を譲渡します。',
    features: '餃子・唐揚げなど12品目。商標はタイで登録済みです。',
    requests: '',
    translations: {
      en: {
        title: 'Southeast Asian sales rights for a consumer frozen-food brand',
        description: 'We are offering to transfer the Southeast Asian sales rights for a consumer frozen-food brand sold through mass retailers in Japan.',
        features: '12 products, including gyoza and karaage (Japanese fried chicken). The trademark is registered in Thailand.',
        requests: '',
      },
      th: {
        title: 'สิทธิ์การจัดจำหน่ายแบรนด์อาหารแช่แข็งสำหรับครัวเรือนในเอเชียตะวันออกเฉียงใต้',
        description: 'เสนอโอนสิทธิ์การจัดจำหน่ายในเอเชียตะวันออกเฉียงใต้ของแบรนด์อาหารแช่แข็งสำหรับครัวเรือน ซึ่งวางจำหน่ายในร้านค้าปลีกขนาดใหญ่ในญี่ปุ่น',
        features: 'สินค้า 12 รายการ เช่น เกี๊ยวซ่าและไก่ทอดคาราอาเกะ เครื่องหมายการค้าจดทะเบียนในประเทศไทยแล้ว',
        requests: '',
      },
    },
    priceMin: 30_000_000, priceMax: 50_000_000, currency: 'JPY', targetCountry: 'TH', industryMajor: 'E', industryMiddle: '09', colour: '#ad1457',
  },
  {
    company: 'siam', author: 'somchai', outcome: 'published', type: 'sell', language: 'th',
    title: 'ขายหุ้นส่วนโรงงานผลิตชุดสายไฟรถยนต์ในสมุทรปราการ',
    description: 'เปิดรับผู้ร่วมทุนจากญี่ปุ่นสำหรับโรงงานผลิตชุดสายไฟรถยนต์ (wire harness) กำลังการผลิต 40,000 ชุดต่อเดือน พนักงานประมาณ 300 คน',
    features: 'ได้รับการรับรอง IATF 16949 และ ISO 14001 ลูกค้าหลักเป็นผู้ผลิตรถยนต์ญี่ปุ่นในประเทศไทย',
    requests: 'ต้องการผู้ร่วมทุนที่มีเทคโนโลยีการผลิตชิ้นส่วนสำหรับรถยนต์ไฟฟ้า',
    translations: {
      ja: {
        title: 'サムットプラカーン県の自動車用ワイヤーハーネス工場の出資持分を譲渡します',
        description: '自動車用ワイヤーハーネス工場の合弁パートナーとなる日本企業を募集します。生産能力は月40,000セット、従業員数は約300名です。',
        features: 'IATF 16949およびISO 14001の認証を取得しています。主要顧客はタイの日系自動車メーカーです。',
        requests: '電気自動車（EV）向け部品の製造技術をお持ちの出資パートナーを希望します。',
      },
      en: {
        title: 'Stake for sale in an automotive wire-harness plant in Samut Prakan',
        description: 'We are inviting Japanese joint-venture partners for an automotive wire-harness plant with a capacity of 40,000 sets a month and about 300 employees.',
        features: 'IATF 16949 and ISO 14001 certified. Our main customers are Japanese carmakers in Thailand.',
        requests: 'We are looking for a partner with production technology for electric-vehicle parts.',
      },
    },
    priceMin: 50_000_000, priceMax: 90_000_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#00695c',
  },
  {
    company: 'siam', author: 'niran', outcome: 'published', type: 'buy', language: 'en',
    title: 'Seeking Japanese precision connector technology partner',
    description: 'A Thai wire-harness maker seeks a Japanese partner to license or co-develop high-voltage connectors for electric vehicles.',
    features: 'Existing customer base among Japanese carmakers in Thailand; BOI investment privileges available.',
    requests: 'Technology transfer with on-site training in Samut Prakan.',
    translations: {
      ja: {
        title: '精密コネクタ分野の日本の技術パートナーを探しています',
        description: 'タイのワイヤーハーネスメーカーとして、電気自動車向け高電圧コネクタの技術ライセンス供与または共同開発にご協力いただける日本のパートナーを探しています。',
        features: 'タイの日系自動車メーカーに既存の顧客基盤があります。BOI（タイ投資委員会）の投資恩典を利用できます。',
        requests: 'サムットプラカーンでの現地研修を伴う技術移転を希望します。',
      },
      th: {
        title: 'มองหาพันธมิตรญี่ปุ่นด้านเทคโนโลยีคอนเนคเตอร์ความแม่นยำสูง',
        description: 'ผู้ผลิตชุดสายไฟ (wire harness) ในประเทศไทยกำลังมองหาพันธมิตรจากญี่ปุ่น เพื่อรับสิทธิ์ใช้เทคโนโลยีหรือร่วมพัฒนาคอนเนคเตอร์แรงดันสูงสำหรับรถยนต์ไฟฟ้า',
        features: 'มีฐานลูกค้าเดิมเป็นผู้ผลิตรถยนต์ญี่ปุ่นในประเทศไทย และสามารถใช้สิทธิประโยชน์ด้านการลงทุนจาก BOI ได้',
        requests: 'ต้องการให้มีการถ่ายทอดเทคโนโลยี พร้อมการฝึกอบรมหน้างานที่สมุทรปราการ',
      },
    },
    priceMin: 200_000, priceMax: 1_500_000, currency: 'USD', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#283593',
  },
  {
    company: 'siam', author: 'somchai', outcome: 'private', type: 'sell', language: 'th',
    title: 'ขายเครื่องจักรตัดสายไฟอัตโนมัติ (ไม่เปิดเผยต่อสาธารณะ)',
    description: 'เครื่องตัดและย้ำหัวสายไฟอัตโนมัติ 8 เครื่อง สภาพดี พร้อมบำรุงรักษา',
    features: 'ใช้งานประมาณ 3 ปี มีประวัติการซ่อมบำรุงครบถ้วน',
    requests: '',
    translations: {
      ja: {
        title: '自動電線切断機を売却します（非公開）',
        description: '自動電線切断・圧着機8台。状態は良好で、整備も行き届いています。',
        features: '使用期間は約3年で、整備履歴がすべて揃っています。',
        requests: '',
      },
      en: {
        title: 'Automatic wire-cutting machines for sale (not public)',
        description: 'Eight automatic wire cutting and crimping machines, in good condition and well maintained.',
        features: 'In use for about 3 years, with a complete maintenance history.',
        requests: '',
      },
    },
    priceMin: 4_000_000, priceMax: 6_000_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#4e342e',
  },
  {
    company: 'siam', author: 'niran', outcome: 'rejection', type: 'buy', language: 'th',
    title: 'ซื้อกิจการผู้ผลิตแผงวงจรในญี่ปุ่น',
    description: 'สนใจซื้อกิจการผู้ผลิตแผงวงจรพิมพ์ขนาดเล็กในญี่ปุ่น',
    features: 'มีเงินทุนพร้อม',
    requests: '',
    translations: {
      en: {
        title: 'Acquisition of a circuit board maker in Japan',
        description: 'We are interested in acquiring a small printed circuit board maker in Japan.',
        features: 'Funding is in place.',
        requests: '',
      },
    },
    priceMin: null, priceMax: null, currency: 'THB', targetCountry: 'JP', industryMajor: 'E', industryMiddle: '28', colour: '#37474f',
    reason: 'ข้อเสนอการซื้อกิจการต้องผ่านการตรวจสอบสถานะ (due diligence) ของธนาคารก่อน กรุณาติดต่อสาขาสีลม',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'published', type: 'sell', language: 'th',
    title: 'กาแฟอาราบิกาดอยช้าง ส่งออกไปญี่ปุ่น ปีละ 20 ตัน',
    description: 'เมล็ดกาแฟอาราบิกาคั่วและดิบจากดอยช้าง จังหวัดเชียงราย คัดเกรดพิเศษ ต้องการผู้นำเข้าในญี่ปุ่น',
    features: 'ได้รับการรับรองเกษตรอินทรีย์ และคะแนน SCA 84 ขึ้นไป',
    requests: 'ต้องการสัญญาซื้อขายระยะยาวอย่างน้อย 2 ปี',
    translations: {
      ja: {
        title: 'ドイチャン産アラビカコーヒー、日本向けに年間20トン輸出',
        description: 'チェンライ県ドイチャン産のアラビカコーヒー豆（焙煎豆・生豆）で、特別グレードに選別しています。日本の輸入業者様を探しています。',
        features: '有機認証を取得しており、SCAスコアは84点以上です。',
        requests: '最低2年間の長期売買契約を希望します。',
      },
      en: {
        title: 'Doi Chang Arabica coffee for export to Japan, 20 tonnes a year',
        description: 'Roasted and green Arabica coffee beans from Doi Chang, Chiang Rai province, selected to a premium grade. We are looking for an importer in Japan.',
        features: 'Certified organic, with SCA scores of 84 or higher.',
        requests: 'We are looking for a long-term purchase contract of at least two years.',
      },
    },
    priceMin: 3_000_000, priceMax: 5_000_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#5d4037',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'scheduled', type: 'buy', language: 'th',
    title: 'ต้องการผู้ร่วมลงทุนโรงงานแปรรูปลำไยอบแห้ง (เริ่มรับสมัครเดือนหน้า)',
    description: 'มองหาพันธมิตรจากญี่ปุ่นร่วมลงทุนสายการผลิตลำไยอบแห้งแบบสุญญากาศ กำลังการผลิต 5 ตันต่อวัน ในภาคเหนือของประเทศไทย',
    features: 'มีวัตถุดิบจากเกษตรกรในเครือข่ายมากกว่า 300 ราย และใบรับรอง GMP',
    requests: 'ต้องการผู้ที่มีประสบการณ์ด้านเครื่องอบแห้งสุญญากาศ',
    translations: {
      ja: {
        title: '乾燥ロンガン加工工場の共同出資パートナー募集（来月受付開始）',
        description: 'タイ北部の真空乾燥ロンガン生産ライン（生産能力：日量5トン）に共同出資していただける日本のパートナーを探しています。',
        features: '300軒以上の提携農家から原料を調達でき、GMP認証も取得しています。',
        requests: '真空乾燥機に関する経験をお持ちの企業様を希望します。',
      },
      en: {
        title: 'Seeking co-investors for a dried longan processing plant (applications open next month)',
        description: 'We are looking for a Japanese partner to co-invest in a vacuum-dried longan production line in northern Thailand, with a capacity of 5 tonnes a day.',
        features: 'Raw material from a network of more than 300 farmers, and GMP certification.',
        requests: 'We are looking for a partner with experience in vacuum drying equipment.',
      },
    },
    priceMin: 20_000_000, priceMax: null, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#8d6e63',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'waiting_for_approval', type: 'sell', language: 'en',
    title: 'Dried longan and herbal products for Japanese retailers',
    description: 'Dried longan and herbal teas (ยาสมุนไพร) from northern Thailand, packed for Japanese retail.',
    // Names its company on purpose: the bank's review shows the identifying-text warning, and remands.
    storedDescription: 'Lanna Agro offers dried longan and herbal teas (ยาสมุนไพร) from northern Thailand, packed for Japanese retail.',
    features: 'GAP-certified farms, own drying facility with 2 t/day capacity.',
    requests: '',
    translations: {
      ja: {
        title: '日本の小売業者向け乾燥ロンガン・ハーブ製品',
        description: 'タイ北部産の乾燥ロンガンとハーブティーです。日本での小売販売向けに包装しています。',
        features: 'GAP認証農園。日量2トンの処理能力を持つ自社乾燥施設を保有しています。',
        requests: '',
      },
      th: {
        title: 'ลำไยอบแห้งและผลิตภัณฑ์สมุนไพรสำหรับผู้ค้าปลีกในญี่ปุ่น',
        description: 'ลำไยอบแห้งและชาสมุนไพรจากภาคเหนือของประเทศไทย บรรจุหีบห่อสำหรับจำหน่ายปลีกในญี่ปุ่น',
        features: 'ฟาร์มที่ได้รับการรับรอง GAP และโรงอบแห้งของตนเอง กำลังการผลิต 2 ตันต่อวัน',
        requests: '',
      },
    },
    priceMin: 1_000_000, priceMax: 2_500_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#f9a825',
  },
  {
    company: 'lanna', author: 'lanna', outcome: 'draft', type: 'buy', language: 'th',
    title: 'หาเครื่องคั่วกาแฟมือสองจากญี่ปุ่น',
    description: 'ต้องการเครื่องคั่วกาแฟขนาด 15 กิโลกรัม',
    features: '', requests: '',
    translations: {
      en: {
        title: 'Looking for a used coffee roaster from Japan',
        description: 'We are looking for a coffee roaster with a 15 kg capacity.',
        features: '', requests: '',
      },
    },
    priceMin: null, priceMax: 1_500_000, currency: 'THB', targetCountry: 'JP', industryMajor: 'A', industryMiddle: '01', colour: '#795548',
  },
];
