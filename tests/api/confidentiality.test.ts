// What a business partner must not learn (decision 032), through the API as an attacker would ask:
// the counterpart profile without the bank's customer-verification data and the branch; the
// application's text withheld from the offer company until the applicant's bank approves it (and
// for good after a denial), names written into it included; the hidden-company card coarsened so
// that at least k of the platform's companies share it, on the demo world and on a generated one.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../src/server/seed/seed.ts';
import { hiddenCompanyCards, industries, organisations, users } from '../../src/server/db/schema/index.ts';
import { cardLeafSql, hiddenCardShows, hiddenCompanyCardSql } from '../../src/server/modules/organisations/organisations.policy.ts';
import { OrganisationRepository } from '../../src/server/modules/organisations/organisations.repository.ts';
import { actionBody, buildBranch, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;
const VERIFICATION = ['representative_birth_date', 'beneficial_owner_name', 'beneficial_owner_name_en'];
const BRANCH = ['branch_name', 'branch_name_en'];

describe('the counterpart profile and the application text', () => {
  let t: TestApp;
  let offerCo: Org;
  let applicantCo: Org;
  let offerUser: SignedIn;
  let applicantUser: SignedIn;
  let offerBankUser: SignedIn;
  let applicantBankUser: SignedIn;
  let operator: SignedIn;
  let coordinator: SignedIn;
  let coordinatorOrg: Org;
  let outsider: SignedIn;
  // What identifies the applicant, written into its own application's text too.
  const APPLICANT_NAME = 'Chao Phraya Die Casting';
  const DETAILS = `${APPLICANT_NAME} (Rayong) would supply 5,000 housings a month; call Somsak at +66-38-123-456.`;

  beforeAll(async () => {
    t = await createTestApp();
    const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'conf-jp', name: 'Conf JP Bank' });
    const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'conf-th', name: 'Conf TH Bank', country: 'TH' });
    const jpBranch = await buildBranch(t.db, jpBank.id, { name: '品川支店', nameEn: 'Shinagawa Branch' });
    const thBranch = await buildBranch(t.db, thBank.id, { name: 'สาขาระยอง', nameEn: 'Rayong Branch' });
    const profile = { representativeBirthDate: '1961-04-02', beneficialOwnerName: '実質 支配', beneficialOwnerNameEn: 'Beneficial Owner JP', representativeName: '代表 太郎', address: '東京都品川区1-1' };
    offerCo = await buildOrganisation(t.db, { bankId: jpBank.id, bankCode: 'conf-jp', branchId: jpBranch.id, name: '機密精工株式会社', ...profile });
    applicantCo = await buildOrganisation(t.db, {
      bankId: thBank.id,
      bankCode: 'conf-th',
      branchId: thBranch.id,
      country: 'TH',
      name: APPLICANT_NAME,
      representativeBirthDate: '1970-12-24',
      beneficialOwnerName: 'เจ้าของ ผู้รับประโยชน์',
      beneficialOwnerNameEn: 'Beneficial Owner TH',
    });
    offerUser = await signIn(t.app, (await buildUser(t.db, { organisationId: offerCo.id })).id);
    applicantUser = await signIn(t.app, (await buildUser(t.db, { organisationId: applicantCo.id })).id);
    offerBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id);
    applicantBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: thBank.id })).id);
    const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Office' });
    operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
    coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Coordinator' });
    coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coordinatorOrg.id })).id);
    const other = await buildOrganisation(t.db, { role: 'enterprise' });
    outsider = await signIn(t.app, (await buildUser(t.db, { organisationId: other.id })).id);
  });
  afterAll(async () => t.close());

  const offerOf = () => buildOffer(t.db, { owner: offerCo });

  async function profile(who: SignedIn, companyId: string, tradingId?: string) {
    const res = await t.call(who, 'GET', `/api/company/${companyId}${tradingId ? `?trading_id=${tradingId}` : ''}`);
    return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as Record<string, unknown>) : null };
  }

  it('shows a business partner, the other bank and the assigned coordinator the business profile only; the company, its bank and the operator all of it', async () => {
    const n = await buildNegotiation(t.db, { offer: await offerOf(), applicant: applicantCo, stage: 'contract_creation', coordinator: coordinatorOrg });
    const cases: { name: string; who: SignedIn; trading?: string; want: 'all' | 'business' | 404 }[] = [
      { name: 'the company itself', who: offerUser, want: 'all' },
      { name: 'its bank', who: offerBankUser, want: 'all' },
      { name: 'its bank through the negotiation', who: offerBankUser, trading: n.id, want: 'all' },
      { name: 'the operator', who: operator, trading: n.id, want: 'all' },
      { name: 'the counterpart after disclosure', who: applicantUser, trading: n.id, want: 'business' },
      { name: "the counterpart's bank", who: applicantBankUser, trading: n.id, want: 'business' },
      { name: 'the assigned coordinator', who: coordinator, trading: n.id, want: 'business' },
      { name: 'the counterpart without the negotiation', who: applicantUser, want: 404 },
      { name: 'an unrelated company naming the negotiation', who: outsider, trading: n.id, want: 404 },
    ];
    const wrong: string[] = [];
    for (const c of cases) {
      const { status, body } = await profile(c.who, offerCo.id, c.trading);
      if (c.want === 404) {
        if (status !== 404) wrong.push(`${c.name}: ${status}`);
        continue;
      }
      if (status !== 200 || !body) {
        wrong.push(`${c.name}: ${status}`);
        continue;
      }
      const text = JSON.stringify(body);
      for (const field of [...VERIFICATION, ...BRANCH]) if ((field in body) !== (c.want === 'all')) wrong.push(`${c.name}: ${field} ${field in body ? 'shown' : 'missing'}`);
      for (const secret of ['1961-04-02', 'Beneficial Owner JP', '実質 支配', '品川支店', 'Shinagawa Branch']) if (text.includes(secret) !== (c.want === 'all')) wrong.push(`${c.name}: ${secret}`);
      // The business profile itself reaches every one of them.
      if (body['name'] !== '機密精工株式会社' || body['representative_name'] !== '代表 太郎' || body['address'] !== '東京都品川区1-1') wrong.push(`${c.name}: business profile incomplete`);
    }
    expect(wrong).toEqual([]);
    // The other way round too: the offer company sees the applicant's business profile only.
    const { body } = await profile(offerUser, applicantCo.id, n.id);
    expect(Object.keys(body!).filter((k) => [...VERIFICATION, ...BRANCH].includes(k))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('Beneficial Owner TH');
  });

  /** Everything the offer company's user can read about the negotiation, as one text. */
  async function seenByOfferCompany(id: string, offerId: string) {
    const answers = await Promise.all([
      t.call(offerUser, 'GET', `/api/negotiations/${id}`),
      t.call(offerUser, 'GET', `/api/negotiations?per_page=100&offer_id=${offerId}`),
      t.call(offerUser, 'GET', `/api/company/${applicantCo.id}?trading_id=${id}`),
      t.call(offerUser, 'GET', '/api/notifications?per_page=100'),
      t.call(offerUser, 'GET', '/api/todo'),
      t.call(offerUser, 'GET', '/api/news'),
    ]);
    return answers.map((a) => a.body).join('\n');
  }

  it("withholds the application's text (and the name written into it) from the offer company until the applicant's bank approves", async () => {
    const offer = await offerOf();
    const n = await buildNegotiation(t.db, { offer, applicant: applicantCo, applicationDetails: DETAILS });
    const detail = (who: SignedIn) => t.call(who, 'GET', `/api/negotiations/${n.id}`).then((r) => r.json());
    // At bank approval: every user of the offer company, the text nowhere.
    const waiting = await detail(offerUser);
    expect(waiting.application_details).toBeNull();
    const seen = await seenByOfferCompany(n.id, offer.id);
    expect(seen).not.toContain(APPLICANT_NAME);
    expect(seen).not.toContain('+66-38-123-456');
    // The applicant, both banks and the operator read it for the review.
    for (const who of [applicantUser, applicantBankUser, offerBankUser, operator]) expect((await detail(who)).application_details).toBe(DETAILS);
    // Approved: the offer company reads the application (its NDA decision rests on it); the name stays hidden in the card.
    const approved = await t.call(applicantBankUser, 'POST', `/api/negotiations/${n.id}/actions/bank_approve`, actionBody('bank_approve', n.version));
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await detail(offerUser);
    expect(after.application_details).toBe(DETAILS);
    expect(after.applicant_company.disclosed).toBe(false);
  });

  it('never shows a denied application to the offer company, in the detail or its history', async () => {
    const offer = await offerOf();
    const n = await buildNegotiation(t.db, { offer, applicant: applicantCo, applicationDetails: DETAILS });
    const denied = await t.call(applicantBankUser, 'POST', `/api/negotiations/${n.id}/actions/bank_deny`, actionBody('bank_deny', n.version));
    expect(denied.statusCode, denied.body).toBe(200);
    const after = (await t.call(offerUser, 'GET', `/api/negotiations/${n.id}`)).json();
    expect(after.stage).toBe('canceled');
    expect(after.application_details).toBeNull();
    expect(after.history.every((h: { text: string | null }) => h.text === null || !h.text.includes(APPLICANT_NAME))).toBe(true);
    expect(await seenByOfferCompany(n.id, offer.id)).not.toContain(APPLICANT_NAME);
    // The applicant still reads what it wrote.
    expect((await t.call(applicantUser, 'GET', `/api/negotiations/${n.id}`)).json().application_details).toBe(DETAILS);
  });
});

