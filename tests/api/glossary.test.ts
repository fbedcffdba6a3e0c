// The operator's business glossary (docs/decisions/051-glossary.md): the operator alone reads and
// changes it (every other role 403), bad input is a 400 that changes nothing, a term belongs to one
// group (compared normalised), terms are kept as typed (a Thai ำ stays ำ), the CSV file round-trips
// and a bad one changes nothing; and the offer search finds an offer by any term of a group it
// contains a term of, until the group is removed, saying in which title version the term stands.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, glossaryGroups, glossaryTerms, offers, offerTranslations } from '../../src/server/db/schema/index.ts';
import { offerSearchColumns } from '../../src/server/modules/offers/search-grams.ts';
import { retagsSettled } from '../../src/server/modules/glossary/glossary.service.ts';
import type { GlossaryGroup, GlossaryList } from '../../src/shared/schemas/glossary.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let operator: SignedIn;
let japaneseCompany: SignedIn;
let thaiCompany: SignedIn;
let others: { role: string; who: SignedIn }[];
let japanese: { id: string; bankId: string; branchId: string | null };

const URL = '/api/glossary';
const counts = async () => ({
  groups: Number((await t.db.select({ n: sql<number>`count(*)` }).from(glossaryGroups))[0]!.n),
  terms: Number((await t.db.select({ n: sql<number>`count(*)` }).from(glossaryTerms))[0]!.n),
});
const list = async (q = '') => (await t.call(operator, 'GET', `${URL}?per_page=100${q ? `&q=${encodeURIComponent(q)}` : ''}`)).json<GlossaryList>();
const create = async (body: unknown) => t.call(operator, 'POST', URL, body);
const exportCsv = async () => (await t.call(operator, 'GET', `${URL}/export.csv`)).body;
const searchItems = async (who: SignedIn, url: string, keyword: string) =>
  ((await t.call(who, 'GET', `${url}?keyword=${encodeURIComponent(keyword)}&per_page=100`)).json() as { items: { title: string; matched_language?: string | null }[] }).items;
const searchTitles = async (who: SignedIn, url: string, keyword: string) => (await searchItems(who, url, keyword)).map((i) => i.title);

