import type { Language } from '../../../../shared/enums.ts';
import type { Announcement } from '../../../../shared/schemas/notifications.ts';

/** An announcement's title in the viewer's language, English when it has none in that language. */
export const localizedTitle = (a: Pick<Announcement, 'title_en' | 'title_ja' | 'title_th'>, language: Language): string =>
  a[`title_${language}`] || a.title_en;