// ---- the hidden-company card ----------------------------------------------------------------

/** What each company's card shows (as the presenter shows it), from the cards and each company's attributes. */
async function shownCards(t: TestApp, k: number, bankKnown: boolean) {
  const rows = await t.db
    .select({ id: organisations.id, country: organisations.country, bankId: organisations.bankId, industryCode: industries.code })
    .from(organisations)
    .leftJoin(industries, eq(industries.id, organisations.industryId))
    .where(eq(organisations.role, 'enterprise'));
  const cards = await new OrganisationRepository(t.db).hiddenCards(
    rows.map((r) => r.id),
    k,
  );
  return rows.map((r) => {
    const card = cards.get(r.id)!;
    const shows = hiddenCardShows(bankKnown ? card.levelBankKnown : card.level, bankKnown);
    const key = JSON.stringify([
      r.country,
      shows.industry === 'middle' ? r.industryCode : shows.industry === 'major' ? (card.major?.code ?? null) : '-',
      shows.size ? card.band : '-',
      shows.bank ? r.bankId : '-',
    ]);
    return { id: r.id, country: r.country, key, card };
  });
}

/** Each card shown and how many companies show it; cards shown by fewer than k companies in a country of at least k. */
function tooSmall(shown: { country: string; key: string }[], k: number) {
  const byKey = new Map<string, number>();
  const byCountry = new Map<string, number>();
  for (const s of shown) {
    byKey.set(s.key, (byKey.get(s.key) ?? 0) + 1);
    byCountry.set(s.country, (byCountry.get(s.country) ?? 0) + 1);
  }
  return shown.filter((s) => byKey.get(s.key)! < k && byCountry.get(s.country)! >= k).map((s) => s.key);
}

