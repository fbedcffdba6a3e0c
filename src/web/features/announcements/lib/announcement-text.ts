import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/enums.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { type Announcement, announcementTextFor } from '../../../../shared/schemas/notifications.ts';

type Texts = Pick<Announcement, 'title_en' | 'title_ja' | 'title_th' | 'body_en' | 'body_ja' | 'body_th'>;

/** An announcement's title in the viewer's language: that language's, else English, else the first written (as its readers see it). */
export const localizedTitle = (a: Texts, language: Language): string => announcementTextFor(a, language).title;

/**
 * What the office is told once the form is saved: published (and to how many), or scheduled for
 * when. The manage page (new) and the detail page (edit) say it alike.
 */
export const announcementSavedMessage = (t: TFunction, a: Pick<Announcement, 'state' | 'audience_count' | 'publish_at'>, language: Language): string =>
  a.state === 'published'
    ? t('announce.form.published', { count: formatNumber(a.audience_count, language) })
    : t('announce.form.scheduled', { at: formatDateTime(a.publish_at, language) });
