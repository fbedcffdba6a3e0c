import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Language } from '../../../../shared/enums.ts';
import { announcementBodySchema, missingAnnouncementTexts } from '../../../../shared/schemas/notifications.ts';
import { announcementTextsOf, type AnnouncementFormValues, formFieldOf, fromLocalInput, toAnnouncementBody } from './announcement-form-values.ts';

/** What the form knows besides its values: the languages its audience reads (null until the server has counted). */
export interface AnnouncementFormContext {
  languages: readonly Language[] | null;
}

/** The message key for a "publish at" left empty or unreadable (the schema's own would say "invalid"). */
export const PUBLISH_AT_INVALID = 'announce.form.publish_at_invalid';

/**
 * The shared `announcementBodySchema` checks the form, so the form says what the server would
 * say; the schema's paths (`texts.title_ja`, `audience.roles`) are mapped back to the form's fields.
 * The texts of the audience's languages are required as the server requires them
 * (`missingAnnouncementTexts`), once the server has said which those are.
 * Messages are `validation.*` keys (or PUBLISH_AT_INVALID), translated where they are shown.
 */
export const announcementFormResolver: Resolver<AnnouncementFormValues, AnnouncementFormContext> = (values, context) => {
  const errors: FieldErrors<AnnouncementFormValues> = {};
  const parsed = announcementBodySchema.safeParse(toAnnouncementBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = formFieldOf(issue.path.map(String).join('.'));
      if (!name || errors[name]) continue;
      const message = name === 'publish_at' ? PUBLISH_AT_INVALID : issue.message.startsWith('validation.') ? issue.message : 'validation.required';
      errors[name] = { type: issue.code, message };
    }
  }
  if (context?.languages) {
    for (const field of missingAnnouncementTexts(announcementTextsOf(values), context.languages)) {
      errors[field] ??= { type: 'required', message: 'validation.required' };
    }
  }
  if (values.timing === 'later' && !errors.publish_at && fromLocalInput(values.publish_at) === null) {
    errors.publish_at = { type: 'required', message: PUBLISH_AT_INVALID };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