describe('the hidden-company card on the demo world', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWorld(t.db);
  });
  afterAll(async () => t.close());

  const orgNamed = async (name: string) => (await t.db.select().from(organisations).where(eq(organisations.nameEn, name)))[0]!;
  const userOf = async (organisationId: string) => signIn(t.app, (await t.db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId)))[0]!.id);

  it('does not single out Sakura Foods ("a Japanese food manufacturer at Minato Bank") to the company it applies to', async () => {
    const sakura = await orgNamed('Sakura Foods Co., Ltd.');
    const tanaka = await orgNamed('Tanaka Precision Co., Ltd.');
    const offer = await buildOffer(t.db, { owner: tanaka });
    const n = await buildNegotiation(t.db, { offer, applicant: sakura, stage: 'nda_offer_company' });
    const tanakaUser = await userOf(tanaka.id);
    const seen = (await t.call(tanakaUser, 'GET', `/api/negotiations/${n.id}`)).json();
    const card = seen.applicant_company;
    expect(card.disclosed).toBe(false);
    expect(card.country).toBe('JP');
    // Fewer than five Japanese companies share a bank, a food industry or Sakura's size: none of it is shown.
    expect(card).not.toHaveProperty('bank_name');
    expect(card.industry?.code).not.toBe('09');
    const list = (await t.call(tanakaUser, 'GET', `/api/negotiations?offer_id=${offer.id}`)).json();
    expect(list.items[0].applicant_company).toEqual(card);
    // The demo world's cards, both ways: every card shown is shown for at least five companies (or the whole country).
    for (const bankKnown of [false, true]) expect(tooSmall(await shownCards(t, 5, bankKnown), 5)).toEqual([]);
  });

  it("coarsens the offer company's card on its offer page the same way (its bank is on the offer)", async () => {
    const sakura = await orgNamed('Sakura Foods Co., Ltd.');
    const siam = await orgNamed('Siam Components Co., Ltd.');
    const offer = await buildOffer(t.db, { owner: sakura });
    const partner = await userOf(siam.id);
    const res = await t.call(partner, 'GET', `/api/offers/${offer.id}/partner`);
    expect(res.statusCode, res.body).toBe(200);
    const company = res.json().company;
    expect(company.country).toBe('JP');
    expect(company.industry?.code).not.toBe('09');
    expect(company).not.toHaveProperty('size_band');
  });
});

