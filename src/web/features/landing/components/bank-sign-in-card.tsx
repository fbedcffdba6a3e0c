import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import type { ConfigBank } from '../../../lib/runtime-config.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** One realm to sign in through. The link is a full page navigation: the server starts the sign-in. */
export function BankSignInCard({ bank }: { bank: ConfigBank }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const primary = localizedName(bank, language);
  const secondary = [bank.name, bank.name_en].find((name) => name && name !== primary) ?? null;

  return (
    <Card component="article" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light">{t(`country.${bank.country}`)}</Badge>
          </Group>
          <Title order={3} size="h4">
            {primary}
          </Title>
          {secondary && (
            <Text size="sm" c="dimmed">
              {secondary}
            </Text>
          )}
          <Text size="sm">{bank.role === 'kokopelli' ? t('landing.kokopelli_audience') : t('landing.bank_audience')}</Text>
        </Stack>
        {/* The visible label stays short; the accessible name says which bank. */}
        <Button
          component="a"
          href={paths.bankLogin.getHref(bank.bank_code)}
          fullWidth
          aria-label={t('landing.sign_in_with', { bank: primary })}
          data-bank-code={bank.bank_code}
        >
          {t('nav.sign_in')}
        </Button>
      </Stack>
    </Card>
  );
}
