import {
  APPLICATION_CHECKBOXES,
  type NegotiationApplyBody,
  negotiationApplyBodySchema,
} from '../../../../shared/schemas/negotiations.ts';

type Checkbox = (typeof APPLICATION_CHECKBOXES)[number];

/** The form's values: the API body, the boxes still unticked while the user fills it in. */
export type ApplicationFormValues = Omit<NegotiationApplyBody, Checkbox> & Record<Checkbox, boolean>;
export type ApplicationFieldName = keyof ApplicationFormValues;

/** A field's message: a validation key, or the server's text (in the reader's language already). */
export type ApplicationFormErrors = Partial<Record<ApplicationFieldName, string>>;

/** The fields in page order: the first one with a message takes the focus. */
export const APPLICATION_FIELD_NAMES: readonly ApplicationFieldName[] = [
  'application_details',
  'representative_user_ids',
  'signatory_user_id',
  ...APPLICATION_CHECKBOXES,
];
const isFieldName = (name: string): name is ApplicationFieldName => (APPLICATION_FIELD_NAMES as readonly string[]).includes(name);
/** The form field a path of the server's refusal names (`representatives.0` → `representatives`). */
export const applicationFieldOfPath = (path: string): ApplicationFieldName | null => {
  const name = path.split('.')[0] ?? '';
  return isFieldName(name) ? name : null;
};

/**
 * The server's own schema checks the form (the app's one form pattern, docs/decisions/042-one-form-pattern.md),
 * so the form says what the server would: each field's first message (a validation key). Its boxes only
 * take `true`, the form's start unticked: the schema reads the values as the body they become.
 */
export function validateApplication(values: ApplicationFormValues): ApplicationFormErrors {
  const parsed = negotiationApplyBodySchema.safeParse(values);
  const errors: ApplicationFormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.join('.');
    if (isFieldName(name)) errors[name] ??= issue.message;
  }
  return errors;
}

