// Demo negotiations (docs/product/demo-data.md): between Japanese and Thai demo companies, at every
// stage the pages show, in both final states. The seed (seed-negotiations.ts) writes them through
// the negotiation service, so every row and event is what the service writes.
import type { z } from 'zod';
import type { Language } from '../../../shared/enum-values.ts';
import type { NegotiationStage, NegotiationStepAction } from '../../../shared/negotiation-lifecycle.ts';
import type { NEGOTIATION_ACTION_BODIES } from '../../../shared/schemas/negotiations.ts';

/** What a step's body says besides the version (which the seed takes from the negotiation). */
type BodyOf<A extends NegotiationStepAction> = Omit<z.input<(typeof NEGOTIATION_ACTION_BODIES)[A]>, 'version'>;

/** Offering the deal names the coordinator by a demo username of its organisation, not by id. */
export type DemoStepBody<A extends NegotiationStepAction> = A extends 'offer_coordinator' ? { coordinator: string } : BodyOf<A>;

/** One action on a negotiation, taken by a demo user (username; a branch customer's user is its company's key). */
export type DemoStep = { [A in NegotiationStepAction]: { action: A; by: string; body: DemoStepBody<A> } }[NegotiationStepAction];

export const step = <A extends NegotiationStepAction>(action: A, by: string, body: DemoStepBody<A>) => ({ action, by, body }) as DemoStep;

/** The stages the main path of docs/product/negotiations.md passes through, in order (the seed walks it with the table). */
export type PathStage = Extract<
  NegotiationStage,
  | 'bank_approval'
  | 'nda_offer_company'
  | 'nda_applicant'
  | 'coordinator_assignment'
  | 'coordinator_offered'
  | 'contract_creation'
  | 'contract_signing'
  | 'completion_request'
  | 'completion_requested'
  | 'completed'
>;

/** One chat message of a demo negotiation: who writes it (a demo username) and what. */
export interface DemoChatLine {
  by: string;
  body: string;
  /**
   * The message in the other languages, stored as its machine translations (decision 049, kept by
   * the body's content hash) under the provider `DEMO_TRANSLATION_PROVIDER`: what its readers are
   * shown when they translate it, even with no provider configured.
   */
  translations?: Partial<Record<Language, string>>;
}

/** The provider name the demo's stored translations carry: the reader is told they come from the demo data. */
export const DEMO_TRANSLATION_PROVIDER = 'demo';

export interface DemoNegotiation {
  /** The demo offer applied to, by its title. */
  offer: string;
  /** The user who applies and acts for the applicant company. */
  applicant: string;
  /** Users of the applicant company named as representatives; the signatory is among them. */
  representatives: string[];
  signatory: string;
  details: string;
  /** The application in the other languages, stored as its machine translations like a chat line's. */
  detailsTranslations?: Partial<Record<Language, string>>;
  /**
   * How far the main path goes: the applicant's bank approves, the offer company and then the
   * applicant agree the NDA, the office offers the deal to Bridge Coordination, which accepts,
   * creates the contract and records the signing, the offer company requests completion and the
   * office approves it — each taken step by step until the negotiation stands at this stage.
   */
  reach: PathStage;
  /** Actions after that: a denial, a disagreement, a cancel or completion request and its answer. */
  then?: DemoStep[];
  /**
   * Chat messages, sent by demo users (username) through the chat service once the main
   * path stands at `reach` and before `then`: only in a room that is open then (after disclosure).
   */
  chat?: DemoChatLine[];
  /**
   * The offer was public when the company applied; its company made it private afterwards (the
   * applicant still sees it through its negotiation, docs/product/visibility.md).
   */
  madePrivateAfterwards?: true;
}

