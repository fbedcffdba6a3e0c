import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeSchema } from '../../../../shared/error-codes.ts';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { IdentifyingTextWarning } from '../../../components/identifying-text-warning.tsx';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { normalizeText } from '../../../../shared/schemas/offer.ts';
import {
  APPLICATION_CHECKBOXES,
  type NegotiationApplyBody,
  type NegotiationDetail,
  negotiationApplyBodySchema,
} from '../../../../shared/schemas/negotiations.ts';
import type { User } from '../../../../shared/schemas/session.ts';
import { paths } from '../../../../shared/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useApplyToOffer } from '../api/apply-create.ts';
import { useApplyUsers } from '../api/apply-users.ts';
import { ApplicationSteps } from './application-steps.tsx';
import { FormSection, TextCounter } from '../../../components/form-section.tsx';

type Checkbox = (typeof APPLICATION_CHECKBOXES)[number];

/** The form's values: the API body, the boxes still unticked while the user fills it in. */
export type ApplicationFormValues = Omit<NegotiationApplyBody, Checkbox> & Record<Checkbox, boolean>;
type FieldName = keyof ApplicationFormValues;

const FIELD_NAMES: readonly FieldName[] = [
  'application_details',
  'representative_user_ids',
  'signatory_user_id',
  ...APPLICATION_CHECKBOXES,
];
const isFieldName = (name: string): name is FieldName => (FIELD_NAMES as readonly string[]).includes(name);
/** The form field a path of the server's refusal names (`representatives.0` → `representatives`). */
const fieldOfPath = (path: string): FieldName | null => {
  const name = path.split('.')[0] ?? '';
  return isFieldName(name) ? name : null;
};

/**
 * The server's own schema checks the form (the app's one form pattern), so the form says what the
 * server would: each field's first message (a validation key). Its boxes only take `true`, the
 * form's start unticked: the schema reads the values as the body they become.
 */
function validate(values: ApplicationFormValues): Errors {
  const parsed = negotiationApplyBodySchema.safeParse(values);
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.join('.');
    if (isFieldName(name)) errors[name] ??= issue.message;
  }
  return errors;
}

/** A field's message: a validation key, or the server's text (in the reader's language already). */
type Errors = Partial<Record<FieldName, string>>;

const userName = (user: Pick<User, 'name' | 'display_name'>) => user.display_name?.trim() || user.name;


/** Why the server refused the application, as the page shows it. */
type Refusal = { kind: 'code'; text: string } | { kind: 'failed' };

/**
 * The application form (step 1 of docs/product/negotiations.md, docs/product/limits.md): application details, representatives among
 * the company's own users, the contract signatory among them, the required boxes; then a final
 * confirmation, and one application however often the button is clicked.
 */
