import { FeedbackFormButton } from '../../../components/feedback-form-button.tsx';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { localizedName } from '../../../lib/localized-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCompany } from '../api/get-company.ts';
import { useUser } from '../../../lib/current-user.ts';
import { CompanyProfile } from '../components/company-profile.tsx';
import { MembersTable } from '../components/members-table.tsx';
import { PriceCurrencySettings } from '../components/price-currency-settings.tsx';
import { UserProfile } from '../components/user-profile.tsx';
import { useChangeLanguage } from '../hooks/use-change-language.ts';

function LanguageSettings() {
  const { t } = useTranslation();
  const { language, change, saveFailed, saved } = useChangeLanguage();
  return (
    <Card component="section" aria-labelledby="settings-language">
      <Title id="settings-language" order={2} size="h4" mb="sm">
        {t('settings.language_title')}
      </Title>
      <Stack gap="sm" maw={420}>
        <LanguageSelect value={language} onChange={(value) => void change(value)} label={t('language.label')} description={t('settings.language_lead')} />
        <div role="status" aria-live="polite">
          {saved && (
            <Text size="sm" c="teal.9">
              {t('language.saved')}
            </Text>
          )}
          {saveFailed && (
            <Alert color="red" variant="light">
              {t('language.save_failed')}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/**
 * `/{area}/settings`, the "my page": the user's profile, the organisation's profile, the language;
 * `notificationSettings` is another feature's section (the inbox's e-mail settings), put in by app/routes.
 */
export function SettingsPage({ notificationSettings }: { notificationSettings?: ReactNode } = {}) {
  const { t } = useTranslation();
  const company = useCompany();
  const user = useUser();
  const language = useLanguage();
  useDocumentTitle(t('settings.title'));

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('settings.title')}</Title>
        <Text mt="xs">{t('settings.lead')}</Text>
      </div>

      <LanguageSettings />

      <PriceCurrencySettings />

      {notificationSettings}

      <Card component="section" aria-labelledby="settings-profile">
        <Title id="settings-profile" order={2} size="h4" mb="xs">
          {t('settings.profile_title')}
        </Title>
        <UserProfile user={user} signs={company.role === 'enterprise'} />
      </Card>

      <Card component="section" aria-labelledby="settings-organisation">
        <Title id="settings-organisation" order={2} size="h4" mb="sm">
          {t('settings.organisation_title')}
        </Title>
        <CompanyProfile company={company} />
      </Card>

      {user.user_type === 'administrator' && (
        <Card component="section" aria-labelledby="settings-members">
          <Title id="settings-members" order={2} size="h4" mb={4}>
            {t('settings.members_title')}
          </Title>
          <Text size="sm" mb="sm">
            {t('settings.members_lead', { organisation: localizedName(company, language) })}
          </Text>
          <MembersTable captionId="settings-members" signs={company.role === 'enterprise'} />
        </Card>
      )}

      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('settings.contact_lead')}</Text>
        <FeedbackFormButton variant="default">{t('settings.contact_button')}</FeedbackFormButton>
      </Stack>
    </Stack>
  );
}
