import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeSchema } from '../../../../shared/error-codes.ts';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { type NegotiationDetail, negotiationApplyBodySchema } from '../../../../shared/schemas/negotiations.ts';
import { paths } from '../../../../shared/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useApplyToOffer } from '../api/apply-create.ts';
import { useApplyUsers } from '../api/apply-users.ts';
import { ApplicationSteps } from './application-steps.tsx';
import {
  APPLICATION_FIELD_NAMES,
  applicationFieldOfPath,
  type ApplicationFieldName as FieldName,
  type ApplicationFormErrors as Errors,
  type ApplicationFormValues,
  validateApplication as validate,
} from '../lib/application-form-values.ts';
import { ConfirmStep } from './application-form/confirm-step.tsx';
import { ConsentSection } from './application-form/consent-section.tsx';
import { DetailsSection } from './application-form/details-section.tsx';
import { PeopleSection } from './application-form/people-section.tsx';

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
    const first = APPLICATION_FIELD_NAMES.find((name) => found[name]);
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

  const members = users.data?.items ?? [];

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
      const fields = Object.entries(serverFieldErrors(error, { fieldOf: applicationFieldOfPath }) ?? {});
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

  const sectionProps = { values, fieldRef, change, message };

  if (step === 'confirm') {
    return (
      <ConfirmStep
        offerTitle={offerTitle}
        values={values}
        members={members}
        headingRef={headingRef}
        refusal={refusalAlert}
        pending={apply.isPending}
        onBack={() => setStep('input')}
        onSend={() => void send()}
      />
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

        <DetailsSection {...sectionProps} />

        <PeopleSection {...sectionProps} users={{ isPending: users.isPending, isError: users.isError, members: users.data?.items }} />

        <ConsentSection {...sectionProps} />

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
