// Negotiations through the API (docs/product/negotiations.md, docs/product/visibility.md): the whole lifecycle by its right actors, every
// kind of refusal (wrong role, other company, other bank, wrong step, stale version, double
// submit, own offer, closed offer, applying twice), visibility (404 for whoever may not know),
// and the hidden name both ways until both NDAs are agreed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, negotiations } from '../../src/server/db/schema/index.ts';
import { NEGOTIATION_STEP_ACTIONS, type NegotiationStepAction } from '../../src/shared/negotiation-lifecycle.ts';
import { actionBody, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
// The offer company (Japanese) and the applicant (Thai), with everything that identifies them.
let offerCo: Org;
let applicantCo: Org;
let offerBankUser: SignedIn;
let applicantBankUser: SignedIn;
let otherBankUser: SignedIn;
let tanaka: SignedIn;
let tanakaColleague: SignedIn;
let somchai: SignedIn;
let somchaiId: string;
let somchaiColleagueId: string;
let outsider: SignedIn;
let coordinatorOrg: Org;
let coordinator: SignedIn;
let otherCoordinatorOrg: Org;
let otherCoordinator: SignedIn;
let operator: SignedIn;
let jpBankId: string;
let thBankId: string;

const OFFER_CO_SECRETS = ['田中精密工業株式会社', 'Tanaka Precision Industries', '田中 一郎', 'Ichiro Tanaka', '東京都大田区1-2-3', 'https://tanaka-precision.example.jp', '+81-3-1234-5678', '田中 太郎', '佐藤 花子'];
const APPLICANT_SECRETS = ['สยามออโตพาร์ท', 'Siam Auto Parts', 'สมชาย ใจดี', 'Somchai Jaidee', '99 ถนนสุขุมวิท', 'https://siam-auto.example.th', '+66-2-987-6543', 'Somchai Rakdee', 'Malee Suksan'];

beforeAll(async () => {
  t = await createTestApp();
  const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'neg-jp-bank', name: '港銀行', nameEn: 'Minato Bank' });
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'neg-th-bank', name: 'ธนาคารกรุงเทพ', nameEn: 'Krung Bank', country: 'TH' });
  const otherBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'neg-other-bank', name: 'Other Bank' });
  jpBankId = jpBank.id;
  thBankId = thBank.id;
  offerCo = await buildOrganisation(t.db, {
    role: 'enterprise',
    bankId: jpBank.id,
    bankCode: 'neg-jp-bank',
    name: OFFER_CO_SECRETS[0],
    nameEn: OFFER_CO_SECRETS[1],
    representativeName: OFFER_CO_SECRETS[2],
    representativeNameEn: OFFER_CO_SECRETS[3],
    address: OFFER_CO_SECRETS[4],
    website: OFFER_CO_SECRETS[5],
    phone: OFFER_CO_SECRETS[6],
    employeeCount: 120,
  });
  applicantCo = await buildOrganisation(t.db, {
    role: 'enterprise',
    bankId: thBank.id,
    bankCode: 'neg-th-bank',
    country: 'TH',
    name: APPLICANT_SECRETS[0],
    nameEn: APPLICANT_SECRETS[1],
    representativeName: APPLICANT_SECRETS[2],
    representativeNameEn: APPLICANT_SECRETS[3],
    address: APPLICANT_SECRETS[4],
    website: APPLICANT_SECRETS[5],
    phone: APPLICANT_SECRETS[6],
    employeeCount: 40,
  });
  tanaka = await signIn(t.app, (await buildUser(t.db, { organisationId: offerCo.id, name: OFFER_CO_SECRETS[7], userType: 'administrator' })).id);
  tanakaColleague = await signIn(t.app, (await buildUser(t.db, { organisationId: offerCo.id, name: OFFER_CO_SECRETS[8] })).id);
  somchaiId = (await buildUser(t.db, { organisationId: applicantCo.id, name: APPLICANT_SECRETS[7], userType: 'administrator', isContractSignatory: true })).id;
  somchaiColleagueId = (await buildUser(t.db, { organisationId: applicantCo.id, name: APPLICANT_SECRETS[8] })).id;
  somchai = await signIn(t.app, somchaiId);
  const outsiderCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: otherBank.id, bankCode: 'neg-other-bank' });
  outsider = await signIn(t.app, (await buildUser(t.db, { organisationId: outsiderCo.id })).id);
  offerBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id);
  applicantBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: thBank.id })).id);
  otherBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: otherBank.id })).id);
  coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'コーディネーター株式会社', nameEn: 'Coord Co' });
  coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coordinatorOrg.id })).id);
  otherCoordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Second Coordinator' });
  otherCoordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: otherCoordinatorOrg.id })).id);
  const op = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Office' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: op.id })).id);
});
afterAll(async () => t.close());

