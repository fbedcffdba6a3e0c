// Text the other side reads before both NDAs are agreed must not identify its writer
// (docs/decisions/031-identifying-text.md): every route that takes such text refuses it with 422
// identifying_text, naming the terms in the writer's language, and writes nothing; the writer's own
// terms are theirs to read, nobody else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, negotiations, offers } from '../../src/server/db/schema/index.ts';
import { buildBranch, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
let tanakaCo: Org;
let siamCo: Org;
let tanaka: SignedIn;
let somchai: SignedIn;
let somchaiId: string;
let tanakaBanker: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const minato = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ident-jp', name: 'みなと銀行', nameEn: 'Minato Bank' });
  const cp = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ident-th', name: 'ธนาคารเจ้าพระยา', country: 'TH' });
  const shinagawa = await buildBranch(t.db, minato.id, { name: '品川支店', nameEn: 'Shinagawa Branch' });
  tanakaCo = await buildOrganisation(t.db, {
    role: 'enterprise', bankId: minato.id, branchId: shinagawa.id, bankCode: 'ident-jp', name: '田中精密工業株式会社', nameEn: 'Tanaka Precision Co., Ltd.',
    nameKana: 'タナカセイミツコウギョウカブシキガイシャ', representativeName: '田中 一郎', phone: '+81-3-3450-1200', website: 'https://tanaka-precision.example',
  });
  siamCo = await buildOrganisation(t.db, {
    role: 'enterprise', bankId: cp.id, bankCode: 'ident-th', country: 'TH', name: 'บริษัท สยามคอมโพเนนท์ จำกัด', nameEn: 'Siam Components Co., Ltd.',
    representativeName: 'สมชาย ใจดี', representativeNameEn: 'Somchai Jaidee', address: '88/8 ถนนบางนา-ตราด บางพลี สมุทรปราการ', phone: '+66-2-123-4567',
  });
  tanaka = await signIn(t.app, (await buildUser(t.db, { organisationId: tanakaCo.id, name: '鈴木 美咲', email: 'm.suzuki@tanaka-precision.example', language: 'ja', userType: 'administrator' })).id);
  somchaiId = (await buildUser(t.db, { organisationId: siamCo.id, name: 'สมชาย ใจดี', email: 'somchai@siam-components.example', language: 'th', userType: 'administrator', isContractSignatory: true })).id;
  somchai = await signIn(t.app, somchaiId);
  tanakaBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: minato.id })).id);
});
afterAll(async () => t.close());

const applyBody = (offerId: string, details: string) => ({
  offer_id: offerId,
  application_details: details,
  representative_user_ids: [somchaiId],
  signatory_user_id: somchaiId,
  confirm_authority: true,
  accept_terms: true,
  pre_nda_consent: true,
});

const eventsOf = async (id: string) => (await t.db.select().from(events).where(eq(events.subjectId, id))).length;

