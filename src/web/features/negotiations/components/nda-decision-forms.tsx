import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NDA_DISAGREE_REASONS, type NdaDisagreeReason } from '../../../../shared/enums.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { normalizeText } from '../../../../shared/schemas/offer.ts';
import {
  NDA_AGREE_CHECKBOXES,
  negotiationNdaAgreeBodySchema,
  negotiationNdaDisagreeBodySchema,
} from '../../../../shared/schemas/negotiations.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { IdentifyingTextWarning } from '../../../components/identifying-text-warning.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';

export type NdaAgreeBody = { version: number; accept_nda: true; accept_disclosure: true };
export type NdaDisagreeBody = { version: number; reason_code: NdaDisagreeReason; reason_text?: string };
type AgreeValues = { version: number; accept_nda: boolean; accept_disclosure: boolean };
type DisagreeValues = { version: number; reason_code: NdaDisagreeReason | ''; reason_text: string };

// The server's own schemas check the forms; their boxes only take `true`, the forms' start unticked.
const agreeResolver = zodResolver(negotiationNdaAgreeBodySchema) as unknown as Resolver<AgreeValues, unknown, NdaAgreeBody>;
const disagreeResolver = zodResolver(negotiationNdaDisagreeBodySchema) as unknown as Resolver<DisagreeValues, unknown, NdaDisagreeBody>;

/** Field messages the server answered (already in the reader's language), shown at their fields. */
export type ServerFields = Partial<Record<string, string>>;

/** What both NDA forms take: the version the reader saw, whether the answer is pending, the server's field messages, and where to go. */
interface NdaFormProps<Body> {
  version: number;
  busy: boolean;
  serverFields: ServerFields | null;
  onBack: () => void;
  onSubmit: (body: Body) => void;
}

function Step({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each screen starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Text mt="xs">{lead}</Text>
      </div>
      {children}
    </Stack>
  );
}

/** The NDA's final confirmation (docs/product/limits.md: both boxes ticked before agreeing). */
export function NdaAgreeConfirm({ version, busy, serverFields, onBack, onSubmit }: NdaFormProps<NdaAgreeBody>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<AgreeValues, unknown, NdaAgreeBody>({
    defaultValues: { version, accept_nda: false, accept_disclosure: false },
    resolver: agreeResolver,
  });
  const { errors } = form.formState;
  useEffect(() => {
    for (const [name, message] of Object.entries(serverFields ?? {}))
      if (message && (NDA_AGREE_CHECKBOXES as readonly string[]).includes(name)) form.setError(name as 'accept_nda', { type: 'server', message });
  }, [serverFields, form]);
  const message = (name: (typeof NDA_AGREE_CHECKBOXES)[number]) => {
    const text = errors[name]?.message;
    return text ? translateValidation(text, language) : undefined;
  };
  return (
    <Step title={t('negotiation.nda.confirm_title')} lead={t('negotiation.nda.confirm_body')}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} data-testid="nda-confirm">
        <Stack gap="lg">
          <Card padding="lg">
            <Stack gap="md">
              {NDA_AGREE_CHECKBOXES.map((box) => (
                <Checkbox key={box} {...form.register(box)} label={t(`negotiation.nda.checkbox.${box}`)} error={message(box)} />
              ))}
            </Stack>
          </Card>
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={onBack} disabled={busy}>
              {t('negotiation_apply.nda.back_to_request')}
            </Button>
            <Button type="submit" loading={busy} data-testid="nda-agree-submit">
              {t('negotiation_apply.nda.confirm_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Step>
  );
}

/**
 * Disagreeing (docs/product/negotiations.md): one of the five reasons, "other" with its text (≤ 300), then a
 * confirmation; the negotiation is cancelled.
 */
export function NdaDisagreeForm({ version, busy, serverFields, onBack, onSubmit }: NdaFormProps<NdaDisagreeBody>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [confirming, setConfirming] = useState<NdaDisagreeBody | null>(null);
  const form = useForm<DisagreeValues, unknown, NdaDisagreeBody>({
    defaultValues: { version, reason_code: '', reason_text: '' },
    resolver: disagreeResolver,
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (!serverFields) return;
    setConfirming(null);
    for (const [name, message] of Object.entries(serverFields))
      if (message && (name === 'reason_code' || name === 'reason_text')) form.setError(name, { type: 'server', message });
  }, [serverFields, form]);
  const message = (name: 'reason_code' | 'reason_text') => {
    const text = errors[name]?.message;
    if (!text) return undefined;
    // An unchosen reason reads best as "required", whatever the enum's own message.
    return translateValidation(name === 'reason_code' && values.reason_code === '' ? 'validation.required' : text, language);
  };

  if (confirming) {
    const text = normalizeText(confirming.reason_text ?? '');
    return (
      <Step title={t('negotiation_apply.nda.disagree_confirm_title')} lead={t('negotiation_apply.nda.disagree_confirm_body')}>
        <Card padding="lg" data-testid="nda-disagree-confirm">
          <Stack component="dl" gap="xs" m={0}>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {t('negotiation_apply.nda.reason_summary')}
            </Text>
            <Text component="dd" m={0}>
              {t(`negotiation.disagree_reason.${confirming.reason_code}`)}
            </Text>
            {text && (
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {text}
              </Text>
            )}
          </Stack>
        </Card>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
            {t('negotiation_apply.confirm.back')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => onSubmit(confirming)} data-testid="nda-disagree-submit">
            {t('negotiation_apply.nda.disagree_submit')}
          </Button>
        </Group>
      </Step>
    );
  }

  return (
    <Step title={t('negotiation_apply.nda.disagree_title')} lead={t('negotiation.nda.disagree_lead')}>
      <form noValidate onSubmit={(event) => void form.handleSubmit((body) => setConfirming(body))(event)} data-testid="nda-disagree">
        <Stack gap="lg">
          <Card padding="lg">
            <Stack gap="md">
              <Controller
                control={form.control}
                name="reason_code"
                render={({ field }) => (
                  <Radio.Group
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    label={t('negotiation.disagree_reason.label')}
                    withAsterisk
                    error={message('reason_code')}
                  >
                    <Stack gap="xs" mt="xs">
                      {NDA_DISAGREE_REASONS.map((reason) => (
                        <Radio key={reason} value={reason} label={t(`negotiation.disagree_reason.${reason}`)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
              <GrowingTextarea
                {...form.register('reason_text')}
                label={t('negotiation.disagree_reason.other_text')}
                withAsterisk={values.reason_code === 'other'}
                minRows={3}
                maxRows={10}
                description={t('offer_register.form.counter', { count: normalizeText(values.reason_text ?? '').length, max: LIMITS.negotiationReason })}
                error={message('reason_text')}
              />
              <IdentifyingTextWarning texts={[values.reason_text]} />
            </Stack>
          </Card>
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={onBack}>
              {t('negotiation_apply.nda.back_to_request')}
            </Button>
            <Button type="submit" color="red.9" variant="outline">
              {t('negotiation_apply.nda.disagree_next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Step>
  );
}
