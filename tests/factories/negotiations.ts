import type { Database } from '../../src/server/db/client.ts';
import {
  negotiationChatRooms,
  negotiationCoordinatorOffers,
  negotiationRepresentatives,
  negotiations,
  type offers,
  type organisations,
} from '../../src/server/db/schema/index.ts';
import type { NegotiationStep } from '../../src/shared/enums.ts';
import {
  baseStage,
  NEGOTIATION_STEP_ORDER,
  pendingRequestOf,
  stageImpliesDisclosure,
  stepOfStage,
  type NegotiationStage,
  type NegotiationStepAction,
} from '../../src/shared/negotiation-lifecycle.ts';
import { NEGOTIATION_REVIEW_CHECKLIST } from '../../src/shared/schemas/negotiations.ts';
import { dateInCountry } from '../../src/shared/time-zones.ts';
import { buildOffer } from './offers.ts';
import { buildOrganisation, buildUser } from './organisations.ts';

type NegotiationInsert = typeof negotiations.$inferInsert;
export type NegotiationRow = typeof negotiations.$inferSelect;
type Organisation = Pick<typeof organisations.$inferSelect, 'id' | 'bankId' | 'branchId'>;

export interface NegotiationOverrides extends Partial<Omit<NegotiationInsert, 'stage' | 'step' | 'offerId' | 'applicantOrganisationId'>> {
  /** The offer applied to; a published, in-period offer of a new company when not given. */
  offer?: Pick<typeof offers.$inferSelect, 'id' | 'organisationId' | 'bankId'>;
  /** The applying company; a new enterprise with a bank of its own when not given. */
  applicant?: Organisation;
  /** Default `bank_approval` (just applied). */
  stage?: NegotiationStage;
  /** The stored step; follows from the stage, except for `canceled` (default: cancelled at bank approval). */
  step?: NegotiationStep;
  /** Whether the names have been disclosed; by default exactly when the stage implies it (or a cancel after step 4). */
  disclosed?: boolean;
  /** The coordinator organisation the deal is offered or assigned to (stages from `coordinator_offered`); a new one when needed and not given. */
  coordinator?: Pick<typeof organisations.$inferSelect, 'id'> | null;
  /** Users of the applicant company named as representatives (the first is the signatory unless `signatoryUserId` is given); one new user when not given. */
  representativeIds?: string[];
}

const order = (step: NegotiationStep) => NEGOTIATION_STEP_ORDER[step];

/**
 * A negotiation row written straight to the tables (no HTTP), at any stage, with what the steps
 * before it recorded (bank approval, NDA agreements, coordinator, contract, signing, request) as
 * the service writes them. Banks are the companies' (the offer's bank for the offer side).
 */
