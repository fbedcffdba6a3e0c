import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negotiations, offers } from '../../db/schema/index.ts';
import type { TodoKind } from '../../../shared/schemas/notifications.ts';
import type { NegotiationTodo, OfferTodo, TodoScope } from './todo.policy.ts';
import type { Language } from '../../../shared/enum-values.ts';
import type { TitleVersion } from '../../../shared/schemas/offer-views.ts';
import { titleVersionsSql } from '../offers/offers.repository.ts';

export interface TodoRow {
  kind: TodoKind;
  subject_type: 'offer' | 'negotiation';
  subject_id: string;
  offer_title: string;
  offer_language: Language;
  /** The title's other languages' versions (decision 050), read for the page's rows only. */
  title_versions: TitleVersion[];
  ref: string;
  contract_id: string | null;
  /** Epoch milliseconds (one form on PGlite and PostgreSQL alike). */
  since_ms: number | string;
  due_ms: number | string | null;
}

const ms = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

function offerBranch({ kind, where, since, due }: OfferTodo): SQL {
  return sql`select ${kind}::text as kind, 'offer'::text as subject_type, ${offers.id}::text as subject_id, ${offers.title} as offer_title,
      ${offers.id} as offer_id, ${offers.language}::text as offer_language, ${offers.publicRef} as ref, null::text as contract_id, ${ms(since)} as since_ms, ${ms(due)} as due_ms
      from ${offers} where ${and(sql`${offers.deletedAt} is null`, ...where)}`;
}

function negotiationBranch({ kind, stages, where }: NegotiationTodo): SQL {
  return sql`select ${kind}::text as kind, 'negotiation'::text as subject_type, ${negotiations.id}::text as subject_id, ${offers.title} as offer_title,
      ${offers.id} as offer_id, ${offers.language}::text as offer_language, ${negotiations.publicRef} as ref, ${negotiations.contractId}::text as contract_id,
      ${ms(sql`coalesce(${negotiations.waitingSince}, ${negotiations.updatedAt})`)} as since_ms, ${ms(negotiations.dueAt)} as due_ms
      from ${negotiations} inner join ${offers} on ${offers.id} = ${negotiations.offerId}
      where ${and(sql`${offers.deletedAt} is null`, ...where, inArray(negotiations.stage, stages))}`;
}

/**
 * The to-do list's one query (decision 021): what the viewer's organisation must do now, read
 * from state (never stored), one UNION ALL branch per item the to-do policy gives the viewer
 * (todo.policy.ts: the negotiation items from the stage table, each narrowed by visibility).
 * Deleted offers, and negotiations on them, are left out.
 */
export function todoUnion(scope: TodoScope): SQL {
  return sql.join(
    [...scope.offers.map(offerBranch), ...scope.negotiations.map(negotiationBranch)].map((b) => sql`(${b})`),
    sql` union all `,
  );
}

export class TodoRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A page of the items, overdue first (due before `now`) and then oldest first; the total and how many are overdue. */
  async page(scope: TodoScope, now: Date, page: { page: number; perPage: number }): Promise<{ rows: TodoRow[]; total: number; overdue: number }> {
    const union = todoUnion(scope);
    const nowMs = now.getTime();
    type Result<T> = { rows: T[] };
    const rows = (await this.db.execute(
      sql`select todo.*, (select (${titleVersionsSql(offers, 'versions')}) from ${offers} where ${offers.id} = todo.offer_id) as title_versions
        from (${union}) todo
        order by (case when todo.due_ms < ${nowMs} then 0 else 1 end), todo.since_ms asc, todo.subject_id asc, todo.kind asc
        limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
    )) as unknown as Result<TodoRow>;
    const counted = (await this.db.execute(
      sql`select count(*) as total, count(*) filter (where todo.due_ms < ${nowMs}) as overdue from (${union}) todo`,
    )) as unknown as Result<{ total: number | string; overdue: number | string }>;
    return { rows: rows.rows, total: Number(counted.rows[0]?.total ?? 0), overdue: Number(counted.rows[0]?.overdue ?? 0) };
  }
}