describe('the hidden-company card on a generated world', () => {
  let t: TestApp;
  let banks: Org[];
  // A deterministic world: two countries, three banks each, companies over a handful of industries and sizes.
  let seed = 20261126;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

  beforeAll(async () => {
    t = await createTestApp();
    const middles = await t.db.select({ id: industries.id, parentId: industries.parentId }).from(industries).where(eq(industries.level, 2));
    // A few divisions, two of their groups each, so that some nodes are large and some small.
    const divisions = [...new Set(middles.map((m) => m.parentId))].slice(0, 4);
    const groups = divisions.flatMap((d) => middles.filter((m) => m.parentId === d).slice(0, 2));
    banks = [];
    for (const country of ['JP', 'TH'] as const) {
      for (let i = 0; i < 3; i++) banks.push(await buildOrganisation(t.db, { role: 'bank', bankCode: `gen-${country}-${i}`, country }));
    }
    for (let i = 0; i < 240; i++) {
      const bank = pick(banks);
      await buildOrganisation(t.db, {
        bankId: bank.id,
        bankCode: bank.bankCode,
        country: bank.country,
        industryId: pick(groups).id,
        employeeCount: pick([10, 20, 120, 150, 500, 2000, null]),
      });
    }
  });
  afterAll(async () => t.close());

  it('shows every card for at least k companies, for k = 2, 5 and 12, with the bank hidden first or known', async () => {
    for (const k of [2, 5, 12]) {
      for (const bankKnown of [false, true]) {
        const shown = await shownCards(t, k, bankKnown);
        expect(tooSmall(shown, k), `k=${k} bankKnown=${bankKnown}`).toEqual([]);
      }
    }
  });

  it('keeps as much as k allows: every attribute at k = 1, the ladder in order, the country alone only when nothing else holds', async () => {
    const all = await shownCards(t, 1, false);
    expect(all.every((s) => s.card.level === 0)).toBe(true);
    const five = await shownCards(t, 5, false);
    const levels = new Set(five.map((s) => s.card.level));
    // A world this size has cards at several levels: not everything collapses to the country.
    expect(levels.size).toBeGreaterThan(2);
    expect(five.some((s) => s.card.level < 4)).toBe(true);
    // Known bank: never below level 1 (the bank is not a step to drop).
    expect((await shownCards(t, 5, true)).every((s) => s.card.levelBankKnown >= 1)).toBe(true);
    // Far more than the world holds: the country alone.
    expect((await shownCards(t, 10_000, false)).every((s) => s.card.level === 4)).toBe(true);
  });

  it('drops the bank before the industry and the industry before the size band', () => {
    const at = (level: 0 | 1 | 2 | 3 | 4) => hiddenCardShows(level, false);
    expect([0, 1, 2, 3, 4].map((l) => at(l as 0)).map((s) => [s.bank, s.industry, s.size])).toEqual([
      [true, 'middle', true],
      [false, 'middle', true],
      [false, 'major', true],
      [false, 'major', false],
      [false, null, false],
    ]);
  });
});