export function ApplicationForm({
  offerId,
  offerTitle,
  onApplied,
}: {
  offerId: string;
  offerTitle: string;
  onApplied: (negotiation: NegotiationDetail) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const users = useApplyUsers();
  const apply = useApplyToOffer();
  const [step, setStep] = useState<'input' | 'confirm'>('input');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // One application per click, however fast the clicks come.
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form's state in React (one small form needs no form library, and the page loads none).
  const [values, setValues] = useState<ApplicationFormValues>(() => ({
    offer_id: offerId,
    application_details: '',
    representative_user_ids: [],
    signatory_user_id: '',
    confirm_authority: false,
    accept_terms: false,
    pre_nda_consent: false,
  }));
  const [errors, setErrors] = useState<Errors>({});
  // Checked on every change once the user has tried to go on, as when the server's schema answered.
  const [submitted, setSubmitted] = useState(false);
  // The fields in page order, to focus the first one with a message.
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const fieldRef = (name: FieldName) => (element: HTMLElement | null) => {
    fieldRefs.current[name] = element;
  };
  const focusField = (name: FieldName) => fieldRefs.current[name]?.focus();
  const focusFirstError = (found: Errors) => {
    const first = FIELD_NAMES.find((name) => found[name]);
    if (first) focusField(first);
  };

  const change = <N extends FieldName>(name: N, value: ApplicationFormValues[N]) => {
    let next = { ...values, [name]: value };
    const changed: FieldName[] = [name];
    // The signatory is one of the representatives: a representative taken off the list takes the signatory with it.
    if (name === 'representative_user_ids' && next.signatory_user_id && !next.representative_user_ids.includes(next.signatory_user_id)) {
      next = { ...next, signatory_user_id: '' };
      changed.push('signatory_user_id');
    }
    setValues(next);
    if (submitted) {
      const found = validate(next);
      setErrors((current) => {
        const updated = { ...current };
        for (const field of changed) {
          if (found[field]) updated[field] = found[field];
          else delete updated[field];
        }
        return updated;
      });
    }
  };

  const chosen = values.representative_user_ids;
  const members = users.data?.items ?? [];
  const chosenMembers = members.filter((member) => chosen.includes(member.user_id));
  // Only a registered contract signatory may sign (the server refuses anyone else: signatory_not_authorised).
  const signatories = chosenMembers.filter((member) => member.is_contract_signatory);

  // Each step starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    if (step === 'confirm') headingRef.current?.focus();
  }, [step]);

  const message = (name: FieldName) => {
    const text = errors[name];
    return text ? translateValidation(text, language) : undefined;
  };

  const toConfirm = () => {
    setInvalid(false);
    setRefusal(null);
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setStep('confirm');
      return;
    }
    setInvalid(true);
    focusFirstError(found);
  };

  const send = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setRefusal(null);
    const parsed = negotiationApplyBodySchema.safeParse(values);
    if (!parsed.success) {
      busyRef.current = false;
      setStep('input');
      return;
    }
    try {
      const negotiation = await apply.mutateAsync(parsed.data);
      // The page moves on; no second click applies again.
      onApplied(negotiation);
    } catch (error) {
      busyRef.current = false;
      // 400: the schema; 422 identifying_text: what in a field names the company (docs/decisions/031).
      const fields = Object.entries(serverFieldErrors(error, { fieldOf: fieldOfPath }) ?? {});
      if (fields.length > 0) {
        setStep('input');
        // The server's messages are in the reader's language already; wait for the form to be back on screen.
        setErrors((current) => ({ ...current, ...Object.fromEntries(fields) }));
        setTimeout(() => focusField(fields[0]![0] as FieldName));
        setInvalid(true);
        return;
      }
      // 409 already_applied, own_offer, offer_not_open (and any other refusal the server named): its code's own message.
      const code = isApiError(error) && error.status >= 400 && error.status < 500 ? errorCodeSchema.safeParse(error.body?.code) : null;
      setRefusal(code?.success ? { kind: 'code', text: errorMessage(code.data, language) } : { kind: 'failed' });
    }
  };

  const refusalAlert = refusal && (
    <Alert color="red" role="alert" data-testid="apply-refused">
      {refusal.kind === 'code' ? refusal.text : t('negotiation_apply.confirm.failed')}
    </Alert>
  );

  if (step === 'confirm') {
    const body = values;
    const signatory = members.find((member) => member.user_id === body.signatory_user_id);
    return (
      <Stack gap="lg">
        <ApplicationSteps current="confirm" />
        <div>
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {t('negotiation_apply.confirm.title')}
          </Title>
          <Text mt="xs">{t('negotiation_apply.confirm.lead')}</Text>
        </div>
        <Card padding="lg" data-testid="apply-confirm">
          <Stack component="dl" gap="md" m={0}>
            <div>
              <Text component="dt" size="sm" fw={600} c="gray.7">
                {t('negotiation_apply.form.offer')}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {offerTitle}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" fw={600} c="gray.7">
                {t('negotiation.application.details')}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {normalizeText(body.application_details)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" fw={600} c="gray.7">
                {t('negotiation.application.representatives')}
              </Text>
              <Text component="dd" m={0}>
                {members
                  .filter((member) => body.representative_user_ids.includes(member.user_id))
                  .map(userName)
                  .join(', ')}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" fw={600} c="gray.7">
                {t('negotiation.application.signatory')}
              </Text>
              <Text component="dd" m={0}>
                {signatory ? userName(signatory) : ''}
              </Text>
            </div>
            {APPLICATION_CHECKBOXES.map((box) => (
              <div key={box}>
                <Text component="dt" size="sm" fw={600} c="gray.7">
                  {t('negotiation_apply.confirm.agreed')}
                </Text>
                <Text component="dd" m={0}>
                  ✓ {t(`negotiation.application.checkbox.${box}`)}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
        {refusalAlert}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => setStep('input')} disabled={apply.isPending}>
            {t('negotiation_apply.confirm.back')}
          </Button>
          <Button onClick={() => void send()} loading={apply.isPending} data-testid="apply-submit">
            {t('negotiation_apply.confirm.submit')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg">
        <ApplicationSteps current="input" />
        <div>
          <Title order={1}>{t('negotiation_apply.form.title')}</Title>
          <Text mt="xs">{t('negotiation_apply.form.lead')}</Text>
        </div>
        <Card padding="lg">
          <Text size="sm" fw={600} c="gray.7">
            {t('negotiation_apply.form.offer')}
          </Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="apply-offer-title">
            {offerTitle}
          </Text>
        </Card>
        {refusalAlert}

        <FormSection id="apply-details" title={t('negotiation_apply.form.sections.details')}>
          <Textarea
            ref={fieldRef('application_details')}
            name="application_details"
            value={values.application_details}
            onChange={(event) => change('application_details', event.currentTarget.value)}
            label={t('negotiation.application.details')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            description={
              <>
                {t('negotiation.application.details_description')} <TextCounter value={values.application_details} max={LIMITS.applicationDetails} />
              </>
            }
            error={message('application_details')}
          />
          <IdentifyingTextWarning texts={[values.application_details]} />
        </FormSection>

        <FormSection id="apply-people" title={t('negotiation_apply.form.sections.people')}>
          {users.isPending && (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">{t('negotiation_apply.form.representatives_loading')}</Text>
            </Group>
          )}
          {users.isError && (
            <Alert color="red" role="alert">
              {t('negotiation_apply.form.representatives_failed')}
            </Alert>
          )}
          {users.data && (
            <Checkbox.Group
              ref={fieldRef('representative_user_ids')}
              value={values.representative_user_ids}
              onChange={(ids) => change('representative_user_ids', ids)}
              label={t('negotiation.application.representatives')}
              description={t('negotiation.application.representatives_description')}
              withAsterisk
              error={message('representative_user_ids')}
              data-testid="apply-representatives"
            >
              <Stack gap="xs" mt="xs">
                {members.map((member) => (
                  <Checkbox
                    key={member.user_id}
                    value={member.user_id}
                    label={
                      <Group gap="xs" wrap="wrap">
                        <span>{userName(member)}</span>
                        {member.is_contract_signatory && (
                          <Badge variant="light" color="gray" size="sm" tt="none" c="dark.8">
                            {t('negotiation_apply.form.signatory_flag')}
                          </Badge>
                        )}
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <NativeSelect
            ref={fieldRef('signatory_user_id')}
            name="signatory_user_id"
            value={values.signatory_user_id}
            onChange={(event) => change('signatory_user_id', event.currentTarget.value)}
            label={t('negotiation.application.signatory')}
            description={
              chosenMembers.length === 0
                ? t('negotiation_apply.form.signatory_hint')
                : signatories.length === 0
                  ? t('negotiation_apply.form.signatory_none_registered')
                  : t('negotiation.application.signatory_description')
            }
            withAsterisk
            disabled={signatories.length === 0}
            error={message('signatory_user_id')}
            maw={420}
          >
            <option value="">{t('negotiation_apply.form.signatory_placeholder')}</option>
            {signatories.map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {userName(member)}
              </option>
            ))}
          </NativeSelect>
        </FormSection>

        <FormSection id="apply-consent" title={t('negotiation_apply.form.sections.consent')}>
          {APPLICATION_CHECKBOXES.map((box) => (
            <Checkbox
              key={box}
              ref={fieldRef(box)}
              name={box}
              checked={values[box]}
              onChange={(event) => change(box, event.currentTarget.checked)}
              label={t(`negotiation.application.checkbox.${box}`)}
              error={message(box)}
            />
          ))}
        </FormSection>

        {invalid && Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('negotiation_apply.form.invalid')}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button component={Link} to={paths.company.offerPartnerDetail.getHref(offerId)} variant="default">
            {t('negotiation_apply.form.back_to_offer')}
          </Button>
          <Button onClick={toConfirm} disabled={!users.data}>
            {t('negotiation_apply.form.to_confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
