import { registerAnnouncementNotifications } from './modules/announcements/announcement-notifications.ts';
import { chatRoomClosedNotices } from './modules/chat/chat-bus.ts';
import { registerChatNotifications } from './modules/chat/chat-notifications.ts';
import { registerReminderNotifications } from './modules/deadlines/reminder-notifications.ts';
import { DEFAULT_EMAIL_CONFIG, type EmailConfig } from './modules/email/email-config.ts';
import { immediateEmails } from './modules/email/email-queue.ts';
import { EventLog } from './modules/events/events.service.ts';
import { registerNegotiationNotifications } from './modules/negotiations/negotiation-notifications.ts';
import { NotificationRules } from './modules/notifications/notification-rules.ts';
import { notificationProjector } from './modules/notifications/projector.ts';
import { registerOfferNotifications } from './modules/offers/offer-notifications.ts';
import { registerSearchAlertNotifications } from './modules/saved-filters/search-alert-notifications.ts';
import { queueApprovedOffers } from './modules/saved-filters/search-alerts.service.ts';
import { registerSuggestionNotifications } from './modules/suggestions/suggestion-notifications.ts';
import { queueChangedOffers } from './modules/suggestions/suggestions.service.ts';

/** The event log's type, for code outside the modules (the seed) that passes it on. */
export type { EventLog };

/** What the subscribers of the event log are configured with. */
export interface EventSubscriberConfig {
  /** The address links in e-mails point to, the host of Message-IDs, whether SMTP_URL is set. */
  email: EmailConfig;
}

/**
 * The event log with this app's subscribers (docs/decisions/038-events-publish-modules-subscribe.md),
 * built by `buildApp` at start (and by `seedDemo` for a database seeded outside an app); nothing is
 * kept between calls. In the transaction of every event, in this order:
 * - the chat: a negotiation that ends tells the sockets of its room that it closed (chat-bus.ts);
 * - saved searches: an approved offer is queued to be matched when it opens (search-alerts.service.ts);
 * - match suggestions: an approved or corrected offer is queued to have its suggestions written (suggestions.service.ts);
 * - the notification projector, with the rules each module registers for its own events (offers,
 *   negotiations, chat messages, announcements, deadline reminders, saved searches' alerts, banks' introductions), and
 *   the e-mail module's immediate e-mails for the notifications it wrote.
 */
export function eventLogFor(config: EventSubscriberConfig): EventLog {
  const rules = new NotificationRules();
  registerOfferNotifications(rules);
  registerNegotiationNotifications(rules);
  registerChatNotifications(rules);
  registerAnnouncementNotifications(rules);
  registerReminderNotifications(rules);
  registerSearchAlertNotifications(rules);
  registerSuggestionNotifications(rules);
  return new EventLog([chatRoomClosedNotices, queueApprovedOffers, queueChangedOffers, notificationProjector(rules, [immediateEmails(config.email)])]);
}

/** The app's subscribers with the default e-mail configuration: a database seeded outside an app (`seedDemo`). */
export function defaultEventLog(): EventLog {
  return eventLogFor({ email: DEFAULT_EMAIL_CONFIG });
}
