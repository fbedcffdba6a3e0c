import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './offer-form.module.css';

const STEPS = ['select', 'form', 'confirm', 'complete'] as const;
export type RegisterStep = (typeof STEPS)[number];

/** Where the user is in "Add new offer": type, details, confirmation, done. */
export function RegisterSteps({ current }: { current: RegisterStep }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <Box component="nav" aria-label={t('offer_register.steps.label')}>
      <ol className={classes.steps}>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Group gap={8} wrap="nowrap">
                <span className={classes.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <Text size="sm" fw={state === 'current' ? 700 : 500} className={classes.stepLabel}>
                  {t(`offer_register.steps.${step}`)}
                </Text>
              </Group>
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