/** Polls briefly until `check` holds (the re-tagging runs after the answer). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not within 5 s');
}

beforeAll(async () => {
  t = await createTestApp();
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'glossary-bank', name: '港銀行' });
  const co = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'glossary-bank', name: '田中機械工業株式会社' });
  japanese = { id: co.id, bankId: bank.id, branchId: null };
  japaneseCompany = await signIn(t.app, (await buildUser(t.db, { organisationId: co.id })).id, 'glossary-bank');
  const banker = await signIn(t.app, (await buildUser(t.db, { organisationId: bank.id })).id, 'glossary-bank');
  const coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'glossary-coord' });
  const coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coordinatorOrg.id })).id);
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'glossary-th-bank', name: 'ธนาคารกรุงเทพ', country: 'TH' });
  const thCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'glossary-th-bank', country: 'TH', name: 'สยามออโตพาร์ท' });
  thaiCompany = await signIn(t.app, (await buildUser(t.db, { organisationId: thCo.id })).id, 'glossary-th-bank');
  others = [
    { role: 'enterprise', who: japaneseCompany },
    { role: 'enterprise (TH)', who: thaiCompany },
    { role: 'bank', who: banker },
    { role: 'coordinator', who: coordinator },
  ];
});

afterAll(async () => {
  await t.close();
});

describe('the glossary', () => {
  it('the operator adds, lists, searches, edits and removes groups, each change with its event', async () => {
    const res = await create({ ja: [' 軸受 ', 'ベアリング'], en: ['Bearing', 'ＢＥＡＲＩＮＧＳ'], th: ['ตลับลูกปืน'] });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json<GlossaryGroup>();
    // Trimmed, as typed; sorted by their normalised form.
    expect(group).toMatchObject({ ja: ['ベアリング', '軸受'], en: ['Bearing', 'ＢＥＡＲＩＮＧＳ'], th: ['ตลับลูกปืน'] });
    const other = (await create({ ja: ['金型'], en: ['mold', 'die'], th: [] })).json<GlossaryGroup>();

    const all = await list();
    expect(all.total).toBe(2);
    expect(all.items.map((g) => g.id)).toEqual([other.id, group.id]);
    expect((await list('BEAR')).items.map((g) => g.id)).toEqual([group.id]);
    expect((await list('金')).items.map((g) => g.id)).toEqual([other.id]);
    expect((await list('nothing')).total).toBe(0);

    const put = await t.call(operator, 'PUT', `${URL}/${other.id}`, { ja: ['金型'], en: ['mould', 'mold'], th: ['แม่พิมพ์'] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: other.id, ja: ['金型'], en: ['mold', 'mould'], th: ['แม่พิมพ์'] });

    const removed = await t.call(operator, 'DELETE', `${URL}/${other.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.call(operator, 'DELETE', `${URL}/${other.id}`)).statusCode).toBe(404);
    expect((await t.call(operator, 'PUT', `${URL}/${other.id}`, { ja: ['x'], en: [], th: [] })).statusCode).toBe(404);
    expect((await list()).items.map((g) => g.id)).toEqual([group.id]);

    const logged = await t.db.select({ action: events.action, payload: events.payload }).from(events).where(eq(events.subjectType, 'glossary'));
    expect(logged.map((e) => e.action)).toEqual(['glossary.create', 'glossary.create', 'glossary.update', 'glossary.delete']);
    expect(logged[2]!.payload).toMatchObject({ before: { en: ['die', 'mold'] }, after: { en: ['mould', 'mold'] } });
    await t.call(operator, 'DELETE', `${URL}/${group.id}`);
    await retagsSettled();
  });

  it('refuses every other role (403) and changes nothing', async () => {
    const group = (await create({ ja: ['旋盤'], en: ['lathe'], th: [] })).json<GlossaryGroup>();
    const before = await counts();
    for (const { role, who } of others) {
      for (const [method, url, body] of [
        ['GET', URL, undefined],
        ['GET', `${URL}/export.csv`, undefined],
        ['POST', URL, { ja: ['新語'], en: [], th: [] }],
        ['PUT', `${URL}/${group.id}`, { ja: ['新語'], en: [], th: [] }],
        ['DELETE', `${URL}/${group.id}`, undefined],
        ['POST', `${URL}/import`, { csv: 'group_id,ja,en,th\r\n' }],
      ] as const) {
        const res = await t.call(who, method, url, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect(await counts()).toEqual(before);
    await t.call(operator, 'DELETE', `${URL}/${group.id}`);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await counts();
    for (const [body, field] of [
      [{ ja: [], en: [], th: [] }, 'ja'],
      [{ ja: ['  '], en: [], th: [] }, 'ja.0'],
      [{ ja: [], en: ['x'.repeat(41)], th: [] }, 'en.0'],
      [{ ja: [], en: [], th: Array.from({ length: 21 }, (_, i) => `คำ${i}`) }, 'th'],
      [{ ja: ['a'], en: [] }, 'th'],
      [{ ja: 'a', en: [], th: [] }, 'ja'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a term already in another group, on its field; a group may keep its own terms', async () => {
    const first = (await create({ ja: ['減速機'], en: ['reducer'], th: ['เกียร์ทด'] })).json<GlossaryGroup>();
    const before = await counts();
    const res = await create({ ja: ['ギア'], en: ['Reducer'], th: [] });
    expect(res.statusCode).toBe(400);
    // Compared normalised, named as the operator wrote it.
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { en: ['Already a term of another group: Reducer.'] } });
    const second = (await create({ ja: ['ギア'], en: ['gear'], th: [] })).json<GlossaryGroup>();
    const clash = await t.call(operator, 'PUT', `${URL}/${second.id}`, { ja: ['ギア', '減速機'], en: ['gear'], th: [] });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json().fields)).toEqual(['ja']);
    const same = await t.call(operator, 'PUT', `${URL}/${first.id}`, { ja: ['減速機'], en: ['reducer', 'speed reducer'], th: ['เกียร์ทด'] });
    expect(same.statusCode, same.body).toBe(200);
    expect((await counts()).groups).toBe(before.groups + 1);
    for (const id of [first.id, second.id]) await t.call(operator, 'DELETE', `${URL}/${id}`);
    await retagsSettled();
  });

  it('exports CSV (BOM, ` | ` between terms, injection guard) that imports back equal; a bad file changes nothing', async () => {
    await create({ ja: ['減速機'], en: ['reducer', 'speed reducer'], th: ['เกียร์ทด'] });
    await create({ ja: ['-マイナス'], en: ['=sum', 'a,b "c"'], th: [] });
    await create({ ja: [], en: ['bolt'], th: [] });
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFFgroup_id,ja,en,th\r\n')).toBe(true);
    expect(csv).toContain(',減速機,reducer | speed reducer,เกียร์ทด\r\n');
    expect(csv).toContain(`,'-マイナス,"'=sum | a,b ""c""",\r\n`);
    const before = await list();

    const imported = await t.call(operator, 'POST', `${URL}/import`, { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ groups: 3, terms: 8 });
    expect(await exportCsv()).toBe(csv);
    expect((await list()).items.map(({ id, ja, en, th }) => ({ id, ja, en, th }))).toEqual(before.items.map(({ id, ja, en, th }) => ({ id, ja, en, th })));

    const counted = await counts();
    for (const bad of [
      'id,ja,en,th\nx,a,b,c\n',
      'group_id,ja,en,th\n,軸受,bearing,\n,ナット,bearing,\n',
      `group_id,ja,en,th\n,${'長'.repeat(41)},,\n`,
      'group_id,ja,en,th\n,,,\n,ok,,\n',
      'group_id,ja,en,th\nnot-an-id,a,,\n',
      'group_id,ja,en,th\n,a,b\n',
    ]) {
      const res = await t.call(operator, 'POST', `${URL}/import`, { csv: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().fields.csv.length, bad).toBeGreaterThan(0);
    }
    const taken = await t.call(operator, 'POST', `${URL}/import`, { csv: 'group_id,ja,en,th\n,軸受,bearing,\n,ナット,bearing,\n' });
    expect(taken.json().fields.csv).toEqual(['Line 3: bearing is also a term of line 2.']);
    expect(await counts()).toEqual(counted);
    expect(await exportCsv()).toBe(csv);

    // An empty file (the header alone) empties the glossary.
    expect((await t.call(operator, 'POST', `${URL}/import`, { csv: 'group_id,ja,en,th\r\n' })).json()).toEqual({ groups: 0, terms: 0 });
    expect(await counts()).toEqual({ groups: 0, terms: 0 });
    const logged = await t.db.select({ action: events.action }).from(events).where(eq(events.action, 'glossary.import'));
    expect(logged).toHaveLength(2);
    await retagsSettled();
  });
});

describe('terms as typed', () => {
  // "Wastewater treatment" in Thai, typed with SARA AM (ำ, U+0E33) twice: บำบัด, น้ำ. NFKC splits
  // each into NIKHAHIT + SARA AA (U+0E4D U+0E32), which reads the same but is not what was typed.
  const WASTEWATER = 'บ\u0E33บัดน\u0E49\u0E33เสีย';
  const SPLIT = WASTEWATER.normalize('NFKC');

  it('keeps a Thai term with ำ as typed in the answer, the list, the database and the CSV; compares it normalised', async () => {
    expect(SPLIT).not.toBe(WASTEWATER);
    const res = await create({ ja: ['排水処理'], en: [' Wastewater '], th: [` ${WASTEWATER} `, SPLIT] });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json<GlossaryGroup>();
    // Trimmed, as typed; the same term typed the other way is a repeat, left out.
    expect(group).toMatchObject({ ja: ['排水処理'], en: ['Wastewater'], th: [WASTEWATER] });
    expect(group.th[0]).not.toContain('\u0E4D');

    // Listed as typed, found by any form of part of a term.
    for (const q of ['น\u0E49\u0E33', 'น\u0E49\u0E4D\u0E32', 'WASTE']) {
      expect((await list(q)).items.map(({ id, en, th }) => ({ id, en, th })), q).toEqual([{ id: group.id, en: ['Wastewater'], th: [WASTEWATER] }]);
    }
    const stored = await t.db.select({ term: glossaryTerms.term, normalised: glossaryTerms.normalisedTerm }).from(glossaryTerms).where(eq(glossaryTerms.groupId, group.id));
    expect(stored).toEqual(
      expect.arrayContaining([
        { term: WASTEWATER, normalised: SPLIT },
        { term: 'Wastewater', normalised: 'wastewater' },
      ]),
    );

    // Another group may not take it typed another way (split, capitals, full width).
    const before = await counts();
    const clash = await create({ ja: [], en: ['ＷＡＳＴＥＷＡＴＥＲ'], th: [SPLIT] });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json().fields).sort()).toEqual(['en', 'th']);
    expect(await counts()).toEqual(before);

    // The CSV gives back what was typed, and an import of it keeps it.
    const csv = await exportCsv();
    expect(csv).toContain(`,排水処理,Wastewater,${WASTEWATER}\r\n`);
    expect(csv).not.toContain('\u0E4D');
    expect((await t.call(operator, 'POST', `${URL}/import`, { csv })).statusCode).toBe(200);
    expect(await exportCsv()).toBe(csv);
    // A file's terms are taken as written too; a repeat typed the other way is left out.
    const water = 'น\u0E49\u0E33';
    const imported = await t.call(operator, 'POST', `${URL}/import`, { csv: `group_id,ja,en,th\n,水,Water,${water} | ${water.normalize('NFKC')}\n` });
    expect(imported.json(), imported.body).toEqual({ groups: 1, terms: 3 });
    expect(await exportCsv()).toMatch(new RegExp(`,水,Water,${water}\r\n$`));
    expect((await list()).items.map(({ ja, en, th }) => ({ ja, en, th }))).toEqual([{ ja: ['水'], en: ['Water'], th: [water] }]);
    await t.call(operator, 'POST', `${URL}/import`, { csv: 'group_id,ja,en,th\r\n' });
    await retagsSettled();
  });

  it('the search finds offers by the term typed either way, and through its group', async () => {
    const japaneseOffer = await buildOffer(t.db, { owner: japanese, title: '排水処理設備の譲渡', language: 'ja', targetCountry: 'TH' });
    const thaiOffer = await buildOffer(t.db, { owner: japanese, title: `ขายระบบ${WASTEWATER}`, language: 'th', targetCountry: 'TH' });
    const group = (await create({ ja: ['排水処理'], en: ['wastewater'], th: [WASTEWATER] })).json<GlossaryGroup>();
    const found = async (keyword: string) =>
      Object.fromEntries(
        (await searchItems(thaiCompany, '/api/offers/search', keyword))
          .filter((i) => [japaneseOffer.title, thaiOffer.title].includes(i.title))
          .map((i) => [i.title, i.matched_language]),
      );
    await eventually(async () => Object.keys(await found(WASTEWATER)).length === 2);
    const both = { [japaneseOffer.title]: 'ja', [thaiOffer.title]: 'th' };
    for (const keyword of [WASTEWATER, SPLIT, '排水処理', 'WASTEWATER']) expect(await found(keyword), keyword).toEqual(both);
    expect((await t.call(operator, 'DELETE', `${URL}/${group.id}`)).statusCode).toBe(204);
    await retagsSettled();
    // Without the group, each keyword finds its own language's title alone.
    await eventually(async () => Object.keys(await found(WASTEWATER)).length === 1);
    expect(await found(SPLIT)).toEqual({ [thaiOffer.title]: 'th' });
    expect(await found('排水処理')).toEqual({ [japaneseOffer.title]: 'ja' });
  });
});

describe('search across languages', () => {
  it('a Thai company searching "reducer" finds a Japanese offer titled with 減速機 once the group exists, and not after it is removed', async () => {
    await buildOffer(t.db, { owner: japanese, title: '減速機の製造ラインを売却', language: 'ja', targetCountry: 'TH' });
    await buildOffer(t.db, { owner: japanese, title: '旋盤の売却', targetCountry: 'TH' });
    const partner = (keyword: string) => searchTitles(thaiCompany, '/api/offers/search', keyword);
    const office = (keyword: string) => searchTitles(operator, '/api/kokopelli/offers', keyword);
    expect(await partner('reducer')).toEqual([]);

    const group = (await create({ ja: ['減速機'], en: ['reducer'], th: ['เกียร์ทด'] })).json<GlossaryGroup>();
    await eventually(async () => (await partner('reducer')).length > 0);
    expect(await partner('reducer')).toEqual(['減速機の製造ラインを売却']);
    expect(await partner('เกียร์ทด')).toEqual(['減速機の製造ラインを売却']);
    expect(await office('REDUCER')).toEqual(['減速機の製造ラインを売却']);
    // Only a whole term names a group; its keyword grams are as they were.
    expect(await partner('reduce')).toEqual([]);
    expect(await partner('減速機')).toEqual(['減速機の製造ラインを売却']);

    // An offer written after the group carries its tag at once (write-time tagging).
    const draft = await t.call(japaneseCompany, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'เกียร์ทด for export' } });
    expect(draft.statusCode, draft.body).toBe(200);
    const [row] = await t.db.select({ grams: offers.searchGrams }).from(offers).where(eq(offers.id, draft.json().offer_id));
    expect(row!.grams).toContain(`@g:${group.id}`);

    expect((await t.call(operator, 'DELETE', `${URL}/${group.id}`)).statusCode).toBe(204);
    await eventually(async () => (await partner('reducer')).length === 0);
    expect(await office('reducer')).toEqual([]);
    expect(await partner('減速機')).toEqual(['減速機の製造ラインを売却']);
    await retagsSettled();
    const tagged = await t.db.select({ n: sql<number>`count(*)::int` }).from(offers).where(sql`exists (select 1 from unnest(${offers.searchGrams}) g where g like '@g:%')`);
    expect(tagged[0]!.n).toBe(0);
  });

  it('two glossary terms find the offers holding a term of each group, with the filters too (one containment of both tags)', async () => {
    await buildOffer(t.db, { owner: japanese, title: '冷凍食品の製造ラインを売却', language: 'ja', targetCountry: 'TH' });
    await buildOffer(t.db, { owner: japanese, title: '冷凍倉庫の売却', language: 'ja', targetCountry: 'TH' });
    await buildOffer(t.db, { owner: japanese, title: '食品工場の売却', language: 'ja', targetCountry: 'TH' });
    const frozen = (await create({ ja: ['冷凍'], en: ['frozen'], th: ['แช่แข็ง'] })).json<GlossaryGroup>();
    const food = (await create({ ja: ['食品'], en: ['food'], th: ['อาหาร'] })).json<GlossaryGroup>();
    const partner = async (keyword: string, filters = '') =>
      ((await t.call(thaiCompany, 'GET', `/api/offers/search?keyword=${encodeURIComponent(keyword)}&per_page=100${filters}`)).json() as { items: { title: string }[] }).items
        .map((i) => i.title)
        .sort();
    await eventually(async () => (await partner('frozen food')).length === 1);
    expect(await partner('frozen food')).toEqual(['冷凍食品の製造ラインを売却']);
    expect(await partner('อาหาร แช่แข็ง')).toEqual(['冷凍食品の製造ラインを売却']);
    expect(await partner('frozen')).toEqual(['冷凍倉庫の売却', '冷凍食品の製造ラインを売却']);
    expect(await partner('food')).toEqual(['冷凍食品の製造ラインを売却', '食品工場の売却']);
    // A third term as written, and the filters, still narrow.
    expect(await partner('frozen food ライン')).toEqual(['冷凍食品の製造ラインを売却']);
    expect(await partner('frozen food 倉庫')).toEqual([]);
    expect(await partner('frozen food', '&country=TH')).toEqual(['冷凍食品の製造ラインを売却']);
    expect(await partner('frozen food', '&country=JP')).toEqual([]);
    for (const group of [frozen, food]) expect((await t.call(operator, 'DELETE', `${URL}/${group.id}`)).statusCode).toBe(204);
    await retagsSettled();
  });

  it('says in which language the keyword was found, through the glossary too: the title version holding a term of its group', async () => {
    // A Japanese original whose Thai version (the author's) holds the group's Thai term.
    const pump = await buildOffer(t.db, { owner: japanese, title: 'ポンプ一式の販売', language: 'ja', targetCountry: 'TH' });
    const thaiTitle = 'ขายปั๊มและเกียร์ทดมือสอง';
    await t.db.insert(offerTranslations).values({ offerId: pump.id, language: 'th', title: thaiTitle, origin: 'author', sourceHash: 'glossary-test' });
    await t.db.update(offers).set(offerSearchColumns({ publicRef: pump.publicRef, title: pump.title, titles: [thaiTitle] })).where(eq(offers.id, pump.id));
    const group = (await create({ ja: ['減速機'], en: ['reducer'], th: ['เกียร์ทด'] })).json<GlossaryGroup>();
    const matched = async (who: SignedIn, url: string, keyword: string) =>
      Object.fromEntries((await searchItems(who, url, keyword)).map((i) => [i.title, i.matched_language]));
    const partner = (keyword: string) => matched(thaiCompany, '/api/offers/search', keyword);
    await eventually(async () => Object.keys(await partner('reducer')).length === 2);
    // No title holds "reducer": the Japanese original holds 減速機, the other offer's Thai version เกียร์ทด.
    const both = { '減速機の製造ラインを売却': 'ja', 'ポンプ一式の販売': 'th' };
    expect(await partner('reducer')).toEqual(both);
    expect(await partner('เกียร์ทด')).toEqual(both);
    expect(await partner('減速機')).toEqual(both);
    expect(await matched(operator, '/api/kokopelli/offers', 'REDUCER')).toEqual(both);
    // As written first: the Japanese original holds ポンプ.
    expect(await partner('ポンプ')).toEqual({ 'ポンプ一式の販売': 'ja' });
    expect((await t.call(operator, 'DELETE', `${URL}/${group.id}`)).statusCode).toBe(204);
    await retagsSettled();
  });
});
