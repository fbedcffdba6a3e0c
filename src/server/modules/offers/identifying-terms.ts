/**
 * Which of its company's names an offer's own text gives away (docs/decisions/012). Partners must
 * not learn who a hidden company is (PRODUCT §2); an offer titled 「さくら亭」の販売権 by さくら食品
 * does exactly that. The bank's review shows the terms found so the reviewer can remand the offer.
 * This is a warning for a person, not a filter: it looks for the names and their distinctive part
 * (the name without its legal form and trailing generic words: 田中精密工業株式会社 → 田中精密, 田中).
 */
import { normaliseSearchText } from './search-grams.ts';

export const IDENTIFYING_FIELDS = ['title', 'description', 'features', 'requests'] as const;
export type IdentifyingField = (typeof IDENTIFYING_FIELDS)[number];
export interface IdentifyingTerm {
  term: string;
  fields: IdentifyingField[];
}

/**
 * Legal forms anywhere in a name (Japanese, kana, Thai, English), removed first. Names are
 * compared in NFKC, which also rewrites some Thai (ำ), so the patterns are normalised alike.
 */
const LEGAL_FORMS = [
  /株式会社|有限会社|合同会社|\(株\)|\(有\)|カブシキガイシャ|カブシキカイシャ|ユウゲンガイシャ|ゴウドウガイシャ/gu,
  /ห้างหุ้นส่วนจำกัด|บริษัท|\(มหาชน\)|จำกัด/gu,
  /(?<![\p{L}\p{N}])(?:public company limited|co\.|co|ltd\.|ltd|inc\.|inc|corp\.|corp|corporation|company|limited|plc|llc|k\.k\.)(?![\p{L}\p{N}])/giu,
].map((form) => new RegExp(form.source.normalize('NFKC'), form.flags));

/**
 * Words that end many company names and say what it does, not who it is; stripped from the end
 * one at a time to reach the distinctive part. Product-owned, like NAME_LEADING_FORMS.
 */
const GENERIC_SUFFIXES = [
  // Japanese and their kana readings
  '工業', '精密', '食品', '製作所', '商事', '産業', '物産', '電機', '化学', '建設', '興業', '商会', '技研', '機械', '製造',
  'ホールディングス', 'グループ', 'コウギョウ', 'セイミツ', 'ショクヒン', 'サンギョウ', 'ショウジ', 'セイサクショ', 'ブッサン', 'デンキ',
  // Thai
  'คอมโพเนนท์', 'อะโกร', 'ฟู้ดส์', 'ฟู้ด', 'อินดัสทรี', 'เทรดดิ้ง', 'กรุ๊ป', 'โฮลดิ้งส์', 'เอ็นจิเนียริ่ง', 'อุตสาหกรรม',
].map((suffix) => suffix.normalize('NFKC'));
const GENERIC_WORDS = new Set([
  'precision', 'foods', 'food', 'components', 'component', 'agro', 'industries', 'industrial', 'industry', 'trading',
  'electric', 'engineering', 'manufacturing', 'holdings', 'group', 'works', 'machinery', 'chemical', 'international',
]);

const LATIN = /^[\p{Script=Latin}\p{N} .&'-]+$/u;
/** Enough characters to name a company: three Latin letters (Sun would be too common), two otherwise (田中). */
const longEnough = (term: string) => Array.from(term).length >= (LATIN.test(term) ? 3 : 2);
const tidy = (text: string) => text.replace(/[\s,.・、]+/gu, ' ').trim();

/** The name without its legal form, then without each trailing generic word in turn. */
export function distinctiveParts(name: string | null | undefined): string[] {
  if (!name) return [];
  let rest = name.normalize('NFKC');
  for (const form of LEGAL_FORMS) rest = rest.replace(form, ' ');
  rest = tidy(rest);
  const parts: string[] = [];
  while (rest && longEnough(rest)) {
    parts.push(rest);
    const words = rest.split(' ');
    const last = words.at(-1)!;
    let next: string | undefined;
    if (words.length > 1 && GENERIC_WORDS.has(last.toLowerCase())) next = words.slice(0, -1).join(' ');
    else {
      const suffix = GENERIC_SUFFIXES.find((s) => last.endsWith(s) && last.length > s.length);
      if (suffix) next = [...words.slice(0, -1), last.slice(0, -suffix.length)].join(' ');
    }
    if (next === undefined) break;
    rest = tidy(next);
  }
  return parts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin terms match whole words (Siam in "Siam-based", not in "Siamese"); others anywhere. */
function matcher(term: string): (text: string) => boolean {
  const needle = normaliseSearchText(term);
  if (!LATIN.test(term)) return (text) => text.includes(needle);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'u');
  return (text) => pattern.test(text);
}

/** The company's names (and their distinctive parts) that the offer's text contains, longest first. */
export function identifyingTerms(
  company: { name: string; nameEn: string | null; nameKana: string | null },
  offer: Record<IdentifyingField, string>,
): IdentifyingTerm[] {
  const candidates = [...new Set([company.name, company.nameEn, company.nameKana].flatMap(distinctiveParts))];
  const texts = IDENTIFYING_FIELDS.map((field) => [field, normaliseSearchText(offer[field] ?? '')] as const);
  const found = candidates
    .map((term) => {
      const matches = matcher(term);
      return { term, fields: texts.filter(([, text]) => matches(text)).map(([field]) => field) };
    })
    .filter((f) => f.fields.length > 0)
    .sort((a, b) => Array.from(b.term).length - Array.from(a.term).length);
  // 田中 adds nothing where 田中精密 was found in the same fields.
  return found.filter(
    (f) =>
      !found.some(
        (longer) =>
          longer !== f &&
          normaliseSearchText(longer.term).includes(normaliseSearchText(f.term)) &&
          f.fields.every((field) => longer.fields.includes(field)),
      ),
  );
}
