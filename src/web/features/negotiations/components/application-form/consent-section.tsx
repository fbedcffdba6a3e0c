import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_CHECKBOXES } from '../../../../../shared/schemas/negotiations.ts';
import { FormSection } from '../../../../components/form-section.tsx';
import type { ApplicationSectionProps } from './section-props.ts';

/** The boxes an application needs ticked (docs/product/negotiations.md). */
export function ConsentSection({ values, fieldRef, change, message }: ApplicationSectionProps) {
  const { t } = useTranslation();
  return (
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
  );
}
