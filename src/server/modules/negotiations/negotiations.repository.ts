import type { Country } from '../../../shared/enums.ts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  industries,
  negotiationChatRooms,
  negotiationCoordinatorOffers,
  negotiationRepresentatives,
  negotiations,
  offers,
  organisations,
  users,
} from '../../db/schema/index.ts';
import { COORDINATOR_OFFERED_STAGES, FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';
import type { NegotiationListQuery } from '../../../shared/schemas/negotiations.ts';
import type { SizeBand } from '../../../shared/size-bands.ts';
import { sizeBandSql } from '../organisations/organisations.policy.ts';
import { titleVersionsSql } from '../offers/offers.repository.ts';
import { normalised } from '../offers/offer-search.repository.ts';
import type { TitleVersion } from '../../../shared/schemas/offer-views.ts';

export type NegotiationValues = Partial<typeof negotiations.$inferInsert>;
export type NegotiationStateRow = typeof negotiations.$inferSelect;

const offerCo = alias(organisations, 'offer_co');
const applicantCo = alias(organisations, 'applicant_co');
const offerCoIndustry = alias(industries, 'offer_co_industry');
const applicantCoIndustry = alias(industries, 'applicant_co_industry');
const offerBank = alias(organisations, 'offer_bank');
const applicantBank = alias(organisations, 'applicant_bank');
const coordinatorOrg = alias(organisations, 'coordinator_org');

/** The columns of one company of a negotiation; the presenter shows them only as the policy allows. */
const companyColumns = (co: typeof offerCo | typeof applicantCo, industry: typeof offerCoIndustry | typeof applicantCoIndustry, bank: typeof offerBank | typeof applicantBank) => ({
  id: sql<string>`${co.id}`,
  name: sql<string>`${co.name}`,
  nameEn: sql<string | null>`${co.nameEn}`,
  country: sql<string>`${co.country}`,
  sizeBand: sql<SizeBand>`${sizeBandSql(sql`${co.employeeCount}`)}`,
  industryCode: sql<string | null>`${industry.code}`,
  industryNameEn: sql<string | null>`${industry.nameEn}`,
  industryNameJa: sql<string | null>`${industry.nameJa}`,
  industryNameTh: sql<string | null>`${industry.nameTh}`,
  bankName: sql<string>`${bank.name}`,
  bankNameEn: sql<string | null>`${bank.nameEn}`,
  bankCountry: sql<string>`${bank.country}`,
});

const summaryColumns = {
  n: negotiations,
  offer: {
    id: offers.id,
    publicRef: offers.publicRef,
    title: offers.title,
    language: offers.language,
    titleVersions: sql<TitleVersion[]>`(${titleVersionsSql(offers, 'versions')})`,
    type: offers.type,
    status: offers.status,
    periodStart: offers.periodStart,
    periodEnd: offers.periodEnd,
  },
  offerCompany: companyColumns(offerCo, offerCoIndustry, offerBank),
  applicantCompany: companyColumns(applicantCo, applicantCoIndustry, applicantBank),
  coordinator: { id: coordinatorOrg.id, name: coordinatorOrg.name, nameEn: coordinatorOrg.nameEn, country: coordinatorOrg.country },
};

export type NegotiationSummaryRow = Awaited<ReturnType<NegotiationRepository['list']>>['rows'][number];

/** Filters a list's scope is narrowed by; who may see which negotiations is `negotiationVisibleTo`'s. */
export const negotiationFilters = {
  stageIn: (stages: readonly string[]) => inArray(negotiations.stage, stages as (typeof negotiations.stage.enumValues)[number][]),
  step: (step: NonNullable<NegotiationListQuery['step']>) => eq(negotiations.step, step),
  offerId: (offerId: string) => eq(negotiations.offerId, offerId),
  applicant: (organisationId: string) => eq(negotiations.applicantOrganisationId, organisationId),
  offerCompany: (organisationId: string) => eq(negotiations.offerOrganisationId, organisationId),
  /** Either company's bank, by its bank code. */
  bankCode: (bankCode: string) => {
    const banks = sql`(select ${organisations.id} from ${organisations} where ${organisations.bankCode} = ${bankCode} and ${organisations.role} = 'bank')`;
    return sql`(${negotiations.applicantBankId} IN ${banks} OR ${negotiations.offerBankId} IN ${banks})`;
  },
  /**
   * A keyword (a LIKE pattern over normalised text) in the negotiation's or its offer's reference,
   * the offer's title, or the name (native, English or reading) of a company the viewer may know
   * by name (`known`: the policy's `companyNameKnownTo`, per side).
   */
  keyword: (pattern: string, known: Record<'applicant' | 'offer_company', SQL>) => {
    const company = (column: AnyPgColumn) =>
      sql`exists (select 1 from ${organisations} where ${organisations.id} = ${column} and (${normalised(organisations.name)} like ${pattern} or ${normalised(organisations.nameEn)} like ${pattern} or ${normalised(organisations.nameKana)} like ${pattern}))`;
    return sql`(${normalised(negotiations.publicRef)} like ${pattern}
      or exists (select 1 from ${offers} where ${offers.id} = ${negotiations.offerId} and (${normalised(offers.publicRef)} like ${pattern} or ${normalised(offers.title)} like ${pattern}))
      or (${known.applicant} and ${company(negotiations.applicantOrganisationId)})
      or (${known.offer_company} and ${company(negotiations.offerOrganisationId)}))`;
  },
  /** Either company's country. */
  country: (country: string) => {
    const of = (column: AnyPgColumn) =>
      sql`(select ${organisations.country} from ${organisations} where ${organisations.id} = ${column})`;
    return sql`(${of(negotiations.applicantOrganisationId)} = ${country} OR ${of(negotiations.offerOrganisationId)} = ${country})`;
  },
};

/** Negotiations and what hangs on them: representatives, coordinator offers; the lists too (one query). */
export class NegotiationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async insert(values: typeof negotiations.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(negotiations).values(values).returning({ id: negotiations.id });
    return row!.id;
  }

  async insertRepresentatives(negotiationId: string, userIds: string[]): Promise<void> {
    await this.db.insert(negotiationRepresentatives).values(userIds.map((userId, position) => ({ negotiationId, userId, position })));
  }

  /** The stored row; `lock` holds it until the transaction ends, so two decisions never race. */
  async findState(id: string, lock = false): Promise<NegotiationStateRow | undefined> {
    const query = this.db.select().from(negotiations).where(eq(negotiations.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async idByContract(contractId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: negotiations.id }).from(negotiations).where(eq(negotiations.contractId, contractId)).limit(1);
    return row?.id;
  }

  /** Updates only if the stored version is the one given; answers whether it did. */
  async updateVersioned(id: string, version: number, values: NegotiationValues): Promise<boolean> {
    const rows = await this.db
      .update(negotiations)
      .set({ ...values, version: sql`${negotiations.version} + 1`, updatedAt: new Date() })
      .where(and(eq(negotiations.id, id), eq(negotiations.version, version)))
      .returning({ id: negotiations.id });
    return rows.length === 1;
  }

  /** Opens the negotiation's chat room (at disclosure; there is one per negotiation). */
  async openChatRoom(negotiationId: string, at: Date): Promise<void> {
    await this.db.insert(negotiationChatRooms).values({ negotiationId, openedAt: at });
  }

  /** Closes the negotiation's chat room for good, if it has one still open. */
  async closeChatRoom(negotiationId: string, at: Date): Promise<void> {
    await this.db
      .update(negotiationChatRooms)
      .set({ closedAt: at })
      .where(and(eq(negotiationChatRooms.negotiationId, negotiationId), isNull(negotiationChatRooms.closedAt)));
  }

  async chatRoom(negotiationId: string): Promise<{ openedAt: Date; closedAt: Date | null } | undefined> {
    const [row] = await this.db
      .select({ openedAt: negotiationChatRooms.openedAt, closedAt: negotiationChatRooms.closedAt })
      .from(negotiationChatRooms)
      .where(eq(negotiationChatRooms.negotiationId, negotiationId))
      .limit(1);
    return row;
  }

  /** The applying company: its bank (it approves the application). */
  async applicant(organisationId: string) {
    const [row] = await this.db
      .select({ id: organisations.id, role: organisations.role, bankId: organisations.bankId })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .limit(1);
    return row;
  }

  /** Which of the given users belong to the organisation and are not disabled. */
  async usersOf(organisationId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), inArray(users.id, userIds), sql`${users.disabledAt} IS NULL`));
    return new Set(rows.map((r) => r.id));
  }

  /** An organisation's country (a CSV's default time zone). */
  async organisationCountry(organisationId: string): Promise<Country | null> {
    const [row] = await this.db.select({ country: organisations.country }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
    return (row?.country as Country | undefined) ?? null;
  }

  /** Whether the user belongs to the organisation, is not disabled and may sign contracts for it (its contract-signatory flag). */
  async isContractSignatory(organisationId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.organisationId, organisationId), eq(users.isContractSignatory, true), sql`${users.disabledAt} IS NULL`))
      .limit(1);
    return row !== undefined;
  }

  /** Is there an organisation with the coordinator role of this id? */
  async isCoordinator(organisationId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.id, organisationId), eq(organisations.role, 'coordinator')))
      .limit(1);
    return row !== undefined;
  }

  async representatives(negotiationId: string) {
    return this.db
      .select({ userId: users.id, name: users.name, displayName: users.displayName, nameEn: users.usernameEn })
      .from(negotiationRepresentatives)
      .innerJoin(users, eq(users.id, negotiationRepresentatives.userId))
      .where(eq(negotiationRepresentatives.negotiationId, negotiationId))
      .orderBy(asc(negotiationRepresentatives.position));
  }

  async coordinatorOffers(negotiationId: string) {
    return this.db
      .select({
        organisationId: negotiationCoordinatorOffers.coordinatorOrganisationId,
        name: organisations.name,
        nameEn: organisations.nameEn,
        offeredAt: negotiationCoordinatorOffers.offeredAt,
        answer: negotiationCoordinatorOffers.answer,
        answeredAt: negotiationCoordinatorOffers.answeredAt,
        declineReason: negotiationCoordinatorOffers.declineReason,
      })
      .from(negotiationCoordinatorOffers)
      .innerJoin(organisations, eq(organisations.id, negotiationCoordinatorOffers.coordinatorOrganisationId))
      .where(eq(negotiationCoordinatorOffers.negotiationId, negotiationId))
      .orderBy(asc(negotiationCoordinatorOffers.offeredAt), asc(negotiationCoordinatorOffers.id));
  }

  async offerToCoordinator(negotiationId: string, coordinatorOrganisationId: string, offeredBy: string, at: Date): Promise<void> {
    await this.db.insert(negotiationCoordinatorOffers).values({ negotiationId, coordinatorOrganisationId, offeredBy, offeredAt: at });
  }

  /** Answers the pending offer of the deal (accepted or declined); a cancel closes it as declined, the office's withdrawal as withdrawn. */
  async answerCoordinatorOffer(
    negotiationId: string,
    answer: 'accepted' | 'declined' | 'withdrawn',
    by: string | null,
    at: Date,
    declineReason: string | null = null,
  ): Promise<void> {
    await this.db
      .update(negotiationCoordinatorOffers)
      .set({ answer, answeredBy: by, answeredAt: at, declineReason })
      .where(and(eq(negotiationCoordinatorOffers.negotiationId, negotiationId), eq(negotiationCoordinatorOffers.answer, 'pending')));
  }

  /**
   * Every coordinator organisation, with its open deals: those still going (neither completed nor
   * cancelled) that it has accepted or is offered now and has not answered (docs/decisions/034-negotiation-pages.md).
   * One join and a group, so each count is its own organisation's (a correlated `count(*)` subquery
   * wrote an unqualified `id` that the inner table captured, and every count was 0).
   */
  async coordinators() {
    const held = or(isNotNull(negotiations.coordinatorAcceptedAt), inArray(negotiations.stage, COORDINATOR_OFFERED_STAGES));
    const openDeals = sql<number>`count(${negotiations.id})::int`;
    return this.db
      .select({ id: organisations.id, name: organisations.name, nameEn: organisations.nameEn, country: organisations.country, openDeals })
      .from(organisations)
      .leftJoin(
        negotiations,
        and(eq(negotiations.coordinatorOrganisationId, organisations.id), notInArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES]), held),
      )
      .where(eq(organisations.role, 'coordinator'))
      .groupBy(organisations.id)
      .orderBy(asc(organisations.name), asc(organisations.id));
  }

  // ---- one negotiation with its companies, and lists ---------------------------------------

  private summaryQuery() {
    return this.db
      .select(summaryColumns)
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .innerJoin(offerCo, eq(offerCo.id, negotiations.offerOrganisationId))
      .innerJoin(applicantCo, eq(applicantCo.id, negotiations.applicantOrganisationId))
      .innerJoin(offerBank, eq(offerBank.id, negotiations.offerBankId))
      .innerJoin(applicantBank, eq(applicantBank.id, negotiations.applicantBankId))
      .leftJoin(offerCoIndustry, eq(offerCoIndustry.id, offerCo.industryId))
      .leftJoin(applicantCoIndustry, eq(applicantCoIndustry.id, applicantCo.industryId))
      .leftJoin(coordinatorOrg, eq(coordinatorOrg.id, negotiations.coordinatorOrganisationId));
  }

  async findSummary(id: string): Promise<NegotiationSummaryRow | undefined> {
    const [row] = await this.summaryQuery().where(eq(negotiations.id, id)).limit(1);
    return row;
  }

  /** A page of negotiations within a scope (the policy's condition and the filters), with the total; `page` null: every row (the export). */
  async list(where: SQL[], sort: NegotiationListQuery['sort'], page: { page: number; perPage: number } | null, overdueFirstAt: Date | null = null) {
    const condition = and(...where);
    const order = {
      updated_desc: [desc(negotiations.updatedAt), desc(negotiations.id)],
      updated_asc: [asc(negotiations.updatedAt), asc(negotiations.id)],
      applied_desc: [desc(negotiations.createdAt), desc(negotiations.id)],
      applied_asc: [asc(negotiations.createdAt), asc(negotiations.id)],
    }[sort];
    // Overdue first (the operator's list): due before the given time, then the order asked for.
    const overdueFirst = overdueFirstAt
      ? [sql`(case when ${negotiations.dueAt} < ${overdueFirstAt.toISOString()}::timestamptz then 0 else 1 end)`]
      : [];
    const query = this.summaryQuery().where(condition).orderBy(...overdueFirst, ...order);
    const rowsQuery = page ? query.limit(page.perPage).offset((page.page - 1) * page.perPage) : query;
    const [rows, [counted]] = await Promise.all([
      rowsQuery,
      this.db.select({ n: sql<number>`count(*)::int` }).from(negotiations).where(condition),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** The applicant's open negotiation (not completed or cancelled; at most one, by the partial unique index) on an offer. */
  async openFor(offerId: string, applicantOrganisationId: string) {
    const [row] = await this.db
      .select({ id: negotiations.id })
      .from(negotiations)
      .where(
        and(
          eq(negotiations.offerId, offerId),
          eq(negotiations.applicantOrganisationId, applicantOrganisationId),
          notInArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES]),
        ),
      )
      .limit(1);
    return row;
  }
}