describe('applying', () => {
  it("refuses the applicant's name written into the details, in the writer's language, and stores nothing", async () => {
    const offer = await buildOffer(t.db, { owner: tanakaCo });
    const before = (await t.db.select().from(events)).length;
    const r = await t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id, 'บริษัท สยามคอมโพเนนท์ สนใจซื้อเครื่องจักรทั้งสองเครื่อง'));
    expect(r.statusCode, r.body).toBe(422);
    const body = r.json();
    expect(body.code).toBe('identifying_text');
    expect(body.message).toContain('NDA');
    // Thai, as somchai reads, naming the term found.
    expect(body.fields.application_details).toEqual(['อีกบริษัทจะอ่านข้อความนี้ก่อนที่ทั้งสองฝ่ายจะตกลง NDA กรุณาลบข้อมูลที่ระบุตัวบริษัทของคุณออก (“สยามคอมโพเนนท์”)']);
    expect(await t.db.select().from(negotiations).where(eq(negotiations.offerId, offer.id))).toEqual([]);
    expect((await t.db.select().from(events)).length).toBe(before);
  });

  it('refuses each kind of identifying term, and takes text that names nobody', async () => {
    const offer = await buildOffer(t.db, { owner: tanakaCo });
    for (const [text, term] of [
      ['Siam-Components would like to buy both machines.', 'Siam Components'],
      ['Contact Jaidee Somchai.', 'Jaidee Somchai'],
      ['โทร 02-123-4567 ได้ตลอด', '+66-2-123-4567'],
      ['Mail SOMCHAI@siam-components.example please', 'somchai@siam-components.example'],
      ['Our site www.siam-components.example has details', 'siam-components.example'],
      ['โรงงานอยู่ที่ 88/8 ถนนบางนา-ตราด บางพลี สมุทรปราการ', '88/8 ถนนบางนา-ตราด บางพลี สมุทรปราการ'],
    ]) {
      const r = await t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id, text!));
      expect([r.statusCode, r.json().code], text).toEqual([422, 'identifying_text']);
      expect(r.json().fields.application_details[0], text).toContain(`“${term}”`);
    }
    const ok = await t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id, 'เราสนใจซื้อเครื่องจักรทั้งสองเครื่องสำหรับโรงงานในสมุทรปราการ'));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("does not refuse the other company's name (only the writer's own identifies the writer)", async () => {
    const offer = await buildOffer(t.db, { owner: tanakaCo });
    const r = await t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id, 'We have bought from Tanaka Precision before.'));
    expect(r.statusCode, r.body).toBe(200);
  });
});

