import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../../components/step-indicator.tsx';

const STEPS = ['select', 'form', 'confirm', 'complete'] as const;
export type RegisterStep = (typeof STEPS)[number];

/** Where the user is in "Add new offer": type, details, confirmation, done. */
export function RegisterSteps({ current }: { current: RegisterStep }) {
  const { t } = useTranslation();
  return (
    <StepIndicator
      label={t('offer_register.steps.label')}
      steps={STEPS.map((key) => ({ key, label: t(`offer_register.steps.${key}`) }))}
      current={current}
      collapseWhenNarrow
    />
  );
}
