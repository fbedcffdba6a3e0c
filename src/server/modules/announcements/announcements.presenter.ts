import type { Language } from '../../../shared/enums.ts';
import { localizedName, personName } from '../../../shared/localized-name.ts';
import type { Announcement, AnnouncementAudience } from '../../../shared/schemas/notifications.ts';
import { announcementState } from '../../../shared/announcement-lifecycle.ts';
import type { AnnouncementReaderRow, AnnouncementRow } from './announcements.repository.ts';

const audienceOf = (a: Partial<AnnouncementAudience> | null): AnnouncementAudience => ({
  roles: a?.roles ?? [],
  countries: a?.countries ?? [],
  bank_codes: a?.bank_codes ?? [],
});

/** One announcement as the operator's pages show it; its abilities are the policy's (announcements.policy.ts). */
export function presentAnnouncement(row: AnnouncementRow, abilities: Announcement['abilities']): Announcement {
  return {
    notification_group_id: row.id,
    state: announcementState(row),
    title_en: row.titleEn,
    title_ja: row.titleJa,
    title_th: row.titleTh,
    body_en: row.bodyEn,
    body_ja: row.bodyJa,
    body_th: row.bodyTh,
    audience: audienceOf(row.audience),
    publish_at: row.publishAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName ?? null,
    audience_count: row.audienceCount,
    read_count: row.readCount,
    version: row.version,
    abilities,
  };
}

export function presentReader(row: AnnouncementReaderRow, language: Language) {
  return {
    user_id: row.userId,
    name: personName({ name: row.name, display_name: row.displayName, username_en: row.nameEn }, language),
    organisation_name: localizedName({ name: row.organisationName, name_en: row.organisationNameEn }, language),
    role: row.role,
    read_at: row.readAt?.toISOString() ?? null,
  };
}
