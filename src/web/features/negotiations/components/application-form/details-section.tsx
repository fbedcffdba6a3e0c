import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.ts';
import { FormSection, TextCounter } from '../../../../components/form-section.tsx';
import { IdentifyingTextWarning } from '../../../../components/identifying-text-warning.tsx';
import type { ApplicationSectionProps } from './section-props.ts';
import { GrowingTextarea } from '../../../../components/growing-textarea.tsx';

/** The application details, counted against docs/product/limits.md; partners read them before any NDA. */
export function DetailsSection({ values, fieldRef, change, message }: ApplicationSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="apply-details" title={t('negotiation_apply.form.sections.details')}>
      <GrowingTextarea
        ref={fieldRef('application_details')}
        name="application_details"
        value={values.application_details}
        onChange={(event) => change('application_details', event.currentTarget.value)}
        label={t('negotiation.application.details')}
        withAsterisk
        minRows={4}
        maxRows={12}
        description={
          <>
            {t('negotiation.application.details_description')} <TextCounter value={values.application_details} max={LIMITS.applicationDetails} />
          </>
        }
        error={message('application_details')}
      />
      <IdentifyingTextWarning texts={[values.application_details]} />
    </FormSection>
  );
}
