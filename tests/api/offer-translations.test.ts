// An offer read across the language border (docs/product/languages.md#reading-the-other-side,
// decisions 049 and 050): the author's versions in other languages, the bank's corrections with
// their events, out-of-date marking, the identifying-text check on every version, search over every
// version with the language of the match, and machine translation behind its port — kept once per
// text and language pair, failing soft, off when unconfigured, kept from the cloud where a bank says.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, machineTranslations, offerTranslations } from '../../src/server/db/schema/index.ts';
import type { MachineTranslator } from '../../src/server/lib/machine-translation/machine-translation.ts';
import { MachineTranslationError } from '../../src/server/lib/machine-translation/machine-translation.ts';
import type { ManagedOffer, OfferList, PartnerOffer } from '../../src/shared/schemas/offer-views.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';

/** The port's fake: "[th] text", counting what it is sent; it can fail, and pretend to be a cloud service. */
const fake = {
  calls: [] as { texts: string[]; from: string; to: string }[],
  fail: false,
  cloud: false,
};
const translator: MachineTranslator = {
  provider: 'libretranslate',
  get cloud() {
    return fake.cloud;
  },
  async translate(texts, from, to) {
    fake.calls.push({ texts, from, to });
    if (fake.fail) throw new MachineTranslationError('libretranslate', 'unavailable', 'down');
    return texts.map((text) => `[${to}] ${text}`);
  },
};

let t: TestApp;
let off: TestApp;
let operator: SignedIn;
let tanaka: SignedIn;
let minato: SignedIn;
let otherBank: SignedIn;
let somchai: SignedIn;
let somchaiId: string;
let coordinator: SignedIn;
let minatoId: string;
let platformId: string;

const JA = { title: '精密減速機の製造ライン譲渡', description: '小型精密減速機の製造ライン一式を譲渡します。', features: '月産3,000台の実績。', requests: '' };
const EN = { language: 'en', title: 'Transfer of a precision reducer production line', description: 'A complete production line for small precision reducers.', features: 'Proven output of 3,000 units a month.', requests: '' };
const TH = { language: 'th', title: 'โอนสายการผลิตเกียร์ทดความแม่นยำสูง', description: 'สายการผลิตเกียร์ทดขนาดเล็กครบชุด', features: 'กำลังการผลิต 3,000 ชุดต่อเดือน', requests: '' };

async function register(who: SignedIn, overrides: Record<string, unknown>) {
  const image = (await uploadImage(t.app, who)).json<{ image_id: string }>();
  return t.call(who, 'POST', '/api/offers', { intent: 'register', offer: offerFields([image.image_id], { ...JA, language: 'ja', ...overrides }) });
}

async function publish(offer: ManagedOffer) {
  const res = await t.call(minato, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, {
    version: offer.version,
    checklist: ['customer_verified', 'content_accurate', 'no_confidential_information', 'no_prohibited_content', 'price_and_period_reasonable'],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManagedOffer>();
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { translator });
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  platformId = office.id;
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'tr-minato', name: '株式会社みなと銀行', nameEn: 'Minato Bank' });
  minatoId = bank.id;
  const other = await buildOrganisation(t.db, { role: 'bank', bankCode: 'tr-other', name: '別銀行' });
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'tr-siam', name: 'ธนาคารสยาม', country: 'TH' });
  const co = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'tr-minato', name: '田中精密工業株式会社', nameEn: 'Tanaka Seimitsu Kogyo' });
  const thCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'tr-siam', country: 'TH', name: 'สยามออโตพาร์ท' });
  const coord = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Coordinator' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
  tanaka = await signIn(t.app, (await buildUser(t.db, { organisationId: co.id, userType: 'administrator', language: 'ja' })).id, 'tr-minato');
  minato = await signIn(t.app, (await buildUser(t.db, { organisationId: bank.id, userType: 'administrator' })).id, 'tr-minato');
  otherBank = await signIn(t.app, (await buildUser(t.db, { organisationId: other.id, userType: 'administrator' })).id, 'tr-other');
  somchaiId = (await buildUser(t.db, { organisationId: thCo.id, language: 'th', isContractSignatory: true })).id;
  somchai = await signIn(t.app, somchaiId, 'tr-siam');
  coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coord.id })).id);
  off = await createTestApp({}, undefined, { translator: null });
});