describe('NDA disagreement and cancel reasons', () => {
  it('refuses a disagreement reason naming its writer, leaving the negotiation as it was', async () => {
    const n = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: tanakaCo }), applicant: siamCo, stage: 'nda_offer_company', representativeIds: [somchaiId] });
    const events0 = await eventsOf(n.id);
    const r = await t.call(tanaka, 'POST', `/api/negotiations/${n.id}/actions/offer_company_nda_disagree`, { version: 1, reason_code: 'other', reason_text: '田中精密としては今回見送ります' });
    expect(r.statusCode, r.body).toBe(422);
    // Japanese, as tanaka reads.
    expect(r.json().fields.reason_text).toEqual(['両社がNDAに同意するまで相手企業が読む文章です。貴社を特定できる語句（“田中精密”）を削除してください。']);
    const [row] = await t.db.select().from(negotiations).where(eq(negotiations.id, n.id));
    expect(row).toMatchObject({ stage: 'nda_offer_company', version: 1, offerNdaDecision: null, offerNdaReasonText: null });
    expect(await eventsOf(n.id)).toBe(events0);
    const ok = await t.call(tanaka, 'POST', `/api/negotiations/${n.id}/actions/offer_company_nda_disagree`, { version: 1, reason_code: 'other', reason_text: '今期は社内の体制が整わないため' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses the applicant's disagreement reason naming it", async () => {
    const n = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: tanakaCo }), applicant: siamCo, stage: 'nda_applicant', representativeIds: [somchaiId] });
    const r = await t.call(somchai, 'POST', `/api/negotiations/${n.id}/actions/applicant_nda_disagree`, { version: 1, reason_code: 'other', reason_text: 'Siam Components has changed plans' });
    expect([r.statusCode, r.json().code]).toEqual([422, 'identifying_text']);
  });

  it('refuses a cancel reason naming its writer before disclosure, and takes it after', async () => {
    const hidden = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: tanakaCo }), applicant: siamCo, stage: 'nda_offer_company', representativeIds: [somchaiId] });
    const events0 = await eventsOf(hidden.id);
    const r = await t.call(somchai, 'POST', `/api/negotiations/${hidden.id}/actions/request_cancel`, { version: 1, reason: 'สมชาย ใจดี ขอยกเลิก' });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().fields.reason[0]).toContain('“สมชาย ใจดี”');
    const [row] = await t.db.select().from(negotiations).where(eq(negotiations.id, hidden.id));
    expect(row).toMatchObject({ stage: 'nda_offer_company', version: 1, requestText: null });
    expect(await eventsOf(hidden.id)).toBe(events0);

    const disclosed = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: tanakaCo }), applicant: siamCo, stage: 'coordinator_assignment', representativeIds: [somchaiId] });
    const after = await t.call(somchai, 'POST', `/api/negotiations/${disclosed.id}/actions/request_cancel`, { version: 1, reason: 'สมชาย ใจดี ขอยกเลิก' });
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('offers', () => {
  const image = async () => (await uploadImage(t.app, tanaka)).json().image_id as string;

  it('refuses registering an offer whose text names the company, per field, and keeps a draft', async () => {
    const r = await t.call(tanaka, 'POST', '/api/offers', {
      intent: 'register',
      offer: offerFields([await image()], { title: 'タナカセイミツの減速機ライン', requests: 'お問い合わせは03-3450-1200まで' }),
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().code).toBe('identifying_text');
    expect(Object.keys(r.json().fields)).toEqual(['offer.title', 'offer.requests']);
    expect(r.json().fields['offer.title'][0]).toContain('“タナカセイミツ”');
    expect(r.json().fields['offer.requests'][0]).toContain('“+81-3-3450-1200”');
    expect(await t.db.select().from(offers).where(eq(offers.title, 'タナカセイミツの減速機ライン'))).toEqual([]);

    // A draft is the company's alone: saved, and its review would show the terms.
    const draft = await t.call(tanaka, 'POST', '/api/offers', { intent: 'save_draft', offer: offerFields([await image()], { title: 'タナカセイミツの減速機ライン' }) });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().identifying_terms).toEqual([{ term: 'タナカセイミツ', fields: ['title'] }]);
    const again = await t.call(tanaka, 'PUT', `/api/offers/${draft.json().offer_id}`, { intent: 'register', version: draft.json().version, offer: offerFields([await image()], { title: 'タナカセイミツの減速機ライン' }) });
    expect([again.statusCode, again.json().code]).toEqual([422, 'identifying_text']);
    const clean = await t.call(tanaka, 'PUT', `/api/offers/${draft.json().offer_id}`, { intent: 'register', version: draft.json().version, offer: offerFields([await image()]) });
    expect(clean.statusCode, clean.body).toBe(200);
  });

  it("shows the bank's review every kind of term the offer's text holds", async () => {
    const offer = await buildOffer(t.db, { owner: tanakaCo, status: 'waiting_for_approval', description: '品川支店のお客様です。m.suzuki@tanaka-precision.example' });
    const r = await t.call(tanakaBanker, 'GET', `/api/offers/${offer.id}/manage`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().identifying_terms).toEqual([
      { term: 'm.suzuki@tanaka-precision.example', fields: ['description'] },
      { term: '品川支店', fields: ['description'] },
    ]);
  });
});

describe("the writer's own terms", () => {
  it("answers the viewer's own company's terms only, to enterprises only", async () => {
    const r = await t.call(somchai, 'GET', '/api/company/identifying-terms');
    expect(r.statusCode, r.body).toBe(200);
    const terms = r.json().items as { kind: string; term: string }[];
    expect(terms).toEqual(expect.arrayContaining([
      { kind: 'company_name', term: 'สยามคอมโพเนนท์' },
      { kind: 'representative', term: 'สมชาย ใจดี' },
      { kind: 'email_domain', term: 'siam-components.example' },
      { kind: 'phone', term: '+66-2-123-4567' },
    ]));
    expect(JSON.stringify(terms)).not.toMatch(/田中|Tanaka|tanaka-precision/);
    expect((await t.call(tanakaBanker, 'GET', '/api/company/identifying-terms')).statusCode).toBe(403);
  });
});