export const DEMO_OFFER_TITLES = {
  tanakaGearLine: '精密減速機の製造ライン（タイ工場向け）を譲渡します',
  tanakaHousings: 'Looking for a Thai supplier of aluminium die-cast housings',
  sakuraDashi: '業務用だし・調味料の製造技術と販路をタイで提携',
  siamHarnessStake: 'ขายหุ้นส่วนโรงงานผลิตชุดสายไฟรถยนต์ในสมุทรปราการ',
  siamConnectorPartner: 'Seeking Japanese precision connector technology partner',
  siamCuttingMachines: 'ขายเครื่องจักรตัดสายไฟอัตโนมัติ (ไม่เปิดเผยต่อสาธารณะ)',
  lannaCoffee: 'กาแฟอาราบิกาดอยช้าง ส่งออกไปญี่ปุ่น ปีละ 20 ตัน',
} as const;

/**
 * The published, in-period offer of Tanaka Precision that has no negotiation at all in the demo:
 * the README's walk and the browser story start here (somchai applies to it).
 */
export const DEMO_STORY_OFFER = DEMO_OFFER_TITLES.tanakaGearLine;

const t = DEMO_OFFER_TITLES;

/** The bank's remarks on approving, in the bank's language. */
export const BANK_APPROVAL_REMARKS: Record<string, string> = {
  minato: '決算書と登記事項、代表者の本人確認を済ませました。',
  chaophraya: 'ตรวจสอบงบการเงิน หนังสือรับรองบริษัท และตัวตนของผู้แทนเรียบร้อยแล้ว',
};

/** The offer company's note when it requests completion, in its language. */
export const COMPLETION_NOTES: Record<string, string> = {
  JP: '契約どおり初回の納品と支払いが完了しました。',
  TH: 'การส่งมอบและการชำระเงินงวดแรกเสร็จสิ้นตามสัญญาแล้ว',
};

