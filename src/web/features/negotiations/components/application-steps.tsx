import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './application-steps.module.css';

const STEPS = ['input', 'confirm', 'complete'] as const;
export type ApplicationStep = (typeof STEPS)[number];

/** Where the user is in applying: the form, its confirmation, done. */
export function ApplicationSteps({ current }: { current: ApplicationStep }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <Box component="nav" aria-label={t('negotiation_apply.steps.label')}>
      <ol className={classes.steps}>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Group gap={8} wrap="nowrap">
                <span className={classes.number} aria-hidden="true">
                  {i + 1}
                </span>
                <Text size="sm" fw={state === 'current' ? 700 : 500} className={classes.label}>
                  {t(`negotiation_apply.steps.${step}`)}
                </Text>
              </Group>
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
