import type { ApplicationFieldName, ApplicationFormValues } from '../../lib/application-form-values.ts';

/** What every section of the application form is given by the form, which keeps the values (docs/decisions/042-one-form-pattern.md). */
export interface ApplicationSectionProps {
  values: ApplicationFormValues;
  fieldRef: (name: ApplicationFieldName) => (element: HTMLElement | null) => void;
  change: <N extends ApplicationFieldName>(name: N, value: ApplicationFormValues[N]) => void;
  message: (name: ApplicationFieldName) => string | undefined;
}
