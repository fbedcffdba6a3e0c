import type { z } from 'zod';
import type { Country, Language, Role } from '../../../../shared/enums.ts';
import type { Announcement, announcementBodySchema, AnnouncementTexts } from '../../../../shared/schemas/notifications.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';

/** The announcement form: one field per language's title and text, the audience, and when to publish. */
export interface AnnouncementFormValues {
  title_en: string;
  title_ja: string;
  title_th: string;
  body_en: string;
  body_ja: string;
  body_th: string;
  roles: Role[];
  countries: Country[];
  bank_codes: string[];
  timing: 'now' | 'later';
  /** A `datetime-local` value ("2026-11-24T09:00"), read in the browser's time zone. */
  publish_at: string;
}

export type AnnouncementFormField = keyof AnnouncementFormValues;
export type AnnouncementBodyInput = z.input<typeof announcementBodySchema>;

export const TEXT_LANGUAGES = ['en', 'ja', 'th'] as const satisfies readonly Language[];

export const emptyAnnouncementForm = (): AnnouncementFormValues => ({
  title_en: '',
  title_ja: '',
  title_th: '',
  body_en: '',
  body_ja: '',
  body_th: '',
  roles: [],
  countries: [],
  bank_codes: [],
  timing: 'now',
  publish_at: '',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant, or null when it is not a complete date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The form of an existing (scheduled) announcement, to edit it. */
export const announcementToForm = (a: Announcement): AnnouncementFormValues => ({
  title_en: a.title_en,
  title_ja: a.title_ja,
  title_th: a.title_th,
  body_en: a.body_en,
  body_ja: a.body_ja,
  body_th: a.body_th,
  roles: [...a.audience.roles],
  countries: [...a.audience.countries],
  bank_codes: [...a.audience.bank_codes],
  timing: 'later',
  publish_at: toLocalInput(a.publish_at),
});

/** The form's titles and texts, trimmed as the server stores them. */
export const announcementTextsOf = (values: AnnouncementFormValues): AnnouncementTexts => ({
  title_en: values.title_en.trim(),
  title_ja: values.title_ja.trim(),
  title_th: values.title_th.trim(),
  body_en: values.body_en.trim(),
  body_ja: values.body_ja.trim(),
  body_th: values.body_th.trim(),
});

/** The API body of the form (an unreadable date and time is left as it is typed, for the schema to refuse). */
export function toAnnouncementBody(values: AnnouncementFormValues): AnnouncementBodyInput {
  return {
    texts: announcementTextsOf(values),
    audience: { roles: values.roles, countries: values.countries, bank_codes: values.bank_codes },
    publish_at: values.timing === 'now' ? null : (fromLocalInput(values.publish_at) ?? values.publish_at),
  };
}

const FIELDS = new Set<string>(Object.keys(emptyAnnouncementForm()));

/** The form field an API or schema path names: `texts.title_ja` → `title_ja`, `audience.roles.0` → `roles`. */
export function formFieldOf(path: string): AnnouncementFormField | null {
  const parts = path.split('.');
  const name = parts[0] === 'texts' || parts[0] === 'audience' ? parts[1] : parts[0];
  return name && FIELDS.has(name) ? (name as AnnouncementFormField) : null;
}

/** The server's 400 field errors under the form's fields (first message of each). */
export const toFormFieldErrors = (fields: Record<string, string[]> | undefined): Partial<Record<AnnouncementFormField, string>> =>
  fieldMessages(fields, formFieldOf);

/** The language tab a field sits on (texts only). */
export const languageOfField = (field: string): Language | null => {
  const match = /^(title|body)_(en|ja|th)$/.exec(field);
  return match ? (match[2] as Language) : null;
};
