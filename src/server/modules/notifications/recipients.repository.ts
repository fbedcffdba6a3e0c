import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { chatAttachments, chatMessages, negotiationRepresentatives, negotiations, offerManagers, offers, organisations, users } from '../../db/schema/index.ts';
import type { Role, UserType } from '../../../shared/enums.ts';

/** An active user who may be told of an event, as the policies read a viewer. */
export interface Candidate {
  id: string;
  organisation: { id: string; role: Role };
  user: { id: string; userType: UserType };
}

/** The room's writers, read beside the chat message (a second `users` and `organisations` in the statement). */
const writer = alias(users, 'writer');
const writerOrganisation = alias(organisations, 'writer_organisation');

/**
 * The SQL the offer, negotiation and chat notification rules need to find who must know of an event
 * (offers/offer-notifications.ts, negotiations/negotiation-notifications.ts, chat/chat-notifications.ts):
 * the subject's facts, and the active users (`users.disabled_at IS NULL`) of the organisations involved.
 */
export class RecipientRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** An offer's facts for its notices (a deleted one too: its delete event still names it). */
  async offer(offerId: string) {
    const [row] = await this.db
      .select({ id: offers.id, title: offers.title, publicRef: offers.publicRef, organisationId: offers.organisationId, bankId: offers.bankId })
      .from(offers)
      .where(eq(offers.id, offerId))
      .limit(1);
    return row;
  }

  /** A negotiation as the negotiation policy reads it, with its offer's title and reference. */
  async negotiation(negotiationId: string) {
    const [row] = await this.db
      .select({ n: negotiations, offerTitle: offers.title, offerRef: offers.publicRef })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .where(eq(negotiations.id, negotiationId))
      .limit(1);
    return row;
  }

  /**
   * A chat message as its room's notice tells of it, in one read (a message is the chat's hot
   * write, decision 052): the negotiation with its offer's title and reference (as `negotiation`),
   * the applicant's representatives in it, the room's possible writers (the active users of the
   * applicant, the offer company and the coordinator, as `activeUsersOf` reads them), and the
   * message: the sender (name and organisation), the text, an attached file's name (null when
   * `messageId` is none of the room's).
   */
  async chatMessage(negotiationId: string, messageId: string | null) {
    const [row] = await this.db
      .select({
        n: negotiations,
        offerTitle: offers.title,
        offerRef: offers.publicRef,
        representativeIds: sql<string[]>`coalesce((select array_agg(${negotiationRepresentatives.userId} order by ${negotiationRepresentatives.position}) from ${negotiationRepresentatives} where ${negotiationRepresentatives.negotiationId} = ${negotiations.id}), '{}')`,
        writers: sql<CandidateRow[]>`coalesce((
          select json_agg(json_build_object('id', ${writer.id}, 'userType', ${writer.userType}, 'organisationId', ${writerOrganisation.id}, 'role', ${writerOrganisation.role}) order by ${writer.id})
          from ${users} ${writer} join ${organisations} ${writerOrganisation} on ${writerOrganisation.id} = ${writer.organisationId}
          where ${writer.organisationId} in (${negotiations.applicantOrganisationId}, ${negotiations.offerOrganisationId}, ${negotiations.coordinatorOrganisationId})
            and ${writer.disabledAt} is null), '[]')`.mapWith((rows: CandidateRow[] | string) => (typeof rows === 'string' ? (JSON.parse(rows) as CandidateRow[]) : rows).map(candidate)),
        message: {
          body: chatMessages.body,
          fileName: chatAttachments.fileName,
          senderName: users.name,
          senderDisplayName: users.displayName,
          senderNameEn: users.usernameEn,
          senderOrganisationId: chatMessages.senderOrganisationId,
        },
      })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .leftJoin(chatMessages, and(eq(chatMessages.negotiationId, negotiations.id), eq(chatMessages.id, messageId ?? sql`null`)))
      .leftJoin(users, eq(users.id, chatMessages.senderUserId))
      .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
      .where(eq(negotiations.id, negotiationId))
      .limit(1);
    return row;
  }

  /** The active users of these organisations. */
  async activeUsersOf(organisationIds: readonly string[]): Promise<Candidate[]> {
    if (organisationIds.length === 0) return [];
    return this.candidates(inArray(users.organisationId, [...organisationIds]));
  }

  /** The active users of the administration office (every organisation with the kokopelli role). */
  async activeOperators(): Promise<Candidate[]> {
    return this.candidates(eq(organisations.role, 'kokopelli'));
  }

  /** The company's named offer managers (none: every user writes its offers). */
  async offerManagerIds(organisationId: string): Promise<string[]> {
    const rows = await this.db.select({ id: offerManagers.userId }).from(offerManagers).where(eq(offerManagers.organisationId, organisationId));
    return rows.map((r) => r.id);
  }

  /** The applicant's representatives selected for the negotiation. */
  async representativeIds(negotiationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: negotiationRepresentatives.userId })
      .from(negotiationRepresentatives)
      .where(eq(negotiationRepresentatives.negotiationId, negotiationId))
      .orderBy(asc(negotiationRepresentatives.position));
    return rows.map((r) => r.id);
  }

  private async candidates(where: ReturnType<typeof eq>): Promise<Candidate[]> {
    const rows = await this.db
      .select({ id: users.id, userType: users.userType, organisationId: organisations.id, role: organisations.role })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(where, isNull(users.disabledAt)))
      .orderBy(asc(users.id));
    return rows.map(candidate);
  }
}

/** A candidate as a statement reads it. */
interface CandidateRow {
  id: string;
  userType: UserType;
  organisationId: string;
  role: Role;
}

const candidate = (r: CandidateRow): Candidate => ({ id: r.id, organisation: { id: r.organisationId, role: r.role }, user: { id: r.id, userType: r.userType } });

