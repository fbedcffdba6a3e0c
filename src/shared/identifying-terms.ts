/**
 * What identifies a company in a text the other side reads before both NDAs are agreed
 * (docs/decisions/031-identifying-text.md). One module for the server, which refuses such text, the
 * forms, which warn as the user types, and the bank's offer review, which shows what it found.
 *
 * `writerTerms` lists a company's identifying terms from its profile and users: every form of its
 * names (with and without legal form, kana, the distinctive part: 田中精密工業株式会社 → 田中精密,
 * 田中), its representative's and users' names, e-mail addresses and their domains (not public
 * webmail), phone numbers (compared by digits), its website's host, its address and its branch.
 * `findIdentifyingTerms` finds them in texts, field by field. No DOM, no Node: both sides run it.
 */
import { normaliseText } from './normalise-text.ts';
import type { Company, User } from './schemas/session.ts';

export const IDENTIFYING_TERM_KINDS = [
  'company_name',
  'representative',
  'user_name',
  'email',
  'email_domain',
  'phone',
  'website',
  'address',
  'branch',
] as const;
export type IdentifyingTermKind = (typeof IDENTIFYING_TERM_KINDS)[number];

/** One term as the profile writes it (the form shown to the user), and what kind of fact it is. */
export interface IdentifyingTerm {
  kind: IdentifyingTermKind;
  term: string;
}

/** A term found, and the fields whose text contains it. */
export interface FoundTerm<F extends string> extends IdentifyingTerm {
  fields: F[];
}

/** The profile fields the terms are built from: the own-company and users answers of the API. */
export interface WriterProfile {
  company: Pick<
    Company,
    | 'name'
    | 'name_en'
    | 'name_kana'
    | 'representative_name'
    | 'representative_name_en'
    | 'address'
    | 'address_en'
    | 'website'
    | 'phone'
    | 'branch_name'
    | 'branch_name_en'
  >;
  users: Pick<User, 'name' | 'display_name' | 'username_native' | 'username_en' | 'email' | 'phone'>[];
}

// ---- company names ---------------------------------------------------------------------------

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
 * one at a time to reach the distinctive part.
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
/**
 * Words that many companies' names start with and ordinary text uses every day (a country, a
 * region, a city): never a term on their own, only inside a longer form of the name (Siam
 * Components, สยามคอมโพเนนท์). Compared normalised.
 */
const COMMON_WORDS = new Set(
  [
    'siam', 'สยาม', 'thai', 'thailand', 'ไทย', 'ประเทศไทย', 'japan', 'nippon', 'nihon', '日本', 'ニッポン', 'ニホン', 'にっぽん',
    'asia', 'asian', 'アジア', 'เอเชีย', 'global', 'グローバル', 'โกลบอล', 'pacific', 'tokyo', '東京', 'トウキョウ', 'bangkok',
    'กรุงเทพ', 'バンコク', 'osaka', '大阪', 'オオサカ', 'new', 'first', 'united', 'general', 'royal', 'star', 'best', 'east', 'west',
  ].map(normaliseText),
);

