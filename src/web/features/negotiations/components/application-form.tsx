import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeSchema } from '../../../../shared/error-codes.ts';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { type NegotiationDetail, negotiationApplyBodySchema } from '../../../../shared/schemas/negotiations.ts';
import { paths } from '../../../../shared/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useApplyToOffer } from '../api/apply-create.ts';
import { useApplyUsers } from '../api/apply-users.ts';
import { ApplicationSteps } from './application-steps.tsx';
import {
  APPLICATION_FIELD_NAMES,
  applicationFieldOfPath,
  type ApplicationFieldName as FieldName,
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

  // The app's checked form over the server's own schema (docs/decisions/042-one-form-pattern.md).
  const form = useCheckedForm<ApplicationFormValues>({
    initial: () => ({
      offer_id: offerId,
      application_details: '',
      representative_user_ids: [],
      signatory_user_id: '',
      confirm_authority: false,
      accept_terms: false,
      pre_nda_consent: false,
    }),
    validate,
    order: APPLICATION_FIELD_NAMES,
  });
  const { values, errors } = form;

  const change = <N extends FieldName>(name: N, value: ApplicationFormValues[N]) => {
    // The signatory is one of the representatives: a representative taken off the list takes the signatory with it.
    if (name === 'representative_user_ids') {
      const ids = value as string[];
      const signatory = form.valuesRef.current.signatory_user_id;
      if (signatory && !ids.includes(signatory)) {
        form.update({ representative_user_ids: ids, signatory_user_id: '' });
        return;
      }
    }
    form.change(name, value);
  };

  const members = users.data?.items ?? [];

  // Each step starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    if (step === 'confirm') headingRef.current?.focus();
  }, [step]);

  const toConfirm = () => {
    setInvalid(false);
    setRefusal(null);
    if (form.check() === undefined) {
      setStep('confirm');
      return;
    }
    setInvalid(true);
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
      const fields = setServerErrors(form, error, { fieldOf: applicationFieldOfPath });
      if (fields.length > 0) {
        setStep('input');
        // The server's messages are in the reader's language already; wait for the form to be back on screen.
        setTimeout(() => form.focusField(fields[0]!));
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

  const sectionProps = { values, fieldRef: form.fieldRef, change, message: form.message };

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
