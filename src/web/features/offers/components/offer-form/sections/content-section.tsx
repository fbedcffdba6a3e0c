import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../../shared/limits.ts';
import { FormSection, TextCounter } from '../../../../../components/form-section.tsx';
import { IdentifyingTextWarning } from '../../../../../components/identifying-text-warning.tsx';
import type { OfferSectionProps } from '../use-offer-form.ts';
import { GrowingTextarea } from '../../../../../components/growing-textarea.tsx';

/** The offer's texts (docs/product/data.md#offer), each counted against its limit (docs/product/limits.md#offer-form). */
export function ContentSection({ values, bind, message }: OfferSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="offer-form-content" title={t('offer_register.form.sections.content')}>
      <TextInput
        {...bind('title')}
        label={t('offer.fields.title')}
        withAsterisk
        description={<TextCounter value={values.title} max={LIMITS.offerTitle} />}
        error={message('title')}
        autoComplete="off"
      />
      <GrowingTextarea
        {...bind('description')}
        label={t('offer.fields.description')}
        withAsterisk
        minRows={4}
        maxRows={14}
        description={<TextCounter value={values.description} max={LIMITS.offerDescription} />}
        error={message('description')}
      />
      <GrowingTextarea
        {...bind('features')}
        label={t('offer.fields.features')}
        withAsterisk
        minRows={3}
        maxRows={14}
        description={<TextCounter value={values.features} max={LIMITS.offerFeatures} />}
        error={message('features')}
      />
      <GrowingTextarea
        {...bind('requests')}
        label={t('offer.fields.requests')}
        minRows={3}
        maxRows={14}
        description={<TextCounter value={values.requests} max={LIMITS.offerRequests} />}
        error={message('requests')}
      />
      {/* Partners read these texts before any NDA: registering refuses what names the company. */}
      <IdentifyingTextWarning texts={[values.title, values.description, values.features, values.requests]} />
    </FormSection>
  );
}
