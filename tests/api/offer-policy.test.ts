// The offer policy's two halves on a real database: for every viewer and every offer (each stored
// status × period × public/private, and a deleted one), the SQL list condition `offerVisibleTo`
// selects exactly the offers `can(view…)` allows, and the API's detail answers and abilities say
// the same (src/server/modules/offers/offers.policy.test.ts walks every action on its own). One
// company applied to many of the offers (negotiations open, completed and cancelled): its
// `negotiating` scope adds exactly what the one-object half shows it through them (decision 017).
import { and, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerSearch, offers } from '../../src/server/db/schema/index.ts';
import { offerPolicyContext, type OfferContextViewer } from '../../src/server/modules/offers/offer-policy-context.ts';
import { can, offerAbilities, offerSearchVisibleTo, offerVisibleTo, type OfferPolicyViewer } from '../../src/server/modules/offers/offers.policy.ts';
import { platformToday, type StoredOfferStatus } from '../../src/shared/offer-lifecycle.ts';
import type { NegotiationStage } from '../../src/shared/negotiation-lifecycle.ts';
import { buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type OfferPeriod, type OfferRow, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const STATUSES: StoredOfferStatus[] = ['draft', 'waiting_for_approval', 'published', 'remand', 'rejection'];
const PERIODS: OfferPeriod[] = ['scheduled', 'in_period', 'ended'];

interface Person {
  name: string;
  viewer: OfferContextViewer;
  writesOffers: boolean;
  session: SignedIn;
  /** The offers the person's company applied to (the offer policy's `negotiatesOn`, read as the services read it). */
  appliedTo: Set<string>;
}

let t: TestApp;
const built: OfferRow[] = [];
let people: Person[] = [];
const today = platformToday();

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildOrganisation(t.db, { role: 'enterprise' });
  const other = await buildOrganisation(t.db, { role: 'enterprise' });
  const otherBank = await buildOrganisation(t.db, { role: 'bank' });
  const coordinator = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'policy-coordinator' });
  const operator = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'policy-operator' });
  const person = async (name: string, organisation: typeof company, userType: 'general_user' | 'administrator', writesOffers: boolean) => {
    const user = await buildUser(t.db, { organisationId: organisation.id, userType });
    return {
      name,
      viewer: { organisation: { id: organisation.id, role: organisation.role }, user: { id: user.id, userType } },
      writesOffers,
      session: await signIn(t.app, user.id),
      appliedTo: new Set<string>(),
    };
  };
  const applicant = await buildOrganisation(t.db, { role: 'enterprise' });
  people = [
    await person('own administrator', company, 'administrator', true),
    await person('own user (no managers named)', company, 'general_user', true),
    await person('other company', other, 'general_user', true),
    await person('offer bank', { ...company, id: company.bankId!, role: 'bank' }, 'administrator', false),
    await person('other bank', otherBank, 'administrator', false),
    await person('coordinator', coordinator, 'administrator', false),
    await person('operator', operator, 'administrator', false),
    await person('company that applied', applicant, 'general_user', true),
  ];
  for (const status of STATUSES) {
    for (const period of PERIODS) {
      for (const isPublic of [true, false]) built.push(await buildOffer(t.db, { owner: company, status, period, isPublic, today }));
    }
  }
  built.push(await buildOffer(t.db, { owner: company, status: 'published', deleted: true, today }));
  // The applicant's negotiations: on every private offer, every ended one and the deleted one (a
  // draft too, which the data never has, to show the rule still keeps drafts to their company).
  const stages: NegotiationStage[] = ['bank_approval', 'completed', 'canceled', 'contract_signing'];
  const appliedTo = built.filter((o) => !o.isPublic || (o.periodEnd !== null && o.periodEnd < today) || o.deletedAt);
  for (const [i, offer] of appliedTo.entries()) await buildNegotiation(t.db, { offer, applicant, stage: stages[i % stages.length] });
  for (const p of people) {
    for (const offer of built) if ((await offerPolicyContext(t.db, p.viewer, new Date(), { negotiatingOn: offer.id })).negotiatesOn) p.appliedTo.add(offer.id);
  }
});
afterAll(async () => t.close());

/** The offers among those built that a list condition selects (a list never holds deleted offers). */
async function selected(viewer: OfferPolicyViewer, scope: 'manage' | 'partner' | 'negotiating'): Promise<string[]> {
  const rows = await t.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(isNull(offers.deletedAt), inArray(offers.id, built.map((o) => o.id)), ...offerVisibleTo(viewer, scope, today)));
  return rows.map((r) => r.id).sort();
}

