// The partner view of an offer says whether the viewer's company may apply to it (step 1 of
// docs/product/negotiations.md), from the offer policy and the company's open application on it, and shows the company's
// negotiation on it with where it stands (decision 034): the open one, else the latest that ended.
// Apply is open while the offer is open to the company and it has no negotiation on it that is
// still going (a completed or cancelled one leaves it free to apply again); another company's
// application changes nothing for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let applicant: Awaited<ReturnType<typeof buildOrganisation>>;
let other: Awaited<ReturnType<typeof buildOrganisation>>;
let applicantUser: SignedIn;
let otherUser: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await buildOrganisation(t.db, { role: 'enterprise', country: 'TH' });
  other = await buildOrganisation(t.db, { role: 'enterprise', country: 'TH' });
  applicantUser = await signIn(t.app, (await buildUser(t.db, { organisationId: applicant.id })).id);
  otherUser = await signIn(t.app, (await buildUser(t.db, { organisationId: other.id })).id);
});
afterAll(async () => t.close());

const partnerView = async (who: SignedIn, offerId: string) => {
  const res = await t.call(who, 'GET', `/api/offers/${offerId}/partner`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { abilities: { apply: boolean }; my_application: { trading_id: string; public_ref: string; step: string; status: string } | null };
};

describe('partner offer view: apply ability and the open application', () => {
  it('may apply to an open offer it has not applied to', async () => {
    const offer = await buildOffer(t.db);
    expect(await partnerView(applicantUser, offer.id)).toMatchObject({ abilities: { apply: true }, my_application: null });
  });

  it('links the open application instead, at every stage before the end, for the applying company only', async () => {
    for (const stage of ['bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_assignment', 'nda_applicant:cancel_requested'] as const) {
      const offer = await buildOffer(t.db);
      const negotiation = await buildNegotiation(t.db, { offer, applicant, stage });
      expect(await partnerView(applicantUser, offer.id), stage).toEqual(
        expect.objectContaining({
          abilities: { apply: false },
          my_application: { trading_id: negotiation.id, public_ref: negotiation.publicRef, step: negotiation.step, status: stage === 'coordinator_assignment' ? 'under_negotiation' : 'preparing' },
        }),
      );
      expect(await partnerView(otherUser, offer.id), stage).toEqual(expect.objectContaining({ abilities: { apply: true }, my_application: null }));
    }
  });

  it('may apply again once the earlier negotiation is cancelled or completed, and still shows that one with its state', async () => {
    for (const stage of ['canceled', 'completed'] as const) {
      const offer = await buildOffer(t.db);
      const ended = await buildNegotiation(t.db, { offer, applicant, stage });
      expect(await partnerView(applicantUser, offer.id), stage).toEqual(
        expect.objectContaining({ abilities: { apply: true }, my_application: expect.objectContaining({ trading_id: ended.id, status: stage }) }),
      );
      expect(await partnerView(otherUser, offer.id), stage).toEqual(expect.objectContaining({ my_application: null }));
    }
  });

  it('shows the open negotiation before an ended one, and the latest of the ended ones', async () => {
    const offer = await buildOffer(t.db);
    await buildNegotiation(t.db, { offer, applicant, stage: 'canceled', createdAt: new Date('2026-01-01T00:00:00Z') });
    const later = await buildNegotiation(t.db, { offer, applicant, stage: 'canceled', createdAt: new Date('2026-02-01T00:00:00Z') });
    expect((await partnerView(applicantUser, offer.id)).my_application?.trading_id).toBe(later.id);
    const open = await buildNegotiation(t.db, { offer, applicant, stage: 'contract_signing' });
    expect(await partnerView(applicantUser, offer.id)).toEqual(
      expect.objectContaining({ abilities: { apply: false }, my_application: expect.objectContaining({ trading_id: open.id, step: 'contract_signing', status: 'under_negotiation' }) }),
    );
  });
});
