import { paths } from '../../../shared/paths.ts';
import type { NotificationRule } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import { AnnouncementRepository, PUBLISH_KIND } from './announcements.repository.ts';

/**
 * An announcement published (`notification_group.publish`): every active user of its audience as
 * it stands now (roles and countries of the user's organisation, bank codes of its login realm;
 * an empty list matches anyone), each linked to their area's news page. The params stay empty: the
 * notification list fills the title and body in the reader's language when it is read. Its author
 * is not told (whether they published it or the scheduled job did). Other announcement events
 * (create, update, withdraw) tell nobody. Registered in the notification rules by `buildApp`
 * (docs/decisions/038-events-publish-modules-subscribe.md).
 */
export function registerAnnouncementNotifications(rules: NotificationRules): void {
  rules.register([PUBLISH_KIND], announcementNotifications);
}

const announcementNotifications: NotificationRule = async (tx, event) => {
  const repo = new AnnouncementRepository(tx);
  const group = await repo.findById(event.subjectId);
  if (!group || group.withdrawnAt) return null;
  const users = await repo.audienceUsers({
    roles: group.audience.roles ?? [],
    countries: group.audience.countries ?? [],
    bank_codes: group.audience.bank_codes ?? [],
  });
  return {
    group: 'announcement',
    kind: PUBLISH_KIND,
    params: {},
    recipients: users.filter((u) => u.userId !== group.createdBy).map((u) => ({ userId: u.userId, link: paths.area.news.getHref(u.role) })),
  };
};