/** The same over the search's side table (docs/decisions/023), as the partner search reads it. */
async function selectedBySearch(viewer: OfferPolicyViewer): Promise<string[]> {
  const rows = await t.db
    .select({ id: offerSearch.id })
    .from(offerSearch)
    .where(and(isNull(offerSearch.deletedAt), inArray(offerSearch.id, built.map((o) => o.id)), ...offerSearchVisibleTo(viewer, today)));
  return rows.map((r) => r.id).sort();
}

const contextOf = (person: Person, offer: OfferRow) => ({ today, writesOffers: person.writesOffers, negotiatesOn: person.appliedTo.has(offer.id) });

/** The offers the one-object half allows; `throughNegotiations` false: as if the person's company had applied to none. */
const allowed = (person: Person, action: 'view_managed' | 'view_as_partner', throughNegotiations = true) =>
  built
    .filter((offer) => can(person.viewer, action, offer, { ...contextOf(person, offer), negotiatesOn: throughNegotiations && person.appliedTo.has(offer.id) }))
    .map((o) => o.id)
    .sort();

describe('offer policy: the SQL half selects what can() allows', () => {
  it('for the managers\' lists and the partners\' search, for every viewer', async () => {
    expect(built).toHaveLength(STATUSES.length * PERIODS.length * 2 + 1);
    for (const person of people) {
      expect(await selected(person.viewer, 'manage'), person.name).toEqual(allowed(person, 'view_managed'));
      // Search finds what any partner may see, not what a company sees only through its negotiations.
      expect(await selected(person.viewer, 'partner'), person.name).toEqual(allowed(person, 'view_as_partner', false));
      // The partner search reads the side table: the same offers, no more.
      expect(await selectedBySearch(person.viewer), person.name).toEqual(allowed(person, 'view_as_partner', false));
    }
    // The table is not trivially empty: each half lets someone see something, and hides something from them.
    expect(allowed(people[0]!, 'view_managed')).toHaveLength(built.length - 1);
    expect(allowed(people[2]!, 'view_as_partner')).toHaveLength(1);
  });

  it('for the offers a company sees through its negotiations (scope negotiating), for every viewer', async () => {
    const applicant = people.find((p) => p.name === 'company that applied')!;
    // Read from the negotiations table as the services read it: the applicant's alone.
    expect(applicant.appliedTo.size).toBe(STATUSES.length * PERIODS.length + STATUSES.length + 1);
    for (const p of people.filter((x) => x !== applicant)) expect(p.appliedTo.size, p.name).toBe(0);
    for (const person of people) {
      const partner = await selected(person.viewer, 'partner');
      const negotiating = await selected(person.viewer, 'negotiating');
      // Exactly the offers it applied to that the one-object half shows it...
      expect(negotiating, person.name).toEqual(allowed(person, 'view_as_partner').filter((id) => person.appliedTo.has(id)));
      // ...and with search's offers, everything the partner view opens to it.
      expect([...new Set([...partner, ...negotiating])].sort(), person.name).toEqual(allowed(person, 'view_as_partner'));
    }
    // Private and ended offers it applied to; not one back in review, not the draft, not the deleted one.
    const seen = new Map(built.map((o) => [o.id, o]));
    const through = (await selected(applicant.viewer, 'negotiating')).map((id) => seen.get(id)!);
    expect(through.some((o) => !o.isPublic && o.status === 'published')).toBe(true);
    expect(through.some((o) => o.periodEnd! < today && o.isPublic)).toBe(true);
    expect(through.some((o) => o.status === 'waiting_for_approval')).toBe(false);
    expect(through.some((o) => o.status === 'draft')).toBe(false);
    expect(allowed(applicant, 'view_as_partner').length).toBeGreaterThan(allowed(people[2]!, 'view_as_partner').length);
  });

  it('and the API answers each offer\'s detail by the same rule, with the policy\'s abilities', async () => {
    for (const person of people) {
      for (const offer of built) {
        const managed = await t.call(person.session, 'GET', `/api/offers/${offer.id}/manage`);
        const mayManage = can(person.viewer, 'view_managed', offer, contextOf(person, offer));
        // The route itself admits no coordinator (its declared roles): 403 before the policy is asked.
        const answer = person.viewer.organisation.role === 'coordinator' ? 403 : mayManage ? 200 : 404;
        expect(managed.statusCode, `${person.name} manage ${offer.status}`).toBe(answer);
        if (mayManage) {
          expect(managed.json().abilities, `${person.name} ${offer.status}`).toEqual(
            offerAbilities(person.viewer, offer, contextOf(person, offer)),
          );
        }
        if (person.viewer.organisation.role !== 'enterprise') continue;
        const partner = await t.call(person.session, 'GET', `/api/offers/${offer.id}/partner`);
        const mayPartner = can(person.viewer, 'view_as_partner', offer, contextOf(person, offer));
        expect(partner.statusCode, `${person.name} partner ${offer.status}`).toBe(mayPartner ? 200 : 404);
      }
    }
  });
});
