import { and, asc, eq, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deadlineReminders, negotiationRepresentatives, negotiations, offers, organisations, users } from '../../db/schema/index.ts';
import type { Country } from '../../../shared/enums.ts';
import type { DeadlineStep } from '../../../shared/deadlines.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';

/** A waiting period whose due time has passed. */
export interface DueSubject {
  subjectType: 'offer' | 'negotiation';
  subjectId: string;
  /** The offer's status or the negotiation's stage (the step follows from it). */
  state: string;
  dueAt: Date;
}

/** What deadlines read and write: acting countries, what is overdue, reminders sent, whom to remind. */
export class DeadlineRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async countryOf(organisationId: string): Promise<Country | undefined> {
    const [row] = await this.db.select({ country: organisations.country }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
    return row?.country as Country | undefined;
  }

  /** Offers waiting for their bank's review past the due time, and open negotiations past theirs (oldest due first). */
  async overdue(now: Date, limit: number): Promise<DueSubject[]> {
    const offerRows = await this.db
      .select({ subjectId: offers.id, state: offers.status, dueAt: offers.reviewDueAt })
      .from(offers)
      .where(and(eq(offers.status, 'waiting_for_approval'), isNull(offers.deletedAt), isNotNull(offers.reviewDueAt), lt(offers.reviewDueAt, now)))
      .orderBy(asc(offers.reviewDueAt))
      .limit(limit);
    const negotiationRows = await this.db
      .select({ subjectId: negotiations.id, state: negotiations.stage, dueAt: negotiations.dueAt })
      .from(negotiations)
      .where(and(isNotNull(negotiations.dueAt), lt(negotiations.dueAt, now), notInArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES])))
      .orderBy(asc(negotiations.dueAt))
      .limit(limit);
    return [
      ...offerRows.map((r) => ({ subjectType: 'offer' as const, subjectId: r.subjectId, state: r.state, dueAt: r.dueAt! })),
      ...negotiationRows.map((r) => ({ subjectType: 'negotiation' as const, subjectId: r.subjectId, state: r.state, dueAt: r.dueAt! })),
    ];
  }

  /**
   * Claims the reminders of a step and due time: answers only the rows this call inserted. The
   * primary key makes a second claim (another server, a second run) insert nothing; a concurrent
   * one waits for this transaction and then inserts nothing.
   */
  async claim(rows: { subjectType: string; subjectId: string; step: DeadlineStep; dueAt: Date }[]) {
    if (rows.length === 0) return [];
    return this.db
      .insert(deadlineReminders)
      .values(rows)
      .onConflictDoNothing()
      .returning({ subjectType: deadlineReminders.subjectType, subjectId: deadlineReminders.subjectId, step: deadlineReminders.step, dueAt: deadlineReminders.dueAt });
  }

  // ---- whom a reminder reaches ----------------------------------------------------------------

  async offer(id: string) {
    const [row] = await this.db
      .select({ id: offers.id, title: offers.title, publicRef: offers.publicRef, bankId: offers.bankId, deletedAt: offers.deletedAt })
      .from(offers)
      .where(eq(offers.id, id))
      .limit(1);
    return row;
  }

  async negotiation(id: string) {
    const [row] = await this.db
      .select({
        id: negotiations.id,
        publicRef: negotiations.publicRef,
        contractId: negotiations.contractId,
        offerOrganisationId: negotiations.offerOrganisationId,
        applicantBankId: negotiations.applicantBankId,
        coordinatorOrganisationId: negotiations.coordinatorOrganisationId,
        offerTitle: offers.title,
        offerRef: offers.publicRef,
      })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .where(eq(negotiations.id, id))
      .limit(1);
    return row;
  }

  /** The active users of an organisation. */
  async usersOf(organisationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), isNull(users.disabledAt)))
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  }

  /** The active users of every operator (administration office) organisation. */
  async operatorUsers(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(eq(organisations.role, 'kokopelli'), isNull(users.disabledAt)))
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  }

  /** The applicant company's representatives on the negotiation (active users). */
  async representatives(negotiationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(negotiationRepresentatives)
      .innerJoin(users, eq(users.id, negotiationRepresentatives.userId))
      .where(and(eq(negotiationRepresentatives.negotiationId, negotiationId), isNull(users.disabledAt)))
      .orderBy(asc(negotiationRepresentatives.position));
    return rows.map((r) => r.id);
  }
}
