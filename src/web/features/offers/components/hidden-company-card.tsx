import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { industryName } from '../lib/format-offer.ts';

/**
 * The offer company as another company may see it before disclosure (PRODUCT §2): its country,
 * industry and size band only. The server's answer carries nothing else to show. Labels sit above
 * their values so the card reads well in a narrow side column.
 */
export function HiddenCompanyCard({ company }: { company: PartnerOffer['company'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = [
    { key: 'country', label: t('offer.hidden_company.country'), value: t(`country.${company.country}`) },
    { key: 'industry', label: t('offer.hidden_company.industry'), value: industryName(company.industry, language) ?? t('common.not_registered') },
    { key: 'size', label: t('offer.hidden_company.size'), value: t(`offer.hidden_company.size_band.${company.size_band}`) },
  ];
  return (
    <Card component="section" aria-labelledby="hidden-company-title" data-testid="hidden-company">
      <Title id="hidden-company-title" order={2} size="h4" mb="sm">
        {t('offer.hidden_company.title')}
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        {items.map((item) => (
          <div key={item.key}>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {item.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {item.value}
            </Text>
          </div>
        ))}
      </Stack>
      <Alert color="indigo" variant="light" mt="md">
        {t('offer.hidden_company.notice')}
      </Alert>
    </Card>
  );
}
