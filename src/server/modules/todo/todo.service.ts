import type { Database } from '../../db/client.ts';
import type { Viewer } from '../session/session.service.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import { paths } from '../../../shared/paths.ts';
import type { TodoItem, TodoList } from '../../../shared/schemas/notifications.ts';
import type { TitleVersion } from '../../../shared/schemas/offer-views.ts';
import { negotiationLink } from '../notifications/links.ts';
import { enforce } from '../../lib/policy.ts';
import { decide } from './todo.policy.ts';
import { TodoRepository, type TodoRow } from './todo.repository.ts';

type PageQuery = { page: number; per_page: number };

/**
 * The viewer organisation's to-do list (decision 021): derived from state at read time,
 * so an item leaves the list as soon as the state moves on. Which items the viewer has is the to-do
 * policy's (todo.policy.ts, from the stage table for negotiations), read by the repository's one
 * query; this shapes them (links per role, due and overdue).
 */
export class TodoService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  async list(viewer: Viewer, query: PageQuery): Promise<TodoList> {
    const now = this.now();
    const scope = enforce(decide(viewer, 'list', { today: platformToday(now) }));
    const { rows, total, overdue } = await new TodoRepository(this.db).page(scope, now, { page: query.page, perPage: query.per_page });
    return { items: rows.map((r) => presentTodo(viewer, r, now)), total, overdue };
  }
}

function linkOf(viewer: Viewer, r: TodoRow): string {
  switch (r.kind) {
    case 'fix_draft':
    case 'fix_remanded':
      return paths.company.offerEdit.getHref(r.subject_id);
    case 'review_offer':
      return paths.bank.offerDetail.getHref(r.subject_id);
    case 'nda_decision':
      return paths.company.ndaAgree.getHref(r.subject_id);
    default:
      // Each role's negotiation page (the coordinator's is addressed by the contract id, set when the deal was offered).
      return negotiationLink(viewer.organisation.role, { id: r.subject_id, contractId: r.contract_id }) ?? '';
  }
}

function presentTodo(viewer: Viewer, r: TodoRow, now: Date): TodoItem {
  const due = r.due_ms === null ? null : new Date(Number(r.due_ms));
  return {
    kind: r.kind,
    subject_type: r.subject_type,
    subject_id: r.subject_id,
    offer_title: r.offer_title,
    offer_language: r.offer_language,
    title_versions: typeof r.title_versions === 'string' ? (JSON.parse(r.title_versions) as TitleVersion[]) : r.title_versions,
    ref: r.ref,
    link: linkOf(viewer, r),
    since: new Date(Number(r.since_ms)).toISOString(),
    due_at: due ? due.toISOString() : null,
    overdue: due !== null && due.getTime() < now.getTime(),
  };
}