export const DEMO_NEGOTIATIONS: DemoNegotiation[] = [
  // ---- waiting on a bank --------------------------------------------------------------------
  {
    offer: t.sakuraDashi,
    applicant: 'lanna',
    representatives: ['lanna'],
    signatory: 'lanna',
    details:
      'เราปลูกและอบแห้งพริก ตะไคร้ และขิงในเชียงใหม่ ปีละประมาณ 80 ตัน สนใจเป็นผู้จัดหาวัตถุดิบสำหรับการผลิตน้ำซุปและเครื่องปรุงในประเทศไทย และพร้อมรับการตรวจโรงงานตามมาตรฐานญี่ปุ่น',
    reach: 'bank_approval',
  },
  {
    offer: t.siamHarnessStake,
    applicant: 'gotanda',
    representatives: ['gotanda'],
    signatory: 'gotanda',
    details:
      '生産管理システムの開発会社です。ワイヤーハーネス工場の少数株主として参画し、工程の見える化と在庫管理の仕組みを導入したいと考えています。出資額はご希望に合わせてご相談させてください。',
    reach: 'bank_approval',
  },
  // ---- the NDA steps: names still hidden ------------------------------------------------------
  {
    offer: t.tanakaHousings,
    applicant: 'somchai',
    representatives: ['somchai', 'niran'],
    signatory: 'somchai',
    details:
      'We die-cast aluminium housings (ADC12) for automotive electronics at our Samut Prakan plant and can supply 3,000–5,000 machined and anodised pieces a month, with inspection reports in your format.',
    reach: 'nda_offer_company',
  },
  {
    offer: t.siamConnectorPartner,
    applicant: 'tanaka',
    representatives: ['tanaka', 'suzuki'],
    signatory: 'tanaka',
    details:
      '精密切削と小型金型の技術で、高電圧コネクタ端子の加工精度向上を支援できます。技術ライセンスと現地での立ち上げ指導（年2回の技術者派遣）を想定しています。',
    reach: 'nda_applicant',
  },
  {
    offer: t.sakuraDashi,
    applicant: 'pingriver',
    representatives: ['pingriver'],
    signatory: 'pingriver',
    details: 'เราผลิตภาชนะเซรามิกสำหรับโรงแรมและร้านอาหาร สนใจร่วมทำชุดของขวัญน้ำซุปดาชิพร้อมถ้วยเซรามิกสำหรับตลาดในประเทศไทย',
    reach: 'nda_offer_company',
    then: [step('request_cancel', 'pingriver', { reason: 'บริษัทเปลี่ยนแผนการลงทุนในปีนี้ จึงขอยกเลิกการสมัครก่อนตัดสินใจเรื่อง NDA' })],
  },
  // ---- names disclosed: coordinator, contract, completion -----------------------------------------
  {
    offer: t.siamHarnessStake,
    applicant: 'osaki',
    representatives: ['osaki'],
    signatory: 'osaki',
    details: '車載向けの基板実装を行っています。タイでハーネス組立と基板実装を一体で提供するため、工場の持分取得を検討しています。',
    reach: 'coordinator_assignment',
  },
  {
    offer: t.siamCuttingMachines,
    applicant: 'tanaka',
    representatives: ['tanaka'],
    signatory: 'tanaka',
    details: 'タイ工場の立ち上げに向けて、自動電線切断・圧着機を2台購入したいと考えています。稼働状況と保守記録を確認させてください。',
    detailsTranslations: {
      th: 'เราต้องการซื้อเครื่องตัดและย้ำหัวสายไฟอัตโนมัติ 2 เครื่อง เพื่อเตรียมเปิดโรงงานในประเทศไทย ขอตรวจสอบสภาพการใช้งานและบันทึกการบำรุงรักษาด้วย',
      en: 'We would like to buy the two automatic wire cutting and crimping machines for the start-up of our factory in Thailand. Please let us check their operating condition and maintenance records.',
    },
    reach: 'coordinator_offered',
    // The README's chat pair: tanaka writes in Japanese and somchai in Thai; each message has its
    // translations stored, so each reads the other in their own language with translation off.
    chat: [
      {
        by: 'tanaka',
        body: 'はじめまして、田中です。自動電線切断・圧着機2台の件、どうぞよろしくお願いいたします。',
        translations: {
          th: 'ยินดีที่ได้รู้จักครับ ผมทานากะ ขอฝากเรื่องเครื่องตัดและย้ำหัวสายไฟอัตโนมัติ 2 เครื่องด้วยครับ',
          en: 'Nice to meet you, I am Tanaka. I look forward to working with you on the two automatic wire cutting and crimping machines.',
        },
      },
      {
        by: 'somchai',
        body: 'ยินดีที่ได้รู้จักครับ คุณทานากะ เครื่องทั้งสองเครื่องยังใช้งานทุกวัน เราจะส่งบันทึกการบำรุงรักษาย้อนหลัง 3 ปีให้ภายในสัปดาห์นี้ครับ',
        translations: {
          ja: 'はじめまして、田中様。2台とも現在も毎日稼働しています。過去3年分の保守記録を今週中にお送りします。',
          en: 'Nice to meet you, Tanaka-san. Both machines are still in daily use. We will send you their maintenance records for the past three years this week.',
        },
      },
      {
        by: 'tanaka',
        body: 'ありがとうございます。来月バンコクへ伺う際に、稼働中の様子を見学させていただけますか。',
        translations: {
          th: 'ขอบคุณครับ ตอนที่ผมไปกรุงเทพฯ เดือนหน้า ขอเข้าชมเครื่องขณะทำงานอยู่ได้ไหมครับ',
          en: 'Thank you. When I visit Bangkok next month, may I see the machines in operation?',
        },
      },
      {
        by: 'somchai',
        body: 'ได้แน่นอนครับ เดือนหน้าเราสะดวกทั้งสัปดาห์ที่สองและสัปดาห์ที่สาม โรงงานของเราอยู่ที่สมุทรปราการ ห่างจากสนามบินสุวรรณภูมิประมาณ 40 นาทีครับ',
        translations: {
          ja: 'もちろんです。来月の第2週と第3週はどちらも都合がつきます。弊社の工場はサムットプラカーンにあり、スワンナプーム空港から約40分です。',
          en: 'Of course. The second and third weeks of next month both suit us. Our factory is in Samut Prakan, about 40 minutes from Suvarnabhumi Airport.',
        },
      },
      {
        by: 'tanaka',
        body: 'それでは、第2週の火曜日でお願いいたします。当日は弊社の生産技術者も同行いたします。',
        translations: {
          th: 'ถ้าอย่างนั้น ขอเป็นวันอังคารของสัปดาห์ที่สองครับ วันนั้นวิศวกรฝ่ายผลิตของเราจะไปด้วยครับ',
          en: 'Then let us make it the Tuesday of the second week. Our production engineer will come with me that day.',
        },
      },
      {
        by: 'somchai',
        body: 'รับทราบครับ วันนั้นเราจะสาธิตการตัดและย้ำหัวสายไฟขนาด 0.5–2.0 ตร.มม. ให้ดูครับ',
        translations: {
          ja: '承知しました。当日は0.5～2.0 mm²の電線の切断と圧着を実演いたします。',
          en: 'Noted. On that day we will demonstrate cutting and crimping wires of 0.5–2.0 mm².',
        },
      },
    ],
    madePrivateAfterwards: true,
  },
  {
    offer: t.siamHarnessStake,
    applicant: 'kannai',
    representatives: ['kannai'],
    signatory: 'kannai',
    details:
      '自動車用ワイヤーハーネスの保護スリーブ（編組チューブ）を製造しています。御社工場の持分を取得し、スリーブの現地生産ラインを併設したいと考えています。',
    reach: 'contract_creation',
  },
  {
    offer: t.sakuraDashi,
    applicant: 'maerim',
    representatives: ['maerim'],
    signatory: 'maerim',
    details: 'เราแปรรูปสมุนไพรและเห็ดหอมอบแห้งจากเกษตรกรภาคเหนือ ต้องการร่วมผลิตน้ำซุปสูตรญี่ปุ่นสำหรับตลาดไทย โดยใช้เห็ดหอมอบแห้งของเราเป็นวัตถุดิบ',
    reach: 'contract_signing',
  },
  {
    offer: t.siamConnectorPartner,
    applicant: 'osaki',
    representatives: ['osaki'],
    signatory: 'osaki',
    details: 'コネクタ付きハーネスの検査治具と画像検査装置を提供できます。EV向け高電圧コネクタの共同での品質改善プロジェクトを提案します。',
    reach: 'completion_request',
  },
  {
    offer: t.lannaCoffee,
    applicant: 'sakura',
    representatives: ['sakura'],
    signatory: 'sakura',
    details: '業務用コーヒー飲料の原料として、ドイチャン産アラビカ豆を年間10トン購入したいと考えています。サンプル焙煎の結果は良好でした。',
    reach: 'completion_request',
    chat: [
      { by: 'sakura', body: '初回ロット5トン、本日横浜港で受け取りました。香りもサンプルどおりです。' },
      { by: 'lanna', body: 'ขอบคุณค่ะ ดีใจที่สินค้าถึงเรียบร้อย ล็อตถัดไปจะพร้อมส่งปลายเดือนหน้าค่ะ' },
      { by: 'coordinator', body: 'Thank you both. Once the acceptance inspection is done, the buyer can request completion and the office will close the deal.' },
      { by: 'sakura', body: '受け入れ検査は合格でした。これから完了申請を行います。' },
    ],
    then: [step('request_completion', 'sakura', { note: '初回ロット5トンの受け入れ検査と支払いが完了しました。' })],
  },
  {
    offer: t.lannaCoffee,
    applicant: 'honmoku',
    representatives: ['honmoku'],
    signatory: 'honmoku',
    details: 'チェンマイから横浜港までの定温混載輸送と、通関・国内配送を一括でお引き受けします。年間20トンの輸送計画をご提案します。',
    reach: 'contract_creation',
    then: [step('request_cancel', 'lanna', { reason: 'เราตกลงใช้บริการขนส่งที่ผู้ซื้อกำหนดแล้ว จึงขอยกเลิกการเจรจานี้' })],
  },
  // ---- final states ---------------------------------------------------------------------------
  {
    offer: t.sakuraDashi,
    applicant: 'sathorn',
    representatives: ['sathorn'],
    signatory: 'sathorn',
    details: 'เราจัดจำหน่ายวัตถุดิบอาหารญี่ปุ่นให้ร้านอาหารกว่า 300 แห่งในกรุงเทพฯ ต้องการเป็นตัวแทนจำหน่ายน้ำซุปดาชิและเครื่องปรุงสำหรับร้านอาหาร',
    reach: 'completion_request',
    then: [
      step('request_completion', 'sakura', { note: '初回出荷分の納品が完了しました。' }),
      step('reject_completion', 'office', { reason: 'The signed distribution agreement has not been attached to the chat yet. Please share it and request completion again.' }),
      step('request_completion', 'sakura', { note: '署名済みの販売代理店契約書をチャットで共有しました。' }),
      step('approve_completion', 'office', {}),
    ],
  },
  {
    offer: t.tanakaHousings,
    applicant: 'bangrak',
    representatives: ['bangrak'],
    signatory: 'bangrak',
    details: 'เราสนใจจัดหาชิ้นส่วนหล่ออะลูมิเนียมผ่านเครือข่ายผู้ผลิตในนิคมอุตสาหกรรมบางปู และดูแลบรรจุภัณฑ์สำหรับการส่งออกไปญี่ปุ่น',
    reach: 'bank_approval',
    then: [
      step('bank_deny', 'cp.banker', {
        reason: 'ข้อเสนอต้องการผู้ผลิตชิ้นงานหล่ออะลูมิเนียม แต่บริษัทผลิตบรรจุภัณฑ์กระดาษและไม่มีกำลังการผลิตของตนเอง',
      }),
    ],
  },
  {
    offer: t.siamConnectorPartner,
    applicant: 'gotanda',
    representatives: ['gotanda'],
    signatory: 'gotanda',
    details: 'コネクタ工場向けのトレーサビリティシステムを提供できます。ロットごとの検査記録を日本の顧客向けに自動で出力します。',
    reach: 'nda_offer_company',
    then: [
      step('offer_company_nda_disagree', 'somchai', {
        reason_code: 'other',
        reason_text: 'เรากำลังมองหาพันธมิตรด้านเทคโนโลยีการผลิตขั้วต่อ ไม่ใช่ระบบซอฟต์แวร์',
      }),
    ],
  },
  {
    offer: t.siamHarnessStake,
    applicant: 'tanaka',
    representatives: ['tanaka', 'suzuki'],
    signatory: 'tanaka',
    details: 'タイでの生産拠点として、ハーネス工場の持分30%の取得を検討しています。',
    reach: 'contract_signing',
    chat: [
      { by: 'coordinator', body: 'Hello both. The draft share purchase agreement is in DocuSign; please review clause 7 (the board seat) before signing.' },
      { by: 'niran', body: 'ได้รับร่างสัญญาแล้วครับ ฝ่ายกฎหมายของเรากำลังตรวจสอบข้อ 7 คาดว่าจะตอบกลับภายในวันศุกร์นี้ครับ' },
      { by: 'suzuki', body: '鈴木です。弊社でも取締役会で出資計画を再検討しております。結論が出次第ご連絡いたします。' },
      { by: 'tanaka', body: 'Unfortunately our board has decided to postpone the investment this fiscal year. We will request a cancel today. Thank you for your time.' },
    ],
    then: [
      step('request_cancel', 'tanaka', { reason: '社内の投資計画の見直しにより、今期の出資を見送ることになりました。' }),
      step('approve_cancel', 'office', {}),
    ],
  },
];
