import { Box, Fieldset, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, ROLES } from '../../../../../shared/enums.ts';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { localizedName } from '../../../../lib/localized-name.ts';
import type { ConfigBank } from '../../../../lib/runtime-config.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import type { useAnnouncementAudience } from '../../api/get-announcement-audience.ts';
import type { AnnouncementFieldsetProps } from './fieldset-props.ts';

type AudienceField = 'roles' | 'countries' | 'bank_codes';

interface AudienceSelectProps extends AnnouncementFieldsetProps {
  name: AudienceField;
  label: string;
  description?: string;
  /** Shown while nothing is chosen (which means everyone). */
  placeholder: string;
  data: { value: string; label: string }[];
  searchable?: boolean;
  testId: string;
}

/** One part of the audience: a list to choose from, nothing chosen meaning all of them. */
function AudienceSelect({ form, message, name, label, description, placeholder, data, searchable, testId }: AudienceSelectProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={label}
          description={description}
          placeholder={field.value.length ? undefined : placeholder}
          data={data}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={message(name)}
          styles={READABLE_ERROR}
          searchable={searchable}
          clearable
          data-testid={testId}
        />
      )}
    />
  );
}

export interface AudienceFieldsetProps extends AnnouncementFieldsetProps {
  /** The server's count and languages for the audience as chosen. */
  summary: ReturnType<typeof useAnnouncementAudience>;
  /** The platform's organisations (the runtime configuration): its banks are the choices. */
  banks: readonly ConfigBank[];
}

/** Who the announcement reaches: roles, countries and banks, and how many that is. */
export function AudienceFieldset({ form, message, summary, banks }: AudienceFieldsetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const countryOptions = COUNTRIES.map((country) => ({ value: country, label: t(`country.${country}`) }));
  const bankOptions = banks
    .filter((bank) => bank.role === 'bank')
    .map((bank) => ({ value: bank.bank_code, label: `${localizedName(bank, language)} (${bank.bank_code})` }));
  const fieldProps = { form, message };
  return (
    <Fieldset legend={t('announce.form.audience_legend')} variant="unstyled">
      <Text size="sm" mb="sm">
        {t('announce.form.audience_note')}
      </Text>
      <Stack gap="sm">
        <AudienceSelect
          {...fieldProps}
          name="roles"
          label={t('announce.audience.roles')}
          placeholder={t('announce.form.roles_placeholder')}
          data={roleOptions}
          testId="announcement-roles"
        />
        <AudienceSelect
          {...fieldProps}
          name="countries"
          label={t('announce.audience.countries')}
          placeholder={t('announce.form.countries_placeholder')}
          data={countryOptions}
          testId="announcement-countries"
        />
        <AudienceSelect
          {...fieldProps}
          name="bank_codes"
          label={t('announce.audience.bank_codes')}
          description={t('announce.form.banks_description')}
          placeholder={t('announce.form.banks_placeholder')}
          data={bankOptions}
          searchable
          testId="announcement-banks"
        />
        <Box aria-live="polite" data-testid="announcement-recipients" data-count={summary.data?.recipients}>
          {summary.data ? (
            <Text size="sm" fw={600}>
              {t('announce.form.recipients', {
                count: formatNumber(summary.data.recipients, language),
                languages: summary.data.languages.map((lang) => t(`announce.text_language.${lang}`)).join(t('announce.form.list_separator')),
              })}
            </Text>
          ) : summary.isError ? (
            <Text size="sm" c="red.9">
              {t('announce.form.recipients_failed')}
            </Text>
          ) : (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('announce.form.recipients_counting')}</Text>
            </Group>
          )}
        </Box>
      </Stack>
    </Fieldset>
  );
}
