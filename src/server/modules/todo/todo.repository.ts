import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negotiations, offers } from '../../db/schema/index.ts';
import type { TodoKind } from '../../../shared/schemas/notifications.ts';
import { CANCELABLE_STAGES, type NegotiationStage } from '../../../shared/negotiation-lifecycle.ts';
import { negotiationVisibleTo, type NegotiationPolicyViewer } from '../negotiations/negotiation.policy.ts';
import { offerVisibleTo, type OfferPolicyViewer } from '../offers/offer.policy.ts';

export interface TodoRow {
  kind: TodoKind;
  subject_type: 'offer' | 'negotiation';
  subject_id: string;
  offer_title: string;
  ref: string;
  contract_id: string | null;
  /** Epoch milliseconds (one form on PGlite and PostgreSQL alike). */
  since_ms: number | string;
  due_ms: number | string | null;
}

const ms = (column: SQL | unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The to-do list's one query (decision 021): what the viewer's organisation must do now,
 * read from state (never stored), one UNION ALL branch per kind of item. Every branch is also
 * narrowed by the viewer's visibility (offer and negotiation policies), so an item is never about
 * something the viewer may not see. Deleted offers, and negotiations on them, are left out.
 */
export class TodoRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  private offerBranch(kind: TodoKind, where: SQL[], since: SQL, due: SQL): SQL {
    return sql`select ${kind}::text as kind, 'offer'::text as subject_type, ${offers.id}::text as subject_id, ${offers.title} as offer_title,
      ${offers.publicRef} as ref, null::text as contract_id, ${ms(since)} as since_ms, ${ms(due)} as due_ms
      from ${offers} where ${and(sql`${offers.deletedAt} is null`, ...where)}`;
  }

  private negotiationBranch(kind: TodoKind, where: SQL[]): SQL {
    return sql`select ${kind}::text as kind, 'negotiation'::text as subject_type, ${negotiations.id}::text as subject_id, ${offers.title} as offer_title,
      ${negotiations.publicRef} as ref, ${negotiations.contractId}::text as contract_id,
      ${ms(sql`coalesce(${negotiations.waitingSince}, ${negotiations.updatedAt})`)} as since_ms, ${ms(negotiations.dueAt)} as due_ms
      from ${negotiations} inner join ${offers} on ${offers.id} = ${negotiations.offerId}
      where ${and(sql`${offers.deletedAt} is null`, ...where)}`;
  }

  private branches(viewer: OfferPolicyViewer & NegotiationPolicyViewer, today: string): SQL[] {
    const { role, id } = viewer.organisation;
    const mayOffer = offerVisibleTo(viewer, 'manage', today);
    const mayNegotiation = negotiationVisibleTo(viewer);
    const stage = (s: NegotiationStage) => sql`${negotiations.stage} = ${s}`;
    const negotiation = (kind: TodoKind, ...where: SQL[]) => this.negotiationBranch(kind, [mayNegotiation, ...where]);
    switch (role) {
      case 'enterprise':
        return [
          this.offerBranch('fix_draft', [...mayOffer, sql`${offers.organisationId} = ${id}`, sql`${offers.status} = 'draft'`], sql`${offers.updatedAt}`, sql`null::timestamptz`),
          this.offerBranch('fix_remanded', [...mayOffer, sql`${offers.organisationId} = ${id}`, sql`${offers.status} = 'remand'`], sql`${offers.updatedAt}`, sql`null::timestamptz`),
          negotiation('nda_decision', stage('nda_offer_company'), sql`${negotiations.offerOrganisationId} = ${id}`),
          negotiation('nda_decision', stage('nda_applicant'), sql`${negotiations.applicantOrganisationId} = ${id}`),
        ];
      case 'bank':
        return [
          this.offerBranch(
            'review_offer',
            [...mayOffer, sql`${offers.bankId} = ${id}`, sql`${offers.status} = 'waiting_for_approval'`],
            sql`coalesce(${offers.submittedAt}, ${offers.updatedAt})`,
            sql`${offers.reviewDueAt}`,
          ),
          negotiation('approve_application', stage('bank_approval'), sql`${negotiations.applicantBankId} = ${id}`),
        ];
      case 'kokopelli': {
        const cancelRequested = sql.join(
          CANCELABLE_STAGES.map((s) => sql`${`${s}:cancel_requested`}`),
          sql`, `,
        );
        return [
          negotiation('assign_coordinator', stage('coordinator_assignment')),
          negotiation('approve_cancel', sql`${negotiations.stage} in (${cancelRequested})`),
          negotiation('approve_completion', stage('completion_requested')),
        ];
      }
      case 'coordinator': {
        const mine = sql`${negotiations.coordinatorOrganisationId} = ${id}`;
        return [
          negotiation('answer_coordinator_offer', mine, stage('coordinator_offered')),
          negotiation('create_contract', mine, stage('contract_creation')),
          negotiation('record_signing', mine, stage('contract_signing')),
          negotiation('request_completion', mine, stage('completion_request')),
        ];
      }
    }
  }

  /** A page of the items, overdue first (due before `now`) and then oldest first; the total and how many are overdue. */
  async page(
    viewer: OfferPolicyViewer & NegotiationPolicyViewer,
    now: Date,
    today: string,
    page: { page: number; perPage: number },
  ): Promise<{ rows: TodoRow[]; total: number; overdue: number }> {
    const union = sql.join(
      this.branches(viewer, today).map((b) => sql`(${b})`),
      sql` union all `,
    );
    const nowMs = now.getTime();
    type Result<T> = { rows: T[] };
    const rows = (await this.db.execute(
      sql`select * from (${union}) todo
        order by (case when todo.due_ms < ${nowMs} then 0 else 1 end), todo.since_ms asc, todo.subject_id asc, todo.kind asc
        limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
    )) as unknown as Result<TodoRow>;
    const counted = (await this.db.execute(
      sql`select count(*) as total, count(*) filter (where todo.due_ms < ${nowMs}) as overdue from (${union}) todo`,
    )) as unknown as Result<{ total: number | string; overdue: number | string }>;
    return { rows: rows.rows, total: Number(counted.rows[0]?.total ?? 0), overdue: Number(counted.rows[0]?.overdue ?? 0) };
  }
}
