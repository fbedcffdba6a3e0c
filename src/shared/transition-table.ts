/**
 * A lifecycle as data: one row per allowed move (from a state, by an action, to a state, taken by
 * an actor). The offer lifecycle is one; the negotiation lifecycle has the same shape.
 * Policies read the table to decide who may act; nothing checks a transition by hand.
 */
export interface Transition<State, Action, Actor> {
  /** null: the object does not exist yet (the action creates it). */
  readonly from: State | null;
  readonly action: Action;
  readonly to: State;
  readonly actor: Actor;
}

export type TransitionTable<State, Action, Actor> = readonly Transition<State, Action, Actor>[];

/** The row for an action from a state, or undefined when the action is not allowed there. */
export function findTransition<State, Action, Actor>(
  table: TransitionTable<State, Action, Actor>,
  from: State | null,
  action: Action,
): Transition<State, Action, Actor> | undefined {
  return table.find((row) => row.from === from && row.action === action);
}

/**
 * Who takes an action, whatever the state: every row of one action names the same actor (the
 * table's test holds each table to it), so "may this viewer act at all" is answered before the
 * object's state is read.
 */
export function actorOf<State, Action, Actor>(table: TransitionTable<State, Action, Actor>, action: Action): Actor | undefined {
  return table.find((row) => row.action === action)?.actor;
}

/** The actions allowed from a state. */
export function actionsFrom<State, Action, Actor>(table: TransitionTable<State, Action, Actor>, from: State | null): Action[] {
  return table.filter((row) => row.from === from).map((row) => row.action);
}
