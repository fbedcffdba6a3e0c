import type { NotificationRule } from './notification-rule.ts';

/**
 * Which rule tells whom of each event action (docs/decisions/021-notifications-todo-news.md, 038):
 * built by `buildApp` (src/server/event-subscribers.ts), and filled by each module with the rules of
 * its own events (offers, negotiations, chat, announcements, deadline reminders); the projector asks
 * it for the rule of an event's action. An action has at most one rule.
 */
export class NotificationRules {
  private readonly byAction = new Map<string, NotificationRule>();

  /** `rule` answers for each of `actions` (`<type>.<verb>`, e.g. `offer.approve`). */
  register(actions: readonly string[], rule: NotificationRule): this {
    for (const action of actions) {
      if (this.byAction.has(action)) throw new Error(`notification rule for ${action} registered twice`);
      this.byAction.set(action, rule);
    }
    return this;
  }

  /** The rule of an action; undefined: the action tells nobody. */
  for(action: string): NotificationRule | undefined {
    return this.byAction.get(action);
  }
}