const applyBody = (offerId: string, extra: Record<string, unknown> = {}) => ({
  offer_id: offerId,
  application_details: 'We would like 5,000 parts a month.',
  representative_user_ids: [somchaiId, somchaiColleagueId],
  signatory_user_id: somchaiId,
  confirm_authority: true,
  accept_terms: true,
  pre_nda_consent: true,
  ...extra,
});

/** Each action's valid body (tests/factories/negotiations.ts). */
const BODIES = (action: NegotiationStepAction, version: number) => actionBody(action, version, { coordinatorId: coordinatorOrg.id });

const act = (who: SignedIn, id: string, action: NegotiationStepAction, version: number, body?: Record<string, unknown>) =>
  t.call(who, 'POST', `/api/negotiations/${id}/actions/${action}`, body ?? BODIES(action, version));

async function detail(who: SignedIn, id: string) {
  const res = await t.call(who, 'GET', `/api/negotiations/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every answer a party receives about the negotiation, as one text to search. */
async function everythingSeenBy(who: SignedIn, id: string, offerId: string, counterpartId: string): Promise<string> {
  const answers = await Promise.all([
    t.call(who, 'GET', `/api/negotiations/${id}`),
    t.call(who, 'GET', `/api/negotiations?per_page=100&offer_id=${offerId}`),
    t.call(who, 'GET', `/api/company/${counterpartId}?trading_id=${id}`),
    t.call(who, 'GET', `/api/offers/${offerId}/partner`),
  ]);
  return answers.map((a) => a.body).join('\n');
}

const leaked = (text: string, secrets: string[]) => secrets.filter((s) => text.includes(s));

describe('the whole story, by the right actors', () => {
  it('goes from application to completion; names are disclosed exactly when both NDAs are agreed', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, title: 'Machined aluminium parts' });
    // Whatever identifies the applicant, written into the application text, is refused and stored nowhere (docs/decisions/031).
    for (const secret of APPLICANT_SECRETS) {
      const refused = await t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id, { application_details: `Please ask ${secret} about this.` }));
      expect([refused.statusCode, refused.json().code], secret).toEqual([422, 'identifying_text']);
    }
    const applied = await t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id));
    expect(applied.statusCode, applied.body).toBe(200);
    const n = applied.json();
    expect(n).toMatchObject({ stage: 'bank_approval', step: 'bank_approval', status: 'preparing', my_side: 'applicant', waiting_on: 'applicant_bank', disclosed: false });
    // Fewer than five companies on this platform: the hidden card keeps the country and the offer's bank alone (decision 032).
    expect(n.offer_company).toEqual({ disclosed: false, country: 'JP', bank_name: '港銀行', bank_name_en: 'Minato Bank', bank_country: 'JP' });
    expect(n.applicant_company).toMatchObject({ disclosed: true, name: APPLICANT_SECRETS[0] });
    const id: string = n.trading_id;

    const hiddenChecks = async () => {
      expect(leaked(await everythingSeenBy(somchai, id, offer.id, offerCo.id), OFFER_CO_SECRETS)).toEqual([]);
      expect(leaked(await everythingSeenBy(tanaka, id, offer.id, applicantCo.id), APPLICANT_SECRETS)).toEqual([]);
      expect((await t.call(somchai, 'GET', `/api/company/${offerCo.id}?trading_id=${id}`)).statusCode).toBe(404);
      expect((await t.call(tanaka, 'GET', `/api/company/${applicantCo.id}?trading_id=${id}`)).statusCode).toBe(404);
    };
    await hiddenChecks();

    // Step 2: only the applicant's bank decides; the offer company's bank sees but may not act.
    expect((await act(offerBankUser, id, 'bank_approve', 1)).statusCode).toBe(403);
    expect((await act(otherBankUser, id, 'bank_approve', 1)).statusCode).toBe(404);
    expect((await act(applicantBankUser, id, 'bank_approve', 1, { version: 1, checklist: [] })).statusCode).toBe(400);
    let r = await act(applicantBankUser, id, 'bank_approve', 1);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'nda_offer_company', version: 2, my_side: null });
    expect(r.json().offer_company.disclosed).toBe(true);
    // Double submit: the same click again.
    expect((await act(applicantBankUser, id, 'bank_approve', 1)).statusCode).toBe(409);
    await hiddenChecks();

    // Step 3: the offer company; the applicant may not take its decision.
    expect((await act(somchai, id, 'offer_company_nda_agree', 2)).statusCode).toBe(403);
    expect((await act(outsider, id, 'offer_company_nda_agree', 2)).statusCode).toBe(404);
    expect((await act(tanaka, id, 'applicant_nda_agree', 2)).statusCode).toBe(403);
    const stale = await act(tanaka, id, 'offer_company_nda_agree', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('negotiation_version_conflict');
    expect((await detail(tanaka, id)).abilities).toMatchObject({ offer_company_nda_agree: true, offer_company_nda_disagree: true, request_cancel: true, applicant_nda_agree: false });
    r = await act(tanakaColleague, id, 'offer_company_nda_agree', 2);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().stage).toBe('nda_applicant');
    await hiddenChecks();

    // Step 4: the applicant agrees: both now see each other.
    const wrongStep = await act(tanaka, id, 'offer_company_nda_agree', 3);
    expect(wrongStep.statusCode).toBe(409);
    expect(wrongStep.json().code).toBe('invalid_transition');
    r = await act(somchai, id, 'applicant_nda_agree', 3);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'coordinator_assignment', status: 'under_negotiation', disclosed: true, waiting_on: 'operator' });
    const seenBySomchai = await everythingSeenBy(somchai, id, offer.id, offerCo.id);
    const seenByTanaka = await everythingSeenBy(tanaka, id, offer.id, applicantCo.id);
    for (const secret of OFFER_CO_SECRETS.slice(0, 7)) expect(seenBySomchai).toContain(secret);
    for (const secret of [...APPLICANT_SECRETS.slice(0, 7), APPLICANT_SECRETS[7]!, APPLICANT_SECRETS[8]!]) expect(seenByTanaka).toContain(secret);
    expect((await t.call(somchai, 'GET', `/api/company/${offerCo.id}?trading_id=${id}`)).statusCode).toBe(200);
    // The trading id opens only the two companies of that negotiation.
    expect((await t.call(somchai, 'GET', `/api/company/${coordinatorOrg.id}?trading_id=${id}`)).statusCode).toBe(404);

    // Step 5: the operator offers; a decline returns it; another coordinator accepts.
    expect((await act(tanaka, id, 'offer_coordinator', 4)).statusCode).toBe(403);
    const unknown = await act(operator, id, 'offer_coordinator', 4, { version: 4, coordinator_organisation_id: offerCo.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('coordinator_not_found');
    r = await act(operator, id, 'offer_coordinator', 4, { version: 4, coordinator_organisation_id: otherCoordinatorOrg.id });
    expect(r.statusCode, r.body).toBe(200);
    const contractId: string = r.json().contract_id;
    expect(contractId).toMatch(/^[0-9a-f-]{36}$/);
    // Offered but not assigned: the names are disclosed, so the coordinator knows whom it would serve (decision 034),
    // but the full profile waits for its acceptance.
    const offered = (await t.call(otherCoordinator, 'GET', `/api/negotiations/by-contract/${contractId}`)).json();
    expect(offered).toMatchObject({
      coordinator_state: 'offered',
      offer_company: { disclosed: true, name: OFFER_CO_SECRETS[0] },
      applicant_company: { disclosed: true, name: APPLICANT_SECRETS[0] },
    });
    expect((await t.call(otherCoordinator, 'GET', `/api/company/${applicantCo.id}?trading_id=${id}`)).statusCode).toBe(404);
    expect((await t.call(coordinator, 'GET', `/api/negotiations/${id}`)).statusCode).toBe(404);
    r = await act(otherCoordinator, id, 'coordinator_decline', 5);
    expect(r.statusCode, r.body).toBe(200);
    expect((await t.call(otherCoordinator, 'GET', `/api/negotiations/${id}`)).statusCode).toBe(404);
    r = await act(operator, id, 'offer_coordinator', 6);
    expect(r.json().contract_id).toBe(contractId);
    expect(r.json().coordinator_offers.map((o: { answer: string }) => o.answer)).toEqual(['declined', 'pending']);
    r = await act(coordinator, id, 'coordinator_accept', 7);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'contract_creation', offer_company: { disclosed: true }, coordinator: { state: 'assigned' } });
    expect((await t.call(coordinator, 'GET', `/api/company/${applicantCo.id}?trading_id=${id}`)).statusCode).toBe(200);

    // Steps 6-9.
    const badUrl = await act(coordinator, id, 'create_contract', 8, { version: 8, docusign_url: 'http://insecure.example' });
    expect(badUrl.statusCode).toBe(400);
    for (const [who, action, version] of [
      [coordinator, 'create_contract', 8],
      [coordinator, 'update_contract_url', 9],
      [coordinator, 'record_signing', 10],
      [tanaka, 'request_completion', 11],
      [operator, 'reject_completion', 12],
      [coordinator, 'request_completion', 13],
      [operator, 'approve_completion', 14],
    ] as const) {
      const res = await act(who, id, action, version);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }
    const done = await detail(somchai, id);
    expect(done).toMatchObject({ stage: 'completed', status: 'completed', step: 'completion', contract: { docusign_url: 'https://demo.docusign.net/sign/def' } });
    expect(Object.values(done.abilities).every((v) => v === false)).toBe(true);
    // Completed is final.
    for (const [who, action] of [[somchai, 'request_cancel'], [operator, 'approve_cancel'], [tanaka, 'request_completion']] as const) {
      expect((await act(who, id, action, 15)).statusCode, action).toBe(409);
    }
    // History: every move, by side or role, never by name.
    expect(done.history.map((h: { action: string }) => h.action)).toEqual([
      'apply', 'bank_approve', 'offer_company_nda_agree', 'applicant_nda_agree', 'offer_coordinator', 'coordinator_decline', 'offer_coordinator',
      'coordinator_accept', 'create_contract', 'update_contract_url', 'record_signing', 'request_completion', 'reject_completion', 'request_completion', 'approve_completion',
    ]);
    expect(done.history[2].actor).toBe('offer_company');
    const logged = await t.db.select().from(events).where(eq(events.subjectId, id));
    expect(logged).toHaveLength(15);
  });

  it('cancels at the NDA step with a reason, keeping the names hidden', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo });
    const n = await buildNegotiation(t.db, { offer, applicant: applicantCo, stage: 'nda_offer_company', representativeIds: [somchaiId] });
    const r = await act(tanaka, n.id, 'offer_company_nda_disagree', 1, { version: 1, reason_code: 'other', reason_text: 'Our plans changed.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'canceled', step: 'nda_offer_company', status: 'canceled', disclosed: false });
    const seen = await detail(somchai, n.id);
    expect(seen.nda.offer_company).toMatchObject({ decision: 'disagree', reason_code: 'other', reason_text: null });
    expect(leaked(await everythingSeenBy(somchai, n.id, offer.id, offerCo.id), OFFER_CO_SECRETS)).toEqual([]);
    expect((await act(somchai, n.id, 'request_cancel', 2)).statusCode).toBe(409);
  });

  it('lets a party request a cancel, freezes the negotiation, and the office approves or rejects', async () => {
    const n = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo, stage: 'contract_signing', coordinator: coordinatorOrg });
    expect((await act(coordinator, n.id, 'request_cancel', 1)).statusCode).toBe(403);
    expect((await act(somchai, n.id, 'request_cancel', 1)).json().stage).toBe('contract_signing:cancel_requested');
    expect((await act(coordinator, n.id, 'record_signing', 2)).statusCode).toBe(409);
    expect((await act(operator, n.id, 'reject_cancel', 2)).json().stage).toBe('contract_signing');
    expect((await act(tanaka, n.id, 'request_cancel', 3)).statusCode).toBe(200);
    const r = await act(operator, n.id, 'approve_cancel', 4);
    expect(r.json()).toMatchObject({ stage: 'canceled', step: 'contract_signing', disclosed: true });
  });

  it('lets the bank deny (cancel) and the applicant disagree', async () => {
    const a = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo });
    expect((await act(applicantBankUser, a.id, 'bank_deny', 1)).json()).toMatchObject({ stage: 'canceled', step: 'bank_approval' });
    const b = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo, stage: 'nda_applicant' });
    expect((await act(somchai, b.id, 'applicant_nda_disagree', 1)).json()).toMatchObject({ stage: 'canceled', disclosed: false });
  });
});

describe('applying', () => {
  it('refuses its own offer, a closed offer, a private one, applying twice, and representatives of another company', async () => {
    const own = await buildOffer(t.db, { owner: applicantCo });
    const r1 = await t.call(somchai, 'POST', '/api/negotiations', applyBody(own.id));
    expect([r1.statusCode, r1.json().code]).toEqual([409, 'own_offer']);
    const ended = await buildOffer(t.db, { owner: offerCo, period: 'ended' });
    expect((await t.call(somchai, 'POST', '/api/negotiations', applyBody(ended.id))).statusCode).toBe(404);
    const scheduled = await buildOffer(t.db, { owner: offerCo, period: 'scheduled' });
    expect((await t.call(somchai, 'POST', '/api/negotiations', applyBody(scheduled.id))).statusCode).toBe(404);
    const privateOffer = await buildOffer(t.db, { owner: offerCo, isPublic: false });
    expect((await t.call(somchai, 'POST', '/api/negotiations', applyBody(privateOffer.id))).statusCode).toBe(404);
    const open = await buildOffer(t.db, { owner: offerCo });
    const foreign = await t.call(somchai, 'POST', '/api/negotiations', applyBody(open.id, { representative_user_ids: [somchaiId, (await buildUser(t.db, { organisationId: offerCo.id })).id] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.representative_user_ids, foreign.body).toHaveLength(1);
    expect(JSON.stringify(foreign.json().fields.representative_user_ids)).not.toContain('validation.');
    // The signatory must carry the contract-signatory flag (a representative without it, or a disabled one, is refused).
    const unflagged = await t.call(somchai, 'POST', '/api/negotiations', applyBody(open.id, { signatory_user_id: somchaiColleagueId }));
    expect([unflagged.statusCode, unflagged.json().code], unflagged.body).toEqual([400, 'signatory_not_authorised']);
    expect(unflagged.json().fields.signatory_user_id).toEqual(['Choose a registered contract signatory.']);
    expect((await t.call(tanaka, 'POST', '/api/negotiations', applyBody(open.id))).json().code).toBe('own_offer');
    expect((await t.call(applicantBankUser, 'POST', '/api/negotiations', applyBody(open.id))).statusCode).toBe(403);
    expect((await t.call(somchai, 'POST', '/api/negotiations', applyBody(open.id))).statusCode).toBe(200);
    const twice = await t.call(somchai, 'POST', '/api/negotiations', applyBody(open.id));
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'already_applied']);
    const count = await t.db.select().from(negotiations).where(eq(negotiations.offerId, open.id));
    expect(count).toHaveLength(1);
  });

  it('answers already_applied to two applications at once', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo });
    const answers = await Promise.all([1, 2, 3].map(() => t.call(somchai, 'POST', '/api/negotiations', applyBody(offer.id))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('keeps a private or ended offer visible to a company that applied to it, and to nobody else', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, isPublic: false, period: 'ended' });
    await buildNegotiation(t.db, { offer, applicant: applicantCo, representativeIds: [somchaiId] });
    expect((await t.call(somchai, 'GET', `/api/offers/${offer.id}/partner`)).statusCode).toBe(200);
    expect((await t.call(outsider, 'GET', `/api/offers/${offer.id}/partner`)).statusCode).toBe(404);
  });
});

describe('visibility (docs/product/visibility.md)', () => {
  it('answers 404 to whoever may not know a negotiation, and lists each viewer exactly its own', async () => {
    const n = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo, stage: 'contract_creation', coordinator: coordinatorOrg });
    const cases: [string, SignedIn, boolean][] = [
      ['offer company', tanaka, true],
      ['applicant', somchai, true],
      ['offer bank', offerBankUser, true],
      ['applicant bank', applicantBankUser, true],
      ['other bank', otherBankUser, false],
      ['other company', outsider, false],
      ['assigned coordinator', coordinator, true],
      ['other coordinator', otherCoordinator, false],
      ['operator', operator, true],
    ];
    for (const [name, who, sees] of cases) {
      const res = await t.call(who, 'GET', `/api/negotiations/${n.id}`);
      expect(res.statusCode, name).toBe(sees ? 200 : 404);
      if (!sees) expect(res.json().code).toBe('negotiation_not_found');
      const list = (await t.call(who, 'GET', '/api/negotiations?per_page=100')).json();
      expect(list.items.some((i: { trading_id: string }) => i.trading_id === n.id), name).toBe(sees);
      // No action reveals it either.
      for (const action of NEGOTIATION_STEP_ACTIONS) {
        const answer = (await act(who, n.id, action, 1)).statusCode;
        if (!sees) expect([403, 404], `${name} ${action}`).toContain(answer);
      }
    }
    // Nothing any refused action did changed the row.
    const [row] = await t.db.select().from(negotiations).where(eq(negotiations.id, n.id));
    expect(row!.version).toBeGreaterThanOrEqual(1);
  });

  it('filters lists by status, step, bank, country, scope and waiting on', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo });
    const prep = await buildNegotiation(t.db, { offer, applicant: applicantCo, stage: 'bank_approval' });
    const ids = async (who: SignedIn, q: string) =>
      ((await t.call(who, 'GET', `/api/negotiations?per_page=100&${q}`)).json().items as { trading_id: string }[]).map((i) => i.trading_id);
    expect(await ids(applicantBankUser, 'step=bank_approval')).toContain(prep.id);
    expect(await ids(applicantBankUser, 'status=completed')).not.toContain(prep.id);
    expect(await ids(operator, 'bank_code=neg-th-bank&waiting_on=applicant_bank')).toContain(prep.id);
    expect(await ids(operator, 'bank_code=neg-other-bank')).not.toContain(prep.id);
    expect(await ids(operator, 'country=TH')).toContain(prep.id);
    expect(await ids(somchai, 'scope=applied')).toContain(prep.id);
    expect(await ids(somchai, 'scope=offered')).not.toContain(prep.id);
    expect(await ids(tanaka, 'scope=offered')).toContain(prep.id);
    const page = (await t.call(operator, 'GET', '/api/negotiations?per_page=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it('finds by a company name in any of its languages or by a reference, never by a name the viewer may not know', async () => {
    const before = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo, stage: 'nda_offer_company' });
    const after = await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo, stage: 'contract_creation', coordinator: coordinatorOrg });
    const ids = async (who: SignedIn, q: string) =>
      ((await t.call(who, 'GET', `/api/negotiations?per_page=100&q=${encodeURIComponent(q)}`)).json().items as { trading_id: string }[]).map((i) => i.trading_id);
    const both = [before.id, after.id];
    // Both banks and the office know both names: native, English, any case, full-width or not.
    for (const who of [applicantBankUser, offerBankUser, operator]) {
      for (const q of ['siam auto', 'สยามออโต', '田中精密', 'TANAKA PRECISION', 'ｔａｎａｋａ']) expect(await ids(who, q), q).toEqual(expect.arrayContaining(both));
    }
    expect(await ids(operator, before.publicRef.toLowerCase())).toEqual([before.id]);
    // Each company knows its own name, and the other's only once disclosed.
    expect(await ids(tanaka, 'Tanaka Precision')).toEqual(expect.arrayContaining(both));
    expect(await ids(tanaka, 'Siam Auto')).toContain(after.id);
    expect(await ids(tanaka, 'Siam Auto')).not.toContain(before.id);
    expect(await ids(tanaka, 'สยามออโต')).not.toContain(before.id);
    expect(await ids(somchai, '田中精密')).toContain(after.id);
    expect(await ids(somchai, '田中精密')).not.toContain(before.id);
    // The coordinator (offered after disclosure) finds the deal by either name; another bank nothing.
    expect(await ids(coordinator, 'Siam Auto')).toContain(after.id);
    expect(await ids(otherBankUser, 'Siam Auto')).toEqual([]);
    // LIKE's wildcards are taken literally; a keyword of more than 100 characters is refused.
    expect(await ids(operator, '%')).toEqual([]);
    expect(await ids(operator, '_')).toEqual([]);
    expect((await t.call(operator, 'GET', `/api/negotiations?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('lists exactly what waits on the viewer\'s organisation with waiting_on=me, as each row\'s "waiting on you" says', async () => {
    for (const stage of ['bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_offered', 'contract_signing', 'completion_requested', 'coordinator_assignment:cancel_requested'] as const) {
      await buildNegotiation(t.db, { offer: await buildOffer(t.db, { owner: offerCo }), applicant: applicantCo, stage, coordinator: stage === 'bank_approval' ? null : coordinatorOrg });
    }
    type Row = { trading_id: string; waiting_on_viewer: boolean };
    const rows = async (who: SignedIn, q: string): Promise<Row[]> => (await t.call(who, 'GET', `/api/negotiations?per_page=100&${q}`)).json().items;
    for (const [name, who] of Object.entries({ tanaka, somchai, applicantBankUser, offerBankUser, coordinator, operator })) {
      const all = await rows(who, '');
      const mine = (await rows(who, 'waiting_on=me')).map((r) => r.trading_id).sort();
      expect(mine, name).toEqual(all.filter((r) => r.waiting_on_viewer).map((r) => r.trading_id).sort());
      // Every viewer but the offer company's bank (which only sees) has something waiting on it here.
      if (who !== offerBankUser) expect(mine.length, name).toBeGreaterThan(0);
      else expect(mine, name).toEqual([]);
    }
    expect((await t.call(operator, 'GET', '/api/negotiations?waiting_on=them')).statusCode).toBe(400);
  });
});

