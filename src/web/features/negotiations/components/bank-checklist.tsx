import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEGOTIATION_REVIEW_CHECKLIST } from '../../../../shared/schemas/negotiations.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';

/**
 * The bank's review checklist (docs/product/limits.md): every box before approving. Only a bank at that step sees
 * it, so the panel loads it (and Mantine's Checkbox) on demand (the page's first load).
 */
export function BankChecklist({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('negotiation.panel.bank.checklist_title')}
      description={t('negotiation.panel.bank.checklist_progress', { done: value.length, total: NEGOTIATION_REVIEW_CHECKLIST.length })}
      value={value}
      onChange={(next) => onChange(NEGOTIATION_REVIEW_CHECKLIST.filter((item) => next.includes(item)))}
      error={error}
      styles={READABLE_ERROR}
      data-testid="bank-checklist"
    >
      <Stack gap="sm" mt="xs">
        {NEGOTIATION_REVIEW_CHECKLIST.map((item) => (
          <Checkbox key={item} value={item} label={t(`negotiation.bank_checklist.${item}`)} disabled={disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
