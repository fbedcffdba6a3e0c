import type { UseFormReturn } from 'react-hook-form';
import type { AnnouncementFormContext } from '../../lib/announcement-form-resolver.ts';
import type { AnnouncementFormField, AnnouncementFormValues } from '../../lib/announcement-form-values.ts';

/** What every fieldset of the announcement form is given: the react-hook-form form (docs/decisions/042-one-form-pattern.md) and each field's message. */
export interface AnnouncementFieldsetProps {
  form: UseFormReturn<AnnouncementFormValues, AnnouncementFormContext>;
  message: (field: AnnouncementFormField) => string | undefined;
}
