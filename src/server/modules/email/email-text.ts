import type { Language, Role } from '../../../shared/enums.ts';
import { paths } from '../../../shared/paths.ts';
import type { EmailText } from '../../../shared/i18n/en.ts';
import { translations } from '../../../shared/i18n/index.ts';
import { emailEn } from '../../../shared/i18n/sections/email.en.ts';
import { emailJa } from '../../../shared/i18n/sections/email.ja.ts';
import { emailTh } from '../../../shared/i18n/sections/email.th.ts';

/** The e-mails' frame in each language: server-only text, kept out of what browsers load. */
export const EMAIL_TEXT: Record<Language, EmailText> = { en: emailEn, ja: emailJa, th: emailTh };
import { announcementTextFor, type NotificationParams } from '../../../shared/schemas/notifications.ts';
import { interpolate, renderNotification } from '../../../shared/notification-text.ts';

/** What an e-mail says about one notification. */
export interface MailNotification {
  kind: string;
  params: NotificationParams;
  link: string | null;
  createdAt: Date;
}

/** An announcement's texts, for its e-mail in the reader's language (English when that language has none). */
export interface AnnouncementTexts {
  titleEn: string;
  titleJa: string;
  titleTh: string;
  bodyEn: string;
  bodyJa: string;
  bodyTh: string;
}

/** The recipient, as far as the e-mail's words depend on them. */
export interface MailReader {
  name: string;
  language: Language;
  role: Role;
}

export interface MailText {
  subject: string;
  body: string;
}

/** `base` + `path`, with exactly one slash between them. */
export const absoluteUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * One notification's sentence in the reader's language: the same text the browser shows
 * (`renderNotification` over `notify.kinds`); an announcement's is its own title in that language.
 */
export function notificationTitle(language: Language, n: MailNotification, announcement: AnnouncementTexts | null): string {
  if (announcement) return announcementText(language, announcement).title;
  return renderNotification(translations[language].notify, n.kind, n.params, undefined, language);
}

/** An announcement's title and body in `language`: that language's, else English, else the first written. */
export function announcementText(language: Language, a: AnnouncementTexts): { title: string; body: string } {
  return announcementTextFor(
    { title_en: a.titleEn, title_ja: a.titleJa, title_th: a.titleTh, body_en: a.bodyEn, body_ja: a.bodyJa, body_th: a.bodyTh },
    language,
  );
}

function footer(publicUrl: string, reader: MailReader): string {
  const t = EMAIL_TEXT[reader.language];
  return `--\n${interpolate(t.footer, { url: absoluteUrl(publicUrl, paths.area.settings(reader.role)) })}`;
}

/** The e-mail of one notification sent at once: its text, the announcement's body if it is one, its link, the footer. */
export function immediateMail(publicUrl: string, reader: MailReader, n: MailNotification, announcement: AnnouncementTexts | null): MailText {
  const t = EMAIL_TEXT[reader.language];
  const title = notificationTitle(reader.language, n, announcement);
  const lines = [interpolate(t.greeting, { name: reader.name }), '', title];
  if (announcement) lines.push('', announcementText(reader.language, announcement).body);
  if (n.link) lines.push('', interpolate(t.open, { url: absoluteUrl(publicUrl, n.link) }));
  lines.push('', footer(publicUrl, reader));
  return { subject: interpolate(t.subject, { title }), body: lines.join('\n') };
}

/** One digest of a day: every notification of the groups the reader gets daily, oldest first, each with its link. */
export function digestMail(
  publicUrl: string,
  reader: MailReader,
  day: string,
  items: { n: MailNotification; announcement: AnnouncementTexts | null }[],
): MailText {
  const t = EMAIL_TEXT[reader.language];
  const lines = [interpolate(t.greeting, { name: reader.name }), '', interpolate(t.digest_intro, { count: String(items.length) }), ''];
  for (const { n, announcement } of items) {
    lines.push(`- ${notificationTitle(reader.language, n, announcement)}`);
    if (announcement) lines.push(`  ${announcementText(reader.language, announcement).body.replace(/\n/g, '\n  ')}`);
    if (n.link) lines.push(`  ${absoluteUrl(publicUrl, n.link)}`);
  }
  lines.push('', footer(publicUrl, reader));
  return { subject: interpolate(t.digest_subject, { date: day }), body: lines.join('\n') };
}
