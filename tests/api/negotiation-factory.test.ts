// The negotiation factory writes rows the way the service leaves them at each stage: the step of
// the stage, the names disclosed exactly from the applicant's NDA agreement on, a coordinator once
// the deal has been offered, and one open negotiation per offer and applicant (the database refuses a second).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationChatRooms } from '../../src/server/db/schema/index.ts';
import { NEGOTIATION_STAGES, stageImpliesDisclosure, stepOfStage } from '../../src/shared/negotiation-lifecycle.ts';
import { buildNegotiation, buildOffer, buildOrganisation } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('buildNegotiation', () => {
  it('writes every stage with its step, disclosure and coordinator', async () => {
    for (const stage of NEGOTIATION_STAGES) {
      const row = await buildNegotiation(t.db, { stage });
      expect(row.stage).toBe(stage);
      expect(row.step, stage).toBe(stepOfStage(stage) ?? 'bank_approval');
      expect(row.disclosedAt !== null, stage).toBe(stageImpliesDisclosure(stage));
      const offered = ['coordinator_offered', 'contract_creation', 'contract_signing', 'completion_request', 'completion_requested', 'completed'];
      expect(row.coordinatorOrganisationId !== null, stage).toBe(offered.includes(stage.replace(':cancel_requested', '')));
      // The chat room exists exactly once the names are disclosed, and is closed once the negotiation ended.
      const [room] = await t.db.select().from(negotiationChatRooms).where(eq(negotiationChatRooms.negotiationId, row.id));
      expect(room !== undefined, stage).toBe(row.disclosedAt !== null);
      if (room) expect(room.closedAt !== null, stage).toBe(stage === 'completed' || stage === 'canceled');
    }
  });

  it('lets the database refuse a second open negotiation on the same offer by the same company', async () => {
    const offer = await buildOffer(t.db);
    const applicant = await buildOrganisation(t.db, { role: 'enterprise' });
    await buildNegotiation(t.db, { offer, applicant, stage: 'canceled', step: 'nda_offer_company' });
    await buildNegotiation(t.db, { offer, applicant, stage: 'nda_applicant' });
    await expect(buildNegotiation(t.db, { offer, applicant })).rejects.toThrow();
  });
});