describe('the hidden-company cards computed ahead (decision 056)', () => {
  let t: TestApp;
  let repo: OrganisationRepository;
  let bank: Org;
  let groups: { id: string; parentId: string | null }[];
  const K = 3;

  type Card = { band: string; majorId: string | null; level: number; levelBankKnown: number };
  /** Each enterprise's card from `cards` (a query of leaves and their cards), by company id. */
  const byCompany = async (cards: SQL) => {
    const { rows } = (await t.db.execute(sql`
      select o.id, c.band, c.major_id, c.level, c.level_bank_known from ${organisations} o
      join (${cards}) c on c.leaf = ${cardLeafSql('o')} where o.role = 'enterprise'`)) as unknown as {
      rows: { id: string; band: string; major_id: string | null; level: number; level_bank_known: number }[];
    };
    return new Map<string, Card>(rows.map((r) => [r.id, { band: r.band, majorId: r.major_id, level: Number(r.level), levelBankKnown: Number(r.level_bank_known) }]));
  };
  /** The policy's query run now: what the kept cards must equal. */
  const computedNow = (k: number) => byCompany(hiddenCompanyCardSql(k));
  /** The cards kept for k, as they are (nothing computed). */
  const kept = (k: number) => byCompany(sql`select * from ${hiddenCompanyCards} where k = ${k}`);
  const enterpriseIds = async () =>
    (await t.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.role, 'enterprise'))).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    repo = new OrganisationRepository(t.db);
    groups = (await t.db.select({ id: industries.id, parentId: industries.parentId }).from(industries).where(eq(industries.level, 2))).slice(0, 3);
    bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ahead-jp' });
    for (let i = 0; i < 12; i++) {
      await buildOrganisation(t.db, { bankId: bank.id, bankCode: bank.bankCode, industryId: groups[i % 2]!.id, employeeCount: i < 6 ? 20 : 500 });
    }
  });
  afterAll(async () => t.close());

  it('keeps exactly what the policy computes, and computes once per change', async () => {
    const ids = await enterpriseIds();
    const cards = await repo.hiddenCards(ids, K);
    expect(cards.size).toBe(ids.length);
    expect(await kept(K)).toEqual(await computedNow(K));
    // Fresh: nothing to compute until something a card rests on changes.
    expect(await repo.computeHiddenCards(K)).toBe(false);
    // A name is not part of any card.
    await t.db.update(organisations).set({ nameEn: 'Renamed Co., Ltd.' }).where(eq(organisations.id, ids[0]!));
    expect(await repo.computeHiddenCards(K)).toBe(false);
    await t.db.update(organisations).set({ employeeCount: 5000 }).where(eq(organisations.id, ids[0]!));
    expect(await repo.computeHiddenCards(K)).toBe(true);
    expect(await repo.computeHiddenCards(K)).toBe(false);
    expect(await kept(K)).toEqual(await computedNow(K));
  });

  it('never answers a card older than the companies: a size, an industry, a new company, a removed one', async () => {
    const ids = await enterpriseIds();
    await repo.hiddenCards(ids, K);
    // Six small companies in one group-and-size node: move one to another size; its card follows at once.
    const [moved] = ids;
    await t.db.update(organisations).set({ employeeCount: 20, industryId: groups[2]!.id }).where(eq(organisations.id, moved!));
    expect(await repo.hiddenCards([moved!], K)).toEqual(new Map([[moved!, expect.objectContaining({ band: (await computedNow(K)).get(moved!)!.band })]]));
    expect(await kept(K)).toEqual(await computedNow(K));
    // A company registered now has its card at the first read.
    const added = await buildOrganisation(t.db, { bankId: bank.id, bankCode: bank.bankCode, industryId: groups[0]!.id, employeeCount: 20 });
    const cards = await repo.hiddenCards([added.id], K);
    expect(cards.get(added.id)).toMatchObject({ level: (await computedNow(K)).get(added.id)!.level });
    // Removed: its card goes, and the others are computed again without it.
    await t.db.delete(organisations).where(eq(organisations.id, added.id));
    expect((await repo.hiddenCards([added.id, moved!], K)).has(added.id)).toBe(false);
    expect(await kept(K)).toEqual(await computedNow(K));
  });

  it('keeps each k apart, and a company that is no longer an enterprise has no card', async () => {
    const ids = await enterpriseIds();
    const [two, many] = [await repo.hiddenCards(ids, 2), await repo.hiddenCards(ids, 1000)];
    expect([...many.values()].every((c) => c.level === 4)).toBe(true);
    expect(two.size).toBe(ids.length);
    expect(await kept(2)).toEqual(await computedNow(2));
    // Reading k = 1000 did not make k = 2 stale.
    expect(await repo.computeHiddenCards(2)).toBe(false);
    const [last] = ids.slice(-1);
    await t.db.update(organisations).set({ role: 'bank', bankCode: 'ahead-former' }).where(eq(organisations.id, last!));
    expect((await repo.hiddenCards([last!], 2)).size).toBe(0);
    expect((await kept(2)).has(last!)).toBe(false);
    expect(await kept(2)).toEqual(await computedNow(2));
  });

  it('computes once when many readers find the cards stale together', async () => {
    const ids = await enterpriseIds();
    await repo.hiddenCards(ids, K);
    await t.db.update(organisations).set({ employeeCount: 80 }).where(eq(organisations.id, ids[1]!));
    const computed = await Promise.all(Array.from({ length: 4 }, () => new OrganisationRepository(t.db).computeHiddenCards(K)));
    expect(computed.filter(Boolean)).toHaveLength(1);
    expect(await kept(K)).toEqual(await computedNow(K));
  });
});
