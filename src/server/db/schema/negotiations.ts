import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NDA_DISAGREE_REASONS, NEGOTIATION_STEPS } from '../../../shared/enums.ts';
import { NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';
import { offers } from './offers.ts';
import { organisations, users } from './organisations.ts';

export const negotiationStageEnum = pgEnum('negotiation_stage', NEGOTIATION_STAGES);
export const negotiationStepEnum = pgEnum('negotiation_step', NEGOTIATION_STEPS);
export const ndaDecisionEnum = pgEnum('nda_decision', ['agree', 'disagree']);
export const ndaDisagreeReasonEnum = pgEnum('nda_disagree_reason', NDA_DISAGREE_REASONS);
export const bankDecisionEnum = pgEnum('negotiation_bank_decision', ['approve', 'deny']);
/** Who asked for the pending cancel or completion (the request's kind follows from the stage). */
export const negotiationRequesterEnum = pgEnum('negotiation_requester', ['offer_company', 'applicant', 'coordinator']);
/** A coordinator's answer to the offer of a deal; `withdrawn`: the office took the offer back before it answered. */
export const coordinatorAnswerEnum = pgEnum('coordinator_answer', ['pending', 'accepted', 'declined', 'withdrawn']);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A negotiation (the spec's "trading"): one company's application to another company's offer and
 * everything that follows (docs/product/negotiations.md, docs/decisions/015). Its id is the trading_id. The position
 * in the lifecycle is `stage` + `step`; everything else is what the steps recorded.
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A random short reference, drawn like an offer's (offer_public_ref(), migration 0003). */
    publicRef: text('public_ref').notNull().unique().default(sql`offer_public_ref()`),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    applicantOrganisationId: uuid('applicant_organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The applicant's bank when it applied: the one that approves or denies, and sees it. */
    applicantBankId: uuid('applicant_bank_id')
      .notNull()
      .references(() => organisations.id),
    offerOrganisationId: uuid('offer_organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The offer's bank when the application was made: it sees the negotiation. */
    offerBankId: uuid('offer_bank_id')
      .notNull()
      .references(() => organisations.id),
    stage: negotiationStageEnum('stage').notNull(),
    step: negotiationStepEnum('step').notNull(),
    /** When both NDAs were agreed: the names are disclosed from then on (docs/decisions/015). */
    disclosedAt: at('disclosed_at'),
    /** Set when the deal is first offered to a coordinator; the coordinator's pages are addressed by it. */
    contractId: uuid('contract_id').unique(),
    /** The coordinator the deal is offered to or assigned to now; null before, and after a decline. */
    coordinatorOrganisationId: uuid('coordinator_organisation_id').references(() => organisations.id),
    coordinatorAcceptedAt: at('coordinator_accepted_at'),
    applicationDetails: text('application_details').notNull(),
    signatoryUserId: uuid('signatory_user_id')
      .notNull()
      .references(() => users.id),
    appliedBy: uuid('applied_by').references(() => users.id),
    bankDecision: bankDecisionEnum('bank_decision'),
    /** The approval's remarks or the denial's reason. */
    bankDecisionText: text('bank_decision_text'),
    bankDecidedAt: at('bank_decided_at'),
    bankDecidedBy: uuid('bank_decided_by').references(() => users.id),
    offerNdaDecision: ndaDecisionEnum('offer_nda_decision'),
    offerNdaReasonCode: ndaDisagreeReasonEnum('offer_nda_reason_code'),
    offerNdaReasonText: text('offer_nda_reason_text'),
    offerNdaDecidedAt: at('offer_nda_decided_at'),
    offerNdaDecidedBy: uuid('offer_nda_decided_by').references(() => users.id),
    applicantNdaDecision: ndaDecisionEnum('applicant_nda_decision'),
    applicantNdaReasonCode: ndaDisagreeReasonEnum('applicant_nda_reason_code'),
    applicantNdaReasonText: text('applicant_nda_reason_text'),
    applicantNdaDecidedAt: at('applicant_nda_decided_at'),
    applicantNdaDecidedBy: uuid('applicant_nda_decided_by').references(() => users.id),
    docusignUrl: text('docusign_url'),
    contractCreatedAt: at('contract_created_at'),
    /** When the coordinator recorded the signing. */
    signedAt: at('signed_at'),
    /** The date the parties signed, as the coordinator recorded it (docs/decisions/061-undo-paths.md). */
    signedOn: date('signed_on', { mode: 'string' }),
    /** The pending cancel or completion request (its kind is the stage's): who, why, when. */
    requestBy: negotiationRequesterEnum('request_by'),
    requestText: text('request_text'),
    requestedAt: at('requested_at'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
    /**
     * Since when the negotiation waits on its current stage's actor, and when that is due (see
     * decision 021): set by the service at every stage change (src/server/modules/deadlines); null at a
     * final stage.
     */
    waitingSince: at('waiting_since'),
    dueAt: at('due_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Optimistic lock: every decision carries the version the viewer saw. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One open negotiation per offer and applicant company (docs/decisions/015).
    uniqueIndex('negotiations_one_open_per_offer_applicant')
      .on(t.offerId, t.applicantOrganisationId)
      .where(sql`${t.stage} NOT IN ('completed', 'canceled')`),
    index('negotiations_applicant_idx').on(t.applicantOrganisationId, t.updatedAt),
    index('negotiations_offer_company_idx').on(t.offerOrganisationId, t.updatedAt),
    index('negotiations_applicant_bank_idx').on(t.applicantBankId, t.updatedAt),
    index('negotiations_offer_bank_idx').on(t.offerBankId, t.updatedAt),
    index('negotiations_coordinator_idx').on(t.coordinatorOrganisationId),
    index('negotiations_offer_idx').on(t.offerId),
    index('negotiations_stage_idx').on(t.stage, t.updatedAt),
    index('negotiations_step_idx').on(t.step, t.updatedAt),
    index('negotiations_updated_idx').on(t.updatedAt, t.id),
    index('negotiations_due_idx').on(t.dueAt),
  ],
);

/** The applicant's representatives for one negotiation, in the order chosen (the signatory among them). */
export const negotiationRepresentatives = pgTable(
  'negotiation_representatives',
  {
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.negotiationId, t.userId] })],
);

/** Each time the operator offered the deal to a coordinator, and the answer. */
export const negotiationCoordinatorOffers = pgTable(
  'negotiation_coordinator_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id),
    coordinatorOrganisationId: uuid('coordinator_organisation_id')
      .notNull()
      .references(() => organisations.id),
    offeredAt: at('offered_at').notNull().defaultNow(),
    offeredBy: uuid('offered_by').references(() => users.id),
    answer: coordinatorAnswerEnum('answer').notNull().default('pending'),
    answeredAt: at('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id),
    declineReason: text('decline_reason'),
  },
  (t) => [
    index('negotiation_coordinator_offers_negotiation_idx').on(t.negotiationId, t.offeredAt),
    // At most one unanswered offer per negotiation.
    uniqueIndex('negotiation_coordinator_offers_one_pending').on(t.negotiationId).where(sql`${t.answer} = 'pending'`),
  ],
);

/**
 * The chat room of a negotiation (decision 019; its messages and transport: decision 020): opened
 * in the same transaction as the second NDA "agree" (the disclosure), closed for good when the
 * negotiation is completed or its cancel approved (docs/product/negotiations.md). Who may read it is the
 * negotiation policy's `mayReadChat`.
 */
export const negotiationChatRooms = pgTable('negotiation_chat_rooms', {
  negotiationId: uuid('negotiation_id')
    .primaryKey()
    .references(() => negotiations.id),
  openedAt: at('opened_at').notNull(),
  closedAt: at('closed_at'),
  /** The `seq` of the room's newest message (0 before the first): the next message takes last_seq + 1. */
  lastSeq: integer('last_seq').notNull().default(0),
});

/**
 * One message of a negotiation's chat (docs/decisions/020). `seq` numbers the room's
 * messages 1, 2, 3… with no gap: it is taken from `negotiation_chat_rooms.last_seq` in the same
 * transaction as the insert (the room row's lock orders the writers, so commits follow `seq`).
 * `client_id` is the sender's own id for the message: a retry of it stores nothing new.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiationChatRooms.negotiationId),
    seq: integer('seq').notNull(),
    clientId: uuid('client_id').notNull(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id),
    senderOrganisationId: uuid('sender_organisation_id')
      .notNull()
      .references(() => organisations.id),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq').on(t.negotiationId, t.seq),
    uniqueIndex('chat_messages_room_sender_client').on(t.negotiationId, t.senderUserId, t.clientId),
  ],
);

/**
 * A file uploaded to a room (PDF, image, office document; checked by content). It is attached to
 * at most one message (`message_id` set when sent); unsent ones are swept after a day.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiationChatRooms.negotiationId),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** The key of the bytes in the object store. */
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    messageId: uuid('message_id').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_unsent_idx').on(t.uploadedBy, t.createdAt).where(sql`${t.messageId} IS NULL`)],
);

/** How far each member has read a room: the highest `seq` seen (the read receipts). */
export const chatReads = pgTable(
  'chat_reads',
  {
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiationChatRooms.negotiationId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lastReadSeq: integer('last_read_seq').notNull(),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.negotiationId, t.userId] })],
);