export async function buildNegotiation(db: Database, overrides: NegotiationOverrides = {}): Promise<NegotiationRow> {
  const {
    offer: givenOffer,
    applicant: givenApplicant,
    stage = 'bank_approval',
    step: givenStep,
    disclosed: givenDisclosed,
    coordinator: givenCoordinator,
    representativeIds: givenRepresentatives,
    ...columns
  } = overrides;
  const offer = givenOffer ?? (await buildOffer(db));
  const applicant = givenApplicant ?? (await buildOrganisation(db, { role: 'enterprise' }));
  if (!applicant.bankId) throw new Error('buildNegotiation: the applicant must be an enterprise with a bank');
  const step = givenStep ?? stepOfStage(stage) ?? 'bank_approval';
  const base = baseStage(stage);
  const reached = (s: NegotiationStep) => order(step) > order(s) || (base === 'completed' && s === 'completion');
  const disclosed = givenDisclosed ?? (stageImpliesDisclosure(stage) || (base === 'canceled' && reached('nda_applicant')));
  const coordinatorNeeded = base === 'coordinator_offered' || reached('coordinator_assignment');
  const coordinator =
    givenCoordinator === undefined
      ? coordinatorNeeded
        ? await buildOrganisation(db, { role: 'coordinator', country: 'JP' })
        : null
      : givenCoordinator;
  const representatives = givenRepresentatives ?? [(await buildUser(db, { organisationId: applicant.id })).id];
  const at = new Date();
  const assigned = coordinator !== null && reached('coordinator_assignment');
  const pending = pendingRequestOf(stage);
  const values: NegotiationInsert = {
    offerId: offer.id,
    applicantOrganisationId: applicant.id,
    applicantBankId: applicant.bankId,
    offerOrganisationId: offer.organisationId,
    offerBankId: offer.bankId,
    stage,
    step,
    applicationDetails: 'We would like to buy 5,000 parts a month from next spring.',
    signatoryUserId: representatives[0]!,
    disclosedAt: disclosed ? at : null,
    ...(reached('bank_approval') ? { bankDecision: 'approve' as const, bankDecidedAt: at } : {}),
    ...(reached('nda_offer_company') ? { offerNdaDecision: 'agree' as const, offerNdaDecidedAt: at } : {}),
    ...(reached('nda_applicant') ? { applicantNdaDecision: 'agree' as const, applicantNdaDecidedAt: at } : {}),
    ...(coordinator ? { coordinatorOrganisationId: coordinator.id, contractId: crypto.randomUUID() } : {}),
    ...(assigned ? { coordinatorAcceptedAt: at } : {}),
    ...(reached('contract_creation') ? { docusignUrl: 'https://demo.docusign.net/signing/example', contractCreatedAt: at } : {}),
    ...(reached('contract_signing') ? { signedAt: at, signedOn: dateInCountry(at, 'JP') } : {}),
    ...(pending ? { requestBy: 'applicant' as const, requestText: 'Please close this negotiation.', requestedAt: at } : {}),
    ...(base === 'completed' ? { completedAt: at } : {}),
    ...(base === 'canceled' ? { canceledAt: at } : {}),
    ...columns,
  };
  const [row] = await db.insert(negotiations).values(values).returning();
  await db
    .insert(negotiationRepresentatives)
    .values(representatives.map((userId, position) => ({ negotiationId: row!.id, userId, position })));
  if (coordinator) {
    await db.insert(negotiationCoordinatorOffers).values({
      negotiationId: row!.id,
      coordinatorOrganisationId: coordinator.id,
      offeredAt: at,
      answer: assigned ? 'accepted' : base === 'canceled' ? 'declined' : 'pending',
      answeredAt: assigned ? at : null,
    });
  }
  // The chat room opens with the disclosure and closes when the negotiation ends (decision 019).
  if (disclosed) {
    const ended = base === 'completed' || base === 'canceled';
    await db.insert(negotiationChatRooms).values({ negotiationId: row!.id, openedAt: at, closedAt: ended ? at : null });
  }
  return row!;
}

/** What each action's body carries besides the version: valid by NEGOTIATION_ACTION_BODIES (src/shared/schemas/negotiations.ts). */
const ACTION_BODIES: Record<Exclude<NegotiationStepAction, 'offer_coordinator' | 'reassign_coordinator'>, Record<string, unknown>> = {
  bank_approve: { checklist: [...NEGOTIATION_REVIEW_CHECKLIST] },
  bank_deny: { reason: 'Not a fit.' },
  offer_company_nda_agree: { accept_nda: true, accept_disclosure: true },
  offer_company_nda_disagree: { reason_code: 'competing_company' },
  applicant_nda_agree: { accept_nda: true, accept_disclosure: true },
  applicant_nda_disagree: { reason_code: 'other', reason_text: 'Timing.' },
  coordinator_accept: {},
  coordinator_decline: { reason: 'Too busy.' },
  create_contract: { docusign_url: 'https://demo.docusign.net/sign/abc' },
  update_contract_url: { docusign_url: 'https://demo.docusign.net/sign/def' },
  // Thailand's date when the action is sent (not when this module loaded: a run that crosses midnight
  // in Thailand would send yesterday's): never after today anywhere on the platform, never before a
  // contract created now.
  get record_signing() {
    return { signed_on: dateInCountry(new Date(), 'TH') };
  },
  request_completion: {},
  approve_completion: {},
  reject_completion: { reason: 'Not yet.' },
  request_cancel: { reason: 'Plans changed.' },
  approve_cancel: {},
  reject_cancel: { reason: 'Please continue.' },
  withdraw_cancel_request: {},
  withdraw_completion_request: {},
  withdraw_coordinator_offer: {},
};

/**
 * A valid body of a negotiation action with the version the caller saw; `offer_coordinator` and `reassign_coordinator` name
 * `coordinatorId`. Tests take every action's body from here, and override only the field they test.
 */
export function actionBody(action: NegotiationStepAction, version: number, options: { coordinatorId?: string } = {}): Record<string, unknown> {
  if (action === 'offer_coordinator' || action === 'reassign_coordinator') {
    if (!options.coordinatorId) throw new Error(`actionBody: ${action} needs the coordinatorId`);
    return { version, coordinator_organisation_id: options.coordinatorId };
  }
  return { version, ...ACTION_BODIES[action] };
}
