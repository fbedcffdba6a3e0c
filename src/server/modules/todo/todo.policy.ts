import { sql, type SQL } from 'drizzle-orm';
import { offers } from '../../db/schema/index.ts';
import type { TodoKind } from '../../../shared/schemas/notifications.ts';
import { NEGOTIATION_STAGE_TABLE, NEGOTIATION_STAGES, stagesActedOnBy, type NegotiationStage, type StageActor } from '../../../shared/negotiation-lifecycle.ts';
import { allow, type Decision } from '../../lib/policy.ts';
import { negotiationActorIs, negotiationVisibleTo, type NegotiationPolicyViewer } from '../negotiations/negotiations.policy.ts';
import { offerVisibleTo, type OfferPolicyViewer } from '../offers/offers.policy.ts';

/**
 * What each viewer must do now (docs/decisions/021-notifications-todo-news.md): the items of its
 * organisation's to-do list, as conditions the repository's one query reads. The negotiation items
 * are the stage table's (`NEGOTIATION_STAGE_TABLE`, docs/decisions/039-one-stage-table.md): at
 * every stage whose `acts` names an actor the viewer's organisation is (`negotiationActorIs`), the
 * row's to-do item; nothing here names a stage. Every item is also narrowed by what the viewer may
 * see (the offer and negotiation policies), so an item is never about something hidden from it.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export type TodoPolicyViewer = OfferPolicyViewer & NegotiationPolicyViewer;

/** An item about offers: the offers it lists, since when each waits and when it is due. */
export interface OfferTodo {
  kind: TodoKind;
  where: SQL[];
  since: SQL;
  due: SQL;
}

/** An item about negotiations: the stages it is for, and which of the negotiations at them are the viewer's to act on. */
export interface NegotiationTodo {
  kind: TodoKind;
  stages: NegotiationStage[];
  where: SQL[];
}

/** The viewer's to-do items. */
export interface TodoScope {
  offers: OfferTodo[];
  negotiations: NegotiationTodo[];
}

/** `list`: read one's own to-do list. */
export type TodoPolicyAction = 'list';

/** The actors who must act at some stage, in the table's order. */
const STAGE_ACTORS: StageActor[] = [...new Set(NEGOTIATION_STAGES.flatMap((stage) => NEGOTIATION_STAGE_TABLE[stage].acts?.actor ?? []))];

/** The negotiation items: per actor the viewer's organisation is, the table's stages and to-do item. */
export function negotiationTodos(viewer: NegotiationPolicyViewer): NegotiationTodo[] {
  const visible = negotiationVisibleTo(viewer);
  return STAGE_ACTORS.flatMap((actor) => {
    const mine = negotiationActorIs(viewer, actor);
    if (!mine) return [];
    return stagesActedOnBy(actor).map(({ todo, stages }) => ({ kind: todo, stages, where: [visible, mine] }));
  });
}

/**
 * The offer items: a company fixes its drafts and its remanded offers; a bank reviews the offers
 * waiting for its approval (due at `review_due_at`).
 */
export function offerTodos(viewer: OfferPolicyViewer, today: string): OfferTodo[] {
  const { role, id } = viewer.organisation;
  const managed = offerVisibleTo(viewer, 'manage', today);
  const none = sql`null::timestamptz`;
  switch (role) {
    case 'enterprise':
      return [
        { kind: 'fix_draft', where: [...managed, sql`${offers.organisationId} = ${id}`, sql`${offers.status} = 'draft'`], since: sql`${offers.updatedAt}`, due: none },
        { kind: 'fix_remanded', where: [...managed, sql`${offers.organisationId} = ${id}`, sql`${offers.status} = 'remand'`], since: sql`${offers.updatedAt}`, due: none },
      ];
    case 'bank':
      return [
        {
          kind: 'review_offer',
          where: [...managed, sql`${offers.bankId} = ${id}`, sql`${offers.status} = 'waiting_for_approval'`],
          since: sql`coalesce(${offers.submittedAt}, ${offers.updatedAt})`,
          due: sql`${offers.reviewDueAt}`,
        },
      ];
    default:
      return [];
  }
}

/**
 * The decision on the viewer's to-do list. Every signed-in role has one (the route admits any
 * role), so it is allowed; what it carries is the viewer's items, each already narrowed to what the
 * viewer may see and must act on.
 */
export function decide(viewer: TodoPolicyViewer, action: TodoPolicyAction, context: { today: string }): Decision<TodoScope> {
  switch (action) {
    case 'list':
      return allow({ offers: offerTodos(viewer, context.today), negotiations: negotiationTodos(viewer) });
  }
}