afterAll(async () => {
  await t.close();
  await off.close();
});

describe("the author's versions", () => {
  it('are kept with the offer, read by each reader in their language, the original beside them', async () => {
    const res = await register(tanaka, { translations: [EN, TH] });
    expect(res.statusCode, res.body).toBe(200);
    const offer = await publish(res.json<ManagedOffer>());
    expect(offer.language).toBe('ja');
    expect(offer.translations.map((v) => [v.language, v.origin, v.out_of_date, v.title])).toEqual([
      ['en', 'author', false, EN.title],
      ['th', 'author', false, TH.title],
    ]);
    fake.calls.length = 0;
    const read = await t.call(somchai, 'GET', `/api/offers/${offer.offer_id}/partner?translate_to=th`);
    expect(read.statusCode).toBe(200);
    const partner = read.json<PartnerOffer>();
    // The original is the offer's own fields; the person's version needs no machine.
    expect(partner.title).toBe(JA.title);
    expect(partner.machine_translation).toBe('not_needed');
    expect(partner.translations.find((v) => v.language === 'th')).toMatchObject({ origin: 'author', title: TH.title, provider: null });
    expect(fake.calls).toEqual([]);
  });

  it('are found by search in every language, and the result says in which one the keyword matched', async () => {
    const res = await register(tanaka, { title: '食品工場の設備を譲渡', translations: [{ ...TH, title: 'ขายอุปกรณ์โรงงานอาหารแช่แข็ง' }] });
    const offer = await publish(res.json<ManagedOffer>());
    const search = async (keyword: string) =>
      (await t.call(somchai, 'GET', `/api/offers/search?keyword=${encodeURIComponent(keyword)}`)).json<OfferList>().items.find((i) => i.offer_id === offer.offer_id);
    const thai = await search('อาหารแช่แข็ง');
    expect(thai).toMatchObject({ language: 'ja', title: '食品工場の設備を譲渡', matched_language: 'th' });
    expect(thai?.title_versions).toContainEqual({ language: 'th', origin: 'author', provider: null, title: 'ขายอุปกรณ์โรงงานอาหารแช่แข็ง' });
    expect(await search('食品工場')).toMatchObject({ matched_language: 'ja' });
  });

  it("go with the offer into its negotiations and to-do items, so their readers' lists name it in their language", async () => {
    const registered = (await register(tanaka, { translations: [EN, TH] })).json<ManagedOffer>();
    // The bank's to-do names it with its versions too.
    const todo = (await t.call(minato, 'GET', '/api/todo?per_page=100')).json<{ items: { subject_id: string; offer_language: string; title_versions: unknown[] }[] }>();
    expect(todo.items.find((i) => i.subject_id === registered.offer_id)).toMatchObject({ offer_language: 'ja', title_versions: [expect.objectContaining({ language: 'en', title: EN.title }), expect.objectContaining({ language: 'th', title: TH.title })] });
    const offer = await publish(registered);
    const consent = { confirm_authority: true, accept_terms: true, pre_nda_consent: true };
    const applied = await t.call(somchai, 'POST', '/api/negotiations', {
      offer_id: offer.offer_id,
      application_details: 'สนใจซื้อสายการผลิตทั้งชุด',
      representative_user_ids: [somchaiId],
      signatory_user_id: somchaiId,
      ...consent,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { trading_id } = applied.json<{ trading_id: string }>();
    const detail = (await t.call(somchai, 'GET', `/api/negotiations/${trading_id}`)).json<{ offer: Record<string, unknown> }>();
    expect(detail.offer).toMatchObject({ title: JA.title, language: 'ja' });
    expect(detail.offer.title_versions).toContainEqual({ language: 'th', origin: 'author', provider: null, title: TH.title });
    const list = (await t.call(somchai, 'GET', '/api/negotiations')).json<{ items: { trading_id: string; offer: Record<string, unknown> }[] }>();
    expect(list.items.find((i) => i.trading_id === trading_id)?.offer.title_versions).toHaveLength(2);
  });

  it('that name the company are refused like the original, field by field; a version in the original language or twice is a 400', async () => {
    const before = Number((await t.db.select({ n: sql<number>`count(*)` }).from(offerTranslations))[0]!.n);
    const named = await register(tanaka, { translations: [EN, { ...TH, features: 'ติดต่อ Tanaka Seimitsu Kogyo โดยตรง' }] });
    expect(named.statusCode).toBe(422);
    expect(Object.keys(named.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['offer.translations.1.features']);
    expect((await register(tanaka, { translations: [{ ...EN, language: 'ja' }] })).statusCode).toBe(400);
    expect((await register(tanaka, { translations: [EN, EN] })).statusCode).toBe(400);
    expect(Number((await t.db.select({ n: sql<number>`count(*)` }).from(offerTranslations))[0]!.n)).toBe(before);
  });

  it('go out of date when the original changes, until the author rewrites or confirms them', async () => {
    // A published offer is edited by registering it again (docs/product/offers.md#offer-lifecycle).
    const created = await publish((await register(tanaka, { translations: [EN, TH] })).json<ManagedOffer>());
    const fields = (overrides: Record<string, unknown>) => offerFields(created.images.map((i) => i.image_id), { ...JA, language: 'ja', ...overrides });
    const saved = await t.call(tanaka, 'PUT', `/api/offers/${created.offer_id}`, {
      intent: 'register',
      version: created.version,
      offer: fields({ features: '月産5,000台の実績。', translations: [EN, TH] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = saved.json<ManagedOffer>();
    expect(stale.translations.map((v) => [v.language, v.out_of_date])).toEqual([['en', true], ['th', true]]);
    await publish(stale);
    const confirmed = await t.call(tanaka, 'PUT', `/api/offers/${created.offer_id}`, {
      intent: 'register',
      version: stale.version + 1,
      offer: fields({ features: '月産5,000台の実績。', translations: [{ ...EN, features: 'Proven output of 5,000 units a month.' }, { ...TH, confirm: true }] }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ManagedOffer>().translations.map((v) => [v.language, v.out_of_date])).toEqual([['en', false], ['th', false]]);
    // A form that sends no version of a language removes it.
    await publish(confirmed.json<ManagedOffer>());
    const dropped = await t.call(tanaka, 'PUT', `/api/offers/${created.offer_id}`, {
      intent: 'register',
      version: confirmed.json<ManagedOffer>().version + 1,
      offer: fields({ features: '月産5,000台の実績。', translations: [{ ...EN, features: 'Proven output of 5,000 units a month.' }] }),
    });
    expect(dropped.json<ManagedOffer>().translations.map((v) => v.language)).toEqual(['en']);
  });
});

describe("the bank's corrections", () => {
  it('replace or add a version, with the version the bank saw, and go into the history with what they changed', async () => {
    const offer = (await register(tanaka, { translations: [EN] })).json<ManagedOffer>();
    const url = `/api/bank/offers/${offer.offer_id}/translation`;
    const body = { version: offer.version, ...TH, title: 'โอนสายการผลิตเกียร์ทด (ฉบับแก้ไขโดยธนาคาร)' };
    // Only the offer's own bank: another bank does not know it, the company and the operator may not.
    expect((await t.call(otherBank, 'PUT', url, body)).statusCode).toBe(404);
    expect((await t.call(tanaka, 'PUT', url, body)).statusCode).toBe(403);
    expect((await t.call(operator, 'PUT', url, body)).statusCode).toBe(403);
    expect((await t.call(minato, 'PUT', url, { ...body, language: 'ja' })).statusCode).toBe(400);
    expect((await t.call(minato, 'PUT', url, { ...body, description: 'ติดต่อ 田中精密工業 ได้เลย' })).statusCode).toBe(422);
    const res = await t.call(minato, 'PUT', url, body);
    expect(res.statusCode, res.body).toBe(200);
    const corrected = res.json<ManagedOffer>();
    expect(corrected.version).toBe(offer.version + 1);
    expect(corrected.translations.find((v) => v.language === 'th')).toMatchObject({ origin: 'bank', title: body.title, out_of_date: false });
    expect(corrected.history.at(-1)).toMatchObject({ action: 'offer.correct_translation' });
    const [logged] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.subjectId, offer.offer_id), eq(events.action, 'offer.correct_translation')));
    expect(logged?.payload).toMatchObject({ language: 'th', fields: ['title', 'description', 'features'], before: { title: '' } });
    // The version it saw is gone now: 409, nothing changed.
    expect((await t.call(minato, 'PUT', url, { ...body, title: 'อีกครั้ง' })).statusCode).toBe(409);
  });
});

describe('machine translation', () => {
  it('translates an offer for a reader with no version in their language once, and every later reader reads the stored one', async () => {
    const offer = await publish((await register(tanaka, { title: '冷凍食品の輸出パートナー募集', translations: [] })).json<ManagedOffer>());
    fake.calls.length = 0;
    const first = (await t.call(somchai, 'GET', `/api/offers/${offer.offer_id}/partner?translate_to=en`)).json<PartnerOffer>();
    expect(first.machine_translation).toBe('done');
    expect(first.translations.find((v) => v.origin === 'machine')).toMatchObject({ language: 'en', provider: 'libretranslate', title: '[en] 冷凍食品の輸出パートナー募集' });
    // The approval already had it translated (or this read did): no call for a text translated before.
    const calls = fake.calls.length;
    await t.call(somchai, 'GET', `/api/offers/${offer.offer_id}/partner?translate_to=en`);
    expect(fake.calls.length).toBe(calls);
    const kept = await t.db.select().from(machineTranslations).where(eq(machineTranslations.translatedText, '[en] 冷凍食品の輸出パートナー募集'));
    expect(kept).toHaveLength(1);
  });

  it('puts the machine versions of an approved offer into search, so a reader finds it in their language', async () => {
    const offer = await publish((await register(tanaka, { title: '減速機の部品加工を委託したい', translations: [] })).json<ManagedOffer>());
    let found: OfferList['items'][number] | undefined;
    for (let i = 0; i < 50 && !found; i++) {
      found = (await t.call(somchai, 'GET', `/api/offers/search?keyword=${encodeURIComponent('[th] 減速機')}`)).json<OfferList>().items.find((x) => x.offer_id === offer.offer_id && x.matched_language === 'th');
      if (!found) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(found?.title_versions).toContainEqual({ language: 'th', origin: 'machine', provider: 'libretranslate', title: '[th] 減速機の部品加工を委託したい' });
  });

  it('shows the original with a note when the provider fails, never an error', async () => {
    const offer = await publish((await register(tanaka, { title: '包装機械の販売代理店を探しています', translations: [] })).json<ManagedOffer>());
    fake.fail = true;
    await t.db.delete(machineTranslations);
    try {
      const res = await t.call(somchai, 'GET', `/api/offers/${offer.offer_id}/partner?translate_to=th`);
      expect(res.statusCode).toBe(200);
      expect(res.json<PartnerOffer>()).toMatchObject({ machine_translation: 'failed', title: '包装機械の販売代理店を探しています', translations: [] });
    } finally {
      fake.fail = false;
    }
  });

  it("keeps a bank's customers' texts from a cloud provider when the bank or the platform forbids it", async () => {
    const offer = await publish((await register(tanaka, { title: 'ワイヤーハーネスの製造委託先', translations: [] })).json<ManagedOffer>());
    await t.db.delete(machineTranslations);
    fake.cloud = true;
    try {
      // Only the operator and the bank's own administrator set it.
      expect((await t.call(tanaka, 'PUT', `/api/translation/cloud/${minatoId}`, { cloud_translation: false })).statusCode).toBe(403);
      expect((await t.call(otherBank, 'PUT', `/api/translation/cloud/${minatoId}`, { cloud_translation: false })).statusCode).toBe(404);
      const set = await t.call(minato, 'PUT', `/api/translation/cloud/${minatoId}`, { cloud_translation: false });
      expect(set.statusCode, set.body).toBe(200);
      const read = async () => (await t.call(somchai, 'GET', `/api/offers/${offer.offer_id}/partner?translate_to=th`)).json<PartnerOffer>();
      expect((await read()).machine_translation).toBe('forbidden');
      // Back to the platform's default, which the operator sets to forbid.
      await t.call(minato, 'PUT', `/api/translation/cloud/${minatoId}`, { cloud_translation: null });
      const office = (await t.call(operator, 'GET', '/api/translation')).json<{ abilities: { set_default: boolean }; banks: unknown[] }>();
      expect(office.abilities.set_default).toBe(true);
      expect(office.banks.length).toBeGreaterThanOrEqual(3);
      expect((await t.call(operator, 'PUT', `/api/translation/cloud/${platformId}`, { cloud_translation: false })).statusCode).toBe(200);
      expect((await read()).machine_translation).toBe('forbidden');
      expect((await t.call(tanaka, 'POST', '/api/translation/suggest', { from: 'ja', to: 'en', texts: ['減速機'] })).json()).toMatchObject({ state: 'forbidden' });
      await t.call(operator, 'PUT', `/api/translation/cloud/${platformId}`, { cloud_translation: null });
      expect((await read()).machine_translation).toBe('done');
      const [logged] = await t.db.select().from(events).where(and(eq(events.subjectId, minatoId), eq(events.action, 'organisation.cloud_translation_changed')));
      expect(logged?.payload).toMatchObject({ from: null, to: false });
    } finally {
      fake.cloud = false;
    }
  });

  it('suggests versions for the forms of companies and banks only', async () => {
    const res = await t.call(tanaka, 'POST', '/api/translation/suggest', { from: 'ja', to: 'th', texts: ['減速機', ''] });
    expect(res.json()).toEqual({ state: 'done', texts: ['[th] 減速機', ''], provider: 'libretranslate' });
    expect((await t.call(coordinator, 'POST', '/api/translation/suggest', { from: 'ja', to: 'th', texts: ['x'] })).statusCode).toBe(403);
    expect((await t.call(tanaka, 'POST', '/api/translation/suggest', { from: 'ja', to: 'th', texts: [] })).statusCode).toBe(400);
  });

  it('is off without a provider: the answers say so, and author versions still work', async () => {
    const bank = await buildOrganisation(off.db, { role: 'bank', bankCode: 'off-bank', name: '銀行' });
    const co = await buildOrganisation(off.db, { role: 'enterprise', bankId: bank.id, bankCode: 'off-bank', name: '会社' });
    const who = await signIn(off.app, (await buildUser(off.db, { organisationId: co.id })).id, 'off-bank');
    expect((await off.call(who, 'GET', '/api/translation')).json()).toMatchObject({ enabled: false, provider: null });
    expect((await off.call(who, 'POST', '/api/translation/suggest', { from: 'ja', to: 'en', texts: ['減速機'] })).json()).toEqual({ state: 'off', texts: null, provider: null });
    const image = (await uploadImage(off.app, who)).json<{ image_id: string }>();
    const created = await off.call(who, 'POST', '/api/offers', { intent: 'register', offer: offerFields([image.image_id], { ...JA, language: 'ja', translations: [EN] }) });
    expect(created.statusCode, created.body).toBe(200);
    const read = (await off.call(who, 'GET', `/api/offers/${created.json<ManagedOffer>().offer_id}/manage?translate_to=th`)).json<ManagedOffer>();
    expect(read).toMatchObject({ machine_translation: 'off' });
    expect(read.translations.map((v) => v.language)).toEqual(['en']);
  });
});
