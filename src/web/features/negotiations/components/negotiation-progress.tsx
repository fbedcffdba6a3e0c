import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEGOTIATION_STEPS, type NegotiationStep } from '../../../../shared/enums.ts';
import { NEGOTIATION_STEP_ORDER } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { stepName } from '../lib/format-negotiation.ts';
import { NegotiationStatusBadge, PendingRequestBadge } from './negotiation-badges.tsx';
import classes from './negotiation-progress.module.css';

export type StepState = 'done' | 'current' | 'canceled_here' | 'upcoming';

/**
 * Where each of the nine steps stands (decision 015): steps before the stored step are done; the
 * stored step is current, or where it was cancelled; a completed negotiation has done them all.
 */
export function stepState(negotiation: Pick<NegotiationSummary, 'step' | 'status'>, step: NegotiationStep): StepState {
  const at = NEGOTIATION_STEP_ORDER[negotiation.step];
  const order = NEGOTIATION_STEP_ORDER[step];
  if (negotiation.status === 'completed' || order < at) return 'done';
  if (order > at) return 'upcoming';
  return negotiation.status === 'canceled' ? 'canceled_here' : 'current';
}

/** The nine-step progress view with the status and any request waiting for the administration office. */
export function NegotiationProgress({ negotiation }: { negotiation: NegotiationSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card component="section" aria-labelledby="negotiation-progress-title" data-testid="negotiation-progress">
      <Stack gap="sm">
        <Title id="negotiation-progress-title" order={2} size="h4">
          {t('negotiation.progress.title')}
        </Title>
        <Group gap="xs">
          <NegotiationStatusBadge status={negotiation.status} />
          {negotiation.pending_request && <PendingRequestBadge request={negotiation.pending_request} />}
        </Group>
        <ol className={classes.steps}>
          {NEGOTIATION_STEPS.map((step) => {
            const state = stepState(negotiation, step);
            return (
              <li key={step} className={classes.step} data-state={state} data-step={step} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={classes.marker} aria-hidden="true">
                  {state === 'done' ? '✓' : state === 'canceled_here' ? '×' : NEGOTIATION_STEP_ORDER[step]}
                </span>
                <div className={classes.label}>
                  <Text size="sm" fw={state === 'current' || state === 'canceled_here' ? 700 : 500}>
                    {stepName(negotiation, step, t)}
                  </Text>
                  <Text size="xs" c={state === 'upcoming' ? 'gray.7' : 'dark.6'}>
                    {t('negotiation.step.number', { number: NEGOTIATION_STEP_ORDER[step] })} · {t(`negotiation.progress.${state}`)}
                  </Text>
                  {state === 'current' && negotiation.due_at && (
                    <Group gap={6} mt={2} data-testid="negotiation-due">
                      <Text size="xs" fw={negotiation.overdue ? 700 : 500} c={negotiation.overdue ? 'red.9' : 'dark.6'}>
                        {t('negotiation.due.at', { at: formatDateTime(negotiation.due_at, language) })}
                      </Text>
                      {negotiation.overdue && (
                        <Badge size="xs" color="red.9" variant="filled" data-testid="negotiation-overdue">
                          {t('negotiation.due.overdue')}
                        </Badge>
                      )}
                    </Group>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </Stack>
    </Card>
  );
}