const LATIN = /^[\p{Script=Latin}\p{N}\p{M} .,&'/()-]+$/u;
/** Enough characters to name something: three Latin letters (Sun would be too common), two otherwise (田中). */
const longEnough = (term: string) => Array.from(term.replace(/[\s.,&'/()-]/gu, '')).length >= (LATIN.test(term) ? 3 : 2);
const tidy = (text: string) => text.replace(/[\s,.・、]+/gu, ' ').trim();

/** The name without its legal form, then without each trailing generic word in turn. */
export function distinctiveParts(name: string | null | undefined): string[] {
  if (!name) return [];
  let rest = name.normalize('NFKC');
  for (const form of LEGAL_FORMS) rest = rest.replace(form, ' ');
  rest = tidy(rest);
  const parts: string[] = [];
  while (rest && longEnough(rest)) {
    if (!COMMON_WORDS.has(normaliseText(rest))) parts.push(rest);
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

// ---- the other terms -------------------------------------------------------------------------

/**
 * Mail providers anyone can use: their domain says nothing about the company. Product-owned: the
 * large international ones and those common in Japan and Thailand.
 */
export const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.jp', 'yahoo.co.th', 'ymail.com', 'outlook.com', 'outlook.jp',
  'hotmail.com', 'hotmail.co.jp', 'hotmail.co.th', 'live.com', 'live.jp', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
  'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'mail.com', 'zoho.com', 'docomo.ne.jp', 'ezweb.ne.jp', 'au.com',
  'softbank.ne.jp', 'i.softbank.jp', 'ymobile.ne.jp', 'nifty.com', 'biglobe.ne.jp', 'ocn.ne.jp', 'so-net.ne.jp',
]);

/** Branch names that every bank has: they narrow nothing down. */
const GENERIC_BRANCHES = new Set(['本店', '本店営業部', '本部', 'head office', 'main branch', 'head office branch', 'สำนักงานใหญ่'].map(normaliseText));

/** A person's name as written, without spaces (田中一郎), and a two-word Latin name the other way round (Tanaka Ichiro). */
function personForms(name: string | null | undefined): string[] {
  if (!name) return [];
  const clean = tidy(name.normalize('NFKC'));
  if (!clean || !longEnough(clean) || COMMON_WORDS.has(normaliseText(clean))) return [];
  const words = clean.split(' ');
  const forms = [clean];
  if (words.length === 2 && LATIN.test(clean)) forms.push(`${words[1]} ${words[0]}`);
  return forms;
}

/** The host of a web address, without `www.` (tanaka-precision.example). */
function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The identifying terms of a writer's company, each once (first kind wins), as the profile writes them. */
export function writerTerms(profile: WriterProfile): IdentifyingTerm[] {
  const { company, users } = profile;
  const terms: IdentifyingTerm[] = [];
  const seen = new Set<string>();
  const add = (kind: IdentifyingTermKind, term: string | null | undefined) => {
    const value = term?.trim();
    if (!value) return;
    const key = normaliseText(value);
    if (seen.has(key)) return;
    seen.add(key);
    terms.push({ kind, term: value });
  };
  for (const name of [company.name, company.name_en, company.name_kana]) if (name) add('company_name', name.normalize('NFKC'));
  for (const name of [company.name, company.name_en, company.name_kana]) for (const part of distinctiveParts(name)) add('company_name', part);
  for (const name of [company.representative_name, company.representative_name_en]) for (const form of personForms(name)) add('representative', form);
  for (const user of users) {
    for (const name of [user.name, user.display_name, user.username_native, user.username_en]) for (const form of personForms(name)) add('user_name', form);
  }
  const emails = users.map((u) => u.email?.trim()).filter((e): e is string => !!e && e.includes('@'));
  for (const email of emails) add('email', email.toLowerCase());
  for (const email of emails) {
    const domain = emailDomain(email);
    if (domain.includes('.') && !PUBLIC_MAIL_DOMAINS.has(domain)) add('email_domain', domain);
  }
  for (const phone of [company.phone, ...users.map((u) => u.phone)]) if (phone && phoneDigits(phone).length >= MIN_PHONE_DIGITS) add('phone', phone.trim());
  add('website', websiteHost(company.website));
  for (const address of [company.address, company.address_en]) if (address && compact(address).length >= 6) add('address', address);
  for (const branch of [company.branch_name, company.branch_name_en]) if (branch && !GENERIC_BRANCHES.has(normaliseText(branch)) && longEnough(branch)) add('branch', branch);
  return terms;
}

// ---- finding them ----------------------------------------------------------------------------

/** Digits of a phone number without the trunk 0 or a country code: what every way of writing it shares. */
const MIN_PHONE_DIGITS = 8;
function phoneDigits(phone: string): string {
  const digits = phone.normalize('NFKC').replace(/\D/g, '');
  // +81-3-3450-1200 → 334501200; 03-3450-1200 → 334501200; 0066 2 000 1234 → 20001234.
  if (/^\s*(\+|00)/.test(phone.normalize('NFKC'))) return digits.replace(/^(00)?\d{2}0?/, '');
  return digits.replace(/^0+/, '');
}
/** Runs of digits with the separators phone numbers are written with. */
const PHONE_LIKE = /\+?[\d(][\d\s().\-‐–]{5,}\d/gu;

/** Text without any whitespace: 田中 一郎 and 田中一郎, a Thai address with or without spaces, compare equal. */
const compact = (text: string) => normaliseText(text).replace(/\s+/gu, '');

/** Only the letters and digits: a name inside a web address (tanaka-precision) is inside it. */
const letters = (text: string) => normaliseText(text).replace(/[^\p{L}\p{N}\p{M}]+/gu, '');

interface PreparedText {
  normal: string;
  /** The Latin-style words of the text, one space between them and one at each end. */
  words: string;
  compact: string;
  phones: string[];
}

const NON_WORD = /[^\p{L}\p{N}\p{M}]+/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const wordsOf = (text: string) => ` ${text.split(NON_WORD).filter(Boolean).join(' ')} `;

function prepare(text: string): PreparedText {
  const nfkc = text.normalize('NFKC');
  const normal = normaliseText(nfkc);
  return {
    normal,
    words: wordsOf(normal),
    compact: compact(nfkc),
    phones: (nfkc.match(PHONE_LIKE) ?? []).map((run) => run.replace(/\D/g, '')),
  };
}

/** Whether the needle occurs with no letter or digit (nor, before it, one of `joinedBefore`) right next to it. */
function occursAlone(haystack: string, needle: string, joinedBefore: string): boolean {
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) {
    const before = haystack[i - 1];
    const after = haystack[i + needle.length];
    if (before !== undefined && (WORD_CHAR.test(before) || joinedBefore.includes(before))) continue;
    if (after !== undefined && WORD_CHAR.test(after)) continue;
    return true;
  }
  return false;
}

/**
 * How a term is looked for. Latin names: whole words, whatever their case or the spaces and
 * punctuation between them (Siam in "Siam-based", not in "Siamese"). E-mail addresses and hosts:
 * whole (a host not inside a longer one). Other scripts, written without spaces: anywhere, spaces
 * ignored. Phone numbers: by digits, with or without the country code or the trunk 0. Plain string
 * searches over a text prepared once: the form runs this at every keystroke.
 */
function matcher(term: IdentifyingTerm): (text: PreparedText) => boolean {
  if (term.kind === 'phone') {
    const digits = phoneDigits(term.term);
    return (text) => text.phones.some((run) => run.endsWith(digits) && /^(00)?\d{0,3}0?$/.test(run.slice(0, -digits.length)));
  }
  const needle = normaliseText(term.term);
  // An address not inside a longer one; a host after `@`, `www.` or any subdomain is still the host.
  if (term.kind === 'email') return (text) => occursAlone(text.normal, needle, '._+-');
  if (term.kind === 'email_domain' || term.kind === 'website') return (text) => occursAlone(text.normal, needle, '-');
  if (LATIN.test(needle)) {
    const words = wordsOf(needle);
    if (words.trim() === '') return () => false;
    return (text) => text.words.includes(words);
  }
  const compactNeedle = compact(needle);
  return (text) => text.compact.includes(compactNeedle);
}

/**
 * The terms the texts contain, with the fields that contain each, longest first; a shorter form
 * only where it adds a field (田中 adds nothing where 田中精密 was found in the same fields).
 */
export function findIdentifyingTerms<F extends string>(
  terms: readonly IdentifyingTerm[],
  texts: Partial<Record<F, string | null | undefined>>,
): FoundTerm<F>[] {
  const prepared = (Object.entries(texts) as [F, string | null | undefined][])
    .filter(([, text]) => !!text)
    .map(([field, text]) => [field, prepare(text!)] as const);
  if (prepared.length === 0) return [];
  const found = terms
    .map((term) => {
      const matches = matcher(term);
      return { ...term, fields: prepared.filter(([, text]) => matches(text)).map(([field]) => field) };
    })
    .filter((f) => f.fields.length > 0)
    .sort((a, b) => Array.from(b.term).length - Array.from(a.term).length);
  return found.filter(
    (f) =>
      !found.some(
        (longer) =>
          longer !== f &&
          letters(longer.term).includes(letters(f.term)) &&
          f.fields.every((field) => longer.fields.includes(field)),
      ),
  );
}

/** The terms found, quoted and listed for a message: “田中精密”, “i.tanaka@tanaka-precision.example”. */
export function listTerms(found: readonly IdentifyingTerm[]): string {
  return [...new Set(found.map((f) => `“${f.term}”`))].join(', ');
}
