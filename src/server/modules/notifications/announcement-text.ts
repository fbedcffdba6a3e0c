import { isNull, sql, type SQL } from 'drizzle-orm';
import { notificationGroups } from '../../db/schema/index.ts';
import { LANGUAGES, type Language } from '../../../shared/enums.ts';

const TEXT_COLUMNS = {
  title: { en: notificationGroups.titleEn, ja: notificationGroups.titleJa, th: notificationGroups.titleTh },
  body: { en: notificationGroups.bodyEn, ja: notificationGroups.bodyJa, th: notificationGroups.bodyTh },
} as const;

/**
 * An announcement's title or body for a reader of `language`, in SQL (the notification list, news):
 * that language's, else English, else the first written; title and body always of the same language
 * (`announcementTextFor` in src/shared/schemas/notifications.ts says the same for the e-mails).
 * Here, below the announcements module, so the notification list reads it without importing that
 * module (docs/decisions/038-events-publish-modules-subscribe.md).
 */
export function announcementTextSql(language: Language, field: 'title' | 'body'): SQL<string> {
  const order = [...new Set([language, 'en' as const, ...LANGUAGES])];
  const whens = order.map((lang) => sql`when ${TEXT_COLUMNS.title[lang]} <> '' then ${TEXT_COLUMNS[field][lang]}`);
  return sql<string>`(case ${sql.join(whens, sql` `)} else '' end)`;
}

/**
 * The announcement's own half of the reader rule (announcements/announcements.policy.ts), for
 * queries that start from the viewer's notifications and join the announcement (the notification
 * list, news): the join is "delivered to the viewer", this is "not withdrawn". On a left join it
 * holds for every notification of another kind.
 */
export const announcementNotWithdrawn: SQL = isNull(notificationGroups.withdrawnAt);
