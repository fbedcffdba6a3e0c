import type { Database } from '../../db/client.ts';
import type { NotificationGroup, NotificationParams } from '../../../shared/schemas/notifications.ts';
import type { LoggedEvent } from '../events/events.service.ts';
import type { Recipient } from './recipient.ts';

/** What one event tells whom: the rule of an event's kind answers it (null or no recipients: nobody). */
export interface NotificationPlan {
  group: NotificationGroup;
  /** The event's action, or `reminder.<step>`. */
  kind: string;
  params: NotificationParams;
  recipients: Recipient[];
  /**
   * One unread notice per user and subject (a chat room's, docs/decisions/035-chat-notifications-and-touch-composer.md):
   * a user's unread notice of the subject is updated (count + 1, this event's params, moved to the
   * top, e-mailed again by the digest) instead of a new one written.
   */
  perSubject?: boolean;
}

/** Who must know of one event: a module's rule for the actions it registered (notification-rules.ts). */
export type NotificationRule = (tx: Database, event: LoggedEvent) => Promise<NotificationPlan | null>;
