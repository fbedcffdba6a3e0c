import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../../components/form-section.tsx';
import type { OfferSectionProps } from '../use-offer-form.ts';

/** Public or private (docs/product/data.md#offer). */
export function VisibilitySection({ values, fieldRef, change, message }: OfferSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="offer-form-visibility" title={t('offer_register.form.sections.visibility')}>
      <Radio.Group
        name="visibility"
        value={values.visibility}
        onChange={(next) => change('visibility', next === 'private' ? 'private' : 'public')}
        label={t('offer.visibility.label')}
        withAsterisk
        error={message('visibility')}
      >
        <Stack gap="sm" mt="xs">
          <Radio ref={fieldRef('visibility')} value="public" label={t('offer.visibility.public')} description={t('offer.visibility.public_help')} />
          <Radio value="private" label={t('offer.visibility.private')} description={t('offer.visibility.private_help')} />
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}
