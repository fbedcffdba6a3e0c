import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator.tsx';

const STEPS = ['input', 'confirm', 'complete'] as const;
export type ApplicationStep = (typeof STEPS)[number];

/** Where the user is in applying: the form, its confirmation, done. */
export function ApplicationSteps({ current }: { current: ApplicationStep }) {
  const { t } = useTranslation();
  return (
    <StepIndicator
      label={t('negotiation_apply.steps.label')}
      steps={STEPS.map((key) => ({ key, label: t(`negotiation_apply.steps.${key}`) }))}
      current={current}
    />
  );
}
