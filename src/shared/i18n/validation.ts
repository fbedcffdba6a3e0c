import type { Language } from '../enums.ts';

/**
 * Messages for the `validation.*` keys the shared schemas set. The server answers them
 * translated in field errors; the browser shows the same text under the form fields. A message
 * may take `{{name}}` placeholders, filled from the parameters the schema sends with the key
 * (`validationKey('max', { max: 120 })`).
 */
export const validationMessages = {
  en: {
    required: 'This field is required.',
    max: 'Enter at most {{max}} characters.',
    amount: 'Enter a whole amount of 0 or more.',
    date: 'Enter a valid date.',
    date_not_past: 'The date must be today or later.',
    period_order: 'The end date must be after the start date.',
    period_max: 'Applications can stay open for at most six months.',
    price_range: 'The minimum must not be more than the maximum.',
    images_min: 'Add at least one image.',
    images_max: 'Add at most 10 images.',
    image_missing: 'An image could not be found. Upload it again.',
    industry: 'Choose a middle category that belongs to the major category.',
    checklist: 'Tick every checklist item before approving.',
    invalid_characters: 'Remove the control characters from this field.',
    page_depth: 'Only the first 2,000 results of a search can be paged through. Please narrow the search.',
    whole_number: 'Enter a whole number using the digits 0–9.',
    start_too_far: 'The start date can be at most two years from today.',
    end_too_far: 'The end date can be at most two and a half years from today.',
    images_duplicate: 'The same image is listed more than once.',
    translations: 'Give at most one version for each language other than the original.',
    ids_duplicate: 'The same person is listed more than once.',
    checkbox_required: 'Tick this box to continue.',
    representatives_min: 'Choose at least one representative.',
    representatives_max: 'Choose at most {{max}} representatives.',
    signatory_not_representative: 'The contract signatory must be one of the selected representatives.',
    representative_not_in_company: 'Representatives must be users of your own company.',
    signatory_not_authorised: 'Choose a registered contract signatory.',
    https_url: 'Enter a web address that starts with https://.',
    coordinator_required: 'Select a coordinator.',
    saved_filter_query: 'These conditions cannot be saved: reload the list and try again.',
    saved_filter_alert: 'Alerts can be set only on a saved search of offers.',
    saved_filter_name_taken: 'You already have a saved filter with this name.',
    saved_filters_max: 'You can keep at most {{max}} saved filters. Remove one first.',
    signed_on_future: 'The date of signing cannot be later than today.',
    signed_on_before_contract: 'The date of signing cannot be before the contract was created.',
    coordinator_same: 'The deal is already offered to this coordinator. Choose another one.',
    month: 'Enter a month as YYYY-MM.',
    month_order: 'The last month must not be before the first.',
    months_max: 'Choose a period of at most {{max}} months.',
    unknown_option: 'Choose one of the options offered.',
    identifying_terms: 'The other company reads this before both NDAs are agreed: remove what identifies your company ({{terms}}).',
    signatory_required: 'Select the contract signatory.',
    exchange_rate: 'Enter a rate above 0 with at most 6 decimal places.',
    glossary_terms_min: 'Enter at least one term.',
    glossary_terms_max: 'Enter at most {{max}} terms in each language.',
    glossary_term_taken: 'Already a term of another group: {{term}}.',
    glossary_csv_size: 'The file is too large (at most 1 MB).',
    glossary_csv_header: 'The first line must be: group_id,ja,en,th.',
    glossary_csv_columns: 'Line {{line}}: the row must have 4 columns.',
    glossary_csv_id: 'Line {{line}}: the group id is not an id, or is repeated.',
    glossary_csv_empty: 'Line {{line}}: the row has no term.',
    glossary_csv_too_long: 'Line {{line}}: a term is longer than {{max}} characters.',
    glossary_csv_too_many: 'Line {{line}}: more than {{max}} terms in one language.',
    glossary_csv_taken: 'Line {{line}}: {{term}} is also a term of line {{other}}.',
  },
  ja: {
    required: '必須項目です。',
    max: '{{max}}文字以内で入力してください。',
    amount: '0以上の整数で入力してください。',
    date: '正しい日付を入力してください。',
    date_not_past: '本日以降の日付を入力してください。',
    period_order: '終了日は開始日より後の日付にしてください。',
    period_max: '募集期間は最長6か月です。',
    price_range: '下限額が上限額を超えないようにしてください。',
    images_min: '画像を1枚以上登録してください。',
    images_max: '画像は10枚まで登録できます。',
    image_missing: '画像が見つかりません。もう一度アップロードしてください。',
    industry: '大分類に属する中分類を選択してください。',
    checklist: '承認する前に、チェックリストの項目をすべて確認してください。',
    invalid_characters: '使用できない制御文字が含まれています。削除してください。',
    page_depth: '検索結果は先頭の2,000件までしか表示できません。条件を絞り込んでください。',
    whole_number: '0～9の数字だけで整数を入力してください。',
    start_too_far: '開始日は本日から2年以内の日付にしてください。',
    end_too_far: '終了日は本日から2年6か月以内の日付にしてください。',
    images_duplicate: '同じ画像が重複して指定されています。',
    translations: '原文以外の各言語について、訳文は1つまで指定できます。',
    ids_duplicate: '同じ担当者が重複して指定されています。',
    checkbox_required: '続けるにはチェックを入れてください。',
    representatives_min: '担当者を1名以上選択してください。',
    representatives_max: '担当者は{{max}}名まで選択できます。',
    signatory_not_representative: '契約署名者は、選択した担当者の中から指定してください。',
    representative_not_in_company: '担当者には自社のユーザーを選択してください。',
    signatory_not_authorised: '登録済みの契約署名者を選択してください。',
    https_url: 'https:// で始まるURLを入力してください。',
    coordinator_required: 'コーディネーターを選択してください。',
    saved_filter_query: 'この条件は保存できません。一覧を再読み込みしてからもう一度お試しください。',
    saved_filter_alert: '通知を設定できるのは案件の保存検索だけです。',
    saved_filter_name_taken: '同じ名前の保存済み条件がすでにあります。',
    saved_filters_max: '保存できる条件は{{max}}件までです。先にいずれかを削除してください。',
    signed_on_future: '締結日に本日より後の日付は入力できません。',
    signed_on_before_contract: '締結日に契約書の作成日より前の日付は入力できません。',
    coordinator_same: 'この案件はすでにこのコーディネーターに依頼しています。別のコーディネーターを選んでください。',
    month: '年月はYYYY-MMの形式で入力してください。',
    month_order: '終了月は開始月以降にしてください。',
    months_max: '期間は{{max}}か月以内で選択してください。',
    unknown_option: '表示された選択肢から選んでください。',
    identifying_terms: '両社がNDAに同意するまで相手企業が読む文章です。貴社を特定できる語句（{{terms}}）を削除してください。',
    signatory_required: '契約署名者を選択してください。',
    exchange_rate: '0より大きいレートを小数点以下6桁までで入力してください。',
    glossary_terms_min: '用語を1つ以上入力してください。',
    glossary_terms_max: '各言語の用語は{{max}}個までです。',
    glossary_term_taken: '別のグループの用語です：{{term}}',
    glossary_csv_size: 'ファイルが大きすぎます（1 MBまで）。',
    glossary_csv_header: '1行目は group_id,ja,en,th にしてください。',
    glossary_csv_columns: '{{line}}行目：列は4つにしてください。',
    glossary_csv_id: '{{line}}行目：グループIDが正しくないか、重複しています。',
    glossary_csv_empty: '{{line}}行目：用語がありません。',
    glossary_csv_too_long: '{{line}}行目：{{max}}文字を超える用語があります。',
    glossary_csv_too_many: '{{line}}行目：1つの言語の用語が{{max}}個を超えています。',
    glossary_csv_taken: '{{line}}行目：{{term}} は{{other}}行目の用語でもあります。',
  },
  th: {
    required: 'กรุณากรอกข้อมูลในช่องนี้',
    max: 'กรอกได้ไม่เกิน {{max}} ตัวอักษร',
    amount: 'กรุณากรอกจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
    date: 'กรุณากรอกวันที่ให้ถูกต้อง',
    date_not_past: 'วันที่ต้องเป็นวันนี้หรือหลังจากนี้',
    period_order: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
    period_max: 'ระยะเวลารับสมัครต้องไม่เกินหกเดือน',
    price_range: 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด',
    images_min: 'กรุณาเพิ่มรูปภาพอย่างน้อยหนึ่งรูป',
    images_max: 'เพิ่มรูปภาพได้ไม่เกิน 10 รูป',
    image_missing: 'ไม่พบรูปภาพ กรุณาอัปโหลดอีกครั้ง',
    industry: 'กรุณาเลือกหมวดย่อยที่อยู่ในหมวดหลักที่เลือก',
    checklist: 'กรุณาทำเครื่องหมายทุกข้อในรายการตรวจสอบก่อนอนุมัติ',
    invalid_characters: 'ช่องนี้มีอักขระควบคุมที่ใช้ไม่ได้ กรุณาลบออก',
    page_depth: 'แสดงผลการค้นหาได้เฉพาะ 2,000 รายการแรกเท่านั้น กรุณาระบุเงื่อนไขให้แคบลง',
    whole_number: 'กรุณากรอกจำนวนเต็มโดยใช้ตัวเลข 0–9 เท่านั้น',
    start_too_far: 'วันเริ่มต้นต้องไม่เกินสองปีนับจากวันนี้',
    end_too_far: 'วันสิ้นสุดต้องไม่เกินสองปีครึ่งนับจากวันนี้',
    images_duplicate: 'มีการระบุรูปภาพเดียวกันซ้ำกัน',
    translations: 'ระบุฉบับแปลได้ภาษาละไม่เกินหนึ่งฉบับ และต้องไม่ใช่ภาษาของต้นฉบับ',
    ids_duplicate: 'มีการระบุบุคคลเดียวกันซ้ำกัน',
    checkbox_required: 'กรุณาทำเครื่องหมายในช่องนี้เพื่อดำเนินการต่อ',
    representatives_min: 'กรุณาเลือกผู้รับผิดชอบอย่างน้อยหนึ่งคน',
    representatives_max: 'เลือกผู้รับผิดชอบได้ไม่เกิน {{max}} คน',
    signatory_not_representative: 'ผู้ลงนามในสัญญาต้องเป็นหนึ่งในผู้รับผิดชอบที่เลือกไว้',
    representative_not_in_company: 'ผู้รับผิดชอบต้องเป็นผู้ใช้ของบริษัทคุณเอง',
    signatory_not_authorised: 'กรุณาเลือกผู้ลงนามในสัญญาที่ลงทะเบียนไว้',
    https_url: 'กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย https://',
    coordinator_required: 'กรุณาเลือกผู้ประสานงาน',
    saved_filter_query: 'ไม่สามารถบันทึกเงื่อนไขนี้ได้ กรุณาโหลดรายการใหม่แล้วลองอีกครั้ง',
    saved_filter_alert: 'ตั้งการแจ้งเตือนได้เฉพาะการค้นหาข้อเสนอที่บันทึกไว้เท่านั้น',
    saved_filter_name_taken: 'คุณมีเงื่อนไขที่บันทึกไว้ชื่อนี้อยู่แล้ว',
    saved_filters_max: 'บันทึกเงื่อนไขได้สูงสุด {{max}} รายการ กรุณาลบรายการใดรายการหนึ่งก่อน',
    signed_on_future: 'วันที่ลงนามต้องไม่เกินวันนี้',
    signed_on_before_contract: 'วันที่ลงนามต้องไม่ก่อนวันที่สร้างสัญญา',
    coordinator_same: 'งานนี้เสนอให้ผู้ประสานงานคนนี้อยู่แล้ว กรุณาเลือกคนอื่น',
    month: 'กรุณาระบุเดือนในรูปแบบ YYYY-MM',
    month_order: 'เดือนสุดท้ายต้องไม่ก่อนเดือนแรก',
    months_max: 'กรุณาเลือกช่วงเวลาไม่เกิน {{max}} เดือน',
    unknown_option: 'กรุณาเลือกจากตัวเลือกที่มีให้',
    identifying_terms: 'อีกบริษัทจะอ่านข้อความนี้ก่อนที่ทั้งสองฝ่ายจะตกลง NDA กรุณาลบข้อมูลที่ระบุตัวบริษัทของคุณออก ({{terms}})',
    signatory_required: 'กรุณาเลือกผู้ลงนามในสัญญา',
    exchange_rate: 'กรุณากรอกอัตราที่มากกว่า 0 และมีทศนิยมไม่เกิน 6 ตำแหน่ง',
    glossary_terms_min: 'กรุณากรอกคำศัพท์อย่างน้อยหนึ่งคำ',
    glossary_terms_max: 'กรอกคำศัพท์ได้ไม่เกินภาษาละ {{max}} คำ',
    glossary_term_taken: 'เป็นคำศัพท์ของกลุ่มอื่นอยู่แล้ว: {{term}}',
    glossary_csv_size: 'ไฟล์มีขนาดใหญ่เกินไป (ไม่เกิน 1 MB)',
    glossary_csv_header: 'บรรทัดแรกต้องเป็น group_id,ja,en,th',
    glossary_csv_columns: 'บรรทัดที่ {{line}}: แถวต้องมี 4 คอลัมน์',
    glossary_csv_id: 'บรรทัดที่ {{line}}: รหัสกลุ่มไม่ถูกต้องหรือซ้ำกัน',
    glossary_csv_empty: 'บรรทัดที่ {{line}}: แถวนี้ไม่มีคำศัพท์',
    glossary_csv_too_long: 'บรรทัดที่ {{line}}: มีคำศัพท์ที่ยาวเกิน {{max}} ตัวอักษร',
    glossary_csv_too_many: 'บรรทัดที่ {{line}}: มีคำศัพท์ในภาษาเดียวเกิน {{max}} คำ',
    glossary_csv_taken: 'บรรทัดที่ {{line}}: {{term}} เป็นคำศัพท์ของบรรทัดที่ {{other}} ด้วย',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationKey = keyof (typeof validationMessages)['en'];

/**
 * The message a schema sets: `validation.<key>`, with its parameters after a `?` as in a query
 * string (`validation.max?max=120`), so it stays one string through zod, the form library and the
 * API's field errors, and each side fills the placeholders in its own language.
 */
export function validationKey(key: ValidationKey, params?: Record<string, number | string>): string {
  if (!params) return `validation.${key}`;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `validation.${key}?${query.toString()}`;
}

/** The text for a `validation.*` key, its placeholders filled, or the message itself when it is not such a key. */
export function translateValidation(message: string, language: Language): string {
  if (!message.startsWith('validation.')) return message;
  const [name = '', query = ''] = message.slice('validation.'.length).split('?', 2);
  const key = name as ValidationKey;
  const text: string | undefined = validationMessages[language][key] ?? validationMessages.en[key];
  if (text === undefined) return message;
  const params = new URLSearchParams(query);
  const numbers = new Intl.NumberFormat(language);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, param: string) => {
    const value = params.get(param);
    if (value === null) return placeholder;
    return /^\d+$/.test(value) ? numbers.format(Number(value)) : value;
  });
}
