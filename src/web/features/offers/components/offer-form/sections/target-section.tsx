import { Alert, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../../../../../shared/enums.ts';
import type { Industry } from '../../../../../../shared/schemas/offer-views.ts';
import { FormSection } from '../../../../../components/form-section.tsx';
import { useLanguage } from '../../../../../lib/use-language.ts';
import { industryName } from '../../../lib/format-offer.ts';
import type { OfferSectionProps } from '../use-offer-form.ts';

export interface TargetSectionProps extends OfferSectionProps {
  /** The major industries with their middle ones (docs/product/data.md#offer). */
  majors: readonly Industry[];
  industriesFailed: boolean;
}

/** The target country and industry; another major industry takes the middle one with it. */
export function TargetSection({ values, bind, fieldRef, update, message, majors, industriesFailed }: TargetSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const middles = majors.find((major) => major.code === values.industry_major)?.children ?? [];
  return (
    <FormSection id="offer-form-target" title={t('offer_register.form.sections.target')}>
      <NativeSelect {...bind('target_country')} label={t('offer.fields.target_country')} withAsterisk maw={320} error={message('target_country')}>
        <option value="">{t('offer_register.form.choose')}</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`country.${country}`)}
          </option>
        ))}
      </NativeSelect>
      {industriesFailed && (
        <Alert color="red" variant="light">
          {t('offer_register.form.industries_failed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <NativeSelect
          name="industry_major"
          ref={fieldRef('industry_major')}
          value={values.industry_major}
          // Another major category takes the middle one with it.
          onChange={(event) => update({ industry_major: event.currentTarget.value, industry_middle: '' }, ['industry_major'])}
          label={t('offer.fields.industry_major')}
          withAsterisk
          error={message('industry_major')}
        >
          <option value="">{t('offer_register.form.choose')}</option>
          {majors.map((major) => (
            <option key={major.code} value={major.code}>
              {industryName(major, language)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          {...bind('industry_middle')}
          label={t('offer.fields.industry_middle')}
          withAsterisk
          disabled={middles.length === 0}
          error={message('industry_middle')}
        >
          <option value="">{middles.length === 0 ? t('offer_register.form.choose_major_first') : t('offer_register.form.choose')}</option>
          {middles.map((middle) => (
            <option key={middle.code} value={middle.code}>
              {industryName(middle, language)}
            </option>
          ))}
        </NativeSelect>
      </SimpleGrid>
    </FormSection>
  );
}
