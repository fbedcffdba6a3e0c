// The negotiation policy's two halves on a real database: negotiations at every stage (a cancelled
// one four ways, one a coordinator declined, one whose coordinator offer a cancel withdrew) between
// several companies and banks, and for every viewer the SQL list condition `negotiationVisibleTo`
// selects exactly the negotiations `can(view)` allows; GET /api/negotiations lists the same, with
// each company hidden or disclosed as `companyView` says; the detail answers 200 or 404 by the
// same rule with the policy's abilities; and the counterpart profile opens exactly as the policies
// allow. src/server/modules/negotiations/negotiations.policy.test.ts walks every cell on its own.
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiations, type organisations } from '../../src/server/db/schema/index.ts';
import {
  can,
  companyView,
  mayViewCompanyThrough,
  negotiationAbilities,
  negotiationVisibleTo,
  type NegotiationPolicyViewer,
} from '../../src/server/modules/negotiations/negotiations.policy.ts';
import { can as canOrganisation } from '../../src/server/modules/organisations/organisations.policy.ts';
import { coordinatorStateOf, NEGOTIATION_STAGES, type NegotiationStage } from '../../src/shared/negotiation-lifecycle.ts';
import type { NegotiationSummary } from '../../src/shared/schemas/negotiations.ts';
import { actionBody, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type NegotiationOverrides, type NegotiationRow, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Org = typeof organisations.$inferSelect;

interface Person {
  name: string;
  viewer: NegotiationPolicyViewer;
  session: SignedIn;
}

let t: TestApp;
let people: Person[] = [];
const orgs = new Map<string, Org>();
let built: NegotiationRow[] = [];
let declinedId: string;
let withdrawnId: string;
let coordinatorR: Org;

beforeAll(async () => {
  t = await createTestApp();
  const org = async (values: Parameters<typeof buildOrganisation>[1]) => {
    const row = await buildOrganisation(t.db, values);
    orgs.set(row.id, row);
    return row;
  };
  const bankX = await org({ role: 'bank', bankCode: 'np-bank-x' });
  const bankY = await org({ role: 'bank', bankCode: 'np-bank-y', country: 'TH' });
  const bankZ = await org({ role: 'bank', bankCode: 'np-bank-z' });
  const bankW = await org({ role: 'bank', bankCode: 'np-bank-w' });
  // A and C are customers of one bank, so bank X is both banks of the negotiations between them.
  const a = await org({ role: 'enterprise', bankId: bankX.id, bankCode: 'np-bank-x' });
  const b = await org({ role: 'enterprise', bankId: bankY.id, bankCode: 'np-bank-y', country: 'TH' });
  const c = await org({ role: 'enterprise', bankId: bankX.id, bankCode: 'np-bank-x' });
  const d = await org({ role: 'enterprise', bankId: bankZ.id, bankCode: 'np-bank-z' });
  const e = await org({ role: 'enterprise', bankId: bankW.id, bankCode: 'np-bank-w' });
  const p = await org({ role: 'coordinator', bankCode: 'kokopelli', name: 'Coordinator P' });
  const q = await org({ role: 'coordinator', bankCode: 'kokopelli', name: 'Coordinator Q' });
  coordinatorR = await org({ role: 'coordinator', bankCode: 'kokopelli', name: 'Coordinator R' });
  const office = await org({ role: 'kokopelli', bankCode: 'kokopelli', name: 'Office' });

  const person = async (name: string, organisation: Org, userType: 'general_user' | 'administrator' = 'general_user'): Promise<Person> => {
    const user = await buildUser(t.db, { organisationId: organisation.id, userType });
    return { name, viewer: { organisation: { id: organisation.id, role: organisation.role }, user: { userType } }, session: await signIn(t.app, user.id) };
  };
  people = [
    await person('company A (administrator)', a, 'administrator'),
    await person('company A (general user)', a),
    await person('company B', b),
    await person('company C', c),
    await person('company D', d),
    await person('company E (no negotiations)', e),
    await person('bank X (A and C)', bankX),
    await person('bank Y (B)', bankY),
    await person('bank Z (D)', bankZ),
    await person('bank W (E only)', bankW),
    await person('coordinator P', p),
    await person('coordinator Q', q),
    await person('coordinator R (declined one deal, withdrawn from another)', coordinatorR),
    await person('operator', office, 'administrator'),
  ];

  // Every stage once, the pairs (offer company ← applicant) taken in turn, P and Q in turn as the coordinator.
  const pairs: [Org, Org][] = [
    [a, b],
    [b, c],
    [c, a],
    [a, d],
    [d, c],
  ];
  const coordinators = [p, q];
  const specs: NegotiationOverrides[] = NEGOTIATION_STAGES.filter((stage) => stage !== 'canceled').map((stage, i) => ({
    stage,
    coordinator: coordinatorStateOf(stage) === 'none' ? null : coordinators[i % 2],
  }));
  specs.push(
    { stage: 'canceled', step: 'nda_offer_company', coordinator: null },
    { stage: 'canceled', step: 'coordinator_assignment', coordinator: null },
    { stage: 'canceled', step: 'contract_signing', coordinator: q },
  );
  const rows: NegotiationRow[] = [];
  for (const [i, spec] of specs.entries()) {
    const [owner, applicant] = pairs[i % pairs.length]!;
    const offer = await buildOffer(t.db, { owner, isPublic: i % 3 !== 0 });
    rows.push(await buildNegotiation(t.db, { ...spec, offer, applicant }));
  }

  // Through the API: R declines one deal, and a cancel withdraws another from R before it answered.
  const r = await person('R', coordinatorR);
  const operator = people.at(-1)!;
  const declined = await buildNegotiation(t.db, { stage: 'coordinator_offered', coordinator: coordinatorR, offer: await buildOffer(t.db, { owner: b }), applicant: d });
  let res = await t.call(r.session, 'POST', `/api/negotiations/${declined.id}/actions/coordinator_decline`, actionBody('coordinator_decline', declined.version));
  expect(res.statusCode, res.body).toBe(200);
  const withdrawn = await buildNegotiation(t.db, {
    stage: 'coordinator_offered:cancel_requested',
    coordinator: coordinatorR,
    offer: await buildOffer(t.db, { owner: c, isPublic: false }),
    applicant: b,
  });
  res = await t.call(operator.session, 'POST', `/api/negotiations/${withdrawn.id}/actions/approve_cancel`, actionBody('approve_cancel', withdrawn.version));
  expect(res.statusCode, res.body).toBe(200);
  declinedId = declined.id;
  withdrawnId = withdrawn.id;

  // The rows as stored now (the API's moves included), which the one-object half decides on.
  const ids = [...rows.map((n) => n.id), declinedId, withdrawnId];
  built = await t.db.select().from(negotiations).where(inArray(negotiations.id, ids));
  expect(built).toHaveLength(ids.length);
}, 120_000);
afterAll(async () => t.close());

const visible = (person: Person) =>
  built
    .filter((n) => can(person.viewer, 'view', n))
    .map((n) => n.id)
    .sort();

/** Every negotiation among those built that the list answers, page after page. */
async function listed(person: Person, query = ''): Promise<NegotiationSummary[]> {
  const items: NegotiationSummary[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call(person.session, 'GET', `/api/negotiations?per_page=100&page=${page}${query}`);
    expect(res.statusCode, `${person.name}: ${res.body}`).toBe(200);
    const body = res.json() as { items: NegotiationSummary[]; total: number };
    items.push(...body.items);
    if (body.items.length === 0 || page * 100 >= body.total) break;
  }
  const ids = new Set(built.map((n) => n.id));
  return items.filter((item) => ids.has(item.trading_id));
}

describe('negotiation policy: the SQL half selects what can(view) allows', () => {
  it('the stored stages cover every stage, and the API left what it should', () => {
    expect(new Set(built.map((n) => n.stage))).toEqual(new Set<NegotiationStage>(NEGOTIATION_STAGES));
    const byId = new Map(built.map((n) => [n.id, n]));
    expect(byId.get(declinedId)).toMatchObject({ stage: 'coordinator_assignment', coordinatorOrganisationId: null });
    // The cancel leaves the withdrawn coordinator on the row, not accepted.
    expect(byId.get(withdrawnId)).toMatchObject({ stage: 'canceled', coordinatorOrganisationId: coordinatorR.id, coordinatorAcceptedAt: null });
  });

  it('for every viewer, through negotiationVisibleTo itself', async () => {
    for (const person of people) {
      const rows = await t.db
        .select({ id: negotiations.id })
        .from(negotiations)
        .where(and(negotiationVisibleTo(person.viewer), inArray(negotiations.id, built.map((n) => n.id))));
      expect(rows.map((r) => r.id).sort(), person.name).toEqual(visible(person));
    }
    // Not trivially all or nothing: the operator sees everything, the outsiders nothing, the others some.
    const count = (name: string) => visible(people.find((p) => p.name.startsWith(name))!).length;
    expect(count('operator')).toBe(built.length);
    for (const outsider of ['company E', 'bank W', 'coordinator R']) expect(count(outsider), outsider).toBe(0);
    for (const insider of ['company A', 'company B', 'company C', 'company D', 'bank X', 'bank Y', 'bank Z', 'coordinator P', 'coordinator Q']) {
      expect(count(insider), insider).toBeGreaterThan(0);
      expect(count(insider), insider).toBeLessThan(built.length);
    }
  });

  it('for every viewer, through GET /api/negotiations, each company hidden or disclosed as companyView says', async () => {
    const byId = new Map(built.map((n) => [n.id, n]));
    for (const person of people) {
      const items = await listed(person);
      expect(items.map((i) => i.trading_id).sort(), person.name).toEqual(visible(person));
      for (const item of items) {
        const n = byId.get(item.trading_id)!;
        expect(item.applicant_company.disclosed, `${person.name} ${n.stage} applicant`).toBe(companyView(person.viewer, n, 'applicant') === 'disclosed');
        expect(item.offer_company.disclosed, `${person.name} ${n.stage} offer company`).toBe(companyView(person.viewer, n, 'offer_company') === 'disclosed');
      }
      if (person.viewer.organisation.role !== 'enterprise') continue;
      // A company's two scopes split its list by side.
      const own = person.viewer.organisation.id;
      const applied = (await listed(person, '&scope=applied')).map((i) => i.trading_id).sort();
      const offered = (await listed(person, '&scope=offered')).map((i) => i.trading_id).sort();
      expect(applied, `${person.name} applied`).toEqual(visible(person).filter((id) => byId.get(id)!.applicantOrganisationId === own));
      expect(offered, `${person.name} offered`).toEqual(visible(person).filter((id) => byId.get(id)!.offerOrganisationId === own));
    }
  }, 120_000);

  it('and answers each negotiation\'s detail by the same rule, with the policy\'s abilities', async () => {
    for (const person of people) {
      for (const n of built) {
        const res = await t.call(person.session, 'GET', `/api/negotiations/${n.id}`);
        const may = can(person.viewer, 'view', n);
        expect(res.statusCode, `${person.name} ${n.stage}`).toBe(may ? 200 : 404);
        if (may) expect(res.json().abilities, `${person.name} ${n.stage}`).toEqual(negotiationAbilities(person.viewer, n));
        else expect(res.json().code).toBe('negotiation_not_found');
      }
    }
  }, 120_000);

  it('and opens a company profile through a trading_id exactly where the policies allow', async () => {
    for (const person of people) {
      for (const n of built) {
        for (const companyId of [n.applicantOrganisationId, n.offerOrganisationId]) {
          const res = await t.call(person.session, 'GET', `/api/company/${companyId}?trading_id=${n.id}`);
          const may = canOrganisation(person.viewer, 'view', orgs.get(companyId)!) || mayViewCompanyThrough(person.viewer, n, companyId);
          expect(res.statusCode, `${person.name} ${n.stage} ${companyId === n.applicantOrganisationId ? 'applicant' : 'offer company'}`).toBe(may ? 200 : 404);
        }
      }
    }
  }, 120_000);
});
