// Source: Japan Standard Industrial Classification (JSIC), Revision 14 (2023) — divisions and major groups.
export interface IndustrySeed {
  code: string; // 'A'..'T' for divisions, '01'..'99' for major groups
  name_en: string;
  name_ja: string;
  name_th: string;
}

export interface IndustryDivisionSeed extends IndustrySeed {
  children: readonly IndustrySeed[];
}

export const INDUSTRIES: readonly IndustryDivisionSeed[] = [
  {
    code: 'A',
    name_en: 'Agriculture and forestry',
    name_ja: '農業，林業',
    name_th: 'เกษตรกรรมและการป่าไม้',
    children: [
      { code: '01', name_en: 'Agriculture', name_ja: '農業', name_th: 'เกษตรกรรม' },
      { code: '02', name_en: 'Forestry', name_ja: '林業', name_th: 'การป่าไม้' },
    ],
  },
  {
    code: 'B',
    name_en: 'Fisheries',
    name_ja: '漁業',
    name_th: 'การประมง',
    children: [
      {
        code: '03',
        name_en: 'Fisheries, except aquaculture',
        name_ja: '漁業（水産養殖業を除く）',
        name_th: 'การประมง (ยกเว้นการเพาะเลี้ยงสัตว์น้ำ)',
      },
      { code: '04', name_en: 'Aquaculture', name_ja: '水産養殖業', name_th: 'การเพาะเลี้ยงสัตว์น้ำ' },
    ],
  },
  {
    code: 'C',
    name_en: 'Mining and quarrying of stone and gravel',
    name_ja: '鉱業，採石業，砂利採取業',
    name_th: 'การทำเหมืองแร่ เหมืองหิน และการขุดกรวดทราย',
    children: [
      {
        code: '05',
        name_en: 'Mining and quarrying of stone and gravel',
        name_ja: '鉱業，採石業，砂利採取業',
        name_th: 'การทำเหมืองแร่ เหมืองหิน และการขุดกรวดทราย',
      },
    ],
  },
  {
    code: 'D',
    name_en: 'Construction',
    name_ja: '建設業',
    name_th: 'การก่อสร้าง',
    children: [
      {
        code: '06',
        name_en: 'Construction work, general including public and private construction work',
        name_ja: '総合工事業',
        name_th: 'งานก่อสร้างทั่วไป (รวมถึงงานก่อสร้างภาครัฐและภาคเอกชน)',
      },
      {
        code: '07',
        name_en: 'Construction work by specialist contractor, except equipment installation work',
        name_ja: '職別工事業（設備工事業を除く）',
        name_th: 'งานก่อสร้างโดยผู้รับเหมาเฉพาะทาง (ยกเว้นงานติดตั้งระบบอุปกรณ์)',
      },
      {
        code: '08',
        name_en: 'Equipment installation work',
        name_ja: '設備工事業',
        name_th: 'งานติดตั้งระบบอุปกรณ์',
      },
    ],
  },
  {
    code: 'E',
    name_en: 'Manufacturing',
    name_ja: '製造業',
    name_th: 'การผลิต',
    children: [
      { code: '09', name_en: 'Manufacture of food', name_ja: '食料品製造業', name_th: 'การผลิตอาหาร' },
      {
        code: '10',
        name_en: 'Manufacture of beverages, tobacco and feed',
        name_ja: '飲料・たばこ・飼料製造業',
        name_th: 'การผลิตเครื่องดื่ม ผลิตภัณฑ์ยาสูบ และอาหารสัตว์',
      },
      {
        code: '11',
        name_en: 'Manufacture of textile products',
        name_ja: '繊維工業',
        name_th: 'การผลิตผลิตภัณฑ์สิ่งทอ',
      },
      {
        code: '12',
        name_en: 'Manufacture of lumber and wood products, except furniture',
        name_ja: '木材・木製品製造業（家具を除く）',
        name_th: 'การผลิตไม้แปรรูปและผลิตภัณฑ์จากไม้ (ยกเว้นเฟอร์นิเจอร์)',
      },
      {
        code: '13',
        name_en: 'Manufacture of furniture and fixtures',
        name_ja: '家具・装備品製造業',
        name_th: 'การผลิตเฟอร์นิเจอร์และเครื่องตกแต่ง',
      },
      {
        code: '14',
        name_en: 'Manufacture of pulp, paper and paper products',
        name_ja: 'パルプ・紙・紙加工品製造業',
        name_th: 'การผลิตเยื่อกระดาษ กระดาษ และผลิตภัณฑ์จากกระดาษ',
      },
      {
        code: '15',
        name_en: 'Printing and allied industries',
        name_ja: '印刷・同関連業',
        name_th: 'การพิมพ์และกิจกรรมที่เกี่ยวข้อง',
      },
      {
        code: '16',
        name_en: 'Manufacture of chemical and allied products',
        name_ja: '化学工業',
        name_th: 'การผลิตเคมีภัณฑ์และผลิตภัณฑ์ที่เกี่ยวข้อง',
      },
      {
        code: '17',
        name_en: 'Manufacture of petroleum and coal products',
        name_ja: '石油製品・石炭製品製造業',
        name_th: 'การผลิตผลิตภัณฑ์ปิโตรเลียมและผลิตภัณฑ์ถ่านหิน',
      },
      {
        code: '18',
        name_en: 'Manufacture of plastic products, except otherwise classified',
        name_ja: 'プラスチック製品製造業（別掲を除く）',
        name_th: 'การผลิตผลิตภัณฑ์พลาสติก (ยกเว้นที่จัดประเภทไว้ในที่อื่น)',
      },
      {
        code: '19',
        name_en: 'Manufacture of rubber products',
        name_ja: 'ゴム製品製造業',
        name_th: 'การผลิตผลิตภัณฑ์ยาง',
      },
      {
        code: '20',
        name_en: 'Manufacture of leather tanning, leather products and fur skins',
        name_ja: 'なめし革・同製品・毛皮製造業',
        name_th: 'การฟอกหนัง การผลิตผลิตภัณฑ์หนัง และหนังขนสัตว์',
      },
      {
        code: '21',
        name_en: 'Manufacture of ceramic, stone and clay products',
        name_ja: '窯業・土石製品製造業',
        name_th: 'การผลิตผลิตภัณฑ์เซรามิก ผลิตภัณฑ์จากหินและดิน',
      },
      {
        code: '22',
        name_en: 'Manufacture of iron and steel',
        name_ja: '鉄鋼業',
        name_th: 'การผลิตเหล็กและเหล็กกล้า',
      },
      {
        code: '23',
        name_en: 'Manufacture of non-ferrous metals and products',
        name_ja: '非鉄金属製造業',
        name_th: 'การผลิตโลหะที่มิใช่เหล็กและผลิตภัณฑ์',
      },
      {
        code: '24',
        name_en: 'Manufacture of fabricated metal products',
        name_ja: '金属製品製造業',
        name_th: 'การผลิตผลิตภัณฑ์โลหะประดิษฐ์',
      },
      {
        code: '25',
        name_en: 'Manufacture of general-purpose machinery',
        name_ja: 'はん用機械器具製造業',
        name_th: 'การผลิตเครื่องจักรที่ใช้งานทั่วไป',
      },
      {
        code: '26',
        name_en: 'Manufacture of production machinery',
        name_ja: '生産用機械器具製造業',
        name_th: 'การผลิตเครื่องจักรที่ใช้ในการผลิต',
      },
      {
        code: '27',
        name_en: 'Manufacture of business oriented machinery',
        name_ja: '業務用機械器具製造業',
        name_th: 'การผลิตเครื่องจักรและอุปกรณ์สำหรับใช้ในธุรกิจ',
      },
      {
        code: '28',
        name_en: 'Electronic parts, devices and electronic circuits',
        name_ja: '電子部品・デバイス・電子回路製造業',
        name_th: 'การผลิตชิ้นส่วนอิเล็กทรอนิกส์ อุปกรณ์อิเล็กทรอนิกส์ และวงจรอิเล็กทรอนิกส์',
      },
      {
        code: '29',
        name_en: 'Manufacture of electrical machinery, equipment and supplies',
        name_ja: '電気機械器具製造業',
        name_th: 'การผลิตเครื่องจักร อุปกรณ์ และเครื่องใช้ไฟฟ้า',
      },
      {
        code: '30',
        name_en: 'Manufacture of information and communication electronics equipment',
        name_ja: '情報通信機械器具製造業',
        name_th: 'การผลิตอุปกรณ์อิเล็กทรอนิกส์ด้านสารสนเทศและการสื่อสาร',
      },
      {
        code: '31',
        name_en: 'Manufacture of transportation equipment',
        name_ja: '輸送用機械器具製造業',
        name_th: 'การผลิตอุปกรณ์ขนส่ง',
      },
      {
        code: '32',
        name_en: 'Miscellaneous manufacturing industries',
        name_ja: 'その他の製造業',
        name_th: 'การผลิตอื่น ๆ',
      },
    ],
  },
  {
    code: 'F',
    name_en: 'Electricity, gas, heat supply and water',
    name_ja: '電気・ガス・熱供給・水道業',
    name_th: 'ไฟฟ้า ก๊าซ การจ่ายความร้อน และการประปา',
    children: [
      {
        code: '33',
        name_en: 'Production, transmission and distribution of electricity',
        name_ja: '電気業',
        name_th: 'การผลิต การส่ง และการจำหน่ายไฟฟ้า',
      },
      {
        code: '34',
        name_en: 'Production and distribution of gas',
        name_ja: 'ガス業',
        name_th: 'การผลิตและการจำหน่ายก๊าซ',
      },
      { code: '35', name_en: 'Heat supply', name_ja: '熱供給業', name_th: 'การจ่ายความร้อน' },
      {
        code: '36',
        name_en:
          'Collection, purification and distribution of water, and sewage collection, processing and disposal',
        name_ja: '水道業',
        name_th: 'การประปา รวมถึงการรวบรวม บำบัด และกำจัดน้ำเสีย',
      },
    ],
  },
  {
    code: 'G',
    name_en: 'Information and communications',
    name_ja: '情報通信業',
    name_th: 'ข้อมูลข่าวสารและการสื่อสาร',
    children: [
      { code: '37', name_en: 'Communications', name_ja: '通信業', name_th: 'การสื่อสารโทรคมนาคม' },
      { code: '38', name_en: 'Broadcasting', name_ja: '放送業', name_th: 'การแพร่ภาพและกระจายเสียง' },
      { code: '39', name_en: 'Information services', name_ja: '情報サービス業', name_th: 'บริการด้านสารสนเทศ' },
      {
        code: '40',
        name_en: 'Services incidental to internet',
        name_ja: 'インターネット附随サービス業',
        name_th: 'บริการที่เกี่ยวเนื่องกับอินเทอร์เน็ต',
      },
      {
        code: '41',
        name_en:
          'Video picture information, sound information, character information production and distribution',
        name_ja: '映像・音声・文字情報制作業',
        name_th: 'การผลิตและเผยแพร่สื่อภาพ เสียง และข้อมูลตัวอักษร',
      },
    ],
  },
  {
    code: 'H',
    name_en: 'Transport and postal activities',
    name_ja: '運輸業，郵便業',
    name_th: 'การขนส่งและกิจการไปรษณีย์',
    children: [
      { code: '42', name_en: 'Railway transport', name_ja: '鉄道業', name_th: 'การขนส่งทางรถไฟ' },
      {
        code: '43',
        name_en: 'Road passenger transport',
        name_ja: '道路旅客運送業',
        name_th: 'การขนส่งผู้โดยสารทางถนน',
      },
      {
        code: '44',
        name_en: 'Road freight transport',
        name_ja: '道路貨物運送業',
        name_th: 'การขนส่งสินค้าทางถนน',
      },
      { code: '45', name_en: 'Water transport', name_ja: '水運業', name_th: 'การขนส่งทางน้ำ' },
      { code: '46', name_en: 'Air transport', name_ja: '航空運輸業', name_th: 'การขนส่งทางอากาศ' },
      { code: '47', name_en: 'Warehousing', name_ja: '倉庫業', name_th: 'คลังสินค้า' },
      {
        code: '48',
        name_en: 'Services incidental to transport',
        name_ja: '運輸に附帯するサービス業',
        name_th: 'บริการที่เกี่ยวเนื่องกับการขนส่ง',
      },
      {
        code: '49',
        name_en: 'Postal activities, including mail delivery',
        name_ja: '郵便業（信書便事業を含む）',
        name_th: 'กิจการไปรษณีย์ (รวมถึงบริการนำส่งเอกสาร)',
      },
    ],
  },
  {
    code: 'I',
    name_en: 'Wholesale and retail trade',
    name_ja: '卸売業，小売業',
    name_th: 'การขายส่งและการขายปลีก',
    children: [
      {
        code: '50',
        name_en: 'Wholesale trade, general merchandise',
        name_ja: '各種商品卸売業',
        name_th: 'การขายส่งสินค้าหลากหลายประเภท',
      },
      {
        code: '51',
        name_en: 'Wholesale trade (textile and apparel)',
        name_ja: '繊維・衣服等卸売業',
        name_th: 'การขายส่งสิ่งทอและเครื่องแต่งกาย',
      },
      {
        code: '52',
        name_en: 'Wholesale trade (food and beverages)',
        name_ja: '飲食料品卸売業',
        name_th: 'การขายส่งอาหารและเครื่องดื่ม',
      },
      {
        code: '53',
        name_en: 'Wholesale trade (building materials, minerals and metals, etc.)',
        name_ja: '建築材料，鉱物・金属材料等卸売業',
        name_th: 'การขายส่งวัสดุก่อสร้าง แร่ และโลหะ',
      },
      {
        code: '54',
        name_en: 'Wholesale trade (machinery and equipment)',
        name_ja: '機械器具卸売業',
        name_th: 'การขายส่งเครื่องจักรและอุปกรณ์',
      },
      {
        code: '55',
        name_en: 'Miscellaneous wholesale trade',
        name_ja: 'その他の卸売業',
        name_th: 'การขายส่งอื่น ๆ',
      },
      {
        code: '56',
        name_en: 'Retail trade, general merchandise',
        name_ja: '各種商品小売業',
        name_th: 'การขายปลีกสินค้าหลากหลายประเภท',
      },
      {
        code: '57',
        name_en: 'Retail trade (woven fabrics, apparel, apparel accessories and notions)',
        name_ja: '織物・衣服・身の回り品小売業',
        name_th: 'การขายปลีกผ้า เสื้อผ้า และเครื่องประดับและของใช้ส่วนตัว',
      },
      {
        code: '58',
        name_en: 'Retail trade (food and beverage)',
        name_ja: '飲食料品小売業',
        name_th: 'การขายปลีกอาหารและเครื่องดื่ม',
      },
      {
        code: '59',
        name_en: 'Retail trade (machinery and equipment)',
        name_ja: '機械器具小売業',
        name_th: 'การขายปลีกเครื่องจักรและอุปกรณ์',
      },
      {
        code: '60',
        name_en: 'Miscellaneous retail trade',
        name_ja: 'その他の小売業',
        name_th: 'การขายปลีกอื่น ๆ',
      },
      {
        code: '61',
        name_en: 'Nonstore retailers',
        name_ja: '無店舗小売業',
        name_th: 'การขายปลีกที่ไม่มีหน้าร้าน',
      },
    ],
  },
  {
    code: 'J',
    name_en: 'Finance and insurance',
    name_ja: '金融業，保険業',
    name_th: 'การเงินและการประกันภัย',
    children: [
      { code: '62', name_en: 'Banking', name_ja: '銀行業', name_th: 'การธนาคาร' },
      {
        code: '63',
        name_en: 'Financial institutions for cooperative organizations',
        name_ja: '協同組織金融業',
        name_th: 'สถาบันการเงินประเภทสหกรณ์',
      },
      {
        code: '64',
        name_en: 'Non-deposit money corporations, including lending and credit card business',
        name_ja: '貸金業，クレジットカード業等非預金信用機関',
        name_th: 'สถาบันสินเชื่อที่ไม่รับฝากเงิน (รวมถึงธุรกิจให้กู้ยืมเงินและบัตรเครดิต)',
      },
      {
        code: '65',
        name_en:
          'Financial products transaction dealers and futures commodity transaction dealers',
        name_ja: '金融商品取引業，商品先物取引業',
        name_th: 'ธุรกิจซื้อขายตราสารทางการเงินและสัญญาซื้อขายสินค้าล่วงหน้า',
      },
      {
        code: '66',
        name_en: 'Financial auxiliaries',
        name_ja: '補助的金融業等',
        name_th: 'กิจกรรมสนับสนุนทางการเงิน',
      },
      {
        code: '67',
        name_en: 'Insurance institutions, including insurance agents, brokers and services',
        name_ja: '保険業（保険媒介代理業，保険サービス業を含む）',
        name_th: 'การประกันภัย (รวมถึงตัวแทน นายหน้า และบริการด้านประกันภัย)',
      },
    ],
  },
  {
    code: 'K',
    name_en: 'Real estate and goods rental and leasing',
    name_ja: '不動産業，物品賃貸業',
    name_th: 'อสังหาริมทรัพย์ และการให้เช่าและลีสซิ่งสินค้า',
    children: [
      {
        code: '68',
        name_en: 'Real estate agencies',
        name_ja: '不動産取引業',
        name_th: 'การซื้อขายและนายหน้าอสังหาริมทรัพย์',
      },
      {
        code: '69',
        name_en: 'Real estate lessors and managers',
        name_ja: '不動産賃貸業・管理業',
        name_th: 'การให้เช่าและบริหารจัดการอสังหาริมทรัพย์',
      },
      {
        code: '70',
        name_en: 'Goods rental and leasing',
        name_ja: '物品賃貸業',
        name_th: 'การให้เช่าและลีสซิ่งสินค้า',
      },
    ],
  },
  {
    code: 'L',
    name_en: 'Scientific research, professional and technical services',
    name_ja: '学術研究，専門・技術サービス業',
    name_th: 'การวิจัยทางวิชาการ และบริการด้านวิชาชีพและเทคนิค',
    children: [
      {
        code: '71',
        name_en: 'Scientific and development research institutes',
        name_ja: '学術・開発研究機関',
        name_th: 'สถาบันวิจัยและพัฒนาทางวิชาการ',
      },
      {
        code: '72',
        name_en: 'Professional services, n.e.c.',
        name_ja: '専門サービス業（他に分類されないもの）',
        name_th: 'บริการด้านวิชาชีพ (ที่มิได้จัดประเภทไว้ในที่อื่น)',
      },
      { code: '73', name_en: 'Advertising', name_ja: '広告業', name_th: 'การโฆษณา' },
      {
        code: '74',
        name_en: 'Technical services, n.e.c.',
        name_ja: '技術サービス業（他に分類されないもの）',
        name_th: 'บริการด้านเทคนิค (ที่มิได้จัดประเภทไว้ในที่อื่น)',
      },
    ],
  },
  {
    code: 'M',
    name_en: 'Accommodations, eating and drinking services',
    name_ja: '宿泊業，飲食サービス業',
    name_th: 'ที่พักแรมและบริการด้านอาหารและเครื่องดื่ม',
    children: [
      { code: '75', name_en: 'Accommodations', name_ja: '宿泊業', name_th: 'ที่พักแรม' },
      {
        code: '76',
        name_en: 'Eating and drinking places',
        name_ja: '飲食店',
        name_th: 'ร้านอาหารและเครื่องดื่ม',
      },
      {
        code: '77',
        name_en: 'Food take out and delivery services',
        name_ja: '持ち帰り・配達飲食サービス業',
        name_th: 'บริการอาหารแบบซื้อกลับบ้านและจัดส่ง',
      },
    ],
  },
  {
    code: 'N',
    name_en: 'Living-related and personal services and amusement services',
    name_ja: '生活関連サービス業，娯楽業',
    name_th: 'บริการด้านการดำรงชีวิตและบริการส่วนบุคคล และบริการด้านความบันเทิง',
    children: [
      {
        code: '78',
        name_en: 'Laundry, beauty and bath services',
        name_ja: '洗濯・理容・美容・浴場業',
        name_th: 'บริการซักรีด ตัดผม เสริมสวย และโรงอาบน้ำ',
      },
      {
        code: '79',
        name_en: 'Miscellaneous living-related and personal services',
        name_ja: 'その他の生活関連サービス業',
        name_th: 'บริการด้านการดำรงชีวิตและบริการส่วนบุคคลอื่น ๆ',
      },
      {
        code: '80',
        name_en: 'Services for amusement and hobbies',
        name_ja: '娯楽業',
        name_th: 'บริการด้านความบันเทิงและงานอดิเรก',
      },
    ],
  },
  {
    code: 'O',
    name_en: 'Education, learning support',
    name_ja: '教育，学習支援業',
    name_th: 'การศึกษาและการสนับสนุนการเรียนรู้',
    children: [
      { code: '81', name_en: 'School education', name_ja: '学校教育', name_th: 'การศึกษาในระบบโรงเรียน' },
      {
        code: '82',
        name_en: 'Miscellaneous education, learning support',
        name_ja: 'その他の教育，学習支援業',
        name_th: 'การศึกษาและการสนับสนุนการเรียนรู้อื่น ๆ',
      },
    ],
  },
  {
    code: 'P',
    name_en: 'Medical, health care and welfare',
    name_ja: '医療，福祉',
    name_th: 'การแพทย์ การดูแลสุขภาพ และสวัสดิการสังคม',
    children: [
      {
        code: '83',
        name_en: 'Medical and other health services',
        name_ja: '医療業',
        name_th: 'บริการทางการแพทย์และบริการด้านสุขภาพอื่น ๆ',
      },
      {
        code: '84',
        name_en: 'Public health and hygiene',
        name_ja: '保健衛生',
        name_th: 'การสาธารณสุขและสุขอนามัย',
      },
      {
        code: '85',
        name_en: 'Social insurance, social welfare and care services',
        name_ja: '社会保険・社会福祉・介護事業',
        name_th: 'การประกันสังคม สวัสดิการสังคม และบริการดูแลผู้สูงอายุและผู้มีภาวะพึ่งพิง',
      },
    ],
  },
  {
    code: 'Q',
    name_en: 'Compound services',
    name_ja: '複合サービス事業',
    name_th: 'บริการแบบผสมผสาน',
    children: [
      { code: '86', name_en: 'Postal services', name_ja: '郵便局', name_th: 'ที่ทำการไปรษณีย์' },
      {
        code: '87',
        name_en: 'Cooperative associations, n.e.c.',
        name_ja: '協同組合（他に分類されないもの）',
        name_th: 'สหกรณ์ (ที่มิได้จัดประเภทไว้ในที่อื่น)',
      },
    ],
  },
  {
    code: 'R',
    name_en: 'Services, n.e.c.',
    name_ja: 'サービス業（他に分類されないもの）',
    name_th: 'บริการ (ที่มิได้จัดประเภทไว้ในที่อื่น)',
    children: [
      {
        code: '88',
        name_en: 'Waste disposal business',
        name_ja: '廃棄物処理業',
        name_th: 'ธุรกิจบำบัดและกำจัดของเสีย',
      },
      {
        code: '89',
        name_en: 'Automobile maintenance services',
        name_ja: '自動車整備業',
        name_th: 'บริการซ่อมบำรุงรถยนต์',
      },
      {
        code: '90',
        name_en: 'Machine, etc. repair services, except otherwise classified',
        name_ja: '機械等修理業（別掲を除く）',
        name_th: 'บริการซ่อมเครื่องจักรและอุปกรณ์ (ยกเว้นที่จัดประเภทไว้ในที่อื่น)',
      },
      {
        code: '91',
        name_en: 'Employment and worker dispatching services',
        name_ja: '職業紹介・労働者派遣業',
        name_th: 'บริการจัดหางานและบริการจัดส่งพนักงาน',
      },
      {
        code: '92',
        name_en: 'Miscellaneous business services',
        name_ja: 'その他の事業サービス業',
        name_th: 'บริการทางธุรกิจอื่น ๆ',
      },
      {
        code: '93',
        name_en: 'Political, business and cultural organizations',
        name_ja: '政治・経済・文化団体',
        name_th: 'องค์กรด้านการเมือง เศรษฐกิจ และวัฒนธรรม',
      },
      { code: '94', name_en: 'Religion', name_ja: '宗教', name_th: 'องค์กรทางศาสนา' },
      {
        code: '95',
        name_en: 'Miscellaneous services',
        name_ja: 'その他のサービス業',
        name_th: 'บริการอื่น ๆ',
      },
      {
        code: '96',
        name_en: 'Foreign governments and international agencies in Japan',
        name_ja: '外国公務',
        name_th: 'หน่วยงานรัฐบาลต่างประเทศและองค์การระหว่างประเทศในญี่ปุ่น',
      },
    ],
  },
  {
    code: 'S',
    name_en: 'Government, except elsewhere classified',
    name_ja: '公務（他に分類されるものを除く）',
    name_th: 'การบริหารราชการ (ยกเว้นที่จัดประเภทไว้ในที่อื่น)',
    children: [
      {
        code: '97',
        name_en: 'National government services',
        name_ja: '国家公務',
        name_th: 'การบริหารราชการส่วนกลาง',
      },
      {
        code: '98',
        name_en: 'Local government services',
        name_ja: '地方公務',
        name_th: 'การบริหารราชการส่วนท้องถิ่น',
      },
    ],
  },
  {
    code: 'T',
    name_en: 'Industries unable to classify',
    name_ja: '分類不能の産業',
    name_th: 'อุตสาหกรรมที่ไม่สามารถจัดประเภทได้',
    children: [
      {
        code: '99',
        name_en: 'Industries unable to classify',
        name_ja: '分類不能の産業',
        name_th: 'อุตสาหกรรมที่ไม่สามารถจัดประเภทได้',
      },
    ],
  },
];