describe('CSV export and coordinators', () => {
  it('exports the filtered rows for banks and the operator only, with formula cells defused', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, title: '=HYPERLINK("x")' });
    await buildNegotiation(t.db, { offer, applicant: applicantCo });
    const res = await t.call(applicantBankUser, 'GET', '/api/negotiations/export.csv?step=bank_approval');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain(APPLICANT_SECRETS[1]);
    expect((await t.call(somchai, 'GET', '/api/negotiations/export.csv')).statusCode).toBe(403);
    expect((await t.call(coordinator, 'GET', '/api/negotiations/export.csv')).statusCode).toBe(403);
  });

  it('writes names as the screen shows them, countries by name and times in the downloader\'s zone, named in the header', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, title: 'CSV zone check' });
    const at = new Date('2026-04-01T00:30:00Z');
    await buildNegotiation(t.db, { offer, applicant: applicantCo, createdAt: at, updatedAt: at });
    const lines = (body: string) => body.split('\r\n').filter((l) => l.includes('CSV zone check') || l.startsWith('\uFEFF'));
    const row = (body: string) => lines(body).find((l) => l.includes('CSV zone check')) ?? '';

    // A Japanese bank user: a Thai company by its English name, a Japanese one by its own; no raw UTC.
    const jpReader = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBankId, language: 'ja' })).id);
    const ja = await t.call(jpReader, 'GET', '/api/negotiations/export.csv?tz=Asia/Tokyo');
    expect(ja.statusCode).toBe(200);
    expect(ja.body.startsWith('\uFEFF')).toBe(true);
    expect(lines(ja.body)[0]).toContain('応募日時 (Asia/Tokyo)');
    expect(row(ja.body)).toContain(OFFER_CO_SECRETS[0]);
    // A Thai name to a Japanese reader: the English one, the registered one beside it (docs/product/languages.md#names).
    expect(row(ja.body)).toContain(`${APPLICANT_SECRETS[1]}（${APPLICANT_SECRETS[0]}）`);
    expect(row(ja.body)).toContain('日本');
    expect(row(ja.body)).toContain('タイ');
    expect(row(ja.body)).not.toMatch(/,(JP|TH),/);
    expect(row(ja.body)).toContain('2026-04-01 09:30');
    expect(ja.body).not.toContain('2026-04-01T00:30');

    // A Thai bank user with no zone given: the zone of the bank's country; the Thai company by its own name.
    const thReader = await signIn(t.app, (await buildUser(t.db, { organisationId: thBankId, language: 'th' })).id);
    const th = await t.call(thReader, 'GET', '/api/negotiations/export.csv');
    expect(lines(th.body)[0]).toContain('(Asia/Bangkok)');
    expect(row(th.body)).toContain('2026-04-01 07:30');
    expect(row(th.body)).toContain(`,${APPLICANT_SECRETS[0]},`);
    expect(row(th.body)).toContain(`${OFFER_CO_SECRETS[1]} (${OFFER_CO_SECRETS[0]})`);
    expect(row(th.body)).toContain('ไทย');

    // A zone that does not exist is a clear 400, not a 500.
    const bad = await t.call(thReader, 'GET', '/api/negotiations/export.csv?tz=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('lists coordinators for the operator only, each with its own open deals (offered or assigned, not ended)', async () => {
    const busy = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli' });
    const idle = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli' });
    for (const stage of ['coordinator_offered', 'contract_creation', 'contract_signing', 'completion_requested', 'completion_request:cancel_requested'] as const) {
      await buildNegotiation(t.db, { stage, coordinator: busy });
    }
    // Ended deals, and a declined offer (the row forgets the coordinator; a cancel keeps it, unaccepted), do not count.
    await buildNegotiation(t.db, { stage: 'completed', coordinator: busy });
    await buildNegotiation(t.db, { stage: 'canceled', step: 'contract_signing', coordinator: busy });
    await buildNegotiation(t.db, { stage: 'canceled', step: 'coordinator_assignment', coordinator: idle });
    const res = await t.call(operator, 'GET', '/api/coordinators');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { organisation_id: string; open_deals: number }[];
    expect(items.map((c) => c.organisation_id)).toEqual(expect.arrayContaining([coordinatorOrg.id, otherCoordinatorOrg.id]));
    expect(items.find((c) => c.organisation_id === busy.id)?.open_deals).toBe(5);
    expect(items.find((c) => c.organisation_id === idle.id)?.open_deals).toBe(0);
    expect((await t.call(tanaka, 'GET', '/api/coordinators')).statusCode).toBe(403);
  });
});
